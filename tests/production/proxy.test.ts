// Issue #54: the production shape of compose.yaml with real processes: Debian's PostgreSQL and caddy
// (deploy/Caddyfile), the built artefact (`node dist/server/server.js`, no TypeScript tooling) started twice with
// compose's command and
// environment. Through the proxy: TLS, HTTP/2, HTTP/3 offered, the build's files precompressed and cached for good
// (also another release's, from the shared folder), index.html and sw.js uncached, a booking from hold to paid
// confirmation, and each client's own address reaching the limits (a forged X-Forwarded-For changes nothing). The
// admin command runs from the artefact too (a backup with pg_dump). Needs `npm run build` and TEST_DATABASE_URL.
import { spawnSync } from 'node:child_process';
import { createSocket } from 'node:dgram';
import { isBuiltin } from 'node:module';
import { connect as http2Connect } from 'node:http2';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiProcess } from '../support/apiProcess';
import { freePort } from '../support/apiProcess';
import { bookStart, freeStarts, holdBody, httpsClient, priceTrip } from '../support/bookingFlow';
import { startTraffic } from '../support/traffic';
import {
  apiArgs,
  apiEnvironment,
  proxiedTo,
  readCompose,
  repoRoot,
  startBuiltApi,
  startProxy,
  type Shape,
} from '../support/productionShape';
import { freshPostgresDatabase } from '../support/testApp';

const adminUrl = process.env.TEST_DATABASE_URL;
let database: { url: string; drop(): Promise<void> };
let shape: Shape;
const apis: ApiProcess[] = [];
let env: Record<string, string>;
let proxy: ReturnType<typeof httpsClient>;
let calculateTrip: any;
let starts: string[] = [];
const metricsPorts: number[] = [];
const sigtermToExitMs: number[] = [];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!adminUrl)('the production shape: caddy, two built processes, PostgreSQL', () => {
  beforeAll(async () => {
    expect(existsSync(join(repoRoot, 'dist/server/server.js')), 'run `npm run build` first').toBe(true);
    database = await freshPostgresDatabase(adminUrl!);
    const ports: [number, number] = [await freePort(), await freePort()];
    shape = await startProxy({ ports });
    env = apiEnvironment({
      DATABASE_URL: database.url,
      PUBLIC_URL: shape.url,
      SHARED_ASSETS_DIR: shape.sharedAssetsDir,
      // The limits a crowd would not reach, but these tests do: 5 hold requests per network.
      HOLD_REQUESTS_PER_IP: '5',
      LOG_LEVEL: 'warn',
    });
    for (const port of ports) {
      metricsPorts.push(await freePort());
      apis.push(await startBuiltApi({ ...env, METRICS_PORT: String(metricsPorts.at(-1)) }, { port }));
    }
    proxy = httpsClient(shape.url, { ca: shape.ca });
    calculateTrip = await priceTrip(proxy);
    starts = await freeStarts(proxy, calculateTrip, 3, 90);
  }, 300_000);

  afterAll(async () => {
    proxy?.close();
    await shape?.stopProxy();
    for (const api of apis) await api.stop();
    await database?.drop();
  });

  it('runs what compose.yaml runs: the artefact with node, no TypeScript tooling; the proxy with deploy/Caddyfile', () => {
    const compose = readCompose();
    expect(apiArgs()).toEqual(['--enable-source-maps', 'dist/server/server.js']);
    expect(compose.services.api2!.command).toEqual(compose.services.api1!.command);
    expect(compose.services.proxy!.command).toEqual([
      'caddy',
      'run',
      '--config',
      '/etc/caddy/Caddyfile',
      '--adapter',
      'caddyfile',
    ]);
    expect(compose.services.api1!.environment.TRUST_PROXY).toBe('1');
    // The artefact imports only packages of `dependencies` (and Node's own): the image installs no others.
    const pkg = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'));
    const allowed = new Set(Object.keys(pkg.dependencies));
    const built = [
      'dist/server/server.js',
      'dist/server/admin.js',
      ...readdirSync(join(repoRoot, 'dist/.ssr'), { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.js'))
        .map((f) => `dist/.ssr/${f}`),
    ];
    for (const file of built) {
      const text = readFileSync(join(repoRoot, file), 'utf8');
      // A bundle's imports start their lines (a comment's example does not); dynamic ones are import("…").
      const specifiers = [
        ...text.matchAll(
          /^(?:import|export)\s[^;]*?from\s*["']([^"']+)["']|^import\s*["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/gm,
        ),
      ]
        .map((m) => m[1] ?? m[2] ?? m[3])
        .filter((specifier) => !specifier!.startsWith('.') && !isBuiltin(specifier!));
      for (const specifier of specifiers) {
        const name = specifier!.startsWith('@')
          ? specifier!.split('/').slice(0, 2).join('/')
          : specifier!.split('/')[0];
        expect(allowed, `${file} imports ${specifier}`).toContain(name);
      }
    }
  });

  it('answers over TLS with HTTP/2, offers HTTP/3, and sends plain HTTP to HTTPS', async () => {
    const ready = await proxy('GET', '/api/v1/ready');
    expect(ready.status).toBe(200);
    expect(String(ready.headers['alt-svc'])).toContain(`h3=":${shape.httpsPort}"`);
    const session = http2Connect(shape.url, { ca: shape.ca });
    try {
      const status = await new Promise<number>((resolve, reject) => {
        const stream = session.request({ ':path': '/api/v1/health' });
        stream.on('response', (headers) => resolve(Number(headers[':status'])));
        stream.on('error', reject);
        stream.end();
      });
      expect(status).toBe(200);
      expect(session.alpnProtocol).toBe('h2');
    } finally {
      session.close();
    }
    // Caddy holds the UDP port for QUIC (HTTP/3): another socket cannot take it.
    const udp = createSocket('udp4');
    const bound = await new Promise<string>((resolve) => {
      udp.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
      udp.bind(shape.httpsPort, () => resolve('bound'));
    });
    udp.close();
    expect(bound).toBe('EADDRINUSE');
    const plain = await fetch(`${shape.httpUrl}/api/v1/health`, { redirect: 'manual', headers: { host: 'localhost' } });
    expect([301, 308]).toContain(plain.status);
    expect(plain.headers.get('location')).toMatch(/^https:\/\//);
  });

  it("serves the build: hashed files precompressed and immutable (any release's), index.html and sw.js uncached", async () => {
    const assets = readdirSync(join(repoRoot, 'dist/assets')).filter(
      (f) => f.endsWith('.js') && existsSync(join(repoRoot, 'dist/assets', `${f}.br`)),
    );
    const asset = `/assets/${assets[0]}`;
    const compressed = await proxy('GET', asset, undefined, '', { 'accept-encoding': 'br, gzip' });
    expect(compressed.status).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Each process added its build's files to the folder the proxy serves them from.
    expect(existsSync(join(shape.sharedAssetsDir, asset))).toBe(true);
    // A file only an earlier release had: still served during and after a rolling upgrade.
    mkdirSync(join(shape.sharedAssetsDir, 'assets'), { recursive: true });
    writeFileSync(join(shape.sharedAssetsDir, 'assets/page-OldRel123.js'), 'export const old = 1;');
    const old = await proxy('GET', '/assets/page-OldRel123.js');
    expect(old.status).toBe(200);
    expect(old.headers['cache-control']).toContain('immutable');
    for (const path of ['/', '/sw.js', '/index.html']) {
      const page = await proxy('GET', path, undefined, '', { accept: 'text/html' });
      expect(page.status, path).toBe(200);
      expect(page.headers['cache-control'], path).toBe('no-cache');
    }
    // The metrics are the processes' own port's, never the proxy's.
    expect((await proxy('GET', '/metrics')).status).toBe(404);
  });

  it('books through the proxy from hold to paid confirmation', { timeout: 120_000 }, async () => {
    const booked = await bookStart(proxy, calculateTrip, starts.shift()!);
    expect(booked.bookingRef).toMatch(/^KY-/);
    const confirmed = await proxy('GET', `/api/v1/web/booking/confirmed/${booked.bookingRef}?token=${booked.token}`);
    expect(confirmed.status).toBe(200);
    // The device cookie came over TLS through the proxy (X-Forwarded-Proto): it is Secure.
    const hold = await proxy('POST', '/api/v1/web/booking/hold', holdBody(calculateTrip, starts.shift()!), '', {
      'idempotency-key': 'secure-cookie',
    });
    expect(hold.status).toBe(200);
    expect(String(hold.headers['set-cookie'])).toMatch(/Secure/i);
  });

  it(
    "counts each client's own address against the limits, whatever X-Forwarded-For it sends",
    { timeout: 120_000 },
    async () => {
      const from = (localAddress: string) => httpsClient(shape.url, { ca: shape.ca, localAddress });
      const crowd = from('127.0.0.2');
      const other = from('127.0.0.3');
      try {
        const statuses: number[] = [];
        for (let i = 0; i < 5; i++)
          statuses.push(
            (await crowd('POST', '/api/v1/web/booking/hold', holdBody(calculateTrip, starts.shift()!))).status,
          );
        expect(statuses).toEqual([200, 200, 200, 200, 200]);
        // The sixth from that address is over its limit, on whichever process, even claiming another address.
        expect((await crowd('POST', '/api/v1/web/booking/hold', holdBody(calculateTrip, starts.shift()!))).status).toBe(
          429,
        );
        expect(
          (
            await crowd('POST', '/api/v1/web/booking/hold', holdBody(calculateTrip, starts.shift()!), '', {
              'x-forwarded-for': '203.0.113.9',
            })
          ).status,
        ).toBe(429);
        // Another address is its own network.
        expect((await other('POST', '/api/v1/web/booking/hold', holdBody(calculateTrip, starts.shift()!))).status).toBe(
          200,
        );
      } finally {
        crowd.close();
        other.close();
      }
    },
  );

  it("exposes each process's metrics on its own port, the build named, the holds timed by route", async () => {
    const scraped = await Promise.all(
      metricsPorts.map(async (port) => (await fetch(`http://127.0.0.1:${port}/metrics`)).text()),
    );
    for (const text of scraped) expect(text).toMatch(/charters_build_info\{version="[^"]+",commit="[^"]+"\} 1/);
    expect(scraped.join('\n')).toMatch(
      /http_request_duration_seconds_count\{method="POST",route="\/api\/v1\/web\/booking\/hold",status_code="200"\} [1-9]/,
    );
    for (const api of apis) expect(api.log()).not.toMatch(/"level":(50|60)/);
  });

  it(
    'restarts each process in turn under traffic (SIGTERM, then this build again) and fails no request',
    { timeout: 300_000 },
    async () => {
      // Each guest from a network of their own (127.0.1.x): the 5-holds-per-network limit above is not tested here.
      const clients = new Map<number, ReturnType<typeof httpsClient>>();
      const sendFor = (n: number) => {
        const key = n % 250;
        if (!clients.has(key))
          clients.set(key, httpsClient(shape.url, { ca: shape.ca, localAddress: `127.0.1.${key + 1}` }));
        return clients.get(key)!;
      };
      const traffic = startTraffic(sendFor, calculateTrip, starts);
      const afterMore = async (n: number) => {
        const target = traffic.bookings() + n;
        for (let i = 0; i < 1200 && traffic.bookings() < target; i++) await sleep(100);
      };
      try {
        await afterMore(2);
        for (const i of [0, 1]) {
          const stopping = apis[i]!;
          const signalledAt = Date.now();
          stopping.signal('SIGTERM');
          expect(await stopping.exited, stopping.log()).toBe(0);
          sigtermToExitMs.push(Date.now() - signalledAt);
          apis[i] = await startBuiltApi({ ...env, METRICS_PORT: String(metricsPorts[i]) }, { port: stopping.port });
          // As docs/operations.md says: the next one stops only once the proxy sends this one requests.
          await proxiedTo(metricsPorts[i]!);
          await afterMore(2);
        }
      } finally {
        const report = await traffic.stop();
        for (const client of clients.values()) client.close();
        expect(report.failedAttempts, report.failedAttempts.join('\n')).toEqual([]);
        expect(report.lost, report.lost.join('\n')).toEqual([]);
        expect(report.bookings.length).toBeGreaterThanOrEqual(6);
      }
    },
  );

  it('backs up from the artefact (npm run admin -- backup FILE, pg_dump)', { timeout: 120_000 }, () => {
    const file = join(tmpdir(), `charters-${process.pid}.dump`);
    const run = spawnSync(process.execPath, ['dist/server/admin.js', 'backup', file], {
      cwd: repoRoot,
      encoding: 'utf8',
      env: { PATH: process.env.PATH, DATABASE_URL: database.url, LOG_LEVEL: 'silent' },
    });
    expect(run.status, run.stderr).toBe(0);
    expect(statSync(file).size).toBeGreaterThan(1000);
  });
});
