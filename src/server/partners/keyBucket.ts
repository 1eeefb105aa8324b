// A token bucket per API key in the database (api_key_buckets), so that every server process on one PostgreSQL draws
// from the same bucket. It holds a minute's worth of requests and refills continuously; one statement draws a token.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { ApiKeyRow } from '../db/partnerSchema';

/** Draws one token from the key's bucket: 0 when it got one, else the whole seconds until one is there (Retry-After). */
export async function takeToken(db: Db, key: Pick<ApiKeyRow, 'id' | 'ratePerMinute'>, now: Date): Promise<number> {
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
  const row = (result as unknown as { rows: Array<{ tokens: number | string; taken: boolean }> }).rows[0];
  if (row.taken) return 0;
  return Math.max(1, Math.ceil((1 - Number(row.tokens)) / perSecond));
}
