// The signed, http-only device cookie that counts live holds per device. No cookie (or a forged one) is a new device.
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const DEVICE_COOKIE = 'cc_device';
const ONE_YEAR_SECONDS = 365 * 24 * 3600;

export function deviceIdOf(request: FastifyRequest, reply: FastifyReply): string {
  const raw = request.cookies[DEVICE_COOKIE];
  if (raw) {
    const unsigned = request.unsignCookie(raw);
    if (unsigned.valid && unsigned.value) return unsigned.value;
  }
  const deviceId = randomBytes(16).toString('base64url');
  reply.setCookie(DEVICE_COOKIE, deviceId, {
    signed: true, httpOnly: true, sameSite: 'lax', secure: 'auto', path: '/', maxAge: ONE_YEAR_SECONDS,
  });
  return deviceId;
}
