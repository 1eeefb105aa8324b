// Idempotency-Key for POSTs that create something, one store for every route: the first
// answer is stored in the same transaction as what the request created, so a repeat (retry, replay after a restart,
// a second tab racing the first) gets that answer back and creates nothing. A key belongs to its caller (owner): the
// same key from another caller is another request. The same key with another body is refused (422).
import { IDEMPOTENCY_KEY_HEADER } from '../../domain/protocol';
import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../db/client';
import { idempotencyKeys } from '../db/emailSchema';
import { HttpError } from '../http/errors';

export interface Answer {
  statusCode: number;
  body: unknown;
}

export interface IdempotencyClaim {
  /** What the key is for (one route): the same key may be used once per scope and owner. */
  scope: string;
  /** Who sent it, e.g. 'device:…' (ownerKey). */
  owner: string;
  /** Absent: the request is simply done once. */
  key?: string;
  /** Hash of the request body (requestHash). */
  requestHash: string;
  now: Date;
}

const IDEMPOTENCY_HEADER = IDEMPOTENCY_KEY_HEADER.toLowerCase();
export const KEY_REUSED_MESSAGE = 'This Idempotency-Key was already used for a different request.';
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

/** The Idempotency-Key header, if any; a malformed one is a 400. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return undefined;
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined) return undefined;
  if (!KEY_PATTERN.test(value)) {
    throw new HttpError(
      400,
      'Invalid Idempotency-Key header: 1 to 200 visible ASCII characters',
      'BAD_IDEMPOTENCY_KEY',
    );
  }
  return value;
}

/** Object keys sorted at every level, so that the same body always hashes the same. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

export const requestHash = (body: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(canonical(body ?? null)))
    .digest('hex');

class Replay extends Error {}

/**
 * Runs `work` once per (scope, key) inside one transaction with the stored answer. A concurrent repeat waits on the
 * key's row (PostgreSQL) or the single connection (PGlite) and then replays. A `work` that throws stores nothing.
 */
export async function answerOnce(
  db: Db,
  claim: IdempotencyClaim,
  work: (tx: Tx) => Promise<Answer>,
): Promise<Answer & { replayed: boolean }> {
  const { scope, owner, key } = claim;
  try {
    const answer = await db.transaction(async (tx) => {
      if (key !== undefined) {
        const claimed = await tx
          .insert(idempotencyKeys)
          .values({ scope, owner, key, requestHash: claim.requestHash, statusCode: 0, body: {}, createdAt: claim.now })
          .onConflictDoNothing()
          .returning({ key: idempotencyKeys.key });
        if (claimed.length === 0) throw new Replay();
      }
      const done = await work(tx);
      if (key !== undefined) {
        await tx
          .update(idempotencyKeys)
          .set({ statusCode: done.statusCode, body: done.body })
          .where(keyIs(scope, owner, key));
      }
      return done;
    });
    return { ...answer, replayed: false };
  } catch (err) {
    if (!(err instanceof Replay) || key === undefined) throw err;
  }
  return { ...(await storedAnswer(db, { ...claim, key })), replayed: true };
}

const keyIs = (scope: string, owner: string, key: string) =>
  and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.owner, owner), eq(idempotencyKeys.key, key));

/**
 * The same caller under another name: the answer to this key stored for `from`, or for any owner whose name starts
 * with `fromPrefix` (the caller's other names on its network), becomes `to`'s as well, unless `to` has one. One
 * statement that writes nothing when no such owner sent the key (the answer is stored with the key's own claim); it
 * finds the key through idempotency_keys_scope_key (migration 097).
 */
export async function shareKey(
  db: Db,
  { scope, key, fromPrefix, from, to }: { scope: string; key: string; fromPrefix: string; from: string; to: string },
): Promise<void> {
  await db.execute(sql`
    INSERT INTO idempotency_keys (scope, owner, key, request_hash, status_code, body, created_at)
    SELECT scope, ${to}, key, request_hash, status_code, body, created_at FROM idempotency_keys
    WHERE scope = ${scope} AND key = ${key} AND owner <> ${to} AND (owner = ${from} OR left(owner, ${fromPrefix.length}) = ${fromPrefix})
    ORDER BY created_at LIMIT 1
    ON CONFLICT DO NOTHING`);
}

/** The first answer to this owner's key, if one was stored; 422 when it answered another body. */
export async function findStoredAnswer(
  db: Db,
  claim: Omit<IdempotencyClaim, 'now'> & { key: string },
): Promise<Answer | undefined> {
  const [stored] = await db
    .select()
    .from(idempotencyKeys)
    .where(keyIs(claim.scope, claim.owner, claim.key));
  if (!stored) return undefined;
  if (stored.requestHash !== claim.requestHash) throw new HttpError(422, KEY_REUSED_MESSAGE, 'IDEMPOTENCY_KEY_REUSED');
  return { statusCode: stored.statusCode, body: stored.body };
}

/** The first answer to a key claimed by another request; 409 while that one is still running. */
export async function storedAnswer(db: Db, claim: Omit<IdempotencyClaim, 'now'> & { key: string }): Promise<Answer> {
  const stored = await findStoredAnswer(db, claim);
  if (!stored)
    throw new HttpError(
      409,
      'The first request with this Idempotency-Key is still being processed.',
      'IDEMPOTENCY_IN_PROGRESS',
    );
  return stored;
}

/** Keys older than `keepDays` are forgotten: a repeat that late is a new request. */
export async function pruneIdempotencyKeys(db: Db, now: Date, keepDays = 7): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - keepDays * 86_400_000)));
}
