// Partners' API keys: made and revoked by the admin command, shown once, stored as a SHA-256 hash (a key is 256
// random bits: nothing to guess, so a slow hash buys nothing and would cost every request).
import { defined } from '../../domain/schema';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ApiKeyScope, PartnerKind } from '../../domain/protocol';
import type { Db } from '../db/client';
import { apiKeys, type ApiKeyRow } from '../db/partnerSchema';

const KEY_PREFIX = 'ck_';
const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

export interface NewApiKey {
  name: string;
  ownerName: string;
  ownerKind: PartnerKind;
  scopes: ApiKeyScope[];
  ratePerMinute: number;
  /** A sandbox key: its OCTO bookings hold and book nothing (testMode). */
  testMode?: boolean;
  now: Date;
}

/** Stores a new key and answers its row and the key itself (the only time it is known). */
export async function createApiKey(db: Db, k: NewApiKey): Promise<{ row: ApiKeyRow; key: string }> {
  const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = defined(
    (
      await db
        .insert(apiKeys)
        .values({
          id: `key_${randomBytes(9).toString('base64url')}`,
          name: k.name,
          ownerName: k.ownerName,
          ownerKind: k.ownerKind,
          keyHash: hashKey(key),
          keyPrefix: key.slice(0, KEY_PREFIX.length + 6),
          scopes: k.scopes,
          ratePerMinute: k.ratePerMinute,
          testMode: k.testMode ?? false,
          createdAt: k.now,
        })
        .returning()
    )[0],
    'the new key',
  );
  return { row, key };
}

export const listApiKeys = (db: Db) => db.select().from(apiKeys).orderBy(apiKeys.createdAt);

export async function apiKeyByIdOrName(db: Db, idOrName: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(sql`${apiKeys.id} = ${idOrName} OR ${apiKeys.name} = ${idOrName}`);
  return row;
}

export async function revokeApiKey(db: Db, id: string, now: Date): Promise<ApiKeyRow> {
  const row = defined(
    (
      await db
        .update(apiKeys)
        .set({ revokedAt: sql`COALESCE(${apiKeys.revokedAt}, ${now.toISOString()}::timestamptz)` })
        .where(eq(apiKeys.id, id))
        .returning()
    )[0],
    'the updated key',
  );
  return row;
}

/** The live key a request presented, if any: unknown and revoked keys are the same undefined. */
export async function liveKey(db: Db, key: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, hashKey(key)), isNull(apiKeys.revokedAt)));
  return row;
}
