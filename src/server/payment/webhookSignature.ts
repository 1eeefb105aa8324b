// Stripe's webhook signature scheme, used for Stripe's calls and the local test checkout's alike:
// `Stripe-Signature: t={unix seconds},v1={hex HMAC-SHA256(secret, t + '.' + rawBody)}`.
import { createHmac, timingSafeEqual } from 'node:crypto';

const hmac = (secret: string, timestamp: number, body: Buffer | string) =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');

export function signatureHeader(secret: string, body: Buffer | string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${hmac(secret, t, body)}`;
}

/** True when one of the v1 signatures matches and the timestamp is within the tolerance of `now`. */
export function verifySignature(secret: string, body: Buffer, header: string | undefined, now: Date, toleranceSeconds: number): boolean {
  if (!header || header.length > 2000) return false;
  const parts = header.split(',').map((p) => p.trim().split('='));
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  if (!Number.isInteger(t) || Math.abs(now.getTime() / 1000 - t) > toleranceSeconds) return false;
  const expected = Buffer.from(hmac(secret, t, body), 'hex');
  return parts
    .filter(([k, v]) => k === 'v1' && v !== undefined && /^[0-9a-f]{64}$/.test(v))
    .some(([, v]) => timingSafeEqual(Buffer.from(v, 'hex'), expected));
}
