// The SQL of writing a hold, each step in as few statements as stays safe: one statement per round trip, and a
// hold is a few of them inside one transaction.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { HoldPlan } from './holdPlan';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const EXCLUSION_VIOLATION = '23P01';

/** drizzle wraps the driver's error: the SQLSTATE is on `cause`. */
const sqlState = (error: unknown): string | undefined => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.cause?.code ?? e?.code;
};

/** True when the database refused a row because its boat is already taken then (the exclusion constraint). */
export const isBoatTaken = (error: unknown) => sqlState(error) === EXCLUSION_VIOLATION;

export const range = (startMs: number, endMs: number) => `[${new Date(startMs).toISOString()},${new Date(endMs).toISOString()})`;
const instant = (at: Date) => sql`${at.toISOString()}::timestamptz`;
const textList = (values: string[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);
const rowsOf = (result: unknown) => (result as { rows: Array<Record<string, unknown>> }).rows;

// Advisory lock namespaces (any fixed numbers): one device's requests, one boat's reservations.
const DEVICE_LOCKS = 727_101;
const BOAT_LOCKS = 727_102;

/**
 * Takes the device's lock (when given), then the boats' in one order (sorted ids), in one statement: PostgreSQL
 * evaluates a select list left to right. The device lock serialises one device's hold requests so that its live
 * holds, counted in a later statement (a later snapshot), cannot be raced past. Without the one boat order, two
 * trips that each take two boats can wait on each other's uncommitted rows inside the exclusion check and
 * deadlock; the constraint still decides. Nothing else is in this statement, so no row is locked before these.
 */
export async function takeLocks(tx: Tx, deviceId: string | undefined, boatIds: string[]): Promise<void> {
  const locks = [
    ...(deviceId === undefined ? [] : [sql`pg_advisory_xact_lock(${DEVICE_LOCKS}, hashtext(${deviceId}))`]),
    ...[...new Set(boatIds)].sort().map((boatId) => sql`pg_advisory_xact_lock(${BOAT_LOCKS}, hashtext(${boatId}))`),
  ];
  if (locks.length > 0) await tx.execute(sql`SELECT ${sql.join(locks, sql`, `)}`);
}

/**
 * An exclusion constraint cannot read the clock: `stale` marks these boats' reservations past their expiry
 * EXPIRED, and `stale_holds` their holds. The start of a statement that goes on with more WITH parts.
 */
const expireStaleHoldsWith = (boatIds: string[], now: Date) => sql`
  WITH stale AS (
    UPDATE boat_reservations SET status = 'EXPIRED'
    WHERE boat_id IN (${textList(boatIds)}) AND status = 'HELD' AND expires_at <= ${instant(now)}
    RETURNING booking_id
  ), stale_holds AS (
    UPDATE slot_holds SET status = 'EXPIRED'
    WHERE booking_id IN (SELECT booking_id FROM stale) AND status = 'HELD'
  )`;

/** Call after takeLocks. */
export async function expireStaleHolds(tx: Tx, boatIds: string[], now: Date): Promise<void> {
  if (boatIds.length > 0) await tx.execute(sql`${expireStaleHoldsWith(boatIds, now)} SELECT count(*) FROM stale`);
}

export interface NewHold {
  plan: HoldPlan;
  bookingId: string;
  deviceId: string;
  maxLiveHoldsPerDevice: number;
  expiresAt: Date;
  now: Date;
}

export type NewHoldResult = { kind: 'inserted' } | { kind: 'deviceLimit' } | { kind: 'mainBoatTaken' };

/**
 * One statement, run after takeLocks (so its snapshot holds every earlier hold of the device): expires the stale
 * holds of `boatIds`, counts the device's live holds, and only under the limit inserts the hold and its main
 * boat's reservation. The order inside is forced by what each part reads: `checked` reads all of `stale` (so
 * every stale row is marked before the new row meets the exclusion constraint, which then no longer counts it),
 * `hold` inserts only from `checked`, `main` only from `hold`. No savepoint: when the main boat is taken the
 * whole hold fails, so the aborted transaction is rolled back by the caller.
 */
export async function expireCheckAndInsertHold(tx: Tx, boatIds: string[], hold: NewHold): Promise<NewHoldResult> {
  const { plan, bookingId, deviceId, expiresAt, now } = hold;
  try {
    const [row] = rowsOf(await tx.execute(sql`${expireStaleHoldsWith(boatIds, now)}, checked AS (
        SELECT (SELECT count(*) FROM stale) AS expired,
          (SELECT count(*) FROM slot_holds WHERE device_id = ${deviceId} AND status = 'HELD' AND expires_at > ${instant(now)}) AS live
      ), hold AS (
        INSERT INTO slot_holds (booking_id, status, trip_type, country_id, start_time, end_time, expires_at, device_id, trip, created_at)
        SELECT ${bookingId}, 'HELD', ${plan.tripType}, ${plan.countryId}, ${instant(new Date(plan.slot.startMs))},
          ${instant(new Date(plan.slot.endMs))}, ${instant(expiresAt)}, ${deviceId},
          ${plan.trip === null ? null : JSON.stringify(plan.trip)}::jsonb, ${instant(now)}
        FROM checked WHERE live < ${hold.maxLiveHoldsPerDevice}
        RETURNING booking_id
      ), main AS (
        INSERT INTO boat_reservations (booking_id, boat_id, role, during, status, expires_at)
        SELECT booking_id, ${plan.main._id}, 'primary', ${range(plan.slot.startMs, plan.slot.endMs)}::tstzrange, 'HELD', ${instant(expiresAt)}
        FROM hold
        RETURNING booking_id
      )
      SELECT (SELECT count(*) FROM main)::int AS inserted FROM checked`));
    return Number(row.inserted) === 1 ? { kind: 'inserted' } : { kind: 'deviceLimit' };
  } catch (error) {
    if (isBoatTaken(error)) return { kind: 'mainBoatTaken' };
    throw error;
  }
}
