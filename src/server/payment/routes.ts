// Payments under /api/v1/payment (docs/payment-api.md): create-checkout-session, delete-checkout-session/{id},
// status/{id}, hold/{bookingId} and the provider's webhook. Needs bookingSetup and paymentSetup registered at the root
// first.
import type { FastifyInstance } from 'fastify';
import { define, object } from 'superstruct';
import { checkoutSessionRequest } from '../../domain/booking';
import { HttpError } from '../http/errors';
import { parse } from '../http/validate';
import { idempotencyKeyOf } from '../idempotency/idempotentRequest';
import { deleteCheckout, holdPayment, paymentStatus, readablePayment, startCheckout } from './checkoutSessions';
import { deviceIdOf, existingDeviceId } from '../limits/deviceCookie';
import { parseEvent, paymentEventHandler } from './paymentEvents';
import { hasValidSignature } from './webhookSignature';
import { linkTokenQuery } from '../http/linkTokens';
import { access } from '../http/routeAccess';
import { holdIdParam } from '../booking/routes';

const paymentIdParam = object({
  paymentStorageId: define<string>('paymentStorageId', (v) => typeof v === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(v)),
});

export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  app.post('/create-checkout-session', access.device, async (request, reply) => {
    const key = idempotencyKeyOf(request);
    const body = parse(checkoutSessionRequest, request.body, 'request');
    // Its answer is a payment link: never handed to another name on the network (no key sharing).
    const deviceId = await deviceIdOf(request, reply);
    const answer = await startCheckout(app, body, deviceId, key);
    if (answer.replayed) void reply.header('Idempotent-Replayed', 'true');
    return reply.status(answer.statusCode).send(answer.body);
  });

  app.delete('/delete-checkout-session/:paymentStorageId', access.device, async (request) => {
    const { paymentStorageId } = parse(paymentIdParam, request.params, 'path');
    await deleteCheckout(app, paymentStorageId, existingDeviceId(request));
    return { status: 'success' };
  });

  app.get('/status/:paymentStorageId', access.device, async (request, reply) => {
    const { paymentStorageId } = parse(paymentIdParam, request.params, 'path');
    const { token } = parse(linkTokenQuery, request.query, 'query');
    const payment = await readablePayment(app, paymentStorageId, existingDeviceId(request), token);
    void reply.header('Cache-Control', 'no-store');
    return paymentStatus(app, payment);
  });

  // What became of a hold this device started paying for: the app asks before it shows that hold's timer again.
  app.get('/hold/:bookingId', access.device, async (request, reply) => {
    const { bookingId: holdId } = parse(holdIdParam, request.params, 'path');
    void reply.header('Cache-Control', 'no-store');
    return holdPayment(app, holdId, existingDeviceId(request));
  });

  // The signature covers the exact bytes sent: this route alone reads its body raw.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    const handle = paymentEventHandler(app);
    webhook.post('/webhook', access.public, async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      const { webhookSecret, signatureToleranceSeconds } = app.payments.settings;
      if (
        !hasValidSignature(
          webhookSecret,
          raw,
          typeof signature === 'string' ? signature : undefined,
          app.bookingSettings.now(),
          signatureToleranceSeconds,
        )
      ) {
        throw new HttpError(400, 'Invalid webhook signature', 'BAD_SIGNATURE');
      }
      try {
        return await handle(parseEvent(raw));
      } catch (error) {
        if (error instanceof HttpError) throw error;
        request.log.error({ err: error }, 'payment event not handled');
        // The provider sends the event again later; the refund or booking is retried then.
        throw new HttpError(503, 'The event could not be handled now; send it again later.', 'RETRY_LATER');
      }
    });
  });
}
