// ALTCHA (v2) proof-of-work: the server hands out signed challenges and checks the solved ones. A challenge is
// made in deterministic mode with a signed derived key, so checking a solution costs two HMACs, not the work.
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { CAPTCHA_REQUIRED } from '../../domain/texts';
import { HttpError } from '../http/errors';
import type { Db, Tx } from '../db/client';
import type { CaptchaKeys } from './captchaSecret';
import type { CaptchaSettings } from './settings';
import { spendProof } from './spentProofs';

const CAPTCHA_ALGORITHM = 'SHA-256';

/** What a proof is good for: a feedback mail, one more live hold from a busy network, a sign-in after many failed. */
export type CaptchaPurpose = 'feedback' | 'hold' | 'login';

/**
 * A challenge for `purpose`. `cost` multiplies the work (SHA-256 rounds per try, signed with the challenge), so a
 * proof says what it cost: the feedback form's rises when one client sends much, a hold's with its network's holds.
 */
export function createCaptchaChallenge(
  keys: CaptchaKeys,
  settings: CaptchaSettings,
  purpose: CaptchaPurpose = 'feedback',
  cost = 1,
): Promise<Challenge> {
  return createChallenge({
    algorithm: CAPTCHA_ALGORITHM,
    cost,
    data: { purpose },
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
  const ok =
    typeof p === 'object' &&
    p !== null &&
    typeof p.challenge === 'object' &&
    p.challenge !== null &&
    typeof p.challenge.parameters === 'object' &&
    p.challenge.parameters !== null &&
    typeof p.challenge.signature === 'string' &&
    typeof p.solution === 'object' &&
    p.solution !== null &&
    typeof p.solution.counter === 'number' &&
    typeof p.solution.derivedKey === 'string';
  return ok ? (p as CaptchaPayload) : undefined;
}

/** A solved challenge whose signature and solution are good: spend its signature to use it. */
export interface VerifiedProof {
  signature: string;
  expiresAt: Date;
  /** The work it took, as a multiple of the base cost. */
  cost: number;
}

/**
 * Checks a solved challenge made for `purpose` (challenges from before purposes existed were feedback ones): a
 * missing, malformed, forged or expired proof is a 400 with 'Please complete the captcha.', as the forms say it.
 */
export async function verifyCaptchaToken(
  token: string | undefined,
  keys: CaptchaKeys,
  purpose: CaptchaPurpose,
): Promise<VerifiedProof> {
  if (!token) throw refuse('CAPTCHA_REQUIRED');
  const payload = decodeToken(token);
  if (!payload) throw refuse('CAPTCHA_INVALID');
  const { challenge, solution } = payload;
  const { algorithm, expiresAt, cost, data } = challenge.parameters;
  if (algorithm !== CAPTCHA_ALGORITHM || typeof expiresAt !== 'number' || !Number.isInteger(cost) || cost < 1)
    throw refuse('CAPTCHA_INVALID');
  if ((data?.purpose ?? 'feedback') !== purpose) throw refuse('CAPTCHA_INVALID');
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
  return { signature: challenge.signature as string, expiresAt: new Date(expiresAt * 1000), cost };
}

/** Checks a feedback form's proof and spends it in the caller's transaction: a reused one is refused like a bad one. */
export async function spendCaptchaToken(tx: Tx | Db, token: string | undefined, keys: CaptchaKeys): Promise<void> {
  const proof = await verifyCaptchaToken(token, keys, 'feedback');
  if (!(await spendProof(tx, proof.signature, proof.expiresAt))) throw refuse('CAPTCHA_REUSED');
}
