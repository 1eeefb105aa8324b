// What an OCTO product, availability and booking cost: the guest flow's own price (calculateTime, the one pricing
// function) for the boat, the charter length, the party, the pick-up and the start, with no stops (the captain plans
// the day with the guests). Booking-level pricing in integer cents (USD), taxes and fees included.
import type { Boat, Country } from '../../domain/catalogue';
import { type CalculatedTrip, campaignsOn, isLateMorningTime } from '../../domain/pricing';
import { localClock, localDate } from '../../domain/time';
import { DEFAULT_PACE, FISHING_HOURS } from '../../domain/trip';
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
    boatId: trip.boat._id,
    pulId: trip.pickupId,
    activities: [],
    pace: DEFAULT_PACE,
    fishingHours: FISHING_HOURS.default,
    adults: trip.adults,
    children: trip.children,
    tripHourDuration: trip.hours,
    date: startTime ? localDate(startTime, zone) : undefined,
    startTime: startTime ? localClock(startTime, zone) : undefined,
    feeLateMorning: undefined,
  });
}

/**
 * The OCTO pricing of each start the slot search found for one trip (a request's boat, length, party and pick-up),
 * each distinct price computed once: priceTrip reads a start only for the campaigns on its date and whether it is a
 * late-morning time, and a year holds thousands of starts but a handful of such pairs.
 */
export function octoStartPricing(
  catalogue: PricingCatalogue,
  trip: Omit<OctoTrip, 'startTime'>,
  country: Pick<Country, 'campaigns'>,
) {
  const known = new Map<string, OctoJson>();
  return (startTime: string): OctoJson => {
    // The search writes a start in the boat's local time with that day's offset (slotGrid's localTimeString), so its
    // date and clock are read off the string: converting zones with dayjs for each start was most of the cost.
    const date = startTime.slice(0, 10);
    const key = `${campaignsOn(country.campaigns, date)
      .map((c) => c._id)
      .join(',')}|${isLateMorningTime(trip.boat, startTime.slice(11, 16))}`;
    let pricing = known.get(key);
    if (!pricing) known.set(key, (pricing = octoPricingOf(priceOctoTrip(catalogue, { ...trip, startTime }))));
    return pricing;
  };
}

/**
 * OCTO's pricing object of a priced trip: retail = what the guest flow charges; nothing is netted (settled with the
 * reseller).
 */
export function octoPricingOf(trip: CalculatedTrip): OctoJson {
  const taxes = trip.tripSummary.taxes.price;
  return {
    original: trip.result.price,
    retail: trip.result.price,
    net: null,
    currency: 'USD',
    currencyPrecision: 2,
    includedTaxes: taxes > 0 ? [{ name: 'Taxes & Fees', original: taxes, retail: taxes, net: null }] : [],
  };
}
