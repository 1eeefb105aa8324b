// Writes holds: all boats of a trip in one transaction or none, expired holds cleared first,
// the exclusion constraint as the last word on overlaps (SQLSTATE 23P01).
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { HoldResponse } from '../../domain/booking';
import type { Db, Tx } from '../db/client';
import { boatReservations, ownerKey, slotHolds, type HoldOwner } from '../db/bookingSchema';
import { HttpError } from '../http/errors';
import { HoldConflict, SLOT_TAKEN_MESSAGE, type HoldPlan } from './holdPlan';
import { storedAnswer } from '../idempotency/idempotentRequest';
import { secondsLeft, takeOrRefuse, TooManyRequests, windowOf, type RateLimit } from '../limits/rateCounters';
import { HOLD_PROOF_MESSAGE, HOLD_PROOF_REQUIRED } from '../../domain/protocol';
import {
  expireStaleHolds,
  instant,
  isBoatTaken,
  isDeadlock,
  placeHold,
  range,
  takeBoatLocks,
  type BoatSpan,
  type NewHold,
} from './holdStatements';
import { rowsOf } from '../db/rows';

export const newHoldId = () => `h_${randomBytes(15).toString('base64url')}`;

/** Inserts one reservation inside a savepoint; false when the boat is already taken then. */
async function tryReserve(tx: Tx, row: typeof boatReservations.$inferInsert): Promise<boolean> {
  try {
    await tx.transaction(async (sp) => {
      await sp.insert(boatReservations).values(row);
    });
    return true;
  } catch (error) {
    if (isBoatTaken(error)) return false;
    throw error;
  }
}

export interface HoldWrite {
  /** The network's hold-request limit; this request is counted against it whatever the outcome. */
  requests?: RateLimit;
  plan: HoldPlan;
  owner: HoldOwner;
  maxLiveHoldsPerDevice: number;
  now: Date;
  address?: NewHold['address'];
  proof?: NewHold['proof'];
  idempotency?: NewHold['idempotency'];
}

export type HoldOutcome =
  { kind: 'created'; answer: HoldResponse } | { kind: 'replayed'; statusCode: number; body: unknown };

/** place_hold (migration 051) claims keys in this scope of the one idempotency store. */
export const IDEMPOTENCY_SCOPE = 'booking/hold';

// The locks queue every pair of requests that could clash, so a deadlock needs rare timing around expired rows;
// PostgreSQL then cancels one statement, which changed nothing and is simply run again.
const DEADLOCK_ATTEMPTS = 3;

const proofNeeded = () => new HttpError(428, HOLD_PROOF_MESSAGE, HOLD_PROOF_REQUIRED);

export const HOLD_REQUESTS_REFUSAL = {
  message: 'Too many hold requests from your network. Please try again in a few minutes.',
  code: 'RATE_LIMITED',
};

/** Counts a request place_hold could not count (it raised, and its statement rolled back), refusing it when over. */
async function countRefused(db: Db, write: HoldWrite): Promise<void> {
  if (write.requests) await takeOrRefuse(db, write.requests, write.now, HOLD_REQUESTS_REFUSAL);
}

export async function createHold(db: Db, write: HoldWrite): Promise<HoldOutcome> {
  const { plan, owner, now, idempotency } = write;
  const holdId = newHoldId();
  const expiresAt = new Date(now.getTime() + plan.holdMinutes * 60_000);
  const answer: HoldResponse = {
    success: true,
    bookingId: holdId,
    expiresAt: expiresAt.toISOString(),
    serverNow: now.toISOString(),
  };
  const limit = write.maxLiveHoldsPerDevice;
  const hold: NewHold = { ...write, holdId, maxLiveHoldsPerDevice: limit, expiresAt, answer };
  let placed;
  for (let attempt = 1; ; attempt++) {
    try {
      placed = await placeHold(db, hold);
      break;
    } catch (error) {
      if (attempt >= DEADLOCK_ATTEMPTS || !isDeadlock(error)) throw error;
    }
  }
  switch (placed.kind) {
    case 'inserted':
      return { kind: 'created', answer };
    case 'replay': {
      const stored = await storedAnswer(db, { scope: IDEMPOTENCY_SCOPE, owner: ownerKey(owner), ...idempotency! });
      return { kind: 'replayed', ...stored };
    }
    case 'proofRequired':
    case 'proofSpent':
      throw proofNeeded();
    case 'rateLimited': {
      const { end } = windowOf(write.requests!.windowMs, now);
      throw new TooManyRequests(HOLD_REQUESTS_REFUSAL.message, HOLD_REQUESTS_REFUSAL.code, secondsLeft(end, now));
    }
    case 'deviceLimit':
      throw new HttpError(
        429,
        `You are already holding ${limit} time slots. Release one, or let it expire, before holding another.`,
        'DEVICE_HOLD_LIMIT',
      );
    case 'mainBoatTaken':
      await countRefused(db, write);
      throw new HoldConflict(await takenReason(db, plan), SLOT_TAKEN_MESSAGE);
    case 'bioBayTaken':
      await countRefused(db, write);
      throw new HoldConflict('ADDITIONAL_BOAT_UNAVAILABLE', SLOT_TAKEN_MESSAGE);
  }
}

/** After losing a race: was the main boat's time closed by the operator, taken by a booking or by another hold? */
export async function takenReason(
  db: Db,
  plan: { main: { _id: string }; slot: { startMs: number; endMs: number } },
): Promise<'BLACKOUT' | 'BOOKED' | 'HELD'> {
  const closed =
    await db.execute(sql`SELECT 1 FROM calendar_closures WHERE reopened_at IS NULL AND ${plan.main._id} = ANY (boat_ids)
    AND during && ${range(plan.slot.startMs, plan.slot.endMs)}::tstzrange LIMIT 1`);
  if (rowsOf(closed).length > 0) return 'BLACKOUT';
  const rows = await db
    .select({ status: boatReservations.status })
    .from(boatReservations)
    .where(
      and(
        eq(boatReservations.boatId, plan.main._id),
        eq(boatReservations.status, 'BOOKED'),
        sql`${boatReservations.during} && ${range(plan.slot.startMs, plan.slot.endMs)}::tstzrange`,
      ),
    )
    .limit(1);
  return rows.length > 0 ? 'BOOKED' : 'HELD';
}

export type ReleaseResult = 'RELEASED' | 'ALREADY_GONE';

/**
 * Releases a live hold of `owner` and frees its boats. Anyone else's hold, or none, is the same 404: a stranger learns
 * nothing about a hold id. A confirmed booking is not released here.
 */
export async function releaseHold(
  db: Db,
  holdId: string,
  owner: HoldOwner | undefined,
  now: Date,
): Promise<ReleaseResult> {
  return db.transaction(async (tx) => {
    const [hold] = await tx
      .select({ status: slotHolds.status, ownerKind: slotHolds.ownerKind, ownerId: slotHolds.ownerId })
      .from(slotHolds)
      .where(eq(slotHolds.bookingId, holdId))
      .for('update');
    if (!hold || !owner || hold.ownerKind !== owner.kind || hold.ownerId !== owner.id)
      throw new HttpError(404, 'Booking not found');
    if (hold.status === 'BOOKED')
      throw new HttpError(409, 'This booking is confirmed and cannot be released.', 'BOOKED');
    if (hold.status !== 'HELD') return 'ALREADY_GONE';
    await tx.update(slotHolds).set({ status: 'RELEASED', releasedAt: now }).where(eq(slotHolds.bookingId, holdId));
    await tx
      .update(boatReservations)
      .set({ status: 'RELEASED' })
      .where(and(eq(boatReservations.bookingId, holdId), eq(boatReservations.status, 'HELD')));
    return 'RELEASED';
  });
}

/** Marks every hold past its expiry EXPIRED (the background sweep; the insert path also expires its own boats). */
export async function sweepExpiredHolds(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    // Holds first, then their boats, each in key order: the order checkout, release and place_hold lock them in.
    const expired = rowsOf(
      await tx.execute(sql`
      UPDATE slot_holds SET status = 'EXPIRED'
      WHERE booking_id IN (
        SELECT booking_id FROM slot_holds WHERE status = 'HELD' AND expires_at <= ${instant(now)} ORDER BY booking_id FOR UPDATE
      )
      RETURNING booking_id`),
    );
    await tx.execute(sql`
      UPDATE boat_reservations SET status = 'EXPIRED'
      WHERE id IN (
        SELECT id FROM boat_reservations WHERE status = 'HELD' AND expires_at <= ${instant(now)} ORDER BY id FOR UPDATE
      )`);
    return expired.length;
  });
}

/** A hold as checkout reads it, locked for the rest of the transaction. */
export interface LockedHold {
  holdId: string;
  status: string;
  owner: HoldOwner;
  countryId: string;
  startTime: Date;
  endTime: Date;
  expiresAt: Date | null;
  trip: unknown;
  checkoutExtendedAt: Date | null;
  createdAt: Date;
  boats: Array<{ boatId: string; role: string }>;
}

export async function lockHold(tx: Tx, holdId: string): Promise<LockedHold | undefined> {
  const result = await tx.execute(sql`
    SELECT booking_id, status, owner_kind, owner_id, country_id, start_time, end_time, expires_at, trip, checkout_extended_at, created_at
    FROM slot_holds WHERE booking_id = ${holdId} FOR UPDATE`);
  const row = rowsOf(result)[0];
  if (!row) return undefined;
  const boats = await tx
    .select({ boatId: boatReservations.boatId, role: boatReservations.role })
    .from(boatReservations)
    .where(eq(boatReservations.bookingId, holdId));
  const at = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));
  return {
    holdId,
    status: String(row.status),
    owner: { kind: row.owner_kind as HoldOwner['kind'], id: String(row.owner_id) },
    countryId: String(row.country_id),
    startTime: at(row.start_time)!,
    endTime: at(row.end_time)!,
    expiresAt: at(row.expires_at),
    trip: row.trip,
    checkoutExtendedAt: at(row.checkout_extended_at),
    createdAt: at(row.created_at)!,
    boats,
  };
}

/**
 * Starting checkout extends a live hold once, so that it lasts as long as the checkout session. A hold that was
 * already extended keeps its expiry. Answers the hold's expiry afterwards.
 */
export async function extendHoldOnce(tx: Tx, hold: LockedHold, until: Date, now: Date): Promise<Date> {
  if (hold.checkoutExtendedAt || !hold.expiresAt || hold.expiresAt >= until) return hold.expiresAt ?? until;
  await tx.execute(
    sql`UPDATE slot_holds SET checkout_extended_at = ${now.toISOString()}::timestamptz WHERE booking_id = ${hold.holdId}`,
  );
  await moveHoldExpiry(tx, hold.holdId, until);
  return until;
}

/**
 * How far starting checkout extends a hold: to the session's end, but a hold made under pressure (its network over its
 * free share, issue #52; it lasted `pressuredMinutes`) only by twice that: a squatter gains little by starting
 * checkouts, and a guest's payment after it lapses still books the time if nobody took it meanwhile.
 */
export function checkoutExtension(hold: LockedHold, sessionEnds: Date, now: Date, pressuredMinutes: number): Date {
  const pressured =
    hold.expiresAt !== null && hold.expiresAt.getTime() - hold.createdAt.getTime() <= pressuredMinutes * 60_000;
  return pressured
    ? new Date(Math.min(sessionEnds.getTime(), now.getTime() + 2 * pressuredMinutes * 60_000))
    : sessionEnds;
}

/** Sets a live hold's expiry, on the hold and on each of its boats (call with the hold locked by lockHold). */
export async function moveHoldExpiry(tx: Tx, holdId: string, until: Date): Promise<void> {
  await tx.update(slotHolds).set({ expiresAt: until }).where(eq(slotHolds.bookingId, holdId));
  await tx
    .update(boatReservations)
    .set({ expiresAt: until })
    .where(and(eq(boatReservations.bookingId, holdId), eq(boatReservations.status, 'HELD')));
}

/**
 * Turns a hold into a booking (call with the hold locked by lockHold). A hold that is still HELD, even past its
 * expiry, still owns its boats. One that expired or was released gets its boats back only if nobody took them
 * meanwhile; the exclusion constraint decides. False when the time is taken (or already booked): refund.
 */
export async function bookHold(tx: Tx, hold: LockedHold, now: Date): Promise<boolean> {
  if (hold.status === 'BOOKED') return false;
  if (hold.status !== 'HELD') {
    try {
      // A savepoint: when a second boat is taken, the first one's new row goes too.
      await tx.transaction(async (sp) => reclaimBoats(sp, hold.holdId, now));
    } catch (error) {
      if (error instanceof SlotTaken) return false;
      throw error;
    }
  }
  await tx.update(slotHolds).set({ status: 'BOOKED', expiresAt: null }).where(eq(slotHolds.bookingId, hold.holdId));
  await tx
    .update(boatReservations)
    .set({ status: 'BOOKED', expiresAt: null })
    .where(eq(boatReservations.bookingId, hold.holdId));
  return true;
}

class SlotTaken extends Error {}

async function reclaimBoats(tx: Tx, holdId: string, now: Date): Promise<void> {
  const rowsOfBooking = () =>
    tx
      .select({
        id: boatReservations.id,
        boatId: boatReservations.boatId,
        role: boatReservations.role,
        during: boatReservations.during,
        status: boatReservations.status,
        startMs: sql<string>`(extract(epoch FROM lower(${boatReservations.during})) * 1000)::bigint`,
        endMs: sql<string>`(extract(epoch FROM upper(${boatReservations.during})) * 1000)::bigint`,
      })
      .from(boatReservations)
      .where(eq(boatReservations.bookingId, holdId));
  // Every boat of the booking is locked, also one still HELD: past its expiry, another hold could expire it and
  // take its time between this read and the final update to BOOKED. Expiring may turn such a row into a lost one.
  const spans = (await rowsOfBooking()).map((r) => ({
    boatId: r.boatId,
    startMs: Number(r.startMs),
    endMs: Number(r.endMs),
  }));
  await takeBoatLocks(tx, spans);
  await expireStaleHolds(tx, spans, now);
  const lost = (await rowsOfBooking()).filter((r) => r.status === 'EXPIRED' || r.status === 'RELEASED');
  for (const r of lost) {
    const reserved = await tryReserve(tx, {
      bookingId: holdId,
      boatId: r.boatId,
      role: r.role,
      during: r.during,
      status: 'BOOKED',
      expiresAt: null,
    });
    if (!reserved) throw new SlotTaken();
  }
  if (lost.length > 0)
    await tx.delete(boatReservations).where(
      inArray(
        boatReservations.id,
        lost.map((r) => r.id),
      ),
    );
}

/** Frees a hold's or a booking's boats for good (a cancellation): the hold and each of its boats RELEASED. */
export async function releaseSlot(tx: Tx, holdId: string, now: Date): Promise<void> {
  await tx
    .update(slotHolds)
    .set({ status: 'RELEASED', releasedAt: now, expiresAt: null })
    .where(eq(slotHolds.bookingId, holdId));
  await tx.update(boatReservations).set({ status: 'RELEASED' }).where(eq(boatReservations.bookingId, holdId));
}

/** What a booking's boats would take moved by `deltaMs`, less the time each already takes (one span per boat). */
export function movedSpans<S extends BoatSpan>(booked: S[], deltaMs: number): S[] {
  return booked.map((b) =>
    deltaMs > 0
      ? { ...b, startMs: Math.max(b.startMs + deltaMs, b.endMs), endMs: b.endMs + deltaMs }
      : { ...b, startMs: b.startMs + deltaMs, endMs: Math.min(b.endMs + deltaMs, b.startMs) },
  );
}

export interface MoveHold {
  holdId: string;
  owner: HoldOwner;
  countryId: string;
  tripType: string;
  /** The new times of the whole trip (the hold's own row); `spans` are the parts its boats hold. */
  startTime: Date;
  endTime: Date;
  spans: Array<BoatSpan & { role: string }>;
  trip: unknown;
  expiresAt: Date;
  now: Date;
}

/**
 * Holds the new time of a booking being moved while its guest pays the difference: a hold like any other (the
 * exclusion constraint and the closures' trigger decide, one winner), of the time the booking does not own already.
 * False, with nothing written, when any part of it is taken.
 */
export async function holdMovedTime(tx: Tx, h: MoveHold): Promise<boolean> {
  await takeBoatLocks(tx, h.spans);
  await expireStaleHolds(tx, h.spans, h.now);
  try {
    await tx.transaction(async (sp) => {
      await sp.insert(slotHolds).values({
        bookingId: h.holdId,
        status: 'HELD',
        tripType: h.tripType,
        countryId: h.countryId,
        startTime: h.startTime,
        endTime: h.endTime,
        expiresAt: h.expiresAt,
        ownerKind: h.owner.kind,
        ownerId: h.owner.id,
        trip: h.trip,
        createdAt: h.now,
      });
      for (const s of h.spans) {
        const row = {
          bookingId: h.holdId,
          boatId: s.boatId,
          role: s.role,
          during: range(s.startMs, s.endMs),
          status: 'HELD' as const,
          expiresAt: h.expiresAt,
        };
        if (!(await tryReserve(sp, row))) throw new SlotTaken();
      }
    });
    return true;
  } catch (error) {
    if (error instanceof SlotTaken) return false;
    throw error;
  }
}
