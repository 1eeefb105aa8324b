// Holds: POST /booking/hold, DELETE /booking/hold/:bookingId, DELETE /booking/cancel/:id (docs/availability-api.md).
// Needs bookingSetup registered at the root first (settings, cookies, the background sweep).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { define, object } from 'superstruct';
import { ID_MAX_LENGTH } from '../../domain/schema';
import { holdRequest } from '../../domain/booking';
import { HOLD_PROOF_HEADER } from '../../domain/protocol';
import { verifyCaptchaToken } from '../captcha/altchaChallenges';
import { lazyCaptchaKeys } from '../captcha/captchaSecret';
import { captchaSettings } from '../captcha/settings';
import { parse } from '../http/validate';
import { ownerKey } from '../db/bookingSchema';
import { findStoredAnswer, idempotencyKeyOf, requestHash } from '../idempotency/idempotentRequest';
import { addressKeyOf } from '../limits/clientAddress';
import { takeOrRefuse } from '../limits/rateCounters';
import { deviceIdOf, deviceOwner, existingDeviceId } from '../limits/deviceCookie';
import { addressAllowance, fleetHours } from '../captcha/holdProofCost';
import { HoldConflict, planHold } from './holdPlan';
import { createHold, HOLD_REQUESTS_REFUSAL, IDEMPOTENCY_SCOPE, releaseHold } from './holdStore';
import { access } from '../http/routeAccess';

// Named after the wire's `bookingId`: that name is in the answer to a bad id.
const holdIdText = define<string>(
  'bookingId',
  (v) => typeof v === 'string' && v.length <= ID_MAX_LENGTH && /^[A-Za-z0-9_-]+$/.test(v),
);
/** A hold's id in a path (`:bookingId`). */
export const holdIdParam = object({ bookingId: holdIdText });
const idParam = object({ id: holdIdText });

/** The solved hold challenge a client sends after a 428, if any. */
const proofHeader = (request: FastifyRequest) => {
  const value = request.headers[HOLD_PROOF_HEADER.toLowerCase()];
  return typeof value === 'string' && value.length <= 4000 ? value : undefined;
};

export async function bookingRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.deps.database.db;
  const captchaKeys = lazyCaptchaKeys(app.deps.database.db, captchaSettings().hmacKey);

  app.post('/booking/hold', access.device, async (request, reply) => {
    const settings = app.bookingSettings;
    const now = settings.now();
    const addressKey = addressKeyOf(request, settings.cookieSecret);
    // Counted once per request: by place_hold for the requests that reach it, here for those refused before.
    const requests = {
      bucket: `hold-requests:${addressKey}`,
      limit: settings.holdRequestsPerIp,
      windowMs: settings.ipWindowMs,
    };
    const key = idempotencyKeyOf(request);
    const owner = deviceOwner(await deviceIdOf(request, reply, key, IDEMPOTENCY_SCOPE));
    const idempotency = key === undefined ? undefined : { key, requestHash: requestHash(request.body) };
    // A repeat gets the first answer before anything is planned again (its slot may have started meanwhile).
    const first =
      idempotency &&
      (await findStoredAnswer(db(), { scope: IDEMPOTENCY_SCOPE, owner: ownerKey(owner), ...idempotency }));
    if (first) return reply.header('Idempotent-Replayed', 'true').status(first.statusCode).send(first.body);
    try {
      let plan, proof;
      try {
        const body = parse(holdRequest, request.body, 'request');
        const token = proofHeader(request);
        proof = token === undefined ? undefined : await verifyCaptchaToken(token, await captchaKeys(), 'hold');
        plan = await planHold(db(), body, settings);
      } catch (error) {
        await takeOrRefuse(db(), requests, now, HOLD_REQUESTS_REFUSAL);
        throw error;
      }
      const hours = (plan.slot.endMs - plan.slot.startMs) / 3_600_000;
      const fleet = await fleetHours(db(), now);
      // A hold that needed a proof comes from a network over its free share: it lasts less (issue #52).
      const lasting = proof
        ? { ...plan, holdMinutes: Math.min(plan.holdMinutes, settings.pressuredHoldMinutes) }
        : plan;
      const outcome = await createHold(db(), {
        requests,
        plan: lasting,
        owner,
        maxLiveHoldsPerDevice: settings.maxLiveHoldsPerDevice,
        now,
        address: { key: addressKey, allowance: addressAllowance(settings, fleet, hours, proof?.cost) },
        proof,
        idempotency,
      });
      if (outcome.kind === 'replayed')
        return reply.header('Idempotent-Replayed', 'true').status(outcome.statusCode).send(outcome.body);
      return outcome.answer;
    } catch (error) {
      if (error instanceof HoldConflict) {
        return reply
          .status(409)
          .send({ success: false, reason: error.reason, message: error.message, code: 'CONFLICT' });
      }
      throw error;
    }
  });

  /** Only the device holding it releases a hold; for anyone else it does not exist (404). */
  const release = async (request: FastifyRequest, holdId: string) => {
    const deviceId = existingDeviceId(request);
    const owner = deviceId === undefined ? undefined : deviceOwner(deviceId);
    return releaseHold(db(), holdId, owner, app.bookingSettings.now());
  };

  app.delete('/booking/hold/:bookingId', access.device, async (request) => {
    const { bookingId: holdId } = parse(holdIdParam, request.params, 'path');
    const result = await release(request, holdId);
    return { success: true, bookingId: holdId, released: result === 'RELEASED' };
  });

  // The older cancel call: its callers read `status === 'success'` as done.
  app.delete('/booking/cancel/:id', access.device, async (request) => {
    const { id } = parse(idParam, request.params, 'path');
    await release(request, id);
    return { status: 'success' };
  });
}
