// A guest's own cancel and change under /api/v1/web (docs/operator-api.md): GET booking/confirmed/{ref}/self-service,
// GET …/change-options?date=, POST booking/confirmed/{ref}/cancel, …/change and …/change-checkout (a dearer time). Only
// the booking device, or the signed link (`?token=`) of its emails. Needs bookingSetup and paymentSetup at the root
// first.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { object } from 'superstruct';
import { bookingRef as bookingRefField, changeOptionsQuery, changeRequest } from '../../domain/booking';
import { linkTokenQuery } from '../http/linkTokens';
import { parse } from '../http/validate';
import { bookerOnly, bookingRecord } from '../payment/bookingRecords';
import { idempotencyKeyOf } from '../idempotency/idempotentRequest';
import { deviceIdOf } from '../limits/deviceCookie';
import { completeChangePayment, startChangeCheckout } from './changePayments';
import { cancelByGuest, changeByGuest, changeOptionsOf, selfServiceOf } from './guestChanges';
import { access } from '../http/routeAccess';

const refParams = object({ bookingRef: bookingRefField });
/** The signed link's `token` sits beside a route's own query fields: each is read alone. */
const queryOf = (request: FastifyRequest) => (request.query ?? {}) as Record<string, unknown>;

export async function guestChangeRoutes(app: FastifyInstance): Promise<void> {
  const db = app.deps.database.db;
  const now = () => app.bookingSettings.now();
  app.payments.changePaid = (tx, payment, at, catalogue) => completeChangePayment(app, tx, payment, at, catalogue);

  const guestsBooking = async (request: FastifyRequest) => {
    const { bookingRef } = parse(refParams, request.params, 'path');
    const { token } = parse(linkTokenQuery, { token: queryOf(request).token }, 'query');
    return bookerOnly(app.bookingSettings.cookieSecret, await bookingRecord(db, bookingRef), request, token);
  };

  app.get('/booking/confirmed/:bookingRef/self-service', access.device, async (request, reply) => {
    const record = await guestsBooking(request);
    void reply.header('Cache-Control', 'private, no-store');
    return selfServiceOf(app, record, now());
  });

  app.get('/booking/confirmed/:bookingRef/change-options', access.device, async (request, reply) => {
    const record = await guestsBooking(request);
    const { date } = parse(changeOptionsQuery, { date: queryOf(request).date }, 'query');
    void reply.header('Cache-Control', 'private, no-store');
    return changeOptionsOf(app, record, date, now());
  });

  // Cancelling twice answers the first cancel: it is idempotent without a key.
  app.post('/booking/confirmed/:bookingRef/cancel', access.device, async (request) =>
    cancelByGuest(app, await guestsBooking(request), now()),
  );

  // The difference of a dearer time, paid through the checkout; the booking moves when the payment event arrives.
  app.post('/booking/confirmed/:bookingRef/change-checkout', access.device, async (request, reply) => {
    const record = await guestsBooking(request);
    const { startTime } = parse(changeRequest, request.body, 'request');
    const key = idempotencyKeyOf(request);
    // This key is stored under the booking, not the device.
    const answer = await startChangeCheckout(app, record, startTime, await deviceIdOf(request, reply), key, now());
    if (answer.replayed) void reply.header('Idempotent-Replayed', 'true');
    return reply.status(answer.statusCode).send(answer.body);
  });

  app.post('/booking/confirmed/:bookingRef/change', access.device, async (request) => {
    const record = await guestsBooking(request);
    const { startTime } = parse(changeRequest, request.body, 'request');
    return changeByGuest(app, record, startTime, now());
  });
}
