// Abuse limits counted in the database (table rate_counters), so that every API process on one PostgreSQL counts
// each request once. A limit is a fixed window per bucket: '{what}:{who}', e.g. 'hold-requests:{address key}'.
// Counting inside a request's transaction makes a refused or rolled-back request count nothing.
import { defined } from '../../domain/schema';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { HttpError } from '../http/errors';
import { rowsOf } from '../db/rows';

export interface RateLimit {
  /** What is counted and for whom. */
  bucket: string;
  limit: number;
  windowMs: number;
}

/** The fixed window `now` falls in. */
export function windowOf(windowMs: number, now: Date): { start: Date; end: Date } {
  const start = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  return { start, end: new Date(start.getTime() + windowMs) };
}

/** Whole seconds (at least 1) until the window ends: a refusal's Retry-After. */
export const secondsLeft = (end: Date, now: Date) => Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 1000));

/**
 * Counts one event in the bucket's window (count_event, migration 050); answers the count so far and, when over
 * `limit`, the seconds to wait.
 */
export async function countEvent(
  db: Db | Tx,
  { bucket, limit, windowMs }: RateLimit,
  now: Date,
): Promise<{ count: number; waitSeconds: number }> {
  const { start, end } = windowOf(windowMs, now);
  const row = defined(
    rowsOf(
      await db.execute(sql`
    SELECT count_event(${bucket}, ${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz) AS count`),
    )[0],
    "the counter's row",
  );
  const count = Number(row.count);
  return { count, waitSeconds: count <= limit ? 0 : secondsLeft(end, now) };
}

/** The bucket's count in the window `now` falls in, without counting anything. */
export async function currentCount(
  db: Db | Tx,
  { bucket, windowMs }: Omit<RateLimit, 'limit'>,
  now: Date,
): Promise<number> {
  const { start } = windowOf(windowMs, now);
  const [row] = rowsOf(
    await db.execute(sql`
    SELECT count FROM rate_counters WHERE bucket = ${bucket} AND window_start = ${start.toISOString()}::timestamptz`),
  );
  return row ? Number(row.count) : 0;
}

/** A 429 with Retry-After. */
export class TooManyRequests extends HttpError {
  constructor(message: string, code: string, retryAfterSeconds: number) {
    super(429, message, code);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Counts one event and refuses (429) when the bucket is over its limit. */
export async function takeOrRefuse(
  db: Db | Tx,
  limit: RateLimit,
  now: Date,
  refusal: { message: string; code: string },
): Promise<void> {
  const { waitSeconds } = await countEvent(db, limit, now);
  if (waitSeconds > 0) throw new TooManyRequests(refusal.message, refusal.code, waitSeconds);
}

/** Forgets windows that have ended. */
export async function pruneRateCounters(db: Db, now: Date): Promise<void> {
  await db.execute(sql`DELETE FROM rate_counters WHERE expires_at <= ${now.toISOString()}::timestamptz`);
}
