// Server settings from the environment; every value has an embedded default so `npm start` needs none.
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
  /** Trust X-Forwarded-* from a reverse proxy (TRUST_PROXY=1). */
  trustProxy: boolean;
  /** VITE_GTM_ID, read by the app's build and here: its container's hosts join the CSP (null: none). */
  tagManagerId: string | null;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = resolve(env.DATA_DIR ?? 'data');
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    staticDir: resolve(env.STATIC_DIR ?? 'dist'),
    appEnv: env.APP_ENV === 'PROD' ? 'PROD' : 'TEST',
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    tagManagerId: tagManagerId(env.VITE_GTM_ID),
  };
}
