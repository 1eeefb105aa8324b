// The booking-confirmed page: the booking info it reads and the 'send again' call.
import { integer, min, object, optional, type Infer } from 'superstruct';
import { ID_MAX_LENGTH, string } from '../schema/boundedString';
import { REQUIRED, requiredString } from '../schema/validation';
import { bookingRef, typedBookingRef } from './bookingRef';
import { tripSummary } from '../pricing/calculatedTrip';
import { cents, isoInstant, localDateTime, requiredEmail, zoneName } from '../schema/fields';

export const bookingInfo = object({
  bookingRef,
  _id: string(), // payment id
  firstName: string(),
  lastName: string(),
  email: string(),
  phone: string(),
  adults: min(integer(), 1),
  kids: min(integer(), 0),
  timeSlot: object({ startTime: localDateTime, endTime: localDateTime }),
  /** The boats' zone, so that the page can say which local time it shows. */
  timezone: zoneName,
  updatedAt: isoInstant,
  feeLateMorning: cents,
  extraGuestsForBoat: min(integer(), 0),
  boatPriceForExtraGuests: cents,
  tripSummary,
  /** The region the trip was built in: its office answers questions (confirmations kept before it existed lack it). */
  regionId: optional(string()),
  /** The booking was cancelled (by the guest or the office), and how much of what was paid went back. */
  cancelled: optional(object({ at: isoInstant, refundedCents: cents })),
});
export type BookingInfo = Infer<typeof bookingInfo>;

/**
 * The office of the booking's own region: the trip's region, else the first of the boat's regions its meeting point
 * serves.
 */
export function bookingRegion(
  info: Pick<BookingInfo, 'regionId' | 'tripSummary'>,
): BookingInfo['tripSummary']['boat']['data']['regions'][number] | undefined {
  const regions = info.tripSummary.boat.data.regions;
  const served = info.tripSummary.pull.data?.regionIds ?? [];
  return regions.find((r) => r._id === info.regionId) ?? regions.find((r) => served.includes(r._id)) ?? regions[0];
}

/** The boat's 'What's Included' and 'What to Bring' lists, as the page and the PDF both show them. */
export function includedAndToBring(info: Pick<BookingInfo, 'tripSummary'>) {
  const list = info.tripSummary.boat.data.boatingCheckList;
  return {
    included: list.filter((i) => i.type === 'INCLUDED'),
    toBring: list.filter((i) => i.type === 'WHAT_TO_BRING'),
  };
}

/** Total guests = adults + kids. */
export const bookingGuests = (info: Pick<BookingInfo, 'adults' | 'kids'>) => info.adults + info.kids;

/** Resend the confirmation e-mail; `paymantDate` is spelled as the call spells it. */
export const resendConfirmation = object({
  paymentId: requiredString(REQUIRED, ID_MAX_LENGTH),
  paymantDate: isoInstant,
});
export type ResendConfirmation = Infer<typeof resendConfirmation>;

/** booking/find, the booking summary page's form: a reference and the email it was booked with. */
export const findBookingRequest = object({ bookingRef: typedBookingRef, email: requiredEmail() });
