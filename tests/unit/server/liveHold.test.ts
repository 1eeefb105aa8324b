// The one rule for 'the live hold of this owner' (src/server/db/liveHold.ts): checkout's hold check and the held
// prices of a guest's trip summary both ask it.
import { describe, expect, it } from 'vitest';
import { isLive, isLiveHoldOf } from '../../../src/server/db/liveHold';
import type { HoldOwner } from '../../../src/server/db/bookingSchema';

const now = new Date('2026-12-01T12:00:00Z');
const later = new Date(now.getTime() + 60_000);
const device: HoldOwner = { kind: 'device', id: 'd1' };
const hold = (over: Partial<{ status: string; expiresAt: Date | null; owner: HoldOwner }> = {}) => ({
  status: 'HELD',
  expiresAt: later,
  owner: device,
  ...over,
});

describe('the live hold of an owner', () => {
  it('is a HELD hold of that owner before its expiry', () => {
    expect(isLiveHoldOf(hold(), device, now)).toBe(true);
  });

  it('is never another owner’s hold, whatever its kind', () => {
    expect(isLiveHoldOf(hold(), { kind: 'device', id: 'd2' }, now)).toBe(false);
    expect(isLiveHoldOf(hold(), { kind: 'agent', id: 'd1' }, now)).toBe(false);
    expect(isLiveHoldOf(hold({ owner: { kind: 'partner', id: 'd1' } }), device, now)).toBe(false);
  });

  it('ends at its expiry, not a moment after', () => {
    expect(isLive(hold({ expiresAt: now }), now)).toBe(false);
    expect(isLive(hold({ expiresAt: new Date(now.getTime() - 1) }), now)).toBe(false);
    expect(isLive(hold({ expiresAt: new Date(now.getTime() + 1) }), now)).toBe(true);
    expect(isLive(hold({ expiresAt: null }), now)).toBe(false);
  });

  it('is not a released, expired or booked hold, even before its expiry', () => {
    for (const status of ['RELEASED', 'EXPIRED', 'BOOKED'])
      expect(isLiveHoldOf(hold({ status }), device, now)).toBe(false);
  });
});
