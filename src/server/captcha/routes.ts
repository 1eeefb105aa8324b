// GET captcha/challenge?purpose=feedback|hold (under /api/v1/web): a fresh ALTCHA challenge (docs/email-api.md).
// A feedback challenge costs more the more this device and network asked for lately; a hold challenge costs what
// the network's next hold needs (holdProofCost.ts). Needs bookingSetup registered at the root first.
import type { FastifyPluginAsync, FastifyRequest, FastifyReply } from 'fastify';
import { enums, object, optional } from 'superstruct';
import { HOLD_PROOF_PURPOSE } from '../../domain/holdProof';
import { deviceIdOf } from '../limits/deviceCookie';
import { liveHoldsFrom, proofCostFor } from './holdProofCost';
import { parse } from '../http/validate';
import { addressKeyOf } from '../limits/clientAddress';
import { countEvent } from '../limits/rateCounters';
import { createCaptchaChallenge, type CaptchaPurpose } from './altchaChallenges';
import { lazyCaptchaKeys } from './captchaSecret';
import { captchaSettings } from './settings';

const challengeQuery = object({ purpose: optional(enums(['feedback', HOLD_PROOF_PURPOSE] as const)) });
const HOUR_MS = 3_600_000;

export const captchaRoutes: FastifyPluginAsync = async (app) => {
  const settings = captchaSettings();
  const db = app.deps.database.db;
  const keys = lazyCaptchaKeys(db, settings.hmacKey);

  /** 2^level, one level per batch of challenges this device and this network had this hour. */
  async function feedbackCost(request: FastifyRequest, reply: FastifyReply, addressKey: string): Promise<number> {
    const now = settings.now();
    const perHour = (bucket: string) => countEvent(db, { bucket, limit: Infinity, windowMs: HOUR_MS }, now);
    const device = await perHour(`captcha:device:${await deviceIdOf(request, reply)}`);
    const network = await perHour(`captcha:network:${addressKey}`);
    const level = Math.floor((device.count - 1) / settings.challengesPerDevicePerHour)
      + Math.floor((network.count - 1) / settings.challengesPerNetworkPerHour);
    return 2 ** Math.min(level, settings.maxCostLevel);
  }

  app.get('/captcha/challenge', async (request, reply) => {
    const purpose: CaptchaPurpose = parse(challengeQuery, request.query, 'query').purpose ?? 'feedback';
    const addressKey = addressKeyOf(request, app.bookingSettings.cookieSecret);
    const cost = purpose === 'hold'
      ? proofCostFor(app.bookingSettings, await liveHoldsFrom(db, addressKey, app.bookingSettings.now()))
      : await feedbackCost(request, reply, addressKey);
    const challenge = await createCaptchaChallenge(await keys(), settings, purpose, cost);
    void reply.header('Cache-Control', 'no-store');
    return challenge;
  });
};
