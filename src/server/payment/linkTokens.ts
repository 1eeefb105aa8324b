// Signed links: the success URL and the confirmation email carry a token over the payment id, so the confirmation
// page may be opened on another device. The key is derived from the cookie secret every API process shares.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { object, optional } from 'superstruct';
import { string } from '../../domain/boundedString';

/** `?token=…` of a signed link. */
export const linkTokenQuery = object({ token: optional(string(64)) });

export const paymentToken = (cookieSecret: string, paymentId: string) =>
  createHmac('sha256', cookieSecret).update(`payment-link:${paymentId}`).digest('base64url').slice(0, 32);

export function tokenMatches(cookieSecret: string, paymentId: string, token: unknown): boolean {
  if (typeof token !== 'string' || token.length !== 32) return false;
  return timingSafeEqual(Buffer.from(token), Buffer.from(paymentToken(cookieSecret, paymentId)));
}
