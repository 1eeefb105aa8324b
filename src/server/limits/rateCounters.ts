// Abuse limits counted in the database (table rate_counters), so that every API process on one PostgreSQL counts
// each request once. A limit is a fixed window per bucket: '{what}:{who}', e.g. 'hold-requests:{address key}'.
// Counting inside a request's transaction makes a refused or rolled-back request count nothing.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';
import type { Tx } from '../idempotency/idempotentRequest';

export interface RateLimit {
  /** What is counted and for whom. */
  bucket: string;
  limit: number;
  windowMs: number;
}

const rows = (result: unknown) => (result as { rows: Array<Record<string, unknown>> }).rows;
const windowOf = (windowMs: number, now: Date) => new Date(Math.floor(now.getTime() / windowMs) * windowMs);

/** Counts one event in the bucket's window; answers the count so far and, when over `limit`, the seconds to wait. */
export async function countEvent(db: Db | Tx, { bucket, limit, windowMs }: RateLimit, now: Date): Promise<{ count: number; waitSeconds: number }> {
  const start = windowOf(windowMs, now);
  const end = new Date(start.getTime() + windowMs);
  const [row] = rows(await db.execute(sql`
    INSERT INTO rate_counters (bucket, window_start, count, expires_at)
    VALUES (${bucket}, ${start.toISOString()}::timestamptz, 1, ${end.toISOString()}::timestamptz)
    ON CONFLICT (bucket, window_start) DO UPDATE SET count = rate_counters.count + 1
    RETURNING count`));
  const count = Number(row.count);
  return { count, waitSeconds: count <= limit ? 0 : Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 1000)) };
}

/** A 429 with Retry-After. */
export class TooManyRequests extends HttpError {
  constructor(message: string, code: string, retryAfterSeconds: number) {
    super(429, message, code);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Counts one event and refuses (429) when the bucket is over its limit. */
export async function takeOrRefuse(db: Db | Tx, limit: RateLimit, now: Date, refusal: { message: string; code: string }): Promise<void> {
  const { waitSeconds } = await countEvent(db, limit, now);
  if (waitSeconds > 0) throw new TooManyRequests(refusal.message, refusal.code, waitSeconds);
}

/** Forgets windows that have ended. */
export async function pruneRateCounters(db: Db, now: Date): Promise<void> {
  await db.execute(sql`DELETE FROM rate_counters WHERE expires_at <= ${now.toISOString()}::timestamptz`);
}
