// Moving a confirmed booking to another start of the same trip: the one swap the guest's change, the paid change to a
// dearer time and the office's move all use. The booking's boats' rows are moved in one transaction, so the exclusion
// constraint decides a race for the new time (one winner), and a move that loses rolls back whole: the booking never
// holds neither time nor both. Also the one cancel (the guest's within the policy, the office's with its own refund).
import { defined } from '../../domain/schema';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { localClock, localDate } from '../../domain/time';
import { SELF_SERVICE_ERRORS, type CancelAnswer, type ChangeAnswer } from '../../domain/booking';
import { audit, type Actor } from '../audit/auditLog';
import { searchTimeSlots } from '../availability/searchSlots';
import { lockHold, releaseSlot } from '../booking/holdStore';
import type { HeldTrip } from '../booking/holdPlan';
import { expireStaleHolds, isBoatTaken, isDeadlock, takeBoatLocks, type BoatSpan } from '../booking/holdStatements';
import type { Db, Tx } from '../db/client';
import { bookings, payments } from '../db/paymentSchema';
import { reservations } from '../db/reservationSchema';
import { slotHolds } from '../db/bookingSchema';
import { enqueueMails } from '../email/outbox';
import { emailSettings } from '../email/settings';
import { HttpError } from '../http/errors';
import { bookingCancelledMail, bookingChangedMail } from '../payment/bookingChangeMails';
import { bookingPageUrl, bookingRecord, settledByOf, type BookingRecord } from '../payment/bookingRecords';
import type { MoneyBack } from '../../domain/texts';
import { agentNoticeLine, tellAgent } from '../reservations/agentNotices';
import { storedBookingFor } from '../payment/checkoutPlan';
import { refundPayment, refundableCents } from '../payment/refunds';
import { calculateTime } from '../pricing/calculateTime';
import { withPinnedPrices, type PricingCatalogue } from '../pricing/catalogueSnapshot';
import { rowsOf } from '../db/rows';

const DEADLOCK_ATTEMPTS = 3;
const HOUR_MS = 3_600_000;

export const isCancelled = (r: BookingRecord) => r.booking.cancelledAt !== null || r.hold.status !== 'BOOKED';

/**
 * The difference payments that moved a booking to a dearer time, newest first. (One whose move failed was refunded
 * whole by its payment event: REFUNDED with nothing in refunded_cents, and it is not the booking's money.)
 */
async function differencePayments(db: Db | Tx, bookingRef: string) {
  const rows = await db.select().from(payments).where(sql`${payments.changesBookingRef} = ${bookingRef}
    AND (${payments.status} = 'PAID' OR (${payments.status} = 'REFUNDED' AND ${payments.refundedCents} > 0))`);
  return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

/** How the booking was settled, what a cancel could give back and what was refunded before (the e-mails' words). */
export async function moneyBackOf(db: Db | Tx, r: BookingRecord): Promise<MoneyBack> {
  const differences = await differencePayments(db, r.booking.bookingRef);
  return {
    settledBy: settledByOf(r.payment.provider, r.hold.ownerKind),
    leftCents: refundableCents(r.payment) + differences.reduce((sum, p) => sum + refundableCents(p), 0),
    refundedCents: r.payment.refundedCents + differences.reduce((sum, p) => sum + p.refundedCents, 0),
  };
}

/** All the booking may give back: its own payment and every difference paid for a dearer time. */
export async function paidCentsOf(db: Db | Tx, r: BookingRecord): Promise<number> {
  return (
    refundableCents(r.payment) +
    (await differencePayments(db, r.booking.bookingRef)).reduce((sum, p) => sum + refundableCents(p), 0)
  );
}

/**
 * Ends the unpaid change checkouts of a booking (a new one replaces them; a cancel leaves nothing to pay): each session
 * ended and its held time freed. One the provider says was paid meanwhile is refused when `refusePaid` (a change is
 * being paid), else left to its payment event, which refunds it.
 */
export async function endUnpaidChanges(
  app: FastifyInstance,
  tx: Tx,
  ref: string,
  now: Date,
  refusePaid: boolean,
): Promise<void> {
  const open = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.changesBookingRef, ref), eq(payments.status, 'PENDING')))
    .for('update');
  for (const payment of open) {
    if (!(await app.payments.provider.expireSession(payment.sessionId))) {
      if (refusePaid) throw new HttpError(409, SELF_SERVICE_ERRORS.beingPaid, 'CHANGE_BEING_PAID');
      continue;
    }
    await tx.delete(payments).where(eq(payments.id, payment.id));
    // A party change's payment holds no time of its own: its hold is the booking's.
    if (!payment.partyChange) await releaseSlot(tx, payment.holdId, now);
  }
}

export async function retrying<T>(app: FastifyInstance, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await app.deps.database.db.transaction(work);
    } catch (error) {
      if (attempt >= DEADLOCK_ATTEMPTS || !isDeadlock(error)) throw error;
    }
  }
}

/** The booking re-read under its hold's lock (the order checkout, cancel and the sweep use). */
export async function lockedRecord(tx: Tx, bookingRef: string, holdId: string): Promise<BookingRecord> {
  await lockHold(tx, holdId);
  const r = await bookingRecord(tx, bookingRef);
  if (!r) throw new HttpError(404, 'Booking not found');
  return r;
}

/** The trip's price at another start, by the one pricing function (what checkout charged it by). */
/**
 * `current`: the catalogue read before a transaction, when called inside one (see ChangePaidHandler); `party`: another
 * party size (the office's change).
 */
export async function priceAt(
  app: FastifyInstance,
  r: BookingRecord,
  startMs: number,
  endMs: number,
  current?: PricingCatalogue,
  party?: { adults: number; kids: number },
) {
  const held = r.hold.trip as HeldTrip | null;
  // A booking keeps the prices it was held at (domain/pricing/pinnedPrices.ts): a move re-prices the time, not the
  // rates.
  const catalogue = withPinnedPrices(current ?? (await app.payments.catalogue.current()), held?.priced);
  const q = r.payment.booking.tripQuery;
  const zone = r.payment.booking.timezone;
  const iso = new Date(startMs).toISOString();
  const hours = Math.round((endMs - startMs) / HOUR_MS);
  const boat = catalogue.boats.byId.get(r.payment.booking.tripSummary.boat.data._id);
  const country = catalogue.countries.get(r.hold.countryId);
  if (!boat || !country || !held) throw new HttpError(409, SELF_SERVICE_ERRORS.notOffered, 'NOT_OFFERED');
  const trip = calculateTime(catalogue, held.regionId ?? q.region ?? '', {
    boatId: boat._id,
    pulId: held.pulId,
    dolId: held.dolId ?? undefined,
    activities: held.activities,
    pace: held.estTimePace,
    fishingHours: held.fishingHours,
    adults: party?.adults ?? r.payment.booking.adults,
    children: party?.kids ?? r.payment.booking.kids,
    date: localDate(iso, zone),
    startTime: localClock(iso, zone),
    tripHourDuration: hours,
    feeLateMorning: undefined,
  });
  return { trip, boat, country, held };
}
type Priced = Awaited<ReturnType<typeof priceAt>>;

/**
 * The slot search for the booking's own trip (same boat, type and length) on `date`, every start with its reason (its
 * own time free).
 */
export async function sameTripStarts(app: FastifyInstance, r: BookingRecord, date: string, now: Date) {
  const lengthMs = r.hold.endTime.getTime() - r.hold.startTime.getTime();
  const search = await searchTimeSlots(
    app.deps.database.db,
    {
      boats: [{ boatId: r.payment.booking.tripSummary.boat.data._id, role: 'primary' }],
      startDate: date,
      endDate: date,
      tripDuration: Math.round(lengthMs / HOUR_MS),
      tripType: r.hold.tripType as never,
      countryId: r.hold.countryId,
      returnAllTimeSlots: true,
      includeUnavailabilityReason: true,
    },
    now,
    { exceptHoldId: r.hold.bookingId },
  );
  return search.availableSlots.flatMap((d) => d.bookings);
}

/**
 * A start the booking may move to: free but for its own time, which the search leaves out (the constraint still
 * decides).
 */
export const movableTo = (slot: { reason?: string }) => slot.reason === undefined;

/** A new start checked against the slot search and priced against the booking's own. */
export interface MoveTarget {
  newStart: number;
  lengthMs: number;
  before: Priced;
  after: Priced;
  /** New price minus the old one. */
  priceDifferenceCents: number;
}

export async function moveTargetOf(
  app: FastifyInstance,
  r: BookingRecord,
  startTime: string,
  now: Date,
): Promise<MoveTarget> {
  const newStart = Date.parse(startTime);
  if (newStart === r.hold.startTime.getTime()) throw new HttpError(400, SELF_SERVICE_ERRORS.sameTime, 'SAME_TIME');
  // The target must be a start the slot search offers this trip (taken by this booking itself is fine).
  const date = localDate(new Date(newStart).toISOString(), r.payment.booking.timezone);
  const offered = (await sameTripStarts(app, r, date, now)).find((s) => Date.parse(s.startTime) === newStart);
  if (!offered || !movableTo(offered)) {
    // Taken before this request looked is the same lost race as taken while it wrote: SLOT_TAKEN either way.
    const taken = offered?.reason === 'BOOKED' || offered?.reason === 'HELD';
    throw new HttpError(
      409,
      taken ? SELF_SERVICE_ERRORS.taken : SELF_SERVICE_ERRORS.notOffered,
      taken ? 'SLOT_TAKEN' : (offered?.reason ?? 'NOT_OFFERED'),
    );
  }
  return pricedMove(app, r, newStart);
}

/** The booking's trip priced at its own start and at `newStart`. */
export async function pricedMove(
  app: FastifyInstance,
  r: BookingRecord,
  newStart: number,
  current?: PricingCatalogue,
): Promise<MoveTarget> {
  const oldStart = r.hold.startTime.getTime();
  const lengthMs = r.hold.endTime.getTime() - oldStart;
  const before = await priceAt(app, r, oldStart, oldStart + lengthMs, current);
  const after = await priceAt(app, r, newStart, newStart + lengthMs, current);
  return {
    newStart,
    lengthMs,
    before,
    after,
    priceDifferenceCents: after.trip.result.price - before.trip.result.price,
  };
}

/** A trip the operator closed moves for free: a dearer time costs the guest nothing more. */
export const chargeable = (differenceCents: number, closedByOperator: boolean) =>
  closedByOperator ? Math.min(0, differenceCents) : differenceCents;

/** The booking's boats as they are booked now. */
export async function bookedSpans(tx: Db | Tx, holdId: string): Promise<Array<BoatSpan & { role: string }>> {
  return rowsOf(
    await tx.execute(sql`SELECT boat_id, role, (extract(epoch from lower(during)) * 1000)::float8 AS s, (extract(epoch from upper(during)) * 1000)::float8 AS e
    FROM boat_reservations WHERE booking_id = ${holdId} AND status = 'BOOKED'`),
  ).map((row) => ({
    boatId: String(row.boat_id),
    role: String(row.role),
    startMs: Number(row.s),
    endMs: Number(row.e),
  }));
}

/** The booking's stored trip at the target's start. */
export function movedBooking(r: BookingRecord, target: MoveTarget, differenceCents: number) {
  const { newStart, lengthMs, before, after } = target;
  const old = r.payment.booking;
  return {
    ...storedBookingFor({
      country: after.country,
      boat: after.boat,
      trip: after.trip,
      start: new Date(newStart),
      end: new Date(newStart + lengthMs),
      contact: {
        firstName: old.firstName,
        lastName: old.lastName,
        email: old.email,
        phone: old.phone,
        notes: old.notes,
      },
      adults: old.adults,
      kids: old.kids,
      regionId: after.held.regionId ?? old.tripQuery.region ?? '',
      pulId: after.held.pulId,
      dolId: after.held.dolId ?? undefined,
      activities: after.held.activities,
      estTimePace: after.held.estTimePace,
      fishingHours: after.held.fishingHours,
    }),
    // The lines show what was paid: the new time's lines when the whole difference was charged or refunded, the old
    // amounts moved to the new time otherwise (a free move of a closed trip, the office's free move).
    tripSummary:
      old.tripSummary.totalPrice.price === before.trip.result.price &&
      differenceCents === after.trip.result.price - before.trip.result.price
        ? after.trip.tripSummary
        : old.tripSummary,
  };
}

export interface MoveOrder {
  actor: Actor;
  /**
   * What the guest pays (> 0, already paid: `paidWith`) or gets back (< 0, refunded now) for the move; 0 keeps the
   * price paid.
   */
  differenceCents: number;
  /** The difference payment that paid a dearer time: its time hold is released as the booking takes the time. */
  paidWith?: { paymentId: string; holdId: string };
  /** The office's reason, for the history. */
  note?: string;
  now: Date;
}

/**
 * Moves the locked booking `r` to the target's start, in `tx`: 409 SLOT_TAKEN (nothing changed) when the new time is
 * taken. Records the change on the booking, its payment and reservation, the audit log, refunds a cheaper time's
 * difference and emails the guest.
 */
export async function moveBookingIn(
  app: FastifyInstance,
  tx: Tx,
  r: BookingRecord,
  target: MoveTarget,
  order: MoveOrder,
): Promise<ChangeAnswer> {
  const { now, differenceCents } = order;
  const ref = r.booking.bookingRef;
  const { newStart, lengthMs } = target;
  const deltaMs = newStart - r.hold.startTime.getTime();
  const spans = (await bookedSpans(tx, r.hold.bookingId)).map((s) => ({
    ...s,
    startMs: s.startMs + deltaMs,
    endMs: s.endMs + deltaMs,
  }));
  await takeBoatLocks(tx, spans);
  await expireStaleHolds(tx, spans, now);
  try {
    await tx.transaction(async (sp) => {
      // The paid hold gives its time to the booking in the same savepoint: if the booking cannot take it, it keeps it.
      if (order.paidWith) await releaseSlot(sp, order.paidWith.holdId, now);
      await sp.execute(sql`UPDATE boat_reservations SET during = tstzrange(lower(during) + ${`${deltaMs} milliseconds`}::interval, upper(during) + ${`${deltaMs} milliseconds`}::interval, '[)')
        WHERE booking_id = ${r.hold.bookingId} AND status = 'BOOKED'`);
    });
  } catch (error) {
    if (isBoatTaken(error)) throw new HttpError(409, SELF_SERVICE_ERRORS.taken, 'SLOT_TAKEN');
    throw error;
  }
  const start = new Date(newStart);
  const end = new Date(newStart + lengthMs);
  await tx.update(slotHolds).set({ startTime: start, endTime: end }).where(eq(slotHolds.bookingId, r.hold.bookingId));
  const old = r.payment.booking;
  const booking = movedBooking(r, target, differenceCents);
  await tx.update(payments).set({ booking, updatedAt: now }).where(eq(payments.id, r.payment.id));
  await tx.update(bookings).set({ updatedAt: now }).where(eq(bookings.bookingRef, ref));
  await tx
    .update(reservations)
    .set({ startTime: start, booking, updatedAt: now })
    .where(eq(reservations.holdId, r.hold.bookingId));
  const changes = defined(
    rowsOf(
      await tx.execute(sql`SELECT count(*)::int AS n FROM audit_log WHERE booking_ref = ${ref} AND action = 'changed'`),
    )[0],
    'the count of changes',
  ).n as number;
  await audit(tx, {
    actor: order.actor,
    action: 'changed',
    bookingRef: ref,
    at: now,
    detail: {
      from: old.timeSlot.startTime,
      to: booking.timeSlot.startTime,
      differenceCents,
      ...(order.paidWith ? { paymentId: order.paidWith.paymentId } : {}),
      ...(order.note ? { note: order.note } : {}),
    },
  });
  let refundCents = 0;
  if (differenceCents < 0 && r.payment.provider !== 'account') {
    refundCents = Math.min(-differenceCents, refundableCents(r.payment));
    if (refundCents > 0) {
      await refundPayment(app.payments.provider, tx, {
        paymentId: r.payment.id,
        bookingRef: ref,
        amountCents: refundCents,
        reason: 'Changed to a time that costs less',
        requestKey: `change-${changes + 1}`,
        actor: order.actor,
        now,
      });
    }
  }
  const pageUrl = bookingPageUrl(app.payments.settings.publicUrl, r.payment, ref);
  const paidCents = order.paidWith ? differenceCents : 0;
  await enqueueMails(
    tx,
    [bookingChangedMail(old, booking, ref, { refundCents, paidCents }, pageUrl)],
    emailSettings(process.env, { now: () => now }),
    {
      submissionId: `booking-${ref}-changed-${changes + 1}`,
      now,
    },
  );
  await tellAgent(tx, {
    holdId: r.hold.bookingId,
    bookingRef: ref,
    notice: 'moved',
    actor: order.actor,
    now,
    submissionId: `booking-${ref}-agent-changed-${changes + 1}`,
    line: agentNoticeLine(
      'changed',
      { from: old.timeSlot.startTime, to: booking.timeSlot.startTime },
      order.actor,
      booking.timezone,
    )!,
  });
  return {
    bookingRef: ref,
    startTime: booking.timeSlot.startTime,
    endTime: booking.timeSlot.endTime,
    priceDifferenceCents: differenceCents,
    refundCents,
  };
}

export interface CancelOrder {
  actor: Actor;
  /** What to give back (never more than was paid: the difference payments first, then the booking's own). */
  refundCents: number;
  reason: string;
  /** The closure that made it free, or the office's note, for the history. */
  detail: Record<string, unknown>;
  /** The office cancelled it, for this reason (the guest's email says so). */
  officeReason?: string;
  now: Date;
}

/** Cancels the locked booking `r` in `tx`: its time freed, the refund given, the history written, the guest emailed. */
export async function cancelBookingIn(
  app: FastifyInstance,
  tx: Tx,
  r: BookingRecord,
  order: CancelOrder,
): Promise<CancelAnswer> {
  const { now } = order;
  const ref = r.booking.bookingRef;
  const money = await moneyBackOf(tx, r); // before this cancel refunds anything
  await endUnpaidChanges(app, tx, ref, now, false);
  await releaseSlot(tx, r.hold.bookingId, now);
  await tx.update(bookings).set({ cancelledAt: now, updatedAt: now }).where(eq(bookings.bookingRef, ref));
  await tx
    .update(reservations)
    .set({ status: 'CANCELLED', refundCents: order.refundCents, cancelledAt: now, updatedAt: now })
    .where(eq(reservations.holdId, r.hold.bookingId));
  await audit(tx, {
    actor: order.actor,
    action: 'cancelled',
    bookingRef: ref,
    at: now,
    detail: { refundCents: order.refundCents, ...order.detail },
  });
  await tellAgent(tx, {
    holdId: r.hold.bookingId,
    bookingRef: ref,
    notice: 'cancelled',
    actor: order.actor,
    now,
    submissionId: `booking-${ref}-agent-cancelled`,
    line: agentNoticeLine('cancelled', order.detail, order.actor, r.payment.booking.timezone)!,
  });
  let left = order.refundCents;
  for (const payment of [...(await differencePayments(tx, ref)), r.payment]) {
    const part = Math.min(left, refundableCents(payment));
    if (part <= 0) continue;
    await refundPayment(app.payments.provider, tx, {
      paymentId: payment.id,
      bookingRef: ref,
      amountCents: part,
      reason: order.reason,
      requestKey: 'cancel',
      actor: order.actor,
      now,
    });
    left -= part;
  }
  await enqueueMails(
    tx,
    [bookingCancelledMail(r.payment.booking, ref, order.refundCents, money, order.officeReason)],
    emailSettings(process.env, { now: () => now }),
    {
      submissionId: `booking-${ref}-cancelled`,
      now,
    },
  );
  return { bookingRef: ref, refundCents: order.refundCents };
}
