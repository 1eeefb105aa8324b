// Hold and abuse-limit settings from the environment; every value has a default so `npm start` needs none.
import { join } from 'node:path';
import { HOLD_MINUTES } from '../../domain/hold';
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
   * Live holds one network may keep without a proof of work; beyond, each `holdsPerProofLevel` more double the proof's
   * cost: one address cannot squat the boats, and a ship's passengers on one address can still hold.
   */
  freeHoldsPerAddress: number;
  holdsPerProofLevel: number;
  /** How often expired holds are marked EXPIRED in the background (0 = never). */
  sweepIntervalMs: number;
  /** The device cookie carries Secure: the site is served over https (PUBLIC_URL) or runs in PROD. */
  secureCookie: boolean;
  /** Signs the device cookie and the links of emails (COOKIE_SECRET, or shared through the database). */
  cookieSecret: string;
}

/** Live holds one network keeps without a proof of work, unless HOLDS_FREE_PER_ADDRESS says otherwise. */
export const FREE_HOLDS_PER_ADDRESS = 8;

const whole = (value: string | undefined, fallback: number) => wholeNumber(value, fallback, 0);

/** The settings from the environment; the cookie secret is COOKIE_SECRET or the one every process shares in the database. */
export async function loadBookingSettings(env: NodeJS.ProcessEnv, db: Db, dataDir: string): Promise<BookingSettings> {
  const cookieSecret = await sharedSecret(db, 'cookie-secret', { configured: env.COOKIE_SECRET, legacyFile: join(dataDir, 'cookie-secret') });
  return {
    now: () => new Date(),
    holdMinutes: whole(env.HOLD_MINUTES, HOLD_MINUTES),
    maxLiveHoldsPerDevice: whole(env.MAX_HOLDS_PER_DEVICE, 2),
    holdRequestsPerIp: whole(env.HOLD_REQUESTS_PER_IP, 600),
    ipWindowMs: whole(env.HOLD_REQUESTS_WINDOW_SECONDS, 600) * 1000,
    freeHoldsPerAddress: whole(env.HOLDS_FREE_PER_ADDRESS, FREE_HOLDS_PER_ADDRESS),
    holdsPerProofLevel: Math.max(1, whole(env.HOLDS_PER_PROOF_LEVEL, 4)),
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
    freeHoldsPerAddress: 1000,
    holdsPerProofLevel: 4,
    sweepIntervalMs: 0,
    secureCookie: false,
    cookieSecret: 'test-cookie-secret-not-for-production',
    ...overrides,
  };
}
