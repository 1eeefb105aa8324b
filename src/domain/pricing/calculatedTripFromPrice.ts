// Turns the pricing core's answer (trip length + price breakdown) into the calculated-trip shape the API returns
// and the app shows (./calculatedTrip). Money in integer cents, each line's time in minutes, result.time in hours.
//
// The priced lines add up: boatPriceRateAndExtraHour + boatPriceForExtraGuests + lateMorningFee + pull + doll
// + activities + promotion + discount + taxes = totalPrice = result.price. The lines `boat`, `additionalHours` and
// `extraGuestsForBoat` only describe (price 0): their money is already inside the charter and extra-guest lines.
import type { Activity, Boat, PickUpLocation } from '../catalogue/catalogue';
import type { CalculatedTrip } from './calculatedTrip';
import type { Discount } from './discount';
import { hourValue, rateEntry } from './boatRates';
import type { PriceBreakdown } from './priceTrip';
import type { TripLength } from './tripLength';

export interface PricedTrip {
  boat: Boat;
  pickUp: PickUpLocation;
  dropOff: PickUpLocation;
  /** The chosen activities in any order; the summary lists them in route order. */
  activities: readonly Activity[];
  partySize: number;
  length: TripLength;
  price: PriceBreakdown;
  startTime?: string;
  /** The discount that was applied, if any. */
  discount?: Discount;
}

const line = <T>(data: T, time: number, price: number) => ({ data, time, price });

/** Hours charged at EACH_ADDITIONAL_HOUR: none when the boat has a rate for exactly that many hours. */
function additionalHoursOf(boat: Boat, hours: number, partySize: number): number {
  const exact = hourValue(hours);
  return exact && rateEntry(boat, exact, partySize) ? 0 : Math.max(0, hours - 2);
}

export function calculatedTripFromPrice(trip: PricedTrip): CalculatedTrip {
  const { boat, length, price } = trip;
  const hours = price.charter.hours;
  const charterMinutes = hours * 60;
  const extraHours = additionalHoursOf(boat, hours, trip.partySize);
  const byId = new Map(trip.activities.map((a) => [a._id, a]));
  const priceOf = new Map(price.activities.map((a) => [a.activityId, a.cents]));
  const legs = length.legs;

  return {
    result: { time: hours, price: price.total },
    tripSummary: {
      boat: line(boat, charterMinutes, 0),
      boatPriceRateAndExtraHour: line({ hours }, charterMinutes, price.charter.cents),
      additionalHours: line({ hours: extraHours }, extraHours * 60, 0),
      boatPriceForExtraGuests: line(
        { guests: price.extraGuests.count, ratePerGuestHour: price.extraGuests.ratePerGuestHourCents },
        0,
        price.extraGuests.cents,
      ),
      extraGuestsForBoat: line({ count: price.extraGuests.count }, 0, 0),
      lateMorningFee: line({ startTime: trip.startTime ?? null }, 0, price.lateMorningFee.cents),
      pull: line(trip.pickUp, legs[0]?.minutes ?? 0, price.pickUp.cents),
      doll: line(trip.dropOff, legs[legs.length - 1]?.minutes ?? 0, price.dropOff.cents),
      activities: length.orderedStops.map((stop) =>
        line(byId.get(stop.activityId)!, stop.legMinutes + stop.stayMinutes, priceOf.get(stop.activityId) ?? 0),
      ),
      discount: line(trip.discount ?? null, 0, price.discount.cents),
      promotion: line(
        price.promotion.campaignId === null
          ? null
          : {
              campaignId: price.promotion.campaignId,
              name: price.promotion.name ?? '',
              freeHours: price.promotion.freeHours,
            },
        price.promotion.freeHours * 60,
        price.promotion.cents,
      ),
      taxes: line({ basisPoints: price.taxes.basisPoints }, 0, price.taxes.cents),
      totalPrice: line({ subtotal: price.subtotalAfterDiscount }, length.totalMinutes, price.total),
    },
  };
}
