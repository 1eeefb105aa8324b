// A device that signed in to an account before (issue #52, ASVS 2.2.1): its right password is never refused, however
// many failed sign-ins an attacker caused for the account or from its network. The device keeps a tag per account it
// signed in to (an HMAC of the user's id: no one can write one without the server's key) in an http-only cookie sent
// only to the sign-in calls.
import { createHmac } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

const KNOWN_DEVICE_COOKIE = 'cc_signed_in';
const MAX_ACCOUNTS = 5;
const ONE_YEAR_SECONDS = 365 * 24 * 3600;

const tagOf = (secret: string, userId: string) =>
  createHmac('sha256', secret).update(`signed-in-device:${userId}`).digest('base64url').slice(0, 22);
const tagsOf = (request: FastifyRequest) =>
  (request.cookies?.[KNOWN_DEVICE_COOKIE] ?? '').split('.').filter((t) => /^[A-Za-z0-9_-]{22}$/.test(t));

export const signedInHereBefore = (request: FastifyRequest, secret: string, userId: string | undefined) =>
  userId !== undefined && tagsOf(request).includes(tagOf(secret, userId));

/** Remembers, on this device, that it signed in to this account (the latest few accounts). */
export function rememberSignIn(request: FastifyRequest, reply: FastifyReply, secret: string, userId: string): void {
  const tag = tagOf(secret, userId);
  const tags = [tag, ...tagsOf(request).filter((t) => t !== tag)].slice(0, MAX_ACCOUNTS);
  const secure = request.server.bookingSettings.secureCookie || 'auto';
  void reply.setCookie(KNOWN_DEVICE_COOKIE, tags.join('.'), {
    path: '/api/v1/web/auth',
    httpOnly: true,
    sameSite: 'strict',
    secure,
    maxAge: ONE_YEAR_SECONDS,
  });
}
