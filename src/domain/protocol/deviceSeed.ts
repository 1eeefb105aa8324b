// The device seed: a random value the app keeps in a first-party cookie, set before its first API call. Until the
// server's signed device cookie comes back, the server names the device from it, so requests sent at once (the app's
// and the service worker's) are one device and not several (docs/availability-api.md, 'Device seed').
export const DEVICE_SEED_COOKIE = 'cc_device_seed';
/**
 * A year, like the device cookie: a queued request may wait days. The server clears the seed once it issued that
 * cookie.
 */
export const DEVICE_SEED_MAX_AGE_SECONDS = 365 * 24 * 3600;
/** 128 random bits as 32 lower-case hex digits; anything else is ignored. */
const DEVICE_SEED_PATTERN = /^[0-9a-f]{32}$/;

export const isDeviceSeed = (value: unknown): value is string =>
  typeof value === 'string' && DEVICE_SEED_PATTERN.test(value);
