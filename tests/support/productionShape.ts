// compose.yaml's shape with real processes (Docker is not on these machines): Debian's caddy running deploy/Caddyfile
// with the proxy service's command, and built API processes started with the API service's command and environment
// (read from compose.yaml; only what differs outside containers is overridden: addresses, ports, the database, and
// APP_ENV=TEST with the test checkout, since no live Stripe keys exist here). Used by tests/production and the bench.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, openSync, closeSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { freePort, startApiProcess, stopChild, type ApiProcess } from './apiProcess';
import { httpsClient } from './bookingFlow';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

interface ComposeService {
  command: string[];
  environment: Record<string, string>;
}

export function readCompose(): { services: Record<string, ComposeService> } {
  return parse(readFileSync(join(repoRoot, 'compose.yaml'), 'utf8'), { merge: true });
}

/** The settings a process outside a container needs other than compose's: where things are, and no live money. */
const OVERRIDDEN = [
  'HOST',
  'PORT',
  'DATABASE_URL',
  'PUBLIC_URL',
  'SHARED_ASSETS_DIR',
  'METRICS_PORT',
  'METRICS_HOST',
  'APP_ENV',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PUBLISHABLE_KEY',
  'SMTP_URL',
  'MAIL_FROM',
];

/** compose.yaml's API environment, overridden where a process outside a container must differ. */
export function apiEnvironment(overrides: Record<string, string>): Record<string, string> {
  const compose = readCompose().services.api1!.environment;
  const kept = Object.fromEntries(
    Object.entries(compose)
      .filter(([name]) => !OVERRIDDEN.includes(name))
      .map(([name, value]) => [name, String(value)]),
  );
  return { ...kept, APP_ENV: 'TEST', HOST: '127.0.0.1', METRICS_HOST: '127.0.0.1', ...overrides };
}

/** The API service's command as node's arguments (compose runs ["node", …]). */
export function apiArgs(): string[] {
  const [program, ...args] = readCompose().services.api1!.command;
  if (program !== 'node') throw new Error(`compose.yaml's API command starts with ${program}, not node`);
  return args;
}

export interface Shape {
  /** The proxy's https://localhost:PORT. */
  url: string;
  httpUrl: string;
  httpsPort: number;
  /** Caddy's own CA, which signed its certificate for localhost. */
  ca: string;
  sharedAssetsDir: string;
  ports: [number, number];
  caddyLog(): string;
  stopProxy(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts caddy with compose's proxy command and deploy/Caddyfile in front of two upstream ports. */
export async function startProxy(opts: { ports: [number, number]; healthUri?: string }): Promise<Shape> {
  const dir = mkdtempSync(join(tmpdir(), 'proxy-'));
  const sharedAssetsDir = join(dir, 'assets-shared');
  mkdirSync(sharedAssetsDir);
  const [httpsPort, httpPort] = [await freePort(), await freePort()];
  const [program, ...args] = readCompose().services.proxy!.command;
  const config = args.indexOf('--config');
  args[config + 1] = join(repoRoot, 'deploy/Caddyfile');
  const logFile = join(dir, 'caddy.log');
  const logFd = openSync(logFile, 'a');
  const child = spawn(program!, args, {
    env: {
      PATH: process.env.PATH,
      HOME: dir,
      XDG_DATA_HOME: join(dir, 'data'),
      XDG_CONFIG_HOME: join(dir, 'config'),
      SITE_ADDRESS: 'localhost',
      PROXY_HTTPS_PORT: String(httpsPort),
      PROXY_HTTP_PORT: String(httpPort),
      UPSTREAMS: opts.ports.map((p) => `127.0.0.1:${p}`).join(' '),
      SHARED_ASSETS_DIR: sharedAssetsDir,
      ...(opts.healthUri ? { HEALTH_URI: opts.healthUri } : {}),
    },
    stdio: ['ignore', logFd, logFd],
  });
  closeSync(logFd);
  const caddyLog = () => readFileSync(logFile, 'utf8');
  const stopProxy = async () => {
    await stopChild(child, 10_000);
    rmSync(dir, { recursive: true, force: true });
  };
  const rootCert = join(dir, 'data/caddy/pki/authorities/local/root.crt');
  const url = `https://localhost:${httpsPort}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null || i === 300) {
      await stopProxy();
      throw new Error(`caddy did not answer over TLS (exit ${child.exitCode}):\n${caddyLog()}`);
    }
    if (existsSync(rootCert)) {
      // Any answer over TLS (the upstreams may not be up yet) means the CA and the certificate for localhost are there.
      const client = httpsClient(url, { ca: readFileSync(rootCert, 'utf8') });
      const answered = await client('GET', '/api/v1/health').then(
        () => true,
        () => false,
      );
      client.close();
      if (answered) break;
    }
    await sleep(100);
  }
  return {
    url,
    httpUrl: `http://127.0.0.1:${httpPort}`,
    httpsPort,
    ca: readFileSync(rootCert, 'utf8'),
    sharedAssetsDir,
    ports: opts.ports,
    caddyLog,
    stopProxy,
  };
}

/**
 * Starts a built server (`dist/server/server.js` of this checkout, or another build's) as compose's API service would.
 */
export function startBuiltApi(
  env: Record<string, string>,
  opts: { port: number; serverJs?: string; cwd?: string; dataDir?: string; readyPath?: string },
): Promise<ApiProcess> {
  const args = apiArgs().map((arg) => (arg === 'dist/server/server.js' && opts.serverJs ? opts.serverJs : arg));
  // The image's STATIC_DIR (Dockerfile): the build beside the server.
  return startApiProcess(
    { STATIC_DIR: join(repoRoot, 'dist'), ...env },
    { args, port: opts.port, cwd: opts.cwd ?? repoRoot, dataDir: opts.dataDir, readyPath: opts.readyPath },
  );
}

/**
 * Resolves once the proxy sends a guest's request to the process behind `metricsPort`: it is back in the pool. A
 * process that answers ready is not yet there (Caddy checks every second); stopping the other one before then leaves
 * none, and
 * Caddy 2.6 answers a POST 503 at once instead of waiting for one (it waits only for GETs).
 */
export async function proxiedTo(metricsPort: number, timeoutMs = 30_000): Promise<void> {
  const answered = async () => {
    const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    return /^http_request_duration_seconds_count\{method="POST",[^}]*\} [1-9]/m.test(text);
  };
  for (const started = Date.now(); Date.now() - started < timeoutMs; await sleep(100)) {
    if (await answered()) return;
  }
  throw new Error(`the proxy sent no request to the process with metrics on ${metricsPort} within ${timeoutMs} ms`);
}
