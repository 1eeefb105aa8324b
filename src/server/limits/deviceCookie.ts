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
 * `scope` is where the route stores the key under this device (answerOnce). A cookie-less request with a seed and a key
 * (and only such a one: one statement; a request with the device cookie never pays it) takes over that key's answer
 * from the key's device on this network: a request queued by an app version before the seed, whose answer was lost,
 * replayed now with the seed (or later with the cookie this answer issues), gets its first answer and is not created
 * again. The device stays the seed's, the one every other request of this page load is named: a hold made meanwhile
 * stays this device's, and what the first send created (an inquiry) stays readable through its emailed link.
 */
export async function deviceIdOf(request: FastifyRequest, reply: FastifyReply, key?: string, scope?: string): Promise<string> {
  const existing = existingDeviceId(request);
  if (existing) return existing;
  const { cookieSecret, secureCookie } = request.server.bookingSettings;
  const network = addressKeyOf(request, cookieSecret);
  const named = (kind: 'device-for-seed' | 'device-for-key', value: string) =>
    createHmac('sha256', cookieSecret).update(`${kind}:${network}:${value}`).digest('base64url').slice(0, 22);
  const seed = request.cookies?.[DEVICE_SEED_COOKIE];
  const seedDevice = isDeviceSeed(seed) ? named('device-for-seed', seed) : undefined;
  const deviceId = seedDevice ?? (key === undefined ? randomBytes(16).toString('base64url') : named('device-for-key', key));
  // 'auto' adds Secure when this request came over https (seen through a trusted proxy); an https site always does.
  const where = { sameSite: 'lax', secure: secureCookie || 'auto', path: '/' } as const;
  reply.setCookie(DEVICE_COOKIE, deviceId, { ...where, signed: true, httpOnly: true, maxAge: ONE_YEAR_SECONDS });
  if (seed !== undefined) reply.clearCookie(DEVICE_SEED_COOKIE, where);
  if (seedDevice !== undefined && key !== undefined && scope !== undefined) {
    const from = deviceCaller(named('device-for-key', key));
    await shareKey(request.server.deps.database.db, { scope, key, from, to: deviceCaller(seedDevice) });
  }
  return deviceId;
}
