// Agents' reservations under /api/v1/web (docs/agents-api.md): POST booking/reserve, GET booking/reservations ('My
// bookings'), POST booking/reservations/{id}/cancel; and the guest's payment link: GET booking/reservation-payment/{id}
// and POST booking/reservation-payment/{id}/checkout. Needs bookingSetup, authSetup and paymentSetup at the root first.
import type { FastifyInstance } from 'fastify';
import { define, object } from 'superstruct';
import { bookingReservation, reservationCheckoutRequest } from '../../domain/booking';
import { signedInPrincipal, signedInUser } from '../auth/setup';
import { access } from '../http/routeAccess';
import { deviceIdOf } from '../limits/deviceCookie';
import { HoldConflict } from '../booking/holdPlan';
import { parse } from '../http/validate';
import { linkTokenQuery } from '../http/linkTokens';
import { idempotencyKeyOf } from '../idempotency/idempotentRequest';
import { agentBookings } from './agentBookings';
import { cancelReservation } from './cancelReservation';
import { reserve } from './reserve';
import { reservationForGuest, startReservationCheckout } from './reservationCheckout';
import { startReservationLifecycle } from './reservationLifecycle';

const idParam = object({
  id: define<string>('reservationId', (v) => typeof v === 'string' && /^rsv_[A-Za-z0-9_-]{1,64}$/.test(v)),
});

export async function reservationRoutes(app: FastifyInstance): Promise<void> {
  startReservationLifecycle(app);

  app.post('/booking/reserve', access.signedIn('reserve'), async (request, reply) => {
    const signedIn = await signedInUser(request);
    const idempotencyKey = idempotencyKeyOf(request);
    const body = parse(bookingReservation, request.body, 'request');
    try {
      const answer = await reserve({ app, signedIn, idempotencyKey }, body);
      if (answer.replayed) void reply.header('Idempotent-Replayed', 'true');
      return reply.status(answer.statusCode).send(answer.body);
    } catch (error) {
      if (error instanceof HoldConflict)
        return reply
          .status(409)
          .send({ success: false, reason: error.reason, message: error.message, code: 'CONFLICT' });
      throw error;
    }
  });

  app.get('/booking/reservations', access.signedIn('reserve'), async (request, reply) => {
    const principal = await signedInPrincipal(request);
    void reply.header('Cache-Control', 'private, no-store');
    return { bookings: await agentBookings(app.deps.database.db, principal, app.bookingSettings.now()) };
  });

  app.post('/booking/reservations/:id/cancel', access.signedIn('reserve'), async (request) => {
    const principal = await signedInPrincipal(request);
    const { id } = parse(idParam, request.params, 'path');
    return cancelReservation(app, principal, id);
  });

  // The guest's payment link: the link's signed token is the access.
  app.get('/booking/reservation-payment/:id', access.device, async (request, reply) => {
    const { id } = parse(idParam, request.params, 'path');
    const { token } = parse(linkTokenQuery, request.query, 'query');
    void reply.header('Cache-Control', 'private, no-store');
    return reservationForGuest(app, id, token);
  });

  app.post('/booking/reservation-payment/:id/checkout', access.device, async (request, reply) => {
    const { id } = parse(idParam, request.params, 'path');
    const { token } = parse(reservationCheckoutRequest, request.body, 'request');
    const key = idempotencyKeyOf(request);
    const answer = await startReservationCheckout(app, id, token, await deviceIdOf(request, reply), key);
    if (answer.replayed) void reply.header('Idempotent-Replayed', 'true');
    return reply.status(answer.statusCode).send(answer.body);
  });
}
