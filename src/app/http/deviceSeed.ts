// Sets the device seed cookie (src/domain/protocol/deviceSeed.ts) before the app's first API call, so that every
// request, the service worker's replays included (they read the same cookie jar), names one device until the server's
// cookie exists.
import { DEVICE_SEED_COOKIE, DEVICE_SEED_MAX_AGE_SECONDS, isDeviceSeed } from '../../domain/protocol';
import { randomHex128 } from './idempotencyKey';

function seedCookie(): string | undefined {
  const prefix = `${DEVICE_SEED_COOKIE}=`;
  return document.cookie
    .split('; ')
    .find((c) => c.startsWith(prefix))
    ?.slice(prefix.length);
}

/** Writes the seed kept, or a fresh one when there is none or it is malformed (the server ignores those). */
function keep(kept: string | undefined): void {
  const seed = isDeviceSeed(kept) ? kept : randomHex128();
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${DEVICE_SEED_COOKIE}=${seed}; Path=/; Max-Age=${DEVICE_SEED_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}

/** The Cookie Store's read while it is under way. */
let reading: Promise<void> | null = null;

/**
 * Keeps the seed there is, for a whole lifetime again from this start: Safari caps a script's cookie at 7 days, and a
 * seed that expired under a request whose answer was lost would make its replay another device
 * (docs/availability-api.md, 'Device seed'). Sets a fresh one when there is none or it is malformed. Read with the
 * asynchronous Cookie Store where
 * there is one: a page's first `document.cookie` read waits for the browser's cookie store (0.5–36 ms of the entry's
 * task measured in Chromium); writing the cookie does not wait.
 */
export function keepDeviceSeed(): void {
  const store = typeof window.cookieStore === 'undefined' ? undefined : window.cookieStore;
  if (!store) return keep(seedCookie());
  const read = store.get(DEVICE_SEED_COOKIE).then(
    (cookie) => keep(cookie?.value),
    () => keep(seedCookie()),
  );
  reading = read.then(() => {
    reading = null;
  });
}

/**
 * Runs `send` (an API request) at once, or once the seed is in the cookie jar while it is being read: none goes
 * without.
 */
export const withDeviceSeed = <T>(send: () => T | Promise<T>): Promise<T> =>
  reading ? reading.then(send) : Promise.resolve(send());
