// Issue #52, item 4: starting checkout extends a hold to its session's end, but a hold made under pressure (with a
// proof, 5 minutes long) only to twice its length from then.
import { describe, expect, it } from 'vitest';
import { checkoutExtension, type LockedHold } from '../../../src/server/booking/holdStore';

const now = new Date('2026-12-01T12:00:00Z');
const hold = (minutesLong: number): LockedHold => ({
  holdId: 'h_1',
  status: 'HELD',
  owner: { kind: 'device', id: 'd' },
  countryId: 'c',
  startTime: now,
  endTime: now,
  trip: null,
  checkoutExtendedAt: null,
  boats: [],
  createdAt: new Date(now.getTime() - 60_000),
  expiresAt: new Date(now.getTime() - 60_000 + minutesLong * 60_000),
});
const sessionEnds = new Date(now.getTime() + 31 * 60_000);

describe('checkoutExtension', () => {
  it('gives an ordinary 15-minute hold the whole session', () => {
    expect(checkoutExtension(hold(15), sessionEnds, now, 5)).toEqual(sessionEnds);
  });
  it('gives a hold made under pressure twice its length from now', () => {
    expect(checkoutExtension(hold(5), sessionEnds, now, 5)).toEqual(new Date(now.getTime() + 10 * 60_000));
  });
});
