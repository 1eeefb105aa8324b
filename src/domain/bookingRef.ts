// Booking references: the country code, a dash and unambiguous capitals and digits, e.g. 'KY-7K3M9Q'.
import { define } from 'superstruct';

export const BOOKING_REF_PATTERN = /^[A-Z]{2}-[0-9A-Z]{6,12}$/;
export const bookingRef = define<string>('bookingRef', (v) => typeof v === 'string' && BOOKING_REF_PATTERN.test(v));
