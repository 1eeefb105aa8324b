// The signed, http-only device cookie: who holds a slot, and whose Idempotency-Keys are whose. No cookie (or a
// forged one) is a new device.
import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ownerKey, type HoldOwner } from '../db/bookingSchema';
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

/**
 * The requesting device, issuing a cookie to one that has none. A request without a cookie that carries an
 * Idempotency-Key gets the device named by a keyed hash of that key and its network: repeated after its first answer
 * was lost, cookie and all, it is the same caller and gets that answer back instead of creating everything twice.
 * Anyone else would need the key, the body and the network to be taken for it.
 */
export function deviceIdOf(request: FastifyRequest, reply: FastifyReply, idempotencyKey?: string): string {
  const existing = existingDeviceId(request);
  if (existing) return existing;
  const { cookieSecret, secureCookie } = request.server.bookingSettings;
  const deviceId = idempotencyKey === undefined
    ? randomBytes(16).toString('base64url')
    : createHmac('sha256', cookieSecret).update(`device-for-key:${addressKeyOf(request, cookieSecret)}:${idempotencyKey}`).digest('base64url').slice(0, 22);
  reply.setCookie(DEVICE_COOKIE, deviceId, {
    // 'auto' adds Secure when this request came over https (seen through a trusted proxy); an https site always does.
    signed: true, httpOnly: true, sameSite: 'lax', secure: secureCookie || 'auto', path: '/', maxAge: ONE_YEAR_SECONDS,
  });
  return deviceId;
}

export const deviceOwner = (deviceId: string): HoldOwner => ({ kind: 'device', id: deviceId });

/** The idempotency owner of a request from this device. */
export const deviceCaller = (deviceId: string) => ownerKey(deviceOwner(deviceId));
