// The booking summary page's form and booking/find check a reference with the same schema.
import { describe, expect, it } from 'vitest';
import { findBookingRequest } from '../../../src/domain/booking';
import { INVALID_BOOKING_REF, REQUIRED } from '../../../src/domain/texts';
import { check, errorMap } from '../../../src/domain/schema';

describe('finding a booking', () => {
  it('forgives spaces and small letters in the reference', () => {
    expect(check(findBookingRequest, { bookingRef: ' ky-7k3m9qht ', email: 'ana@example.test' })).toEqual({
      ok: true,
      value: { bookingRef: 'KY-7K3M9QHT', email: 'ana@example.test' },
    });
  });

  it('says what is missing or malformed', () => {
    const errorsOf = (value: unknown) => {
      const result = check(findBookingRequest, value);
      return result.ok ? {} : errorMap(result.errors);
    };
    expect(errorsOf({ bookingRef: '', email: '' })).toEqual({ bookingRef: REQUIRED, email: REQUIRED });
    expect(errorsOf({ bookingRef: 'KY 123', email: 'ana@example.test' })).toEqual({ bookingRef: INVALID_BOOKING_REF });
    expect(errorsOf({ bookingRef: 42, email: 'ana@example.test' })).toEqual({ bookingRef: INVALID_BOOKING_REF });
  });
});
