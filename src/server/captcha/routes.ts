// GET captcha/challenge?purpose=feedback|hold|login (under /api/v1/web): a fresh ALTCHA challenge (docs/email-api.md).
// A feedback challenge costs more the more this device and network asked for lately; a hold challenge costs what
// the network's next hold needs (holdProofCost.ts). Needs bookingSetup registered at the root first.
import type { FastifyPluginAsync, FastifyRequest, FastifyReply } from 'fastify';
import { coerce, enums, number, object, optional, string } from 'superstruct';
import { HOLD_PROOF_PURPOSE } from '../../domain/protocol';
import { LOGIN_PROOF_PURPOSE } from '../../domain/office';
import { deviceIdOf } from '../limits/deviceCookie';
import { fleetHours, heldHoursFrom, proofCostFor } from './holdProofCost';
import { parse } from '../http/validate';
import { addressKeyOf } from '../limits/clientAddress';
import { countEvent } from '../limits/rateCounters';
import { createCaptchaChallenge, type CaptchaPurpose } from './altchaChallenges';
import { lazyCaptchaKeys } from './captchaSecret';
import { captchaSettings } from './settings';
import { access } from '../http/routeAccess';

const challengeQuery = object({
  purpose: optional(enums(['feedback', HOLD_PROOF_PURPOSE, LOGIN_PROOF_PURPOSE] as const)),
  /** A hold's length in hours: its proof costs per 2-hour block (2 when not said). */
  hours: optional(coerce(number(), string(), (v) => Number(v))),
});
const HOUR_MS = 3_600_000;

export const captchaRoutes: FastifyPluginAsync = async (app) => {
  const settings = captchaSettings();
  const db = app.deps.database.db;
  const keys = lazyCaptchaKeys(db, settings.hmacKey);

  /**
   * 2^level, one level per batch of challenges this device and this network had this hour: a feedback form's, and a
   * sign-in's after many failed (each try needs a proof, so guessing gets dearer the more one device or network tries).
   */
  async function risingCost(
    request: FastifyRequest,
    reply: FastifyReply,
    addressKey: string,
    purpose: 'feedback' | 'login',
  ): Promise<number> {
    const now = settings.now();
    const perHour = (bucket: string) => countEvent(db, { bucket, limit: Infinity, windowMs: HOUR_MS }, now);
    const prefix = purpose === 'feedback' ? 'captcha' : 'captcha-login';
    const device = await perHour(`${prefix}:device:${await deviceIdOf(request, reply)}`);
    const network = await perHour(`${prefix}:network:${addressKey}`);
    const level =
      Math.floor((device.count - 1) / settings.challengesPerDevicePerHour) +
      Math.floor((network.count - 1) / settings.challengesPerNetworkPerHour);
    return 2 ** Math.min(level, settings.maxCostLevel);
  }

  app.get('/captcha/challenge', access.device, async (request, reply) => {
    const query = parse(challengeQuery, request.query, 'query');
    const purpose: CaptchaPurpose = query.purpose ?? 'feedback';
    const hours = Math.min(24, Math.max(1, Number.isFinite(query.hours) ? query.hours! : 2));
    const addressKey = addressKeyOf(request, app.bookingSettings.cookieSecret);
    const cost =
      purpose === 'hold'
        ? proofCostFor(
            app.bookingSettings,
            await fleetHours(db, app.bookingSettings.now()),
            await heldHoursFrom(db, addressKey, app.bookingSettings.now()),
            hours,
          )
        : await risingCost(request, reply, addressKey, purpose);
    const challenge = await createCaptchaChallenge(await keys(), settings, purpose, cost);
    void reply.header('Cache-Control', 'no-store');
    return challenge;
  });
};
