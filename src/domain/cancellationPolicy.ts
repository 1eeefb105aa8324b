// The cancellation policy in numbers (its page: policies/cancellation-policy; in a line: CANCELLATION_SUMMARY):
// 72 hours or more before the start, a full refund; from 72 to 24 hours, half; within 24 hours, nothing.
const HOUR_MS = 3_600_000;

export const CANCELLATION_TIERS = [
  { hoursBefore: 72, refundPercent: 100 },
  { hoursBefore: 24, refundPercent: 50 },
] as const;

/** The share of the price refunded when a booking starting at `startMs` is cancelled at `nowMs`, in percent. */
export function refundPercentAt(startMs: number, nowMs: number): number {
  const hoursLeft = (startMs - nowMs) / HOUR_MS;
  return CANCELLATION_TIERS.find((tier) => hoursLeft >= tier.hoursBefore)?.refundPercent ?? 0;
}

/** Cents refunded of `paidCents` (half-cents round down: the guest is never refunded more than the share). */
export const refundCentsAt = (paidCents: number, startMs: number, nowMs: number) => Math.floor((paidCents * refundPercentAt(startMs, nowMs)) / 100);

/** An agent cancels only while the policy still refunds something; later, the office decides (admins may). */
export const LAST_AGENT_CANCEL_HOURS = CANCELLATION_TIERS[CANCELLATION_TIERS.length - 1].hoursBefore;
export const agentMayCancelAt = (startMs: number, nowMs: number) => startMs - nowMs >= LAST_AGENT_CANCEL_HOURS * HOUR_MS;
