// Holds: POST /booking/hold, DELETE /booking/hold/:bookingId, DELETE /booking/cancel/:id (spec 01 §7, spec 00).
// Needs bookingSetup registered at the root first (settings, cookies, the per-IP limiter).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { define, object } from 'superstruct';
import { holdRequest } from '../../domain/hold';
import { HttpError } from '../http/errors';
import { parse } from '../http/validate';
import { deviceIdOf } from './deviceCookie';
import { HoldConflict, planHold } from './holdPlan';
import { createHold, IDEMPOTENCY_SCOPE, releaseHold, storedAnswer } from './holdStore';

const bookingIdParam = object({ bookingId: define<string>('bookingId', (v) => typeof v === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(v)) });
const idParam = object({ id: bookingIdParam.schema.bookingId });

/** Printable ASCII, as the IETF draft's keys are (UUIDs in practice). */
function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^[\x21-\x7e]{1,200}$/.test(value)) {
    throw new HttpError(400, 'Invalid Idempotency-Key header: 1 to 200 printable characters', 'BAD_REQUEST');
  }
  return value;
}

function checkIpLimit(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): void {
  const waitSeconds = app.holdRequestsByIp.take(request.ip);
  if (waitSeconds > 0) {
    reply.header('retry-after', String(waitSeconds));
    throw new HttpError(429, `Too many hold requests from your network. Please try again in ${Math.ceil(waitSeconds / 60)} minute(s).`, 'RATE_LIMITED');
  }
}

export async function bookingRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.deps.database.db;

  app.post('/booking/hold', async (request, reply) => {
    checkIpLimit(app, request, reply);
    const deviceId = deviceIdOf(request, reply);
    const idempotencyKey = idempotencyKeyOf(request);
    if (idempotencyKey !== undefined) {
      const stored = await storedAnswer(db(), IDEMPOTENCY_SCOPE, idempotencyKey);
      if (stored) return reply.status(stored.statusCode).send(stored.body);
    }
    const body = parse(holdRequest, request.body, 'request');
    const settings = app.bookingSettings;
    try {
      const plan = await planHold(db(), body, settings);
      const outcome = await createHold(db(), {
        plan, deviceId, idempotencyKey, maxLiveHoldsPerDevice: settings.maxLiveHoldsPerDevice, now: settings.now(),
      });
      if (outcome.kind === 'replayed') return reply.status(outcome.statusCode).send(outcome.body);
      return outcome.answer;
    } catch (error) {
      if (error instanceof HoldConflict) {
        return reply.status(409).send({ success: false, reason: error.reason, message: error.message, code: 'CONFLICT' });
      }
      throw error;
    }
  });

  app.delete('/booking/hold/:bookingId', async (request) => {
    const { bookingId } = parse(bookingIdParam, request.params, 'path');
    const result = await releaseHold(db(), bookingId, app.bookingSettings.now());
    return { success: true, bookingId, released: result === 'RELEASED' };
  });

  // The spec's cancel call: the app checks `status === 'success'`.
  app.delete('/booking/cancel/:id', async (request) => {
    const { id } = parse(idParam, request.params, 'path');
    await releaseHold(db(), id, app.bookingSettings.now());
    return { status: 'success' };
  });
}
