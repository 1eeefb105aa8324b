// ALTCHA (v2) proof-of-work: the server hands out signed challenges and checks the solved ones. A challenge is
// made in deterministic mode with a signed derived key, so checking a solution costs two HMACs, not the work.
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { CAPTCHA_REQUIRED } from '../../domain/messages';
import { HttpError } from '../http/errors';
import type { Db } from '../db/client';
import type { Tx } from '../idempotency/idempotentRequest';
import type { CaptchaKeys } from './captchaSecret';
import type { CaptchaSettings } from './settings';
import { spendProof } from './spentProofs';

export const CAPTCHA_ALGORITHM = 'SHA-256';

export function createCaptchaChallenge(keys: CaptchaKeys, settings: CaptchaSettings): Promise<Challenge> {
  return createChallenge({
    algorithm: CAPTCHA_ALGORITHM,
    cost: 1,
    counter: randomInt(settings.maxNumber, 0),
    deriveKey,
    expiresAt: new Date(settings.now().getTime() + settings.expiresMs),
    hmacSignatureSecret: keys.challenge,
    hmacKeySignatureSecret: keys.derivedKey,
  });
}

const refuse = (code: string) => new HttpError(400, CAPTCHA_REQUIRED, code);

interface CaptchaPayload {
  challenge: Challenge;
  solution: Solution;
}

/** The widget's payload: base64 of `{ challenge, solution }` JSON (plain JSON is accepted too). */
function decodeToken(token: string): CaptchaPayload | undefined {
  const trimmed = token.trim();
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed.startsWith('{') ? trimmed : Buffer.from(trimmed, 'base64').toString('utf8'));
  } catch {
    return undefined;
  }
  const p = parsed as Partial<CaptchaPayload> | null;
  const ok = typeof p === 'object' && p !== null
    && typeof p.challenge === 'object' && p.challenge !== null
    && typeof p.challenge.parameters === 'object' && p.challenge.parameters !== null
    && typeof p.challenge.signature === 'string'
    && typeof p.solution === 'object' && p.solution !== null
    && typeof p.solution.counter === 'number' && typeof p.solution.derivedKey === 'string';
  return ok ? (p as CaptchaPayload) : undefined;
}

/**
 * Checks a solved challenge and spends it (in the caller's transaction): a missing, forged, expired or already
 * used proof is a 400 with the spec's 'Please complete the captcha.'.
 */
export async function spendCaptchaToken(tx: Tx | Db, token: string | undefined, keys: CaptchaKeys): Promise<void> {
  if (!token) throw refuse('CAPTCHA_REQUIRED');
  const payload = decodeToken(token);
  if (!payload) throw refuse('CAPTCHA_INVALID');
  const { challenge, solution } = payload;
  if (challenge.parameters.algorithm !== CAPTCHA_ALGORITHM || typeof challenge.parameters.expiresAt !== 'number') {
    throw refuse('CAPTCHA_INVALID');
  }
  let verified;
  try {
    verified = await verifySolution({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution: { counter: solution.counter, derivedKey: solution.derivedKey },
      deriveKey,
      hmacSignatureSecret: keys.challenge,
      hmacKeySignatureSecret: keys.derivedKey,
    });
  } catch {
    throw refuse('CAPTCHA_INVALID');
  }
  if (verified.expired) throw refuse('CAPTCHA_EXPIRED');
  if (!verified.verified) throw refuse('CAPTCHA_INVALID');
  const spent = await spendProof(tx, challenge.signature as string, new Date(challenge.parameters.expiresAt * 1000));
  if (!spent) throw refuse('CAPTCHA_REUSED');
}
