// What a payment row keeps for its booking (payments.booking): the booking info the confirmation page reads, without
// the fields that only exist once it is paid (bookingRef, _id, updatedAt), plus what the emails and links need.
import type { BookingInfo } from '../../domain/booking';
import type { TripQuery } from '../../domain/trip';

export type PaymentBooking = Omit<BookingInfo, 'bookingRef' | '_id' | 'updatedAt'> & {
  notes?: string;
  countryName: string;
  /** The country's own address: booking feedback goes there. */
  businessEmail: string;
  tripQuery: TripQuery;
};

export function bookingInfoOf(
  stored: PaymentBooking,
  paid: { bookingRef: string; paymentId: string; updatedAt: Date; cancelled?: { at: Date; refundedCents: number } },
): BookingInfo {
  return {
    bookingRef: paid.bookingRef,
    _id: paid.paymentId,
    firstName: stored.firstName,
    lastName: stored.lastName,
    email: stored.email,
    phone: stored.phone,
    adults: stored.adults,
    kids: stored.kids,
    timeSlot: stored.timeSlot,
    timezone: stored.timezone,
    updatedAt: paid.updatedAt.toISOString(),
    feeLateMorning: stored.feeLateMorning,
    extraGuestsForBoat: stored.extraGuestsForBoat,
    boatPriceForExtraGuests: stored.boatPriceForExtraGuests,
    tripSummary: stored.tripSummary,
    ...(stored.tripQuery.region ? { regionId: stored.tripQuery.region } : {}),
    ...(paid.cancelled
      ? { cancelled: { at: paid.cancelled.at.toISOString(), refundedCents: paid.cancelled.refundedCents } }
      : {}),
  };
}
