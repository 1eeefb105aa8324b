// Closing boats' calendars (weather, maintenance, a private event), for the operator's page and the admin command
// alike; reopening is reopenCalendar.ts. A closure is a row the slot search reads (every API answers BLACKOUT for its
// times) and the database enforces (migration 090: no hold, reclaimed booking or change of time lands in it). Closing
// a booked time lists the bookings; confirmed, it emails each guest once with their booking's signed link (change or
// full refund).
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Boat } from '../../domain/catalogue';
import {
  CLOSURE_MAX_DAYS,
  OPERATOR_MESSAGES,
  type AffectedBooking,
  type ClosureAnswer,
  type ClosureReason,
} from '../../domain/office';
import { audit, type Actor } from '../audit/auditLog';
import { listDocs } from '../catalogue/store';
import type { Db, Tx } from '../db/client';
import { calendarClosures, closureNotices } from '../db/operationsSchema';
import { enqueueMails } from '../email/outbox';
import { emailSettings } from '../email/settings';
import { HttpError } from '../http/errors';
import { isDeadlock, range, textArray } from '../booking/holdStatements';
import { closureNoticeMail } from '../payment/bookingChangeMails';
import { bookingPageUrl, bookingRecord } from '../payment/bookingRecords';
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
