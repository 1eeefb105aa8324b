// The captcha's HMAC key: ALTCHA_HMAC_KEY, or one generated once and kept in the database, so every API process
// on one database (and every restart) signs and checks challenges with the same key.
import { createHmac } from 'node:crypto';
import type { Db } from '../db/client';
import { sharedSecret } from '../db/sharedSecret';

export interface CaptchaKeys {
  /** Signs the challenge parameters. */
  challenge: string;
  /** Signs the derived key, so a solution is checked without redoing the work. */
  derivedKey: string;
}

/** Two keys derived from one secret, one per use. */
async function captchaKeys(db: Db, configured: string | undefined): Promise<CaptchaKeys> {
  const secret = await sharedSecret(db, 'altcha-hmac-key', { configured });
  const derive = (label: string) => createHmac('sha256', secret).update(label).digest('hex');
  return { challenge: derive('altcha-challenge'), derivedKey: derive('altcha-derived-key') };
}

/** The keys, read from the database at most once per caller (a failed read is tried again next time). */
export function lazyCaptchaKeys(db: Db, configured: string | undefined): () => Promise<CaptchaKeys> {
  let keys: Promise<CaptchaKeys> | undefined;
  return () => {
    keys ??= captchaKeys(db, configured).catch((err: unknown) => {
      keys = undefined;
      throw err;
    });
    return keys;
  };
}
