// The signed, http-only device cookie: who holds a slot, and whose Idempotency-Keys are whose. No cookie (or a
// forged one) is a new device, named from the app's device seed when the request carries one.
import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEVICE_SEED_COOKIE, isDeviceSeed } from '../../domain/deviceSeed';
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
 * of the request's network and:
 * - the app's device seed (a first-party cookie the app sets before its first API call): requests in flight at once
 *   before the first answer's cookie came back (the app's and the service worker's) are one device, not one each with
 *   the last answer's cookie winning. The answer clears the seed, which is readable by scripts: from then on only the
 *   http-only cookie names the device.
 * - else its Idempotency-Key: repeated after its first answer was lost, cookie and all, it is the same caller and gets
 *   that answer back instead of creating everything twice (a seed does the same for the app's requests).
 * - else nothing: a new random device.
 * Anyone else would need the seed or the key (and the body), and the network, to be taken for it.
 *
 * A named device's id starts with a tag of its network (`networkTag.hash`), so that every name a caller had on this
 * network can be found. `scope` is where the route stores the key under this device (answerOnce). A cookie-less request
 * with a key (and only such a one: one statement; a request with the device cookie never pays it) takes over that key's
 * answer from any device named on this network: a send whose answer was lost, replayed with another seed (the app's
 * cookies cleared but not its queue, two tabs seeding at once, an app version before the seed) or with none, gets its
 * first answer and is not created again. The device stays the one this request is named, the one every other request
 * of this page load is named: a hold made meanwhile stays this device's, and what the first send created (an inquiry)
 * stays readable through its emailed link.
 */
export async function deviceIdOf(request: FastifyRequest, reply: FastifyReply, key?: string, scope?: string): Promise<string> {
  const existing = existingDeviceId(request);
  if (existing) return existing;
  const { cookieSecret, secureCookie } = request.server.bookingSettings;
  const network = addressKeyOf(request, cookieSecret);
  const hash = (text: string) => createHmac('sha256', cookieSecret).update(text).digest('base64url');
  const tag = `${hash(`device-network:${network}`).slice(0, 8)}.`;
  const named = (kind: 'device-for-seed' | 'device-for-key', value: string) => `${tag}${hash(`${kind}:${network}:${value}`).slice(0, 22)}`;
  const seed = request.cookies?.[DEVICE_SEED_COOKIE];
  const seedDevice = isDeviceSeed(seed) ? named('device-for-seed', seed) : undefined;
  const deviceId = seedDevice ?? (key === undefined ? randomBytes(16).toString('base64url') : named('device-for-key', key));
  // 'auto' adds Secure when this request came over https (seen through a trusted proxy); an https site always does.
  const where = { sameSite: 'lax', secure: secureCookie || 'auto', path: '/' } as const;
  reply.setCookie(DEVICE_COOKIE, deviceId, { ...where, signed: true, httpOnly: true, maxAge: ONE_YEAR_SECONDS });
  if (seed !== undefined) reply.clearCookie(DEVICE_SEED_COOKIE, where);
  if (key !== undefined && scope !== undefined) {
    // Before names carried the tag, the key's device was named by the hash alone: its keys are found too (7 days).
    const untagged = deviceCaller(hash(`device-for-key:${network}:${key}`).slice(0, 22));
    await shareKey(request.server.deps.database.db, { scope, key, fromPrefix: deviceCaller(tag), from: untagged, to: deviceCaller(deviceId) });
  }
  return deviceId;
}
