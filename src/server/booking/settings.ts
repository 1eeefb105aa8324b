// Hold and abuse-limit settings from the environment; every value has a default so `npm start` needs none.
import { join } from 'node:path';
import { HOLD_MINUTES } from '../../domain/booking';
import { appEnvOf, wholeNumber } from '../config';
import type { Db } from '../db/client';
import { sharedSecret } from '../db/sharedSecret';

export interface BookingSettings {
  /** The clock every slot and hold rule reads; tests pin it. */
  now: () => Date;
  /** How long a hold lasts, and the most a request may ask for (temporaryHoldDuration); only checkout extends it. */
  holdMinutes: number;
  /** Live holds one device (device cookie) may keep at once. */
  maxLiveHoldsPerDevice: number;
  /** Hold requests one network may make per window: lenient, a cruise ship is one address. */
  holdRequestsPerIp: number;
  ipWindowMs: number;
  /**
   * The share of the fleet's next four days of hours one network holds without a proof of work; beyond, each
   * `sharePerProofLevel` more doubles the proof's cost, times the hold's 2-hour blocks (captcha/holdProofCost.ts): one
   * address cannot squat the boats, and a ship's passengers on one address can still hold.
   */
  freeShare: number;
  sharePerProofLevel: number;
  /** How long a hold made with a proof lasts (the network is over its free share), and its checkout's extension. */
  pressuredHoldMinutes: number;
  /**
   * Booking and inquiry lookups (booking/find, booking/confirmed/{ref}, inquiry-data) per device and per network in 10
   * minutes.
   */
  lookupsPerDevice: number;
  lookupsPerNetwork: number;
  /** How often expired holds are marked EXPIRED in the background (0 = never). */
  sweepIntervalMs: number;
  /** The device cookie carries Secure: the site is served over https (PUBLIC_URL) or runs in PROD. */
  secureCookie: boolean;
  /** Signs the device cookie and the links of emails (COOKIE_SECRET, or shared through the database). */
  cookieSecret: string;
}

/** The percent of the fleet's next four days one network holds without a proof of work (HOLDS_FREE_SHARE_PERCENT). */
export const FREE_SHARE_PERCENT = 4;
/** Each further this many percent double a hold's proof (HOLDS_SHARE_PER_PROOF_LEVEL_PERCENT). */
export const SHARE_PER_PROOF_LEVEL_PERCENT = 0.5;
/** How long a hold made with a proof lasts (PRESSURED_HOLD_MINUTES); a started checkout doubles it, once. */
export const PRESSURED_HOLD_MINUTES = 5;

const percent = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return (value !== undefined && value.trim() !== '' && Number.isFinite(n) && n > 0 ? n : fallback) / 100;
};

const whole = (value: string | undefined, fallback: number) => wholeNumber(value, fallback, 0);

/**
 * The settings from the environment; the cookie secret is COOKIE_SECRET or the one every process shares in the
 * database.
 */
export async function loadBookingSettings(env: NodeJS.ProcessEnv, db: Db, dataDir: string): Promise<BookingSettings> {
  const cookieSecret = await sharedSecret(db, 'cookie-secret', {
    configured: env.COOKIE_SECRET,
    legacyFile: join(dataDir, 'cookie-secret'),
  });
  return {
    now: () => new Date(),
    holdMinutes: whole(env.HOLD_MINUTES, HOLD_MINUTES),
    maxLiveHoldsPerDevice: whole(env.MAX_HOLDS_PER_DEVICE, 2),
    holdRequestsPerIp: whole(env.HOLD_REQUESTS_PER_IP, 600),
    ipWindowMs: whole(env.HOLD_REQUESTS_WINDOW_SECONDS, 600) * 1000,
    freeShare: percent(env.HOLDS_FREE_SHARE_PERCENT, FREE_SHARE_PERCENT),
    sharePerProofLevel: percent(env.HOLDS_SHARE_PER_PROOF_LEVEL_PERCENT, SHARE_PER_PROOF_LEVEL_PERCENT),
    pressuredHoldMinutes: Math.max(1, whole(env.PRESSURED_HOLD_MINUTES, PRESSURED_HOLD_MINUTES)),
    lookupsPerDevice: whole(env.LOOKUPS_PER_DEVICE, 60),
    lookupsPerNetwork: whole(env.LOOKUPS_PER_NETWORK, 600),
    sweepIntervalMs: whole(env.HOLD_SWEEP_SECONDS, 60) * 1000,
    secureCookie: (env.PUBLIC_URL ?? '').startsWith('https:') || appEnvOf(env) === 'PROD',
    cookieSecret,
  };
}

/** Settings for tests and benchmarks: fixed secret, no background timer unless asked. */
export function testBookingSettings(overrides: Partial<BookingSettings> = {}): BookingSettings {
  return {
    now: () => new Date(),
    holdMinutes: HOLD_MINUTES,
    maxLiveHoldsPerDevice: 2,
    holdRequestsPerIp: 600,
    ipWindowMs: 600_000,
    freeShare: 1000,
    sharePerProofLevel: 0.01,
    pressuredHoldMinutes: 5,
    lookupsPerDevice: 60,
    lookupsPerNetwork: 600,
    sweepIntervalMs: 0,
    secureCookie: false,
    cookieSecret: 'test-cookie-secret-not-for-production',
    ...overrides,
  };
}
