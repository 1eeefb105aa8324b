// GET captcha/challenge (under /api/v1/web): a fresh ALTCHA challenge for the feedback form (docs/email-api.md).
import type { FastifyPluginAsync } from 'fastify';
import { lazyCaptchaKeys } from './captchaSecret';
import { createCaptchaChallenge } from './captchaProof';
import { captchaSettings } from './settings';

export const captchaRoutes: FastifyPluginAsync = async (app) => {
  const settings = captchaSettings();
  const keys = lazyCaptchaKeys(app.deps.database.db, settings.hmacKey);

  app.get('/captcha/challenge', async (_request, reply) => {
    const challenge = await createCaptchaChallenge(await keys(), settings);
    void reply.header('Cache-Control', 'no-store');
    return challenge;
  });
};
