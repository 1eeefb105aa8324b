// The device cookie read without issuing one: a read by a device that never booked is simply not the booker.
import type { FastifyRequest } from 'fastify';
import { DEVICE_COOKIE } from '../booking/deviceCookie';

export function existingDeviceId(request: FastifyRequest): string | undefined {
  const raw = request.cookies?.[DEVICE_COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : undefined;
}
