// Starting and abandoning a checkout: the hold checked and extended once, the payment row stored with the
// provider's session in one transaction; an unpaid session expired and its payment deleted, once.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import type { FastifyInstance } from 'fastify';
import type {
  CheckoutSessionRequest,
  HoldPaymentAnswer,
  PaymentStatusAnswer,
  CheckoutSessionResponse,
} from '../../domain/booking';
import { toTripQueryEntries } from '../../domain/trip';
import { deviceCaller, deviceOwner } from '../limits/deviceCookie';
import { checkoutExtension, extendHoldOnce, lockHold } from '../booking/holdStore';
import { bookings, payments, type PaymentRow } from '../db/paymentSchema';
import { isHeldBy, isLive, readHold } from '../db/liveHold';
import { HttpError } from '../http/errors';
import { answerOnce, requestHash, type Answer } from '../idempotency/idempotentRequest';
import { checkHold, checkRequest, planCheckout } from './checkoutPlan';
import { linkToken, linkTokenMatches } from '../http/linkTokens';

export const newPaymentId = () => `pay_${randomBytes(15).toString('base64url')}`;
const PAYMENT_NOT_FOUND = 'Payment not found';
// The provider call happens after 'now': the session must still last the full minimum when it arrives.
const SESSION_MARGIN_MS = 60_000;

/** The booking-confirmed page of a payment, signed for any device (the confirmation email links to it). */
export const successPathOf = (paymentId: string, countryUrl: string, token: string) =>
  `/${encodeURIComponent(countryUrl)}/booking-confirmed?payment=${encodeURIComponent(paymentId)}&token=${token}`;

function returnPaths(
  paymentId: string,
  countryUrl: string,
  token: string,
  tripQuery: PaymentRow['booking']['tripQuery'],
) {
  const country = encodeURIComponent(countryUrl);
  const trip = new URLSearchParams(toTripQueryEntries({ ...tripQuery, backFromStripe: paymentId }));
  return {
    successPath: successPathOf(paymentId, countryUrl, token),
    cancelPath: `/${country}/trip-builder?${trip.toString()}`,
  };
}

/** Where a checkout's Idempotency-Key is stored under its device. */
const CHECKOUT_SCOPE = 'payment/create-checkout-session';

export async function startCheckout(
  app: FastifyInstance,
  body: CheckoutSessionRequest,
  deviceId: string,
  key: string | undefined,
): Promise<Answer & { replayed: boolean }> {
  const db = app.deps.database.db;
  const { settings, provider } = app.payments;
  checkRequest(body);
  const catalogue = await app.payments.catalogue.current();
  const now = app.bookingSettings.now();
  const claim = { scope: CHECKOUT_SCOPE, owner: deviceCaller(deviceId), key, requestHash: requestHash(body), now };
  return answerOnce(db, claim, async (tx) => {
    const hold = checkHold(await lockHold(tx, body.bookingId), body, deviceId, now);
    const plan = planCheckout(catalogue, body, hold);
    // One open session per hold (the hold's row lock orders concurrent starts): the same trip gets the same session,
    // so a double click or ten tabs are one payment; another trip or contact ends the old session first.
    const open = await openSessionOf(tx, hold.holdId, now);
    if (
      open?.checkoutUrl &&
      open.amountCents === plan.amountCents &&
      requestHash(open.booking) === requestHash(plan.booking)
    ) {
      const again: CheckoutSessionResponse = {
        sessionId: open.sessionId,
        url: open.checkoutUrl,
        paymentStorageId: open.id,
        amountCents: open.amountCents,
      };
      return { statusCode: 200, body: again };
    }
    await endUnpaidSessions(
      app,
      tx,
      hold.holdId,
      () => new HttpError(409, 'This trip is being paid for already.', 'PAYMENT_COMPLETE'),
    );
    const sessionEnds = new Date(now.getTime() + settings.sessionMinutes * 60_000 + SESSION_MARGIN_MS);
    await extendHoldOnce(
      tx,
      hold,
      checkoutExtension(hold, sessionEnds, now, app.bookingSettings.pressuredHoldMinutes),
      now,
    );
    const paymentId = newPaymentId();
    const paths = returnPaths(
      paymentId,
      plan.country.urlTitle,
      linkToken(app.bookingSettings.cookieSecret, 'payment', paymentId),
      plan.booking.tripQuery,
    );
    // Inside the transaction: if the provider fails, the hold keeps its old expiry and nothing is stored.
    const session = await provider.createSession({
      paymentId,
      amountCents: plan.amountCents,
      title: plan.title,
      email: plan.booking.email,
      successUrl: settings.publicUrl + paths.successPath,
      cancelUrl: settings.publicUrl + paths.cancelPath,
      expiresAt: sessionEnds,
    });
    await tx.insert(payments).values({
      id: paymentId,
      provider: provider.kind,
      sessionId: session.sessionId,
      holdId: hold.holdId,
      deviceId,
      status: 'PENDING',
      amountCents: plan.amountCents,
      countryId: plan.country._id,
      countryUrlTitle: plan.country.urlTitle,
      countryCode: plan.country.code,
      booking: plan.booking,
      ...paths,
      sessionExpiresAt: sessionEnds,
      checkoutUrl: session.url,
      createdAt: now,
      updatedAt: now,
    });
    const answer: CheckoutSessionResponse = {
      sessionId: session.sessionId,
      url: session.url,
      paymentStorageId: paymentId,
      amountCents: plan.amountCents,
    };
    return { statusCode: 200, body: answer };
  });
}

/** The hold's unpaid session that can still be paid, if any (locked: the caller answers it or ends it). */
async function openSessionOf(tx: Tx, holdId: string, now: Date): Promise<PaymentRow | undefined> {
  const open = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.holdId, holdId), eq(payments.status, 'PENDING'), gt(payments.sessionExpiresAt, now)))
    .for('update');
  return open.length === 1 ? open[0] : undefined;
}

/**
 * Ends every unpaid checkout session of a hold (a new one replaces it; a cancelled trip must not be paid). One the
 * provider says was completed meanwhile is being paid: `refusal`.
 */
export async function endUnpaidSessions(
  app: FastifyInstance,
  tx: Tx,
  holdId: string,
  refusal: () => HttpError,
): Promise<void> {
  const open = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.holdId, holdId), eq(payments.status, 'PENDING')))
    .for('update');
  for (const payment of open) {
    if (!(await app.payments.provider.expireSession(payment.sessionId))) throw refusal();
    await tx.delete(payments).where(eq(payments.id, payment.id));
  }
}

export async function deleteCheckout(
  app: FastifyInstance,
  paymentId: string,
  deviceId: string | undefined,
): Promise<void> {
  const { provider } = app.payments;
  await app.deps.database.db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!payment || payment.deviceId !== deviceId) throw new HttpError(404, PAYMENT_NOT_FOUND);
    if (payment.status !== 'PENDING' && payment.status !== 'EXPIRED') {
      throw new HttpError(409, 'This payment is complete and cannot be cancelled.', 'PAYMENT_COMPLETE');
    }
    // The row stays locked meanwhile: a completion event for this session waits, then finds no payment.
    if (!(await provider.expireSession(payment.sessionId))) {
      throw new HttpError(409, 'This payment is complete and cannot be cancelled.', 'PAYMENT_COMPLETE');
    }
    await tx.delete(payments).where(eq(payments.id, paymentId));
  });
}

/** The payment, for the device that created it or the holder of its signed token; 404 for anyone else. */
export async function readablePayment(
  app: FastifyInstance,
  paymentId: string,
  deviceId: string | undefined,
  token: unknown,
): Promise<PaymentRow> {
  const [payment] = await app.deps.database.db.select().from(payments).where(eq(payments.id, paymentId));
  const allowed =
    payment &&
    (payment.deviceId === deviceId || linkTokenMatches(app.bookingSettings.cookieSecret, 'payment', paymentId, token));
  if (!allowed) throw new HttpError(404, PAYMENT_NOT_FOUND);
  return payment;
}

export async function paymentStatus(app: FastifyInstance, payment: PaymentRow): Promise<PaymentStatusAnswer> {
  if (payment.status === 'PAID' || payment.status === 'REFUNDED') {
    // A booking refunded later (cancelled, or the office's refund) stays a booking: its page shows it.
    const [booking] = await app.deps.database.db
      .select({ ref: bookings.bookingRef })
      .from(bookings)
      .where(eq(bookings.paymentId, payment.id));
    if (booking || payment.status === 'PAID') return { status: 'PAID', bookingRef: booking?.ref ?? null };
  }
  if (payment.status === 'REFUNDED') return { status: 'REFUNDED', bookingRef: null };
  const expired =
    payment.status === 'EXPIRED' ||
    (payment.status === 'PENDING' && payment.sessionExpiresAt <= app.bookingSettings.now());
  return { status: expired ? 'EXPIRED' : 'PENDING', bookingRef: null };
}

/**
 * What became of a hold its device started paying for: held (until when), booked or ended, and the payment that counts
 * (a paid or refunded one before any other, else the latest) with its signed confirmation page. Only the device that
 * holds it may ask; for anyone else the hold does not exist (404), as for a release.
 */
export async function holdPayment(
  app: FastifyInstance,
  holdId: string,
  deviceId: string | undefined,
): Promise<HoldPaymentAnswer> {
  const db = app.deps.database.db;
  const now = app.bookingSettings.now();
  const hold = await readHold(db, holdId);
  if (!hold || deviceId === undefined || !isHeldBy(hold, deviceOwner(deviceId)))
    throw new HttpError(404, 'Booking not found');
  const [payment] = await db
    .select()
    .from(payments)
    .where(eq(payments.holdId, holdId))
    .orderBy(sql`(${payments.status} IN ('PAID', 'REFUNDING', 'REFUNDED')) DESC`, desc(payments.createdAt))
    .limit(1);
  const held = isLive(hold, now);
  const status = payment ? await paymentStatus(app, payment) : null;
  return {
    hold: hold.status === 'BOOKED' ? 'BOOKED' : held ? 'HELD' : 'ENDED',
    expiresAt: held ? hold.expiresAt!.toISOString() : null,
    serverNow: now.toISOString(),
    payment:
      payment && status ? { paymentStorageId: payment.id, ...status, confirmationPath: payment.successPath } : null,
  };
}
