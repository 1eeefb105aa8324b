// Lookups of a booking or an inquiry by its reference (booking/find, booking/confirmed/{ref}, inquiry-data) are counted
// per device and per network (issue #52: 500 in 3 s went through): a reference or an address cannot be tried at speed.
// The network's limit is lenient (a cruise ship is one address), the device's tight.
import type { FastifyRequest } from 'fastify';
import { addressKeyOf } from './clientAddress';
import { existingDeviceId } from './deviceCookie';
import { takeOrRefuse } from './rateCounters';

const WINDOW_MS = 10 * 60_000;
const LOOKUPS_REFUSED = {
  message: 'Too many lookups in a short time. Please try again in a few minutes.',
  code: 'TOO_MANY_LOOKUPS',
};

/** Counts one lookup; 429 with Retry-After when its device or network has made too many in 10 minutes. */
export async function countLookup(request: FastifyRequest): Promise<void> {
  const { bookingSettings: settings, deps } = request.server;
  const now = settings.now();
  const db = deps.database.db;
  const device = existingDeviceId(request);
  if (device)
    await takeOrRefuse(
      db,
      { bucket: `lookups:device:${device}`, limit: settings.lookupsPerDevice, windowMs: WINDOW_MS },
      now,
      LOOKUPS_REFUSED,
    );
  const network = addressKeyOf(request, settings.cookieSecret);
  await takeOrRefuse(
    db,
    { bucket: `lookups:network:${network}`, limit: settings.lookupsPerNetwork, windowMs: WINDOW_MS },
    now,
    LOOKUPS_REFUSED,
  );
}
