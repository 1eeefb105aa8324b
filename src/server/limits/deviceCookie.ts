// The signed, http-only device cookie: who holds a slot, and whose Idempotency-Keys are whose. No cookie (or a
// forged one) is a new device, named from the app's device seed when the request carries one, never from a key.
import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEVICE_SEED_COOKIE, isDeviceSeed } from '../../domain/protocol';
import { ownerKey, type HoldOwner } from '../db/bookingSchema';
import { shareKey } from '../idempotency/idempotentRequest';
import { addressKeyOf } from './clientAddress';

export const DEVICE_COOKIE = 'cc_device';
const ONE_YEAR_SECONDS = 365 * 24 * 3600;

/** The device cookie read without issuing one: a device that never held or sent anything has none. */
export function existingDeviceId(request: FastifyRequest): string | undefined {
  const raw = request.cookies?.[DEVICE_COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : undefined;
}

export const deviceOwner = (deviceId: string): HoldOwner => ({ kind: 'device', id: deviceId });

/** The idempotency owner of a request from this device. */
export const deviceCaller = (deviceId: string) => ownerKey(deviceOwner(deviceId));

/**
 * The requesting device, issuing a cookie to one that has none. Without a cookie, the device is named by a keyed hash
 * of the request's network and the app's device seed (a first-party cookie the app sets before its first API call):
 * requests in flight at once before the first answer's cookie came back (the app's and the service worker's) are one
 * device, not one each with the last answer's cookie winning. The answer clears the seed, which is readable by
 * scripts: from then on only the http-only cookie names the device. Without a seed it is a new random device.
 *
 * Never named from an Idempotency-Key (issue #52): a key is sent as a header and may be known to another caller on the
 * network, who would have been handed this device's cookie with the key's answer, replayed or refused, and could then
 * act as it everywhere. A caller without a cookie or a seed always gets a device of its own.
 *
 * A device named without a cookie has an id that starts with a tag of its network (`networkTag.random`), so that every
 * name a caller had on this network can be found. `shareKeyIn` is where the route stores the key under this device
 * (answerOnce), given only by routes whose answers carry nothing that lets another act (a hold's id, an inquiry's
 * reference; never a checkout's link). A cookie-less request with a key (and only such a one: one statement; a request
 * with the device cookie never pays it) takes over that key's answer from any device named on this network: a send
 * whose answer was lost, replayed with another seed (the app's cookies cleared but not its queue, two tabs seeding at
 * once, an app version before the seed) or with none, gets its first answer and is not created again. It gets the
 * answer, never the first sender's device: what that send created (a hold, an inquiry) stays that device's.
 */
export async function deviceIdOf(
  request: FastifyRequest,
  reply: FastifyReply,
  key?: string,
  shareKeyIn?: string,
): Promise<string> {
  const existing = existingDeviceId(request);
  if (existing) return existing;
  const { cookieSecret, secureCookie } = request.server.bookingSettings;
  const network = addressKeyOf(request, cookieSecret);
  const hash = (text: string) => createHmac('sha256', cookieSecret).update(text).digest('base64url');
  const tag = `${hash(`device-network:${network}`).slice(0, 8)}.`;
  const seed = request.cookies?.[DEVICE_SEED_COOKIE];
  const deviceId = `${tag}${isDeviceSeed(seed) ? hash(`device-for-seed:${network}:${seed}`).slice(0, 22) : randomBytes(16).toString('base64url')}`;
  // 'auto' adds Secure when this request came over https (seen through a trusted proxy); an https site always does.
  const where = { sameSite: 'lax', secure: secureCookie || 'auto', path: '/' } as const;
  reply.setCookie(DEVICE_COOKIE, deviceId, { ...where, signed: true, httpOnly: true, maxAge: ONE_YEAR_SECONDS });
  if (seed !== undefined) reply.clearCookie(DEVICE_SEED_COOKIE, where);
  if (key !== undefined && shareKeyIn !== undefined) {
    // Before issue #52 a key's device was named from it, tagged or (before the tags) by the hash alone: found too (7
    // days).
    const untagged = deviceCaller(hash(`device-for-key:${network}:${key}`).slice(0, 22));
    await shareKey(request.server.deps.database.db, {
      scope: shareKeyIn,
      key,
      fromPrefix: deviceCaller(tag),
      from: untagged,
      to: deviceCaller(deviceId),
    });
  }
  return deviceId;
}
