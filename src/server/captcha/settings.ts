// Captcha settings from the environment: an ALTCHA proof-of-work, self-hosted.
import { wholeNumber } from '../config';
export interface CaptchaSettings {
  /** ALTCHA_HMAC_KEY; absent: a key generated once and kept in the database. */
  hmacKey?: string;
  /** A challenge stays solvable this long: a guest offline on a ship may solve it and send much later. */
  expiresMs: number;
  /** The work: the solver tries on average half this many SHA-256 hashes (times the challenge's cost). */
  maxNumber: number;
  /**
   * Feedback challenges one device, and one network, get per hour at the base cost; each further batch doubles the
   * cost (up to 2^maxCostLevel), so one client sending much pays more for each proof.
   */
  challengesPerDevicePerHour: number;
  challengesPerNetworkPerHour: number;
  maxCostLevel: number;
  now: () => Date;
}

export function captchaSettings(env: NodeJS.ProcessEnv = process.env): CaptchaSettings {
  return {
    hmacKey: env.ALTCHA_HMAC_KEY || undefined,
    expiresMs: wholeNumber(env.ALTCHA_EXPIRES_HOURS, 24) * 3_600_000,
    maxNumber: wholeNumber(env.ALTCHA_MAX_NUMBER, 100_000),
    challengesPerDevicePerHour: wholeNumber(env.CAPTCHA_PER_DEVICE_PER_HOUR, 3),
    challengesPerNetworkPerHour: wholeNumber(env.CAPTCHA_PER_NETWORK_PER_HOUR, 30),
    maxCostLevel: wholeNumber(env.CAPTCHA_MAX_COST_LEVEL, 8),
    now: () => new Date(),
  };
}
