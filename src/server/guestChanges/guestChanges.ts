// A guest's own cancel and change of a confirmed booking (the booking device or the signed link of its emails), within
// the cancellation policy (domain/cancellationPolicy.ts: before the cut-off, or always for a trip the operator closed).
// A change moves the booking's boats in one transaction: the exclusion constraint decides a race for the new time (one
// winner), and a change that loses rolls back whole, so the guest never holds neither time nor both.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bookingRegion } from '../../domain/bookingConfirmed';
import { selfServiceAt } from '../../domain/cancellationPolicy';
import { localClock, localDate } from '../../domain/dateFormat';
import { SELF_SERVICE_ERRORS, SELF_SERVICE_TEXT, type CancelAnswer, type ChangeAnswer, type ChangeOptions, type SelfServiceAnswer } from '../../domain/selfService';
import { audit } from '../audit/auditLog';
import { searchTimeSlots } from '../availability/searchSlots';
import { lockHold, releaseSlot } from '../booking/holdStore';
import type { HeldTrip } from '../booking/holdPlan';
import { expireStaleHolds, isBoatTaken, isDeadlock, rowsOf, takeBoatLocks, type BoatSpan } from '../booking/holdStatements';
import type { Tx } from '../db/client';
import { bookings, payments } from '../db/paymentSchema';
import { reservations } from '../db/reservationSchema';
import { slotHolds } from '../db/bookingSchema';
import { enqueueMails } from '../email/outbox';
import { emailSettings } from '../email/settings';
import { HttpError } from '../http/errors';
import { bookingCancelledMail, bookingChangedMail } from '../payment/bookingChangeMails';
import { bookingPageUrl, bookingRecord, isClosedByOperator, type BookingRecord } from '../payment/bookingRecords';
import { storedBookingFor } from '../payment/checkoutPlan';
import { refundPayment, refundableCents } from '../payment/refunds';
import { calculateTime } from '../pricing/calculateTime';

const DEADLOCK_ATTEMPTS = 3;
const HOUR_MS = 3_600_000;

const paidCents = (r: BookingRecord) => refundableCents(r.payment);
const isCancelled = (r: BookingRecord) => r.booking.cancelledAt !== null || r.hold.status !== 'BOOKED';

async function policyOf(tx: Tx | FastifyInstance['deps']['database']['db'], r: BookingRecord, now: Date) {
  const closedByOperator = await isClosedByOperator(tx, r.hold.bookingId);
  const policy = selfServiceAt({ startMs: r.hold.startTime.getTime(), paidCents: paidCents(r), closedByOperator }, now.getTime());
  // A reseller's booking changes and cancels through the reseller (OCTO), who settles its money.
  const reseller = r.hold.ownerKind === 'partner';
  return { closedByOperator, reseller, ...policy, open: policy.open && !reseller };
}

export async function selfServiceOf(app: FastifyInstance, r: BookingRecord, now: Date): Promise<SelfServiceAnswer> {
  const policy = await policyOf(app.deps.database.db, r, now);
  const phone = bookingRegion({ regionId: r.payment.booking.tripQuery.region, tripSummary: r.payment.booking.tripSummary })?.phone ?? '';
  const cancelled = isCancelled(r);
  return {
    bookingRef: r.booking.bookingRef,
    cancelled,
    open: !cancelled && policy.open,
    refundCents: cancelled ? 0 : policy.refundCents,
    paidCents: paidCents(r),
    closedByOperator: policy.closedByOperator,
    closedReason: cancelled ? SELF_SERVICE_TEXT.cancelled : policy.open ? null : policy.reseller ? SELF_SERVICE_TEXT.throughReseller
      : policy.started ? SELF_SERVICE_TEXT.started(phone) : SELF_SERVICE_TEXT.afterCutOff(phone),
  };
}

async function retrying<T>(app: FastifyInstance, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await app.deps.database.db.transaction(work);
    } catch (error) {
      if (attempt >= DEADLOCK_ATTEMPTS || !isDeadlock(error)) throw error;
    }
  }
}

/** The booking re-read under its hold's lock (the order checkout, cancel and the sweep use). */
async function lockedRecord(tx: Tx, bookingRef: string, holdId: string): Promise<BookingRecord> {
  await lockHold(tx, holdId);
  const r = await bookingRecord(tx, bookingRef);
  if (!r) throw new HttpError(404, 'Booking not found');
  return r;
}

export async function cancelByGuest(app: FastifyInstance, first: BookingRecord, now: Date): Promise<CancelAnswer> {
  return retrying(app, async (tx) => {
    const r = await lockedRecord(tx, first.booking.bookingRef, first.hold.bookingId);
    const ref = r.booking.bookingRef;
    if (isCancelled(r)) return { bookingRef: ref, refundCents: r.payment.refundedCents };
    const policy = await policyOf(tx, r, now);
    if (!policy.open) throw new HttpError(409, SELF_SERVICE_ERRORS.closed, 'SELF_SERVICE_CLOSED');
    await releaseSlot(tx, r.hold.bookingId, now);
    await tx.update(bookings).set({ cancelledAt: now, updatedAt: now }).where(eq(bookings.bookingRef, ref));
    await tx.update(reservations).set({ status: 'CANCELLED', refundCents: policy.refundCents, cancelledAt: now, updatedAt: now }).where(eq(reservations.holdId, r.hold.bookingId));
    await audit(tx, { actor: 'guest', action: 'cancelled', bookingRef: ref, at: now, detail: { refundCents: policy.refundCents, closedByOperator: policy.closedByOperator } });
    if (policy.refundCents > 0) {
      await refundPayment(app.payments.provider, tx, {
        paymentId: r.payment.id, bookingRef: ref, amountCents: policy.refundCents,
        reason: policy.closedByOperator ? 'Cancelled: the operator closed the trip' : 'Cancelled by the guest within the policy', requestKey: 'cancel', actor: 'guest', now,
      });
    }
    await enqueueMails(tx, [bookingCancelledMail(r.payment.booking, ref, policy.refundCents, r.payment.provider !== 'account')], emailSettings(process.env, { now: () => now }), {
      submissionId: `booking-${ref}-cancelled`, now,
    });
    return { bookingRef: ref, refundCents: policy.refundCents };
  });
}

/** The trip's price at another start, by the one pricing function (what checkout charged it by). */
async function priceAt(app: FastifyInstance, r: BookingRecord, startMs: number, endMs: number) {
  const catalogue = await app.payments.catalogue.current();
  const held = r.hold.trip as HeldTrip | null;
  const q = r.payment.booking.tripQuery;
  const zone = r.payment.booking.timezone;
  const iso = new Date(startMs).toISOString();
  const hours = Math.round((endMs - startMs) / HOUR_MS);
  const boat = catalogue.boats.byId.get(r.payment.booking.tripSummary.boat.data._id);
  const country = catalogue.countries.get(r.hold.countryId);
  if (!boat || !country || !held) throw new HttpError(409, SELF_SERVICE_ERRORS.notOffered, 'NOT_OFFERED');
  const trip = calculateTime(catalogue, held.regionId ?? q.region ?? '', {
    boatId: boat._id, pulId: held.pulId, dolId: held.dolId ?? undefined, activities: held.activities, pace: held.estTimePace,
    fishingHours: held.fishingHours, adults: r.payment.booking.adults, children: r.payment.booking.kids,
    date: localDate(iso, zone), startTime: localClock(iso, zone), tripHourDuration: hours, feeLateMorning: undefined,
  });
  return { trip, boat, country, held };
}

/** The slot search for the booking's own trip (same boat, type and length) on `date`, every start with its reason. */
async function sameTripStarts(app: FastifyInstance, r: BookingRecord, date: string, now: Date) {
  const lengthMs = r.hold.endTime.getTime() - r.hold.startTime.getTime();
  const search = await searchTimeSlots(app.deps.database.db, {
    boats: [{ boatId: r.payment.booking.tripSummary.boat.data._id, role: 'primary' }], startDate: date, endDate: date, tripDuration: Math.round(lengthMs / HOUR_MS),
    tripType: r.hold.tripType as never, countryId: r.hold.countryId, returnAllTimeSlots: true, includeUnavailabilityReason: true,
  }, now);
  return search.availableSlots.flatMap((d) => d.bookings);
}

const chargeable = (differenceCents: number, closedByOperator: boolean) => (closedByOperator ? Math.min(0, differenceCents) : differenceCents);

/** A start the guest may move to: free, or taken only by this booking's own time (the constraint still decides). */
const movableTo = (r: BookingRecord, slot: { startTime: string; endTime: string; reason?: string }) =>
  slot.reason === undefined || ((slot.reason === 'BOOKED' || slot.reason === 'HELD')
    && Date.parse(slot.startTime) < r.hold.endTime.getTime() && r.hold.startTime.getTime() < Date.parse(slot.endTime));

export async function changeOptionsOf(app: FastifyInstance, r: BookingRecord, date: string, now: Date): Promise<ChangeOptions> {
  const starts = await sameTripStarts(app, r, date, now);
  const lengthMs = r.hold.endTime.getTime() - r.hold.startTime.getTime();
  const paid = (await priceAt(app, r, r.hold.startTime.getTime(), r.hold.endTime.getTime())).trip.result.price;
  const free = await isClosedByOperator(app.deps.database.db, r.hold.bookingId);
  const options = await Promise.all(starts.map(async (slot) => {
    const startMs = Date.parse(slot.startTime);
    const current = startMs === r.hold.startTime.getTime();
    const available = !current && movableTo(r, slot);
    const price = available ? (await priceAt(app, r, startMs, startMs + lengthMs)).trip.result.price : paid;
    return { startTime: slot.startTime, endTime: slot.endTime, available, ...(current ? { current } : {}), priceDifferenceCents: chargeable(price - paid, free) };
  }));
  return { date, timezone: r.payment.booking.timezone, options };
}

export async function changeByGuest(app: FastifyInstance, first: BookingRecord, startTime: string, now: Date): Promise<ChangeAnswer> {
  const ref = first.booking.bookingRef;
  const oldStart = first.hold.startTime.getTime();
  const lengthMs = first.hold.endTime.getTime() - oldStart;
  const newStart = Date.parse(startTime);
  if (newStart === oldStart) throw new HttpError(400, SELF_SERVICE_ERRORS.sameTime, 'SAME_TIME');
  // The target must be a start the slot search offers this trip (taken by this booking itself is fine).
  const date = localDate(new Date(newStart).toISOString(), first.payment.booking.timezone);
  const offered = (await sameTripStarts(app, first, date, now)).find((s) => Date.parse(s.startTime) === newStart);
  if (!offered || !movableTo(first, offered)) {
    // Taken before this request looked is the same lost race as taken while it wrote: SLOT_TAKEN either way.
    const taken = offered?.reason === 'BOOKED' || offered?.reason === 'HELD';
    throw new HttpError(409, taken ? SELF_SERVICE_ERRORS.taken : SELF_SERVICE_ERRORS.notOffered, taken ? 'SLOT_TAKEN' : offered?.reason ?? 'NOT_OFFERED');
  }
  const before = await priceAt(app, first, oldStart, oldStart + lengthMs);
  const after = await priceAt(app, first, newStart, newStart + lengthMs);
  // A trip the operator closed moves for free: a dearer time costs the guest nothing more.
  const differenceCents = chargeable(after.trip.result.price - before.trip.result.price, await isClosedByOperator(app.deps.database.db, first.hold.bookingId));
  if (differenceCents > 0) throw new HttpError(409, SELF_SERVICE_ERRORS.costsMore, 'COSTS_MORE');

  return retrying(app, async (tx) => {
    const r = await lockedRecord(tx, ref, first.hold.bookingId);
    if (isCancelled(r)) throw new HttpError(409, SELF_SERVICE_ERRORS.cancelled, 'CANCELLED');
    const policy = await policyOf(tx, r, now);
    if (!policy.open) throw new HttpError(409, SELF_SERVICE_ERRORS.closed, 'SELF_SERVICE_CLOSED');
    const deltaMs = newStart - r.hold.startTime.getTime();
    const spans: BoatSpan[] = rowsOf(await tx.execute(sql`SELECT boat_id, (extract(epoch from lower(during)) * 1000)::float8 AS s, (extract(epoch from upper(during)) * 1000)::float8 AS e
      FROM boat_reservations WHERE booking_id = ${r.hold.bookingId} AND status = 'BOOKED'`))
      .map((row) => ({ boatId: String(row.boat_id), startMs: Number(row.s) + deltaMs, endMs: Number(row.e) + deltaMs }));
    await takeBoatLocks(tx, spans);
    await expireStaleHolds(tx, spans, now);
    try {
      await tx.transaction(async (sp) => {
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
    const booking = {
      ...storedBookingFor({
        country: after.country, boat: after.boat, trip: after.trip, start, end,
        contact: { firstName: old.firstName, lastName: old.lastName, email: old.email, phone: old.phone, notes: old.notes },
        adults: old.adults, kids: old.kids, regionId: after.held.regionId ?? old.tripQuery.region ?? '', pulId: after.held.pulId,
        dolId: after.held.dolId ?? undefined, activities: after.held.activities, estTimePace: after.held.estTimePace, fishingHours: after.held.fishingHours,
      }),
      // What was paid stays what was paid: the lines of the booking keep the amounts charged, moved to the new time.
      // (A free move of a closed trip keeps the lines paid.)
      tripSummary: old.tripSummary.totalPrice.price === before.trip.result.price && differenceCents === after.trip.result.price - before.trip.result.price
        ? after.trip.tripSummary : old.tripSummary,
    };
    await tx.update(payments).set({ booking, updatedAt: now }).where(eq(payments.id, r.payment.id));
    await tx.update(bookings).set({ updatedAt: now }).where(eq(bookings.bookingRef, ref));
    await tx.update(reservations).set({ startTime: start, booking, updatedAt: now }).where(eq(reservations.holdId, r.hold.bookingId));
    const changes = rowsOf(await tx.execute(sql`SELECT count(*)::int AS n FROM audit_log WHERE booking_ref = ${ref} AND action = 'changed'`))[0].n as number;
    await audit(tx, { actor: 'guest', action: 'changed', bookingRef: ref, at: now, detail: { from: old.timeSlot.startTime, to: booking.timeSlot.startTime, differenceCents } });
    let refundCents = 0;
    if (differenceCents < 0 && r.payment.provider !== 'account') {
      refundCents = Math.min(-differenceCents, refundableCents(r.payment));
      if (refundCents > 0) {
        await refundPayment(app.payments.provider, tx, {
          paymentId: r.payment.id, bookingRef: ref, amountCents: refundCents, reason: 'Changed to a time that costs less', requestKey: `change-${changes + 1}`, actor: 'guest', now,
        });
      }
    }
    const pageUrl = bookingPageUrl(app.payments.settings.publicUrl, r.payment, ref);
    await enqueueMails(tx, [bookingChangedMail(old, booking, ref, refundCents, pageUrl)], emailSettings(process.env, { now: () => now }), {
      submissionId: `booking-${ref}-changed-${changes + 1}`, now,
    });
    return { bookingRef: ref, startTime: booking.timeSlot.startTime, endTime: booking.timeSlot.endTime, priceDifferenceCents: differenceCents, refundCents };
  });
}

