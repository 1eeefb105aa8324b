// A priced trip as the price calculation (pricing/priceTrip.ts) returns it.
// Money is integer cents; a line's time is in minutes; result.time is whole charter hours.
import { array, integer, min, nullable, object, type Infer, type Struct } from 'superstruct';
import { string } from '../schema/boundedString';
import { activity, boat, pickUpLocation } from '../catalogue/catalogue';
import { discount } from './discount';
import { cents, clockTime, minutes, signedCents } from '../schema/fields';

/** One line of a trip summary: what it is about, how long it takes, what it costs. */
const summaryLine = <T, S>(data: Struct<T, S>) => object({ data, time: minutes, price: cents });
/** A line that takes money off (discount, promotion): its price is zero or negative. */
const creditLine = <T, S>(data: Struct<T, S>) => object({ data, time: minutes, price: signedCents });

const hours = min(integer(), 0);

export const tripSummary = object({
  /** The boat itself (size and model; price 0, so hidden). time = charter minutes. */
  boat: summaryLine(boat),
  /** '{hours} Hour Charter': the charter price, with any EXTRA_FEE discount added. */
  boatPriceRateAndExtraHour: summaryLine(object({ hours })),
  /** Hours beyond the two-hour rate, charged as EACH_ADDITIONAL_HOUR (0 when an exact-hours rate applies). */
  additionalHours: summaryLine(object({ hours })),
  /** Guests above the boat's overGuests, per guest per charter hour. */
  boatPriceForExtraGuests: summaryLine(object({ guests: min(integer(), 0), ratePerGuestHour: cents })),
  /** 'Extra Guests ({count})': the count the price above is for. */
  extraGuestsForBoat: summaryLine(object({ count: min(integer(), 0) })),
  /** 'Late Morning Start' fee for the chosen slot. */
  lateMorningFee: summaryLine(object({ startTime: nullable(clockTime) })),
  /** Pick-up point; time is the leg from it to the first stop. */
  pull: summaryLine(nullable(pickUpLocation)),
  /** Drop-off point; time is the leg to it from the last stop. */
  doll: summaryLine(nullable(pickUpLocation)),
  /** Stops in route order; time is the time spent at the stop plus the leg to it. */
  activities: array(summaryLine(activity)),
  /** The agent's discount (negative), or 0 for EXTRA_FEE, which goes onto the charter line. */
  discount: creditLine(nullable(discount)),
  /** The summer promotion's free hour (negative). */
  promotion: creditLine(nullable(object({ campaignId: string(), name: string(), freeHours: min(integer(), 1) }))),
  /** 'Taxes & Fees' on the subtotal after discounts. */
  taxes: summaryLine(object({ basisPoints: min(integer(), 0) })),
  /** 'Total'; data.subtotal is the amount before taxes and fees. time = trip minutes before rounding. */
  totalPrice: summaryLine(object({ subtotal: cents })),
});
export type TripSummary = Infer<typeof tripSummary>;

export const calculatedTrip = object({
  result: object({ time: hours, price: cents }),
  tripSummary,
});
export type CalculatedTrip = Infer<typeof calculatedTrip>;
