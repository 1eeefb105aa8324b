import { describe, it, expect } from 'vitest';
import { isCallToBook, clockSkewMs, formatCountdown, holdMsLeft } from '../../../src/domain/time';

const CAYMAN = 'America/Cayman';

describe('call to book', () => {
  const now = new Date('2026-12-03T14:00:00Z'); // 09:00 on the 3rd in Cayman

  it('covers today and tomorrow before noon, local time', () => {
    expect(isCallToBook('2026-12-03T16:00:00-05:00', CAYMAN, now)).toBe(true);
    expect(isCallToBook('2026-12-04T11:00:00-05:00', CAYMAN, now)).toBe(true);
    expect(isCallToBook('2026-12-04T12:00:00-05:00', CAYMAN, now)).toBe(false);
    expect(isCallToBook('2026-12-05T07:00:00-05:00', CAYMAN, now)).toBe(false);
  });

  it("uses the boats' day even when UTC has moved on", () => {
    const lateEvening = new Date('2026-12-04T03:30:00Z'); // 22:30 on the 3rd in Cayman
    expect(isCallToBook('2026-12-04T13:00:00-05:00', CAYMAN, lateEvening)).toBe(false);
    expect(isCallToBook('2026-12-04T09:00:00-05:00', CAYMAN, lateEvening)).toBe(true);
  });
});

describe('hold countdown', () => {
  it('counts on the server clock', () => {
    const received = new Date('2026-12-01T15:00:00.000Z');
    const skew = clockSkewMs('2026-12-01T15:02:00.000Z', received); // device runs two minutes slow
    expect(skew).toBe(120_000);
    const left = holdMsLeft('2026-12-01T15:17:00.000Z', new Date(received.getTime() + 30_000), skew);
    expect(left).toBe(14.5 * 60_000);
    expect(formatCountdown(left)).toBe('14:30');
    expect(holdMsLeft('2026-12-01T15:17:00.000Z', new Date('2026-12-01T16:00:00.000Z'))).toBe(0);
  });

  it('shows 00:00 only at the end', () => {
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(1)).toBe('00:01');
    expect(formatCountdown(15 * 60_000)).toBe('15:00');
  });
});
