// The time a booking being moved must hold while its guest pays (issue #19): the moved span less what the booking
// already takes. Together with the booking's own time it covers the moved span exactly, and never overlaps it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { movedSpans } from '../../../src/server/booking/holdStore';

const HOUR = 3_600_000;

describe('movedSpans', () => {
  it('holds what the moved time adds to the booked one, nothing it already owns', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: -48, max: 48 }).filter((d) => d !== 0),
        (startHour, hours, shiftHours) => {
          const booked = { boatId: 'b', role: 'primary', startMs: startHour * HOUR, endMs: (startHour + hours) * HOUR };
          const deltaMs = shiftHours * HOUR;
          const [held] = movedSpans([booked], deltaMs);
          const moved = { startMs: booked.startMs + deltaMs, endMs: booked.endMs + deltaMs };
          expect(held!.role).toBe('primary');
          expect(held!.endMs).toBeGreaterThan(held!.startMs);
          // Inside the moved time, outside the booked one.
          expect(held!.startMs).toBeGreaterThanOrEqual(moved.startMs);
          expect(held!.endMs).toBeLessThanOrEqual(moved.endMs);
          expect(held!.endMs <= booked.startMs || held!.startMs >= booked.endMs).toBe(true);
          // With the booked time, all of the moved time.
          const covered =
            held!.endMs -
            held!.startMs +
            Math.max(0, Math.min(booked.endMs, moved.endMs) - Math.max(booked.startMs, moved.startMs));
          expect(covered).toBe(moved.endMs - moved.startMs);
        },
      ),
    );
  });
});
