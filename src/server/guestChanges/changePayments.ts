// A guest's change to a dearer time: the difference is paid through the booking's own checkout (Stripe Checkout or the
// test checkout, checkoutProvider.ts) while a hold keeps the new time (holdMovedTime: the exclusion constraint decides
// a race, one winner). Only the paid event moves the booking (paymentEvents.ts calls completeChangePayment once, with
// the
// payment row locked); an abandoned payment leaves the booking as it was and its hold expires like any other. A
// payment that lands when the time was lost meanwhile is refunded whole, as a lost hold's is.
import type { FastifyInstance } from 'fastify';
import {
  MOVING_TO_PARAM,
  SELF_SERVICE_ERRORS,
  SELF_SERVICE_TEXT,
  type ChangeCheckoutAnswer,
} from '../../domain/booking';
import { holdMovedTime, lockHold, movedSpans, newHoldId, releaseSlot } from '../booking/holdStore';
import type { Tx } from '../db/client';
import type { PricingCatalogue } from '../pricing/catalogueSnapshot';
import { payments, type PaymentRow } from '../db/paymentSchema';
import { HttpError } from '../http/errors';
import { answerOnce, findStoredAnswer, requestHash, type Answer } from '../idempotency/idempotentRequest';
import { deviceOwner } from '../limits/deviceCookie';
import { bookingPageUrl, bookingRecord, isClosedByOperator, type BookingRecord } from '../payment/bookingRecords';
import { newPaymentId } from '../payment/checkoutSessions';
import {
  bookedSpans,
  chargeable,
  endUnpaidChanges,
  isCancelled,
  lockedRecord,
  movedBooking,
  moveBookingIn,
  moveTargetOf,
  pricedMove,
} from './bookingMoves';
import { openPolicy } from './guestChanges';
import { completePartyPayment } from './partyChanges';

// The provider call happens after 'now': the session must still last the full minimum when it arrives.
const SESSION_MARGIN_MS = 60_000;

/** What the change hold keeps of the booking it changes: the start it was priced against. */
interface ChangeHoldTrip {
  changesFrom: string;
}

export async function startChangeCheckout(
  app: FastifyInstance,
  first: BookingRecord,
  startTime: string,
  deviceId: string,
  key: string | undefined,
  now: Date,
): Promise<Answer & { replayed: boolean }> {
  const db = app.deps.database.db;
  const ref = first.booking.bookingRef;
  // The booking is the caller: its device and its emailed link are the same guest (a link has no device cookie yet).
  const claim = {
    scope: 'booking/change-checkout',
    owner: `booking:${ref}`,
    key,
    requestHash: requestHash({ ref, startTime }),
    now,
  };
  const stored = key === undefined ? undefined : await findStoredAnswer(db, { ...claim, key });
  if (stored) return { ...stored, replayed: true };
  // An earlier unpaid change gives its time back first: the slot search then sees the times as other guests leave them.
  await db.transaction((tx) => endUnpaidChanges(app, tx, ref, now, true));
  const target = await moveTargetOf(app, first, startTime, now);
  const differenceCents = chargeable(target.priceDifferenceCents, await isClosedByOperator(db, first.hold.bookingId));
  if (differenceCents <= 0) throw new HttpError(409, SELF_SERVICE_ERRORS.nothingToPay, 'NOTHING_TO_PAY');
  return answerOnce(db, claim, async (tx) => {
    const r = await lockedRecord(tx, ref, first.hold.bookingId);
    await openPolicy(tx, r, now);
    await endUnpaidChanges(app, tx, ref, now, true);
    const { settings, provider } = app.payments;
    const sessionEnds = new Date(now.getTime() + settings.sessionMinutes * 60_000 + SESSION_MARGIN_MS);
    const holdId = newHoldId();
    const deltaMs = target.newStart - r.hold.startTime.getTime();
    const held = await holdMovedTime(tx, {
      holdId,
      owner: deviceOwner(deviceId),
      countryId: r.hold.countryId,
      tripType: r.hold.tripType,
      startTime: new Date(target.newStart),
      endTime: new Date(target.newStart + target.lengthMs),
      spans: movedSpans(await bookedSpans(tx, r.hold.bookingId), deltaMs),
      trip: { changesFrom: r.hold.startTime.toISOString() } satisfies ChangeHoldTrip,
      expiresAt: sessionEnds,
      now,
    });
    if (!held) throw new HttpError(409, SELF_SERVICE_ERRORS.taken, 'SLOT_TAKEN');
    const booking = movedBooking(r, target, target.priceDifferenceCents);
    const paymentId = newPaymentId();
    const page = new URL(bookingPageUrl(settings.publicUrl, r.payment, ref));
    const pagePath = `${page.pathname}${page.search}`;
    // Back from paying, the page waits for the provider's notice to move the booking (it may come after the guest).
    page.searchParams.set(MOVING_TO_PARAM, new Date(target.newStart).toISOString());
    const paidPath = `${page.pathname}${page.search}`;
    const session = await provider.createSession({
      paymentId,
      amountCents: differenceCents,
      title: `${SELF_SERVICE_TEXT.paymentTitle(ref)}: ${booking.tripSummary.boat.data.name}`,
      email: booking.email,
      successUrl: settings.publicUrl + paidPath,
      cancelUrl: settings.publicUrl + pagePath,
      expiresAt: sessionEnds,
    });
    await tx.insert(payments).values({
      id: paymentId,
      provider: provider.kind,
      sessionId: session.sessionId,
      holdId,
      deviceId,
      status: 'PENDING',
      amountCents: differenceCents,
      countryId: r.payment.countryId,
      countryUrlTitle: r.payment.countryUrlTitle,
      countryCode: r.payment.countryCode,
      booking,
      successPath: paidPath,
      cancelPath: pagePath,
      sessionExpiresAt: sessionEnds,
      changesBookingRef: ref,
      createdAt: now,
      updatedAt: now,
    });
    const answer: ChangeCheckoutAnswer = {
      url: session.url,
      sessionId: session.sessionId,
      paymentStorageId: paymentId,
      amountCents: differenceCents,
    };
    return { statusCode: 200, body: answer };
  });
}

/**
 * The paid difference of `payment` (locked by the caller): moves its booking to the held time, once. False when the
 * booking can no longer move there (cancelled, moved meanwhile, or the time lost after the hold ended): refund it.
 */
export async function completeChangePayment(
  app: FastifyInstance,
  tx: Tx,
  payment: PaymentRow,
  at: Date,
  catalogue: PricingCatalogue,
): Promise<boolean> {
  if (payment.partyChange) return completePartyPayment(app, tx, payment, at, catalogue);
  const found = payment.changesBookingRef ? await bookingRecord(tx, payment.changesBookingRef) : undefined;
  if (!found) return false;
  const r = await lockedRecord(tx, found.booking.bookingRef, found.hold.bookingId);
  const hold = await lockHold(tx, payment.holdId);
  const from = (hold?.trip as ChangeHoldTrip | null)?.changesFrom;
  if (!hold || isCancelled(r) || from !== r.hold.startTime.toISOString()) {
    await releaseSlot(tx, payment.holdId, at);
    return false;
  }
  const target = await pricedMove(app, r, hold.startTime.getTime(), catalogue);
  try {
    await moveBookingIn(app, tx, r, target, {
      actor: 'guest',
      differenceCents: payment.amountCents,
      paidWith: { paymentId: payment.id, holdId: payment.holdId },
      now: at,
    });
    return true;
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode !== 409) throw error;
    await releaseSlot(tx, payment.holdId, at);
    return false;
  }
}
