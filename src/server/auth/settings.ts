// Sign-in settings from the environment; every value has a default so `npm start` needs none. The token signing key
// is JWT_SECRET, or generated once and kept in the database like the other secrets, so every process shares it.
import type { Db } from '../db/client';
import { sharedSecret } from '../db/sharedSecret';
import { availableParallelism } from 'node:os';
import type { HashQueueSettings } from './hashQueue';
import { DEFAULT_PASSWORD_COST, type PasswordCost } from './passwords';

/** Half the cores, at least one: libuv's pool (4 threads) keeps room for files and compression, a core for requests. */
const DEFAULT_HASHES_AT_ONCE = Math.max(1, Math.floor(availableParallelism() / 2));

export interface AuthSettings {
  /** Signs access tokens (HS256) and keys the login limits' buckets. */
  jwtSecret: string;
  /** An access token's life (ACCESS_TOKEN_SECONDS, default 15 minutes). */
  accessTokenSeconds: number;
  /** A refresh token's life from its issue; each refresh issues the next (REFRESH_TOKEN_DAYS, default 14). */
  refreshTokenDays: number;
  /** No refresh keeps a session beyond this after its sign-in (SESSION_DAYS, default 30). */
  sessionDays: number;
  passwordCost: PasswordCost;
  /**
   * Failed sign-ins per account and per network in a window, counted in the database; beyond, a device that never
   * signed in to the account needs a proof of work (successful sign-ins count nothing).
   */
  loginAttemptsPerAccount: number;
  loginAttemptsPerAddress: number;
  /** Password hashes run at once (PASSWORD_HASHES_AT_ONCE) and waiting (PASSWORD_HASHES_WAITING): auth/hashQueue.ts. */
  hashQueue: HashQueueSettings;
  loginWindowMs: number;
  /** How long a one-time sign-in link works (INVITE_HOURS, default 72). */
  inviteHours: number;
  /** Live reservations one agent may keep at once (a concierge reserves for many guests). */
  maxLiveReservationsPerAgent: number;
}

const whole = (value: string | undefined, fallback: number, min = 1, max = Number.MAX_SAFE_INTEGER) => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(n) && n >= min && n <= max ? n : fallback;
};

export async function loadAuthSettings(env: NodeJS.ProcessEnv, db: Db): Promise<AuthSettings> {
  return {
    jwtSecret: await sharedSecret(db, 'jwt-signing-key', { configured: env.JWT_SECRET }),
    accessTokenSeconds: whole(env.ACCESS_TOKEN_SECONDS, 15 * 60, 5, 24 * 3600),
    refreshTokenDays: whole(env.REFRESH_TOKEN_DAYS, 14, 1, 365),
    sessionDays: whole(env.SESSION_DAYS, 30, 1, 365),
    passwordCost: {
      ...DEFAULT_PASSWORD_COST,
      logN: whole(env.PASSWORD_SCRYPT_LOG_N, DEFAULT_PASSWORD_COST.logN, 14, 20),
    },
    loginAttemptsPerAccount: whole(env.LOGIN_ATTEMPTS_PER_ACCOUNT, 10),
    loginAttemptsPerAddress: whole(env.LOGIN_ATTEMPTS_PER_ADDRESS, 60),
    loginWindowMs: whole(env.LOGIN_WINDOW_SECONDS, 15 * 60) * 1000,
    hashQueue: {
      atOnce: whole(env.PASSWORD_HASHES_AT_ONCE, DEFAULT_HASHES_AT_ONCE, 1, 16),
      waiting: whole(env.PASSWORD_HASHES_WAITING, 16, 0, 1000),
    },
    inviteHours: whole(env.INVITE_HOURS, 72, 1, 24 * 30),
    maxLiveReservationsPerAgent: whole(env.MAX_RESERVATIONS_PER_AGENT, 200),
  };
}

/**
 * Settings for tests and benchmarks: a fixed key and a cheap hash (the real cost is measured in tests/bench/login.ts).
 */
export function testAuthSettings(overrides: Partial<AuthSettings> = {}): AuthSettings {
  return {
    jwtSecret: 'test-jwt-secret-not-for-production',
    accessTokenSeconds: 15 * 60,
    refreshTokenDays: 14,
    sessionDays: 30,
    passwordCost: { logN: 10, r: 8, p: 1 },
    loginAttemptsPerAccount: 10,
    loginAttemptsPerAddress: 60,
    loginWindowMs: 15 * 60_000,
    hashQueue: { atOnce: DEFAULT_HASHES_AT_ONCE, waiting: 16 },
    inviteHours: 72,
    maxLiveReservationsPerAgent: 200,
    ...overrides,
  };
}
