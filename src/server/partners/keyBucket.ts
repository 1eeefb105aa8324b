// A token bucket per API key in the database (api_key_buckets), so that every server process on one PostgreSQL draws
// from the same bucket. It holds a minute's worth of requests and refills continuously; one statement draws a token.
import { defined } from '../../domain/schema';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { ApiKeyRow } from '../db/partnerSchema';
import { rowsOf } from '../db/rows';

/** What a draw from the bucket left: the rate-limit headers of every keyed answer are made of it. */
export interface BucketState {
  /** 0 when the request got its token, else the whole seconds until one is there (Retry-After). */
  wait: number;
  /** Whole requests left now. */
  remaining: number;
  /** Whole seconds until the bucket is full again. */
  fullIn: number;
}

/** Draws one token from the key's bucket. */
export async function takeToken(db: Db, key: Pick<ApiKeyRow, 'id' | 'ratePerMinute'>, now: Date): Promise<BucketState> {
  const capacity = key.ratePerMinute;
  const perSecond = capacity / 60;
  const at = sql`${now.toISOString()}::timestamptz`;
  const refilled = sql`LEAST(${capacity}::float8, api_key_buckets.tokens
    + GREATEST(0, EXTRACT(EPOCH FROM (${at} - api_key_buckets.updated_at))) * ${perSecond}::float8)`;
  const result = await db.execute(sql`
    INSERT INTO api_key_buckets (key_id, tokens, updated_at, taken) VALUES (${key.id}, ${capacity - 1}::float8, ${at}, true)
    ON CONFLICT (key_id) DO UPDATE SET
      tokens = CASE WHEN ${refilled} >= 1 THEN ${refilled} - 1 ELSE ${refilled} END,
      taken = ${refilled} >= 1,
      updated_at = GREATEST(api_key_buckets.updated_at, ${at})
    RETURNING tokens, taken`);
  const row = defined(rowsOf<{ tokens: number | string; taken: boolean }>(result)[0], "the key's bucket");
  const tokens = Number(row.tokens);
  const state = {
    remaining: Math.max(0, Math.floor(tokens)),
    fullIn: Math.max(0, Math.ceil((capacity - tokens) / perSecond)),
  };
  return { ...state, wait: row.taken ? 0 : Math.max(1, Math.ceil((1 - tokens) / perSecond)) };
}

/**
 * The rate-limit headers (the IETF httpapi draft's fields, as most HTTP clients and gateways read them): the policy
 * (a minute's worth of requests, refilled continuously), what is left, and when the bucket is full again.
 */
export function rateLimitHeaders(key: Pick<ApiKeyRow, 'ratePerMinute'>, state: BucketState): Record<string, string> {
  return {
    'RateLimit-Policy': `${key.ratePerMinute};w=60`,
    'RateLimit-Limit': String(key.ratePerMinute),
    'RateLimit-Remaining': String(state.remaining),
    'RateLimit-Reset': String(state.fullIn),
  };
}
