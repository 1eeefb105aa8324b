// The office desk's pure rules (issue #58): a party is marked a no-show only once its trip has started, and a day's
// free time is what bookings, holds and closures leave of the boat's hours.
import { describe, expect, it } from 'vitest';
import { freeSpans, mayMarkAttendance, weekDates } from '../../../src/domain/office';

describe('no-show marks', () => {
  it('wait for the trip to start', () => {
    expect(mayMarkAttendance(1_000, 999)).toBe(false);
    expect(mayMarkAttendance(1_000, 1_000)).toBe(true);
    expect(mayMarkAttendance(1_000, 5_000)).toBe(true);
  });
});

describe('free time', () => {
  it("is the day less what is taken, overlaps and spans past the day's ends included", () => {
    expect(freeSpans(0, 100, [])).toEqual([{ startMs: 0, endMs: 100 }]);
    expect(
      freeSpans(0, 100, [
        { startMs: 20, endMs: 40 },
        { startMs: 30, endMs: 50 },
        { startMs: 90, endMs: 120 },
      ]),
    ).toEqual([
      { startMs: 0, endMs: 20 },
      { startMs: 50, endMs: 90 },
    ]);
    expect(freeSpans(0, 100, [{ startMs: -10, endMs: 100 }])).toEqual([]);
    expect(freeSpans(50, 40, [])).toEqual([]);
  });

  it("a week is seven dates across a month's end", () => {
    expect(weekDates('2026-12-28')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });
});
