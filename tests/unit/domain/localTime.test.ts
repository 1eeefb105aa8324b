// The one date check and the one clock-time pattern: every schema and the pricing core agree on them.
import { describe, expect, it } from 'vitest';
import { clockTime, isoInstant, localDateTime, isoDate } from '../../../src/domain/schema';
import { clockOfMinute, isCalendarDate, isClockTime, minuteOfDay } from '../../../src/domain/time';
import { PRICING_MESSAGES, PricingRefusal, priceTrip } from '../../../src/domain/pricing';
import { MARINA, PLAIN_DATE, STINGRAY, boat, country } from './pricing/fixtures';

describe('calendar dates', () => {
  it('are real days, never rolled over', () => {
    for (const good of ['2026-02-28', '2028-02-29', '2026-12-31']) expect(isCalendarDate(good), good).toBe(true);
    for (const bad of [
      '2026-02-30',
      '2026-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-1-01',
      ' 2026-01-01',
      20260101,
      null,
    ]) {
      expect(isCalendarDate(bad), String(bad)).toBe(false);
    }
    expect(isoDate.is('2026-02-30')).toBe(false);
    expect(isoInstant.is('2026-02-30T10:00:00.000Z')).toBe(false);
    expect(localDateTime.is('2026-02-30T10:00:00-05:00')).toBe(false);
    expect(localDateTime.is('2026-03-02T10:00:00-05:00')).toBe(true);
  });

  it('are refused by the pricing core as by the schemas', () => {
    const price = (date: string, startTime?: string) =>
      priceTrip({
        boat: boat(),
        charterHours: 2,
        guests: { adults: 2, children: 0 },
        pickUp: MARINA,
        activities: [STINGRAY],
        country: country(),
        date,
        startTime,
      });
    expect(() => price('2026-02-30')).toThrow(new PricingRefusal('INVALID_DATE', PRICING_MESSAGES.date));
    expect(() => price(PLAIN_DATE, '9:00')).toThrow(
      new PricingRefusal('INVALID_START_TIME', PRICING_MESSAGES.startTime),
    );
    expect(price(PLAIN_DATE, '09:00').total).toBeGreaterThan(0);
  });
});

describe('clock times', () => {
  it("are 'HH:mm' when typed or sent", () => {
    for (const good of ['00:00', '09:30', '23:59']) expect(isClockTime(good) && clockTime.is(good), good).toBe(true);
    for (const bad of ['9:30', '24:00', '12:60', '12:3', '12:30:00', ''])
      expect(isClockTime(bad) || clockTime.is(bad), bad).toBe(false);
  });

  it('are read from stored data with or without the leading zero, and written back', () => {
    expect(minuteOfDay('09:30')).toBe(570);
    expect(minuteOfDay('9:30')).toBe(570);
    expect(minuteOfDay('07:00:00')).toBe(420);
    expect(minuteOfDay('noon')).toBeNaN();
    expect(clockOfMinute(570)).toBe('09:30');
    expect(clockOfMinute(-30)).toBe('23:30');
    expect(clockOfMinute(1440 + 61)).toBe('01:01');
  });
});
