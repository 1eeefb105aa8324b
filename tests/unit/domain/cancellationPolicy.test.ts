// The cancellation policy in one place: the tiers, the self-service cut-off, and a trip the operator closed.
import { describe, expect, it } from 'vitest';
import { refundCentsAt, selfServiceAt, SELF_SERVICE_CUTOFF_HOURS } from '../../../src/domain/booking';
import { CANCELLATION_SUMMARY } from '../../../src/domain/texts';

const H = 3_600_000;
const start = Date.parse('2026-12-10T14:00:00Z');

describe('the cancellation policy', () => {
  it('refunds all from 72 hours before, half from 24, nothing later; the summary states the same numbers', () => {
    expect(refundCentsAt(10_001, start, start - 72 * H)).toBe(10_001);
    expect(refundCentsAt(10_001, start, start - 71 * H)).toBe(5_000);
    expect(refundCentsAt(10_001, start, start - 24 * H)).toBe(5_000);
    expect(refundCentsAt(10_001, start, start - 23 * H)).toBe(0);
    expect(CANCELLATION_SUMMARY).toContain('72 hours');
    expect(CANCELLATION_SUMMARY).toContain(`${SELF_SERVICE_CUTOFF_HOURS} hours`);
  });

  it('lets a guest cancel or change until the cut-off, and a closed trip until it starts, for a full refund', () => {
    const booking = { startMs: start, paidCents: 50_000, closedByOperator: false };
    expect(selfServiceAt(booking, start - 100 * H)).toEqual({
      open: true,
      started: false,
      refundCents: 50_000,
      freeChange: false,
    });
    expect(selfServiceAt(booking, start - 30 * H)).toMatchObject({ open: true, refundCents: 25_000 });
    expect(selfServiceAt(booking, start - 2 * H)).toMatchObject({ open: false, refundCents: 0, started: false });
    const closed = { ...booking, closedByOperator: true };
    expect(selfServiceAt(closed, start - 2 * H)).toEqual({
      open: true,
      started: false,
      refundCents: 50_000,
      freeChange: true,
    });
    expect(selfServiceAt(closed, start + H)).toMatchObject({ open: false, started: true });
  });
});
