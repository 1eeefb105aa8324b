// The cancellation policy in numbers (its page: policies/cancellation-policy; in a line: CANCELLATION_SUMMARY):
// 72 hours or more before the start, a full refund; from 72 to 24 hours, half; within 24 hours, nothing.
// A trip whose time the operator closed (weather, maintenance, a private event) is always free to change or cancel.
import { defined } from '../schema/defined';

const HOUR_MS = 3_600_000;

const CANCELLATION_TIERS = [
  { hoursBefore: 72, refundPercent: 100 },
  { hoursBefore: 24, refundPercent: 50 },
] as const;

/** The share of the price refunded when a booking starting at `startMs` is cancelled at `nowMs`, in percent. */
function refundPercentAt(startMs: number, nowMs: number): number {
  const hoursLeft = (startMs - nowMs) / HOUR_MS;
  return CANCELLATION_TIERS.find((tier) => hoursLeft >= tier.hoursBefore)?.refundPercent ?? 0;
}

/** Cents refunded of `paidCents` (half-cents round down: the guest is never refunded more than the share). */
export const refundCentsAt = (paidCents: number, startMs: number, nowMs: number) =>
  Math.floor((paidCents * refundPercentAt(startMs, nowMs)) / 100);

/**
 * The free-cancellation cut-off: until this many hours before the start, agents cancel and guests cancel or change a
 * booking themselves (the policy still refunds something); later, the office decides (admins may).
 */
export const SELF_SERVICE_CUTOFF_HOURS = defined(CANCELLATION_TIERS.at(-1), 'a cancellation tier').hoursBefore;
export const agentMayCancelAt = (startMs: number, nowMs: number) =>
  startMs - nowMs >= SELF_SERVICE_CUTOFF_HOURS * HOUR_MS;

/** What a guest may do themselves now, and what cancelling gives back. A closed trip: free, whatever the cut-off. */
export function selfServiceAt(
  booking: { startMs: number; paidCents: number; closedByOperator: boolean },
  nowMs: number,
) {
  const started = booking.startMs <= nowMs;
  const open = !started && (booking.closedByOperator || agentMayCancelAt(booking.startMs, nowMs));
  const refundCents = !open
    ? 0
    : booking.closedByOperator
      ? booking.paidCents
      : refundCentsAt(booking.paidCents, booking.startMs, nowMs);
  return { open, started, refundCents, freeChange: booking.closedByOperator };
}
