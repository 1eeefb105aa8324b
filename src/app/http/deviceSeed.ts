// Sets the device seed cookie (src/domain/deviceSeed.ts) before the app's first API call, so that every request, the
// service worker's replays included (they read the same cookie jar), names one device until the server's cookie exists.
import { DEVICE_SEED_COOKIE, DEVICE_SEED_MAX_AGE_SECONDS, isDeviceSeed } from '../../domain/deviceSeed';
import { randomHex128 } from './idempotencyKey';

function seedCookie(): string | undefined {
  const prefix = `${DEVICE_SEED_COOKIE}=`;
  return document.cookie.split('; ').find((c) => c.startsWith(prefix))?.slice(prefix.length);
}

/**
 * Keeps the seed there is, for a whole lifetime again from this start: Safari caps a script's cookie at 7 days, and a
 * seed that expired under a request whose answer was lost would make its replay another device (docs/availability-api.md,
 * 'Device seed'). Sets a fresh one when there is none or it is malformed (the server ignores those).
 */
export function keepDeviceSeed(): void {
  const kept = seedCookie();
  const seed = isDeviceSeed(kept) ? kept : randomHex128();
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${DEVICE_SEED_COOKIE}=${seed}; Path=/; Max-Age=${DEVICE_SEED_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}
