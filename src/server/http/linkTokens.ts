// Signed links: an emailed link carries a token over what it opens (a payment's confirmation page, an inquiry's trip),
// so that it opens on another device and nothing else does. The key is the cookie secret every API process shares.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { object, optional } from 'superstruct';
import { string } from '../../domain/schema';

/** `?token=…` of a signed link. */
export const linkTokenQuery = object({ token: optional(string(64)) });

export type LinkKind = 'payment' | 'inquiry' | 'reservation';

export const linkToken = (cookieSecret: string, kind: LinkKind, id: string) =>
  createHmac('sha256', cookieSecret).update(`${kind}-link:${id}`).digest('base64url').slice(0, 32);

export function linkTokenMatches(cookieSecret: string, kind: LinkKind, id: string, token: unknown): boolean {
  if (typeof token !== 'string' || token.length !== 32) return false;
  return timingSafeEqual(Buffer.from(token), Buffer.from(linkToken(cookieSecret, kind, id)));
}
