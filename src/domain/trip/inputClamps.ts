// What the number inputs do with what is typed: out-of-range values are pulled back in, never refused.
import { FISHING_HOURS, GUEST_COUNTER } from './tripOptions';

const clamp = (n: number, low: number, high: number) => Math.min(high, Math.max(low, n));

/** Guest counters stay within 0–50. */
export const clampCounter = (n: number) =>
  Number.isFinite(n) ? clamp(Math.trunc(n), GUEST_COUNTER.min, GUEST_COUNTER.max) : GUEST_COUNTER.min;

/** Fishing hours: a whole number within 2–10; an empty (or unreadable) input becomes 2. */
export function clampFishingHours(input: string | number | null | undefined): number {
  const n = typeof input === 'string' ? (input.trim() === '' ? Number.NaN : Number(input)) : (input ?? Number.NaN);
  if (!Number.isFinite(n)) return FISHING_HOURS.min;
  return clamp(Math.round(n), FISHING_HOURS.min, FISHING_HOURS.max);
}
