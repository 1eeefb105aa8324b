// Server settings from the environment, and the one way every area's settings read a value (wholeNumber, publicUrlOf,
// appEnvOf, dataDirOf). Every value has an embedded default so `npm start` needs none.
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { tagManagerId } from '../domain/protocol';
import { connectionSettings, type ConnectionSettings } from './limits/connectionLimits';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** undefined: PGlite under dataDir/pglite. */
  databaseUrl?: string;
  /** Built PWA (vite build output); served when present. */
  staticDir: string;
  /** Sent by the app as the environment header; also gates analytics. */
  appEnv: 'TEST' | 'PROD';
  logLevel: string;
  /**
   * Which X-Forwarded-For entries to believe: false (none, the default), a number of proxies in front of the server
   * (the client is the entry that many hops from the right), or the proxies' addresses and CIDR ranges.
   */
  trustProxy: false | number | string[];
  /** VITE_GTM_ID, read by the app's build and here: its container's hosts join the CSP (null: none). */
  tagManagerId: string | null;
  /** Timeouts and the per-address socket cap (limits/connectionLimits.ts). */
  connections: ConnectionSettings;
  shutdown: ShutdownSettings;
  /** SHARED_ASSETS_DIR: a folder the proxy serves /assets/* from, to which each release adds its own (null: none). */
  sharedAssetsDir: string | null;
  /** METRICS_PORT: Prometheus's scrape address, a listener of its own (null: no metrics listener). */
  metrics: { port: number; host: string } | null;
}

/** What SIGTERM does (server.ts, http/shutdown.ts). */
export interface ShutdownSettings {
  /**
   * SHUTDOWN_DELAY_SECONDS: how long the process keeps serving after SIGTERM with readiness failing, so that a proxy's
   * health check takes it out of the pool before it stops listening (0 without a proxy).
   */
  delayMs: number;
  /**
   * SHUTDOWN_TIMEOUT_SECONDS: from SIGTERM, the deadline for requests in flight and claimed mails; past it they are cut
   * (exit 1).
   */
  timeoutMs: number;
}

/** A setting the server must not start with; server.ts prints the message and exits. */
export class ConfigError extends Error {}

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const isProxyAddress = (entry: string) => {
  const [address, bits, extra] = entry.split('/');
  if (PROXY_NAMES.includes(entry)) return true;
  const version = isIP(address ?? '');
  if (version === 0 || extra !== undefined) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
};

/** TRUST_PROXY: unset, a hop count ('1': one load balancer) or a comma-separated list of proxy addresses. */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  const text = (value ?? '').trim();
  if (text === '' || text === '0' || text === 'false') return false;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const entries = text
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  if (entries.length > 0 && entries.every(isProxyAddress)) return entries;
  throw new ConfigError(
    `TRUST_PROXY=${text.slice(0, 100)} is not understood. Give the number of proxies in front of the server (TRUST_PROXY=1 for one ` +
      'load balancer) or their addresses (TRUST_PROXY=10.0.0.0/8,127.0.0.1): trusting every proxy would let any client pick its ' +
      'own address with a forged X-Forwarded-For.',
  );
}

/** A whole-number setting of at least `min`; unset, empty or anything else gives `fallback`. */
export function wholeNumber(value: string | undefined, fallback: number, min = 1): number {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isInteger(n) && n >= min ? n : fallback;
}

/** PUBLIC_URL's origin (email links, Stripe's return links), else this server on localhost. */
export const publicUrlOf = (env: NodeJS.ProcessEnv) =>
  new URL(env.PUBLIC_URL || `http://localhost:${env.PORT ?? 8080}`).origin;

/**
 * APP_ENV: exactly 'PROD' (real money) or 'TEST' (the test checkout); unset is 'TEST'. Anything else stops the server:
 * 'prod', 'production' or ' PROD' read as TEST would serve the free test checkout on a live site.
 */
export function appEnvOf(env: NodeJS.ProcessEnv): 'TEST' | 'PROD' {
  const value = env.APP_ENV;
  if (value === undefined || value === 'TEST') return 'TEST';
  if (value === 'PROD') return 'PROD';
  throw new ConfigError(
    `APP_ENV=${JSON.stringify(value.slice(0, 40))} is neither TEST nor PROD. Write exactly APP_ENV=PROD to take real payments, ` +
      'or APP_ENV=TEST (or leave it unset) for the test checkout.',
  );
}

/** DATA_DIR as an absolute path. */
export const dataDirOf = (env: NodeJS.ProcessEnv) => resolve(env.DATA_DIR ?? 'data');

/** A number of seconds (decimals allowed) as milliseconds; unset or not a number ≥ 0 gives `fallbackSeconds`. */
function secondsSetting(value: string | undefined, fallbackSeconds: number): number {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(n) && n >= 0
    ? Math.round(n * 1000)
    : fallbackSeconds * 1000;
}

function metricsListener(env: NodeJS.ProcessEnv): ServerConfig['metrics'] {
  const text = (env.METRICS_PORT ?? '').trim();
  if (text === '') return null;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError(`METRICS_PORT=${text.slice(0, 20)} is not a port number.`);
  return { port, host: env.METRICS_HOST || '127.0.0.1' };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const appEnv = appEnvOf(env);
  if (appEnv === 'PROD' && !env.DATABASE_URL) {
    throw new ConfigError(
      'APP_ENV=PROD needs DATABASE_URL (a PostgreSQL server): the embedded PGlite is for trying the app, not for taking money ' +
        '(one process, no backup while it runs, no second server). Set DATABASE_URL, or run with APP_ENV=TEST.',
    );
  }
  return {
    port: Number(env.PORT ?? 8080),
    // This machine only unless told: a newcomer's demo is not for the whole network (the container sets HOST=0.0.0.0).
    host: env.HOST || 'localhost',
    dataDir: dataDirOf(env),
    databaseUrl: env.DATABASE_URL || undefined,
    staticDir: resolve(env.STATIC_DIR ?? 'dist'),
    appEnv,
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    tagManagerId: tagManagerId(env.VITE_GTM_ID),
    connections: connectionSettings(env),
    shutdown: {
      delayMs: secondsSetting(env.SHUTDOWN_DELAY_SECONDS, 0),
      timeoutMs: secondsSetting(env.SHUTDOWN_TIMEOUT_SECONDS, 25),
    },
    metrics: metricsListener(env),
    sharedAssetsDir: env.SHARED_ASSETS_DIR ? resolve(env.SHARED_ASSETS_DIR) : null,
  };
}
