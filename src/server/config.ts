// Server settings from the environment, and the one way every area's settings read a value (wholeNumber, publicUrlOf,
// appEnvOf, dataDirOf). Every value has an embedded default so `npm start` needs none.
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { tagManagerId } from '../domain/tagManager';

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
}

/** A setting the server must not start with; server.ts prints the message and exits. */
export class ConfigError extends Error {}

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const isProxyAddress = (entry: string) => {
  const [address, bits, extra] = entry.split('/');
  if (PROXY_NAMES.includes(entry)) return true;
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
};

/** TRUST_PROXY: unset, a hop count ('1': one load balancer) or a comma-separated list of proxy addresses. */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  const text = (value ?? '').trim();
  if (text === '' || text === '0' || text === 'false') return false;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const entries = text.split(',').map((e) => e.trim()).filter(Boolean);
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
export const publicUrlOf = (env: NodeJS.ProcessEnv) => new URL(env.PUBLIC_URL || `http://localhost:${env.PORT ?? 8080}`).origin;

/** APP_ENV: 'PROD' takes real money; anything else is 'TEST'. */
export const appEnvOf = (env: NodeJS.ProcessEnv): 'TEST' | 'PROD' => (env.APP_ENV === 'PROD' ? 'PROD' : 'TEST');

/** DATA_DIR as an absolute path. */
export const dataDirOf = (env: NodeJS.ProcessEnv) => resolve(env.DATA_DIR ?? 'data');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: dataDirOf(env),
    databaseUrl: env.DATABASE_URL || undefined,
    staticDir: resolve(env.STATIC_DIR ?? 'dist'),
    appEnv: appEnvOf(env),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    tagManagerId: tagManagerId(env.VITE_GTM_ID),
  };
}
