// Closing boats' calendars (weather, maintenance, a private event) and reopening them, for the operator's page and the
// admin command alike. A closure is a row the slot search reads (every API answers BLACKOUT for its times) and the
// database enforces (migration 090: no hold, reclaimed booking or change of time lands in it). Closing a booked time
// lists the bookings; confirmed, it emails each guest once with their booking's signed link (change or full refund).
import { defined } from '../../domain/schema';
import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Boat } from '../../domain/catalogue';
import {
  CLOSURE_MAX_DAYS,
  OPERATOR_MESSAGES,
  type AffectedBooking,
  type ClosureAnswer,
  type ClosureReason,
  type ClosureSummary,
} from '../../domain/office';
import { actorNames } from '../audit/actorNames';
import { audit, type Actor } from '../audit/auditLog';
import { listDocs } from '../catalogue/store';
import type { Db, Tx } from '../db/client';
import { calendarClosures, closureNotices, type ClosureRow } from '../db/operationsSchema';
import { enqueueMails } from '../email/outbox';
import { emailSettings } from '../email/settings';
import { HttpError } from '../http/errors';
import { isDeadlock, range, textArray } from '../booking/holdStatements';
import { closureNoticeMail, reopenedMail } from '../payment/bookingChangeMails';
import { bookingPageUrl, bookingRecord, closedByOperatorSql } from '../payment/bookingRecords';
import { moneyBackOf } from '../guestChanges/bookingMoves';
import { agentNoticeLine, tellAgent } from '../reservations/agentNotices';
import type { PaymentBooking } from '../db/paymentBooking';
import { dayOffsetMinutes } from '../availability/slotGrid';
import { rowsOf } from '../db/rows';

const DAY_MS = 86_400_000;
const DEADLOCK_ATTEMPTS = 3;

export interface ClosureOrder {
  /** A boat's id, or 'all'. */
  boat: string;
  fromMs: number;
  toMs: number;
  reason: ClosureReason;
  note: string;
  /** False: only list what it would affect. */
  confirm: boolean;
  actor: Actor;
  now: Date;
  /** The site's address, for the links in the guests' notices. */
  publicUrl: string;
}

const newClosureId = () => `cl_${randomBytes(9).toString('base64url')}`;

/**
 * 'YYYY-MM-DD' is a whole local day (from its start, to its end); anything else an instant ('…Z' or with an offset).
 */
export function closureInstant(value: string, zone: string, end: 'from' | 'to'): number {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const midnight = Date.parse(`${value}T00:00:00Z`) - dayOffsetMinutes(value, zone) * 60_000;
    return end === 'from' ? midnight : midnight + DAY_MS;
  }
  return Date.parse(value);
}

async function closureBoats(db: Db, boat: string): Promise<Boat[]> {
  const boats = await listDocs<Boat>(db, 'boat', { withHidden: true });
  if (boat === 'all') return boats;
  const found = boats.find((b) => b._id === boat);
  if (!found) throw new HttpError(404, OPERATOR_MESSAGES.unknownBoat(boat), 'BOAT_NOT_FOUND');
  return [found];
}

function checkRange(fromMs: number, toMs: number): void {
  if (
    !Number.isFinite(fromMs) ||
    !Number.isFinite(toMs) ||
    toMs <= fromMs ||
    toMs - fromMs > CLOSURE_MAX_DAYS * DAY_MS
  ) {
    throw new HttpError(400, OPERATOR_MESSAGES.closureRange, 'BAD_CLOSURE_RANGE');
  }
}

interface AffectedRow extends AffectedBooking {
  holdId: string;
  booking: PaymentBooking;
  successPath: string;
  countryUrlTitle: string;
}

/** The live bookings of `boatIds` whose boats are taken during [fromMs, toMs). */
async function affectedBookings(tx: Db | Tx, boatIds: string[], fromMs: number, toMs: number): Promise<AffectedRow[]> {
  const found = rowsOf(
    await tx.execute(sql`
    SELECT DISTINCT ON (b.booking_ref) b.booking_ref, b.hold_id, p.booking, p.success_path, p.country_url_title
    FROM boat_reservations r
    JOIN bookings b ON b.hold_id = r.booking_id AND b.cancelled_at IS NULL
    JOIN payments p ON p.id = b.payment_id
    WHERE r.status = 'BOOKED' AND r.boat_id = ANY (${textArray(boatIds)})
      AND r.during && ${range(fromMs, toMs)}::tstzrange
    ORDER BY b.booking_ref`),
  );
  return found
    .map((r) => {
      const booking = r.booking as PaymentBooking;
      return {
        bookingRef: String(r.booking_ref),
        holdId: String(r.hold_id),
        booking,
        successPath: String(r.success_path),
        countryUrlTitle: String(r.country_url_title),
        boatName: booking.tripSummary.boat.data.name,
        startTime: booking.timeSlot.startTime,
        guestName: `${booking.firstName} ${booking.lastName}`,
        email: booking.email,
      };
    })
    .sort((a, b) => a.startTime.localeCompare(b.startTime));
}

const publicAffected = ({ bookingRef, boatName, startTime, guestName, email }: AffectedRow): AffectedBooking => ({
  bookingRef,
  boatName,
  startTime,
  guestName,
  email,
});

export async function closeCalendar(db: Db, order: ClosureOrder): Promise<ClosureAnswer> {
  checkRange(order.fromMs, order.toMs);
  const boatIds = (await closureBoats(db, order.boat)).map((b) => b._id).sort();
  const base = {
    boatIds,
    from: new Date(order.fromMs).toISOString(),
    to: new Date(order.toMs).toISOString(),
    reason: order.reason,
  };
  if (!order.confirm) {
    const affected = await affectedBookings(db, boatIds, order.fromMs, order.toMs);
    return { ...base, closureId: null, affected: affected.map(publicAffected), notified: 0 };
  }
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((tx) => closeIn(tx, order, boatIds, base));
    } catch (error) {
      if (attempt >= DEADLOCK_ATTEMPTS || !isDeadlock(error)) throw error;
    }
  }
}

async function closeIn(
  tx: Tx,
  order: ClosureOrder,
  boatIds: string[],
  base: Omit<ClosureAnswer, 'closureId' | 'affected' | 'notified'>,
): Promise<ClosureAnswer> {
  const { now } = order;
  // Holds and moves being written on these boats finish first; those after this wait and then see the closure.
  for (const boatId of boatIds) await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${boatId}), -1)`);
  const id = newClosureId();
  await tx.insert(calendarClosures).values({
    id,
    boatIds,
    during: range(order.fromMs, order.toMs),
    reason: order.reason,
    note: order.note,
    createdBy: order.actor,
    createdAt: now,
  });
  // Live holds in the closed time end now: a guest mid-checkout is refunded if their payment lands (as for a lost
  // hold).
  const spans = sql`boat_id = ANY (${textArray(boatIds)}) AND during && ${range(order.fromMs, order.toMs)}::tstzrange`;
  await tx.execute(sql`UPDATE slot_holds SET status = 'EXPIRED', expires_at = ${now.toISOString()}::timestamptz
    WHERE status = 'HELD' AND booking_id IN (SELECT booking_id FROM boat_reservations WHERE status = 'HELD' AND ${spans})`);
  await tx.execute(sql`UPDATE boat_reservations SET status = 'EXPIRED' WHERE status = 'HELD' AND ${spans}`);
  const affected = await affectedBookings(tx, boatIds, order.fromMs, order.toMs);
  await audit(tx, {
    actor: order.actor,
    action: 'calendar-closed',
    closureId: id,
    at: now,
    detail: { ...base, note: order.note, affected: affected.map((a) => a.bookingRef) },
  });
  let notified = 0;
  const mail = emailSettings(process.env, { now: () => now });
  for (const a of affected) {
    // Told once: a guest already told of another open closure of this trip is not told again.
    const [told] = rowsOf(
      await tx.execute(sql`SELECT 1 FROM closure_notices n JOIN calendar_closures c ON c.id = n.closure_id
      WHERE n.booking_ref = ${a.bookingRef} AND c.reopened_at IS NULL LIMIT 1`),
    );
    await tx.insert(closureNotices).values({ closureId: id, bookingRef: a.bookingRef, notifiedAt: now });
    await audit(tx, {
      actor: order.actor,
      action: 'closed-by-operator',
      bookingRef: a.bookingRef,
      closureId: id,
      at: now,
      detail: { reason: order.reason, told: !told },
    });
    if (told) continue;
    await tellAgent(tx, {
      holdId: a.holdId,
      bookingRef: a.bookingRef,
      notice: 'closed',
      actor: order.actor,
      now,
      submissionId: `booking-${a.bookingRef}-agent-closure-${id}`,
      line: agentNoticeLine('closed-by-operator', { reason: order.reason }, order.actor, a.booking.timezone)!,
    });
    const record = await bookingRecord(tx, a.bookingRef);
    const money = record
      ? await moneyBackOf(tx, record)
      : { settledBy: 'paid' as const, leftCents: 0, refundedCents: 0 };
    await enqueueMails(
      tx,
      [
        closureNoticeMail(
          a.booking,
          a.bookingRef,
          order.reason,
          bookingPageUrl(order.publicUrl, a, a.bookingRef),
          money,
        ),
      ],
      mail,
      {
        submissionId: `booking-${a.bookingRef}-closure-${id}`,
        now,
      },
    );
    notified++;
  }
  return { ...base, closureId: id, affected: affected.map(publicAffected), notified };
}

const summaryOf = (c: ClosureRow, nameOf: (actor: string) => string): ClosureSummary => {
  const [from = '', to = ''] = c.during
    .slice(1, -1)
    .split(',')
    .map((v) => new Date(v.replace(/"/g, '')).toISOString());
  return {
    id: c.id,
    boatIds: c.boatIds,
    from,
    to,
    reason: c.reason,
    note: c.note,
    createdBy: c.createdBy,
    createdByName: nameOf(c.createdBy),
    createdAt: c.createdAt.toISOString(),
    reopenedAt: c.reopenedAt?.toISOString() ?? null,
  };
};

/**
 * Reopens a closure: its times are offered again. Each guest it told of a closed trip who has not changed or cancelled
 * since (and whom no other open closure still covers) is told once that the trip goes ahead as booked. Reopening one
 * already reopened changes nothing.
 */
export async function reopenCalendar(
  db: Db,
  id: string,
  actor: Actor,
  now: Date,
  publicUrl: string,
): Promise<ClosureSummary> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(calendarClosures).where(eq(calendarClosures.id, id)).for('update');
    if (!row) throw new HttpError(404, OPERATOR_MESSAGES.closureNotFound, 'CLOSURE_NOT_FOUND');
    const nameOf = await actorNames(tx, [row.createdBy]);
    if (row.reopenedAt) return summaryOf(row, nameOf);
    const updated = defined(
      (
        await tx
          .update(calendarClosures)
          .set({ reopenedAt: now, reopenedBy: actor })
          .where(and(eq(calendarClosures.id, id), isNull(calendarClosures.reopenedAt)))
          .returning()
      )[0],
      'the updated closure',
    );
    await audit(tx, { actor, action: 'calendar-reopened', closureId: id, at: now, detail: { boatIds: row.boatIds } });
    const goAhead = rowsOf(
      await tx.execute(sql`
      SELECT n.booking_ref, b.hold_id, p.booking, p.success_path, p.country_url_title
      FROM closure_notices n JOIN bookings b ON b.booking_ref = n.booking_ref AND b.cancelled_at IS NULL
      JOIN payments p ON p.id = b.payment_id
      WHERE n.closure_id = ${id}
        AND NOT EXISTS (SELECT 1 FROM audit_log a WHERE a.booking_ref = n.booking_ref AND a.action = 'changed' AND a.at >= n.notified_at)
        AND NOT ${closedByOperatorSql(sql`b.hold_id`)}
      ORDER BY n.booking_ref`),
    );
    const mail = emailSettings(process.env, { now: () => now });
    for (const g of goAhead) {
      const bookingRef = String(g.booking_ref);
      const page = { successPath: String(g.success_path), countryUrlTitle: String(g.country_url_title) };
      await audit(tx, { actor, action: 'reopened-for-booking', bookingRef, closureId: id, at: now });
      await enqueueMails(
        tx,
        [reopenedMail(g.booking as PaymentBooking, bookingRef, bookingPageUrl(publicUrl, page, bookingRef))],
        mail,
        {
          submissionId: `booking-${bookingRef}-reopened-${id}`,
          now,
        },
      );
      await tellAgent(tx, {
        holdId: String(g.hold_id),
        bookingRef,
        notice: 'reopened',
        actor,
        now,
        submissionId: `booking-${bookingRef}-agent-reopened-${id}`,
        line: agentNoticeLine('reopened-for-booking', {}, actor, (g.booking as PaymentBooking).timezone)!,
      });
    }
    return { ...summaryOf(updated, nameOf), notified: goAhead.length };
  });
}

/** Open closures that end after `sinceMs`, and the latest reopened ones, newest first. */
export async function listClosures(db: Db, sinceMs: number): Promise<ClosureSummary[]> {
  const rows = await db
    .select()
    .from(calendarClosures)
    .where(sql`upper(${calendarClosures.during}) > ${new Date(sinceMs).toISOString()}::timestamptz`)
    .orderBy(desc(calendarClosures.createdAt))
    .limit(200);
  const nameOf = await actorNames(
    db,
    rows.map((c) => c.createdBy),
  );
  return rows.map((c) => summaryOf(c, nameOf));
}
