// What an OCTO product, availability and booking cost: the guest flow's own price (calculateTime, the one pricing
// function) for the boat, the charter length, the party, the pick-up and the start, with no stops (the captain plans
// the day with the guests). Booking-level pricing in integer cents (USD), taxes and fees included.
import type { Boat } from '../../domain/catalogue';
import type { CalculatedTrip } from '../../domain/calculatedTrip';
import { localClock, localDate } from '../../domain/dateFormat';
import { calculateTime } from '../pricing/calculateTime';
import type { PricingCatalogue } from '../pricing/catalogueSnapshot';
import type { OctoJson } from './octoJson';

export interface OctoTrip {
  boat: Boat;
  hours: number;
  adults: number;
  children: number;
  /** Our pick-up id (pickupPointsOf). */
  pickupId: string;
  /** A slot's local start with offset; absent for a 'from' price. */
  startTime?: string;
  zone: string;
}

export function priceOctoTrip(catalogue: PricingCatalogue, trip: OctoTrip): CalculatedTrip {
  const { startTime, zone } = trip;
  return calculateTime(catalogue, trip.boat.regions[0]?._id ?? '', {
    boatId: trip.boat._id, pulId: trip.pickupId, activities: [], pace: 'standard', fishingHours: 3,
    adults: trip.adults, children: trip.children, tripHourDuration: trip.hours,
    date: startTime ? localDate(startTime, zone) : undefined, startTime: startTime ? localClock(startTime, zone) : undefined,
    feeLateMorning: undefined,
  });
}

/** OCTO's pricing object of a priced trip: retail = what the guest flow charges; nothing is netted (settled with the reseller). */
export function octoPricingOf(trip: CalculatedTrip): OctoJson {
  const taxes = trip.tripSummary.taxes.price;
  return {
    original: trip.result.price, retail: trip.result.price, net: null, currency: 'USD', currencyPrecision: 2,
    includedTaxes: taxes > 0 ? [{ name: 'Taxes & Fees', original: taxes, retail: taxes, net: null }] : [],
  };
}
