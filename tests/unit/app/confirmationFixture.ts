// A booking as GET web/booking/confirmed answers it, for the confirmation page's unit tests.
import type { BookingInfo } from '../../../src/domain/booking';
import { CALCULATED_TRIP } from '../domain/examples';

export const BOOKING: BookingInfo = {
  bookingRef: 'KY-7K3M9Q',
  _id: 'pay_1',
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  phone: '+13455550123',
  kids: 2,
  adults: 6,
  timeSlot: { startTime: '2026-12-03T10:00:00-05:00', endTime: '2026-12-03T13:00:00-05:00' },
  timezone: 'America/Cayman',
  updatedAt: '2026-12-01T15:05:00.000Z',
  feeLateMorning: 0,
  extraGuestsForBoat: 2,
  boatPriceForExtraGuests: 18_000,
  tripSummary: CALCULATED_TRIP.tripSummary,
};
