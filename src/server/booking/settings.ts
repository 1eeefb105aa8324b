// Hold and abuse-limit settings from the environment; every value has a default so `npm start` needs none.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HOLD_MINUTES, MAX_HOLD_MINUTES } from '../../domain/hold';

export interface BookingSettings {
  /** The clock every slot and hold rule reads; tests pin it. */
  now: () => Date;
  /** How long a hold lasts when the request does not ask. */
  holdMinutes: number;
  /** The most a request may ask for (temporaryHoldDuration is capped here). */
  maxHoldMinutes: number;
  /** Live holds one device (device cookie) may keep at once. */
  maxLiveHoldsPerDevice: number;
  /** Hold requests one IP address may make per window: lenient, a cruise ship is one address. */
  holdRequestsPerIp: number;
  ipWindowMs: number;
  /** How often expired holds are marked EXPIRED in the background (0 = never). */
  sweepIntervalMs: number;
  /** Signs the device cookie. */
  cookieSecret: string;
}

const whole = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(n) && n >= 0 ? n : fallback;
};

/** A secret kept beside the data, generated on first start, so restarts keep device cookies valid. */
export function cookieSecretFor(dataDir: string): string {
  const file = join(dataDir, 'cookie-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}

export function loadBookingSettings(env: NodeJS.ProcessEnv, dataDir: string): BookingSettings {
  return {
    now: () => new Date(),
    holdMinutes: whole(env.HOLD_MINUTES, HOLD_MINUTES),
    maxHoldMinutes: whole(env.MAX_HOLD_MINUTES, MAX_HOLD_MINUTES),
    maxLiveHoldsPerDevice: whole(env.MAX_HOLDS_PER_DEVICE, 2),
    holdRequestsPerIp: whole(env.HOLD_REQUESTS_PER_IP, 600),
    ipWindowMs: whole(env.HOLD_REQUESTS_WINDOW_SECONDS, 600) * 1000,
    sweepIntervalMs: whole(env.HOLD_SWEEP_SECONDS, 60) * 1000,
    cookieSecret: env.COOKIE_SECRET || cookieSecretFor(dataDir),
  };
}

/** Settings for tests and benchmarks: fixed secret, no background timer unless asked. */
export function testBookingSettings(overrides: Partial<BookingSettings> = {}): BookingSettings {
  return {
    now: () => new Date(),
    holdMinutes: HOLD_MINUTES,
    maxHoldMinutes: MAX_HOLD_MINUTES,
    maxLiveHoldsPerDevice: 2,
    holdRequestsPerIp: 600,
    ipWindowMs: 600_000,
    sweepIntervalMs: 0,
    cookieSecret: 'test-cookie-secret-not-for-production',
    ...overrides,
  };
}
