// The office changes a booking's party size (issue #58), re-priced by the one pricing a guest's change uses (priceAt:
// the booking's pinned rates, its own start): the same price or less changes it at once and refunds the difference
// as a cheaper change does; more is paid first through the booking's checkout, as a dearer time is (changePayments.ts),
// and only the paid event changes the party. The payment holds no time: its hold_id is the booking's own.
import { defined } from '../../domain/schema';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  OFFICE_DESK_MESSAGES,
  type PartyChangeAnswer,
  type PartyChangeRequest,
  OPERATOR_MESSAGES,
} from '../../domain/office';
import { SELF_SERVICE_TEXT } from '../../domain/booking';
import { audit, type Actor } from '../audit/auditLog';
import type { Tx } from '../db/client';
import type { PaymentBooking } from '../db/paymentBooking';
import { bookings, payments, type PaymentRow } from '../db/paymentSchema';
import { reservations } from '../db/reservationSchema';
import { enqueueMails } from '../email/outbox';
import { emailSettings } from '../email/settings';
import { endUnpaidChanges, isCancelled, lockedRecord, priceAt, retrying } from './bookingMoves';
import { HttpError } from '../http/errors';
import { bookingChangedMail } from '../payment/bookingChangeMails';
import { bookingPageUrl, bookingRecord, type BookingRecord } from '../payment/bookingRecords';
import { newPaymentId } from '../payment/checkoutSessions';
import { storedBookingFor } from '../payment/checkoutPlan';
import { refundableCents, refundPayment } from '../payment/refunds';
import type { PricingCatalogue } from '../pricing/catalogueSnapshot';
import { rowsOf } from '../db/rows';

type Party = { adults: number; kids: number };
type Priced = Awaited<ReturnType<typeof priceAt>>;
// The provider call happens after 'now': the session must still last the full minimum when it arrives.
const SESSION_MARGIN_MS = 60_000;

const partyOf = (b: PaymentBooking): Party => ({ adults: b.adults, kids: b.kids });
const sameParty = (a: Party, b: Party) => a.adults === b.adults && a.kids === b.kids;

/** The booking's trip priced for its own party and for `to`, at its own start. */
async function pricedParty(app: FastifyInstance, r: BookingRecord, to: Party, current?: PricingCatalogue) {
  const startMs = r.hold.startTime.getTime();
  const endMs = r.hold.endTime.getTime();
  const before = await priceAt(app, r, startMs, endMs, current);
  const after = await priceAt(app, r, startMs, endMs, current, to);
  return { before, after, differenceCents: after.trip.result.price - before.trip.result.price };
}

/** The booking's stored trip with the new party, its lines the new price's. */
function repartied(r: BookingRecord, after: Priced, to: Party): PaymentBooking {
  const old = r.payment.booking;
  return {
    ...storedBookingFor({
      country: after.country,
      boat: after.boat,
      trip: after.trip,
      start: r.hold.startTime,
      end: r.hold.endTime,
      contact: {
        firstName: old.firstName,
        lastName: old.lastName,
        email: old.email,
        phone: old.phone,
        notes: old.notes,
      },
      adults: to.adults,
      kids: to.kids,
      regionId: after.held.regionId ?? old.tripQuery.region ?? '',
      pulId: after.held.pulId,
      dolId: after.held.dolId ?? undefined,
      activities: after.held.activities,
      estTimePace: after.held.estTimePace,
      fishingHours: after.held.fishingHours,
    }),
    // The slot as booked, written as it was (its offset form).
    timeSlot: old.timeSlot,
  };
}

interface ApplyOrder {
  actor: Actor;
  differenceCents: number;
  paymentId?: string;
  now: Date;
}

/**
 * Writes the new party on the locked booking `r`: its stored trip, the history, a cheaper party's refund, the guest's
 * e-mail.
 */
async function applyParty(
  app: FastifyInstance,
  tx: Tx,
  r: BookingRecord,
  booking: PaymentBooking,
  order: ApplyOrder,
): Promise<number> {
  const { now, differenceCents } = order;
  const ref = r.booking.bookingRef;
  const old = r.payment.booking;
  await tx.update(payments).set({ booking, updatedAt: now }).where(eq(payments.id, r.payment.id));
  await tx.update(bookings).set({ updatedAt: now }).where(eq(bookings.bookingRef, ref));
  await tx.update(reservations).set({ booking, updatedAt: now }).where(eq(reservations.holdId, r.hold.bookingId));
  const n =
    (defined(
      rowsOf(
        await tx.execute(
          sql`SELECT count(*)::int AS n FROM audit_log WHERE booking_ref = ${ref} AND action = 'party-changed'`,
        ),
      )[0],
      'the count of party changes',
    ).n as number) + 1;
  let refundCents = 0;
  if (differenceCents < 0 && r.payment.provider !== 'account') {
    refundCents = Math.min(-differenceCents, refundableCents(r.payment));
    if (refundCents > 0) {
      await refundPayment(app.payments.provider, tx, {
        paymentId: r.payment.id,
        bookingRef: ref,
        amountCents: refundCents,
        reason: 'A smaller party costs less',
        requestKey: `party-${n}`,
        actor: order.actor,
        now,
      });
    }
  }
  await audit(tx, {
    actor: order.actor,
    action: 'party-changed',
    bookingRef: ref,
    at: now,
    detail: {
      from: partyOf(old),
      to: partyOf(booking),
      differenceCents,
      refundCents,
      ...(order.paymentId ? { paymentId: order.paymentId } : {}),
    },
  });
  const pageUrl = bookingPageUrl(app.payments.settings.publicUrl, r.payment, ref);
  await enqueueMails(
    tx,
    [bookingChangedMail(old, booking, ref, { refundCents, paidCents: order.paymentId ? differenceCents : 0 }, pageUrl)],
    emailSettings(process.env, { now: () => now }),
    {
      submissionId: `booking-${ref}-party-${n}`,
      now,
    },
  );
  return refundCents;
}

/** The office's change of the party: at once when it costs no more, else a checkout of the difference. */
export async function changePartyByOffice(
  app: FastifyInstance,
  bookingRef: string,
  to: PartyChangeRequest,
  actor: Actor,
  now: Date,
): Promise<PartyChangeAnswer> {
  const db = app.deps.database.db;
  const first = await bookingRecord(db, bookingRef);
  if (!first) throw new HttpError(404, OPERATOR_MESSAGES.bookingNotFound);
  if (isCancelled(first)) throw new HttpError(409, OFFICE_DESK_MESSAGES.cancelled, 'CANCELLED');
  if (first.hold.ownerKind === 'partner')
    throw new HttpError(409, OFFICE_DESK_MESSAGES.throughReseller, 'THROUGH_RESELLER');
  const from = partyOf(first.payment.booking);
  if (sameParty(from, to)) throw new HttpError(400, OFFICE_DESK_MESSAGES.sameParty, 'SAME_PARTY');
  // The pricing refuses what it always refuses (no adult, more than the boat takes) in its own words.
  const { after, differenceCents } = await pricedParty(app, first, to);
  const answer = (
    outcome: PartyChangeAnswer['outcome'],
    extra: Partial<PartyChangeAnswer> = {},
  ): PartyChangeAnswer => ({
    bookingRef,
    outcome,
    adults: to.adults,
    kids: to.kids,
    priceDifferenceCents: differenceCents,
    refundCents: 0,
    url: null,
    amountCents: 0,
    ...extra,
  });
  const locked = async (tx: Tx) => {
    const r = await lockedRecord(tx, bookingRef, first.hold.bookingId);
    if (isCancelled(r)) throw new HttpError(409, OFFICE_DESK_MESSAGES.cancelled, 'CANCELLED');
    if (!sameParty(partyOf(r.payment.booking), from))
      throw new HttpError(409, OPERATOR_MESSAGES.bookingChanged, 'BOOKING_CHANGED');
    return r;
  };
  if (differenceCents <= 0) {
    return retrying(app, async (tx) => {
      const r = await locked(tx);
      const refundCents = await applyParty(app, tx, r, repartied(r, after, to), { actor, differenceCents, now });
      return answer('changed', { refundCents });
    });
  }
  if (first.payment.provider === 'account')
    throw new HttpError(409, OFFICE_DESK_MESSAGES.onAccountDearer, 'ON_ACCOUNT');
  await db.transaction((tx) => endUnpaidChanges(app, tx, bookingRef, now, true));
  return retrying(app, async (tx) => {
    const r = await locked(tx);
    await endUnpaidChanges(app, tx, bookingRef, now, true);
    const { settings, provider } = app.payments;
    const sessionEnds = new Date(now.getTime() + settings.sessionMinutes * 60_000 + SESSION_MARGIN_MS);
    const booking = repartied(r, after, to);
    const paymentId = newPaymentId();
    const page = new URL(bookingPageUrl(settings.publicUrl, r.payment, bookingRef));
    const pagePath = `${page.pathname}${page.search}`;
    const session = await provider.createSession({
      paymentId,
      amountCents: differenceCents,
      title: `${SELF_SERVICE_TEXT.paymentTitle(bookingRef)}: ${booking.tripSummary.boat.data.name}`,
      email: booking.email,
      successUrl: settings.publicUrl + pagePath,
      cancelUrl: settings.publicUrl + pagePath,
      expiresAt: sessionEnds,
    });
    await tx.insert(payments).values({
      id: paymentId,
      provider: provider.kind,
      sessionId: session.sessionId,
      holdId: r.hold.bookingId,
      deviceId: r.payment.deviceId,
      status: 'PENDING',
      amountCents: differenceCents,
      countryId: r.payment.countryId,
      countryUrlTitle: r.payment.countryUrlTitle,
      countryCode: r.payment.countryCode,
      booking,
      successPath: pagePath,
      cancelPath: pagePath,
      sessionExpiresAt: sessionEnds,
      checkoutUrl: session.url,
      changesBookingRef: bookingRef,
      partyChange: { from, to: { adults: to.adults, kids: to.kids }, actor },
      createdAt: now,
      updatedAt: now,
    });
    await audit(tx, {
      actor,
      action: 'party-change-asked',
      bookingRef,
      at: now,
      detail: { from, to: partyOf(booking), differenceCents, paymentId },
    });
    return answer('pay', { url: session.url, amountCents: differenceCents });
  });
}

/**
 * The paid difference of a party change (`payment` locked by the caller): changes the party, once. False when the
 * booking is cancelled or its party changed meanwhile: the payment is then refunded whole.
 */
export async function completePartyPayment(
  app: FastifyInstance,
  tx: Tx,
  payment: PaymentRow,
  at: Date,
  catalogue: PricingCatalogue,
): Promise<boolean> {
  const order = payment.partyChange;
  const found = payment.changesBookingRef ? await bookingRecord(tx, payment.changesBookingRef) : undefined;
  if (!order || !found) return false;
  const r = await lockedRecord(tx, found.booking.bookingRef, found.hold.bookingId);
  if (isCancelled(r) || !sameParty(partyOf(r.payment.booking), order.from)) return false;
  const { after } = await pricedParty(app, r, order.to, catalogue);
  await applyParty(app, tx, r, repartied(r, after, order.to), {
    actor: order.actor as Actor,
    differenceCents: payment.amountCents,
    paymentId: payment.id,
    now: at,
  });
  return true;
}
