// Booking references: the country code, a dash and unambiguous capitals and digits, e.g. 'KY-7K3M9Q'.
import { coerce, define, unknown } from 'superstruct';
import { INVALID_BOOKING_REF, REQUIRED } from '../texts/messages';

export const BOOKING_REF_PATTERN = /^[A-Z]{2}-[0-9A-Z]{6,12}$/;
export const bookingRef = define<string>('bookingRef', (v) => typeof v === 'string' && BOOKING_REF_PATTERN.test(v));

/** A reference a guest typed: spaces around it and small letters are forgiven; empty or malformed says why. */
export const typedBookingRef = coerce(
  define<string>('bookingRef', (v) =>
    v === '' || v === undefined ? REQUIRED : bookingRef.is(v) || INVALID_BOOKING_REF,
  ),
  unknown(),
  (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
);
