// The guest's side of a reservation: its payment page reads it (GET booking/reservation-payment/{id}?token=) and starts
// a checkout for it (POST …/checkout). Only the emailed link's token opens it. A checkout session is made when the
// guest asks (a Stripe session lasts at most a day, a reservation up to a week); starting one ends any earlier unpaid
// one, so a reservation is paid once, and the webhook books it like any paid hold.
import { defined } from '../../domain/schema';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ReservationCheckoutAnswer, ReservationPayment } from '../../domain/booking';
import { reservationPaymentPath } from '../../domain/protocol';
import { payments } from '../db/paymentSchema';
import { reservations, type ReservationRow } from '../db/reservationSchema';
import { isLive } from '../db/liveHold';
import { HttpError } from '../http/errors';
import { linkToken, linkTokenMatches } from '../http/linkTokens';
import { answerOnce, requestHash, type Answer } from '../idempotency/idempotentRequest';
import { deviceCaller } from '../limits/deviceCookie';
import { extendHoldOnce, lockHold } from '../booking/holdStore';
import { endUnpaidSessions, newPaymentId, successPathOf } from '../payment/checkoutSessions';
import { bookingInfoOf } from '../db/paymentBooking';
import { statusAt } from './agentBookings';
import { reservationOwner } from './reservationLifecycle';

const NOT_FOUND = 'Reservation not found';
// The provider call happens after 'now': the session must still last the full minimum when it arrives.
const SESSION_MARGIN_MS = 60_000;

/** The reservation the link names, if its token is right; the same 404 as an unknown one otherwise. */
async function linkedReservation(app: FastifyInstance, id: string, token: unknown): Promise<ReservationRow> {
  const [row] = await app.deps.database.db.select().from(reservations).where(eq(reservations.id, id));
  if (!row || !linkTokenMatches(app.bookingSettings.cookieSecret, 'reservation', id, token))
    throw new HttpError(404, NOT_FOUND);
  return row;
}

export async function reservationForGuest(
  app: FastifyInstance,
  id: string,
  token: unknown,
): Promise<ReservationPayment> {
  const db = app.deps.database.db;
  const row = await linkedReservation(app, id, token);
  const owner = await reservationOwner(db, row);
  const booked = row.bookingRef
    ? (
        await db
          .select({ successPath: payments.successPath })
          .from(payments)
          .where(and(eq(payments.holdId, row.holdId), eq(payments.status, 'PAID')))
      )[0]
    : undefined;
  const {
    bookingRef: _ref,
    _id: _payment,
    updatedAt: _updated,
    ...booking
  } = bookingInfoOf(row.booking, { bookingRef: '', paymentId: '', updatedAt: row.updatedAt });
  return {
    reservationId: row.id,
    status: statusAt(row, app.bookingSettings.now()),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    amountCents: row.amountCents,
    agentName: owner.user.name || owner.agency?.name || owner.user.email,
    agencyName: owner.agency?.name ?? null,
    booking,
    confirmationPath: booked?.successPath ?? null,
  };
}

const gone = (message: string, code: string) => new HttpError(410, message, code);

/** Where a reservation checkout's Idempotency-Key is stored under its device. */
const RESERVATION_CHECKOUT_SCOPE = 'booking/reservation-checkout';

export async function startReservationCheckout(
  app: FastifyInstance,
  id: string,
  token: string,
  deviceId: string,
  key: string | undefined,
): Promise<Answer & { replayed: boolean }> {
  const found = await linkedReservation(app, id, token);
  const now = app.bookingSettings.now();
  const claim = {
    scope: RESERVATION_CHECKOUT_SCOPE,
    owner: deviceCaller(deviceId),
    key,
    requestHash: requestHash({ id, token }),
    now,
  };
  return answerOnce(app.deps.database.db, claim, async (tx) => {
    // The webhook's order: the hold, then the reservation and its payments.
    const hold = await lockHold(tx, found.holdId);
    const row = defined(
      (await tx.select().from(reservations).where(eq(reservations.id, id)).for('update'))[0],
      'the reservation',
    );
    const status = statusAt(row, now);
    if (status === 'PAID' || status === 'ON_ACCOUNT')
      throw new HttpError(409, 'This reservation is paid already.', 'ALREADY_PAID');
    if (status === 'CANCELLED')
      throw gone('This reservation was cancelled. Please contact the agent who made it.', 'RESERVATION_CANCELLED');
    if (status === 'EXPIRED' || !hold || !isLive(hold, now)) {
      throw gone(
        'This reservation has expired and its time is no longer held. Please contact the agent who made it.',
        'RESERVATION_EXPIRED',
      );
    }
    await endUnpaidSessions(
      app,
      tx,
      row.holdId,
      () => new HttpError(409, 'This reservation is being paid.', 'ALREADY_PAID'),
    );
    const { settings, provider } = app.payments;
    const sessionEnds = new Date(now.getTime() + settings.sessionMinutes * 60_000 + SESSION_MARGIN_MS);
    // A reservation ending before the session would lose its slot mid-payment: it is kept until the session ends, once.
    if (sessionEnds.getTime() < hold.startTime.getTime()) await extendHoldOnce(tx, hold, sessionEnds, now);
    const paymentId = newPaymentId();
    const successPath = successPathOf(
      paymentId,
      row.countryUrlTitle,
      linkToken(app.bookingSettings.cookieSecret, 'payment', paymentId),
    );
    const cancelPath = reservationPaymentPath(row.countryUrlTitle, id, token);
    const b = row.booking;
    const session = await provider.createSession({
      paymentId,
      amountCents: row.amountCents,
      title: `${b.tripSummary.boatPriceRateAndExtraHour.data.hours} Hour Charter: ${b.tripSummary.boat.data.name}`,
      email: b.email,
      successUrl: settings.publicUrl + successPath,
      cancelUrl: settings.publicUrl + cancelPath,
      expiresAt: sessionEnds,
    });
    await tx.insert(payments).values({
      id: paymentId,
      provider: provider.kind,
      sessionId: session.sessionId,
      holdId: row.holdId,
      deviceId,
      status: 'PENDING',
      amountCents: row.amountCents,
      countryId: row.countryId,
      countryUrlTitle: row.countryUrlTitle,
      countryCode: row.countryCode,
      booking: b,
      successPath,
      cancelPath,
      sessionExpiresAt: sessionEnds,
      checkoutUrl: session.url,
      createdAt: now,
      updatedAt: now,
    });
    const answer: ReservationCheckoutAnswer = {
      url: session.url,
      sessionId: session.sessionId,
      paymentStorageId: paymentId,
    };
    return { statusCode: 200, body: answer };
  });
}
