// The SQL of writing a hold: thin calls of the functions of migrations 040 and 051, whose plans each connection keeps.
// A new hold is one statement and its own transaction; checkout reuses the lock and expiry functions inside its own.
import { defined } from '../../domain/schema';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import type { HoldOwner } from '../db/bookingSchema';
import { windowOf, type RateLimit } from '../limits/rateCounters';
import type { HoldPlan } from './holdPlan';
import { rowsOf } from '../db/rows';

const EXCLUSION_VIOLATION = '23P01';
const DEADLOCK_DETECTED = '40P01';

/** drizzle wraps the driver's error: the SQLSTATE is on `cause`. */
export const sqlState = (error: unknown): string | undefined => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.cause?.code ?? e?.code;
};

/** True when the database refused a row because its boat is already taken then (the exclusion constraint). */
export const isBoatTaken = (error: unknown) => sqlState(error) === EXCLUSION_VIOLATION;

/** True when PostgreSQL cancelled this transaction to break a deadlock: it changed nothing and can run again. */
export const isDeadlock = (error: unknown) => sqlState(error) === DEADLOCK_DETECTED;

export const range = (startMs: number, endMs: number) =>
  `[${new Date(startMs).toISOString()},${new Date(endMs).toISOString()})`;
export const instant = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/** A boat taken for [startMs, endMs): what a hold or a reclaimed booking is about to reserve. */
export interface BoatSpan {
  boatId: string;
  startMs: number;
  endMs: number;
}

export const textArray = (values: string[]) =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
const instantArray = (values: number[]) =>
  sql`ARRAY[${sql.join(
    values.map((ms) => instant(new Date(ms))),
    sql`, `,
  )}]::timestamptz[]`;
const spanArrays = (spans: BoatSpan[]) =>
  sql`${textArray(spans.map((s) => s.boatId))}, ${instantArray(spans.map((s) => s.startMs))}, ${instantArray(spans.map((s) => s.endMs))}`;

/**
 * Takes a lock per boat and clock hour of the spans, in one order (lock_boat_hours in migration 040), as place_hold
 * does: overlapping writers queue instead of deadlocking in the exclusion check.
 */
export async function takeBoatLocks(tx: Tx, spans: BoatSpan[]): Promise<void> {
  if (spans.length > 0) await tx.execute(sql`SELECT lock_boat_hours(NULL, ${spanArrays(spans)})`);
}

/**
 * Marks the expired holds overlapping `spans` EXPIRED: an exclusion constraint cannot read the clock. Call after
 * takeBoatLocks.
 */
export async function expireStaleHolds(tx: Tx, spans: BoatSpan[], now: Date): Promise<void> {
  if (spans.length > 0) await tx.execute(sql`SELECT expire_stale_reservations(${spanArrays(spans)}, ${instant(now)})`);
}

export interface NewHold {
  /** The network's request limit: place_hold counts this request against it (count_event). */
  requests?: RateLimit;
  plan: HoldPlan;
  holdId: string;
  owner: HoldOwner;
  maxLiveHoldsPerDevice: number;
  expiresAt: Date;
  now: Date;
  /** The network's key, and how many live holds it may have before this one (captcha/holdProofCost.ts). */
  address?: { key: string; allowance: number };
  /** A verified proof of work, spent by the same statement. */
  proof?: { signature: string; expiresAt: Date };
  /** Claimed for `answer` in the same statement; a key this owner already claimed gives 'replay'. */
  idempotency?: { key: string; requestHash: string };
  answer: unknown;
}

export type NewHoldResult = {
  kind:
    | 'inserted'
    | 'deviceLimit'
    | 'replay'
    | 'proofRequired'
    | 'proofSpent'
    | 'rateLimited'
    | 'mainBoatTaken'
    | 'bioBayTaken';
};

const BIO_BAY_TAKEN = 'HB409';
const instantOrNull = (at: Date | undefined) => (at === undefined ? sql`NULL::timestamptz` : instant(at));

/**
 * The whole hold as one statement, place_hold_by_hours (migrations 051 and 101). Outside any transaction of ours the
 * statement is its own transaction, so what it raises (the main boat taken, no bio-bay boat free) leaves nothing
 * behind; inside one (an
 * agent's reservation, written with its hold) what it raises aborts that transaction, which must then be rolled back.
 */
export async function placeHold(db: Db | Tx, hold: NewHold): Promise<NewHoldResult> {
  const { plan, holdId, owner, expiresAt, now, address, proof, idempotency, requests } = hold;
  const window = requests && windowOf(requests.windowMs, now);
  try {
    const row = defined(
      rowsOf(
        await db.execute(sql`SELECT place_hold_by_hours(
        ${requests?.bucket ?? null}, ${instantOrNull(window?.start)}, ${instantOrNull(window?.end)}, ${requests?.limit ?? 0}::int,
        ${owner.kind}, ${owner.id}, ${address?.key ?? null}, ${address?.allowance ?? 0}::int,
        ${proof?.signature ?? null}, ${instantOrNull(proof?.expiresAt)},
        ${idempotency?.key ?? null}, ${idempotency?.requestHash ?? null}, ${JSON.stringify(hold.answer)}::jsonb,
        ${holdId}, ${hold.maxLiveHoldsPerDevice}::int, ${instant(now)}, ${instant(expiresAt)},
        ${plan.tripType}, ${plan.countryId}, ${plan.trip === null ? null : JSON.stringify(plan.trip)}::jsonb,
        ${plan.main._id}, ${instant(new Date(plan.slot.startMs))}, ${instant(new Date(plan.slot.endMs))},
        ${plan.bioBayBoats.length === 0 ? sql`'{}'::text[]` : textArray(plan.bioBayBoats)}, ${instant(new Date(plan.bioBayStartMs))}
      ) AS outcome`),
      )[0],
      "the new hold's outcome",
    );
    return { kind: row.outcome as NewHoldResult['kind'] };
  } catch (error) {
    if (isBoatTaken(error)) return { kind: 'mainBoatTaken' };
    if (sqlState(error) === BIO_BAY_TAKEN) return { kind: 'bioBayTaken' };
    throw error;
  }
}
