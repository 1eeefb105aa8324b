import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BOOKING_REF_PATTERN } from '../../../src/domain/booking';
import { INQUIRY_REF_PATTERN, newBookingRef, newInquiryRef, REFERENCE_ALPHABET } from '../../../src/domain/schema';

describe('references', () => {
  it('are written from one alphabet without look-alikes, and read by their patterns', () => {
    expect(REFERENCE_ALPHABET).not.toMatch(/[01OIL]/);
    for (let i = 0; i < 200; i++) {
      const booking = newBookingRef('ky', randomInt);
      expect(booking).toMatch(/^KY-[2-9A-HJKMNP-Z]{8}$/);
      expect(booking).toMatch(BOOKING_REF_PATTERN);
      expect(newInquiryRef(randomInt)).toMatch(INQUIRY_REF_PATTERN);
    }
    expect('IQ-0000000000').not.toMatch(INQUIRY_REF_PATTERN);
    expect(newInquiryRef(() => 0)).toBe('IQ-2222222222');
  });
});
