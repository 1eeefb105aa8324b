// Reads of a confirmed booking under /api/v1/web: booking/confirmed/{ref} (the booking device, or the signed link
// of the confirmation email), booking/find {bookingRef, email}, and the confirmation page's two email calls (the same
// two).
import { defined } from '../../domain/schema';
import { eq, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { object } from 'superstruct';
import {
  findBookingRequest,
  resendConfirmation,
  type BookingInfo,
  bookingRef as bookingRefField,
} from '../../domain/booking';
import { bookingFeedback } from '../../domain/inquiry';
import { BOOKING_NOT_FOUND } from '../../domain/texts';
import { bookings, payments, type BookingRow, type PaymentRow } from '../db/paymentSchema';
import { enqueueMails, type MailSender } from '../email/outbox';
import { addressKeyOf } from '../limits/clientAddress';
import { countLookup } from '../limits/lookupLimits';
import { emailSettings } from '../email/settings';
import { HttpError } from '../http/errors';
import { parse } from '../http/validate';
import { answerOnce, idempotencyKeyOf, requestHash } from '../idempotency/idempotentRequest';
import { bookingExperienceMail, confirmationInvite, confirmationMail } from './bookingMails';
import { deviceCaller } from '../limits/deviceCookie';
import { linkTokenQuery } from '../http/linkTokens';
import { bookerOnly as bookerOnlyOf } from './bookingRecords';
import { bookingInfoOf } from '../db/paymentBooking';
import { access } from '../http/routeAccess';

const refParams = object({ bookingRef: bookingRefField });

type Paid = { booking: BookingRow; payment: PaymentRow };

async function paidBooking(app: FastifyInstance, where: ReturnType<typeof eq>): Promise<Paid | undefined> {
  const [row] = await app.deps.database.db
    .select({ booking: bookings, payment: payments })
    .from(bookings)
    .innerJoin(payments, eq(payments.id, bookings.paymentId))
    .where(where);
  return row;
}

/** The booking as its page shows it; a cancelled one says so, with all that was refunded (difference payments too). */
async function infoOf(app: FastifyInstance, { booking, payment }: Paid): Promise<BookingInfo> {
  const paid = { bookingRef: booking.bookingRef, paymentId: payment.id, updatedAt: booking.updatedAt };
  if (!booking.cancelledAt) return bookingInfoOf(payment.booking, paid);
  const refunded = defined(
    (
      await app.deps.database.db
        .select({ cents: sql<number>`coalesce(sum(${payments.refundedCents}), 0)::int` })
        .from(payments)
        .where(or(eq(payments.id, payment.id), eq(payments.changesBookingRef, booking.bookingRef)))
    )[0],
    'the refunded total',
  );
  return bookingInfoOf(payment.booking, {
    ...paid,
    cancelled: { at: booking.cancelledAt, refundedCents: Number(refunded.cents) },
  });
}

export async function confirmedBookingRoutes(app: FastifyInstance): Promise<void> {
  const db = app.deps.database.db;
  const now = () => app.bookingSettings.now();
  const mailSettings = () => emailSettings(process.env, { now });

  /** The booking device (only it may ask for these mails) and its network, for the mail limits. */
  const senderOf = (request: FastifyRequest, paid: Paid): MailSender => ({
    deviceId: paid.booking.deviceId,
    addressKey: addressKeyOf(request, app.bookingSettings.cookieSecret),
  });

  const bookerOnly = (paid: Paid | undefined, request: FastifyRequest, token?: unknown): Paid =>
    bookerOnlyOf(app.bookingSettings.cookieSecret, paid, request, token);

  app.get('/booking/confirmed/:bookingRef', access.device, async (request, reply) => {
    const { bookingRef } = parse(refParams, request.params, 'path');
    const { token } = parse(linkTokenQuery, request.query, 'query');
    await countLookup(request);
    const paid = bookerOnly(await paidBooking(app, eq(bookings.bookingRef, bookingRef)), request, token);
    void reply.header('Cache-Control', 'private, no-store');
    return infoOf(app, paid);
  });

  // Whoever knows both the reference and the guest's address (rate limited per network).
  app.post('/booking/find', access.public, async (request, reply) => {
    const { bookingRef, email } = parse(findBookingRequest, request.body, 'request');
    await countLookup(request);
    const paid = await paidBooking(app, eq(bookings.bookingRef, bookingRef));
    if (!paid || paid.booking.email.trim().toLowerCase() !== email.trim().toLowerCase())
      throw new HttpError(404, BOOKING_NOT_FOUND);
    void reply.header('Cache-Control', 'private, no-store');
    return infoOf(app, paid);
  });

  app.post('/email/booking-confirmed', access.device, async (request, reply) => {
    const body = parse(resendConfirmation, request.body, 'request');
    const { token } = parse(linkTokenQuery, request.query, 'query');
    const key = idempotencyKeyOf(request);
    const paid = bookerOnly(await paidBooking(app, eq(bookings.paymentId, body.paymentId)), request, token);
    if (Date.parse(body.paymantDate) !== paid.booking.updatedAt.getTime())
      throw new HttpError(404, 'Booking not found');
    const at = now();
    const claim = {
      scope: 'email/booking-confirmed',
      owner: deviceCaller(paid.booking.deviceId),
      key,
      requestHash: requestHash(body),
      now: at,
    };
    const answer = await answerOnce(db, claim, async (tx) => {
      const { settings } = app.payments;
      const trip = {
        bookingRef: paid.booking.bookingRef,
        booking: paid.payment.booking,
        pageUrl: settings.publicUrl + paid.payment.successPath,
      };
      // Counted against the guest's daily limit: a button press is not a way to flood an inbox.
      await enqueueMails(tx, [confirmationMail(trip, 'guest')], mailSettings(), {
        submissionId: `booking-${trip.bookingRef}-again-${at.getTime()}`,
        attachments: [confirmationInvite(trip, at)],
        sender: senderOf(request, paid),
        now: at,
      });
      return { statusCode: 201, body: { status: 'success' } };
    });
    if (answer.replayed) void reply.header('Idempotent-Replayed', 'true');
    return reply.status(answer.statusCode).send(answer.body);
  });

  app.post('/email/booking-experience', access.device, async (request, reply) => {
    const body = parse(bookingFeedback, request.body, 'request');
    const { token } = parse(linkTokenQuery, request.query, 'query');
    const key = idempotencyKeyOf(request);
    const paid = bookerOnly(await paidBooking(app, eq(bookings.bookingRef, body.bookingRef)), request, token);
    const at = now();
    const claim = {
      scope: 'email/booking-experience',
      owner: deviceCaller(paid.booking.deviceId),
      key,
      requestHash: requestHash(body),
      now: at,
    };
    const answer = await answerOnce(db, claim, async (tx) => {
      await enqueueMails(
        tx,
        [bookingExperienceMail(body.bookingRef, paid.payment.booking, body.message.trim())],
        mailSettings(),
        {
          submissionId: `feedback-${body.bookingRef}-${at.getTime()}`,
          sender: senderOf(request, paid),
          now: at,
        },
      );
      return { statusCode: 201, body: { status: 'success' } };
    });
    if (answer.replayed) void reply.header('Idempotent-Replayed', 'true');
    return reply.status(answer.statusCode).send(answer.body);
  });
}
