// The agent's booking reservation, POST booking/reserve (spec 01 §7, spec 02 §3).
// Ids are the external ones (calendar id, pickup id, activity ids); adults and kids travel as text.
import { array, define, enums, nullable, number, object, optional, pattern, type Infer } from 'superstruct';
import { string } from './boundedString';
import { isoDate, requiredString } from './validation';
import { ALL_DATES } from './customTime';
import { DISCOUNT_TYPES } from './discount';
import { clockTime, isoInstant, requiredEmail } from './fields';
import { fishingHours, pace } from './tripOptions';

/** A reservation stays open one week. */
export const RESERVATION_DAYS = 7;

const countText = pattern(string(), /^\d{1,2}$/);

export const bookingReservation = object({
  countryUrlTitle: string(),
  regionId: string(),
  start_date: isoDate,
  end_date: isoDate,
  activities: array(string()),
  boat: string(), // calendar id
  pickUpLocation: string(), // pickupId
  estTimePace: pace,
  fishingHours,
  discountType: optional(nullable(enums(DISCOUNT_TYPES))),
  discountFee: optional(nullable(number())),
  customTimeStartDate: optional(nullable(define<string>('customStart', (v) => v === ALL_DATES || isoDate.is(v)))),
  customTimeEndDate: optional(nullable(isoDate)),
  customTime: optional(nullable(clockTime)),
  firstName: requiredString(),
  lastName: requiredString(),
  email: requiredEmail(),
  phone: requiredString(),
  adults: countText,
  kids: countText,
  expire: isoInstant,
});
export type BookingReservation = Infer<typeof bookingReservation>;

/** The reservation's expiry: one week after `now`. */
export const reservationExpiry = (now: Date) => new Date(now.getTime() + RESERVATION_DAYS * 86_400_000).toISOString();
