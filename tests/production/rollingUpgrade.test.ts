// Issue #54: a rolling upgrade loses nothing. Two processes of the previous release (deploy/previous-release, its
// server built from git) serve guests through the proxy on one PostgreSQL; then, as `docker compose up -d api1` and
// then api2 would, each is stopped (SIGTERM) and replaced by this build, the first of which applies the new migrations
// while the other old process still serves. Guests book without pause throughout, sending again what failed as the app
// does (same Idempotency-Key): no request is lost, every booking is there and readable afterwards, and the old and the
// new release ran side by side on the migrated database. A previous release with readiness (/api/v1/ready, issue #54)
// drains before it closes, so no attempt fails at all; one before it answers 503 to requests that reach it while it
// closes, and those attempts are counted (the bench's figure), not lost. Needs `npm run build` and TEST_DATABASE_URL.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { migrationFiles } from '../../src/server/db/migrate';
import { freePort, type ApiProcess } from '../support/apiProcess';
import { freeStarts, httpsClient, priceTrip } from '../support/bookingFlow';
import { buildPreviousRelease, type Release } from '../support/previousRelease';
import { apiEnvironment, proxiedTo, repoRoot, startBuiltApi, startProxy, type Shape } from '../support/productionShape';
import { startTraffic } from '../support/traffic';
import { freshPostgresDatabase } from '../support/testApp';

const adminUrl = process.env.TEST_DATABASE_URL;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let database: { url: string; drop(): Promise<void> };
let shape: Shape;
let previous: Release;
const running: ApiProcess[] = [];

describe.skipIf(!adminUrl)('a rolling upgrade from the previous release, under traffic', () => {
  beforeAll(async () => {
    expect(existsSync(join(repoRoot, 'dist/server/server.js')), 'run `npm run build` first').toBe(true);
    previous = buildPreviousRelease();
    database = await freshPostgresDatabase(adminUrl!);
  }, 300_000);

  afterAll(async () => {
    await shape?.stopProxy();
    for (const api of running) await api.stop();
    await database?.drop();
  });

  it('replaces each process in turn, migrates, and loses no request and no booking', { timeout: 600_000 }, async () => {
    const ports: [number, number] = [await freePort(), await freePort()];
    // A release without /api/v1/ready (before issue #54) is checked on /api/v1/health for this upgrade
    // (docs/operations.md).
    const oldHasReady = readFileSync(previous.serverJs, 'utf8').includes('/api/v1/ready');
    shape = await startProxy({ ports, healthUri: oldHasReady ? undefined : '/api/v1/health' });
    const env = apiEnvironment({
      DATABASE_URL: database.url,
      PUBLIC_URL: shape.url,
      SHARED_ASSETS_DIR: shape.sharedAssetsDir,
      HOLDS_FREE_SHARE_PERCENT: '100',
      LOG_LEVEL: 'warn',
    });
    const startOld = (port: number) =>
      startBuiltApi(
        { ...env, STATIC_DIR: join(shape.sharedAssetsDir, 'no-build') },
        { port, serverJs: previous.serverJs, readyPath: oldHasReady ? undefined : '/api/v1/health' },
      );
    const metricsPorts = [await freePort(), await freePort()];
    const startNew = (port: number, i: number) =>
      startBuiltApi({ ...env, METRICS_PORT: String(metricsPorts[i]) }, { port });
    const old = [await startOld(ports[0]), await startOld(ports[1])];
    running.push(...old);

    const proxy = httpsClient(shape.url, { ca: shape.ca });
    const calculateTrip = await priceTrip(proxy);
    const starts = await freeStarts(proxy, calculateTrip, 3, 120);
    const traffic = startTraffic(() => proxy, calculateTrip, starts);
    const afterMore = async (n: number) => {
      const target = traffic.bookings() + n;
      for (let i = 0; i < 1200 && traffic.bookings() < target; i++) await sleep(100);
      if (traffic.bookings() < target) {
        const report = await traffic.stop();
        throw new Error(
          `the guests stopped booking at ${report.bookings.length}:\n${report.lost.join('\n')}\n${running
            .map((r) => r.log())
            .join('\n')
            .slice(-3000)}`,
        );
      }
    };

    await afterMore(3);
    traffic.mark('api1 (old) sent SIGTERM');
    // api1: the old process stops, this build takes its place and migrates while the other old one serves.
    old[0]!.signal('SIGTERM');
    await old[0]!.exited;
    traffic.mark('api1 (old) exited');
    const first = await startNew(ports[0], 0);
    running.push(first);
    traffic.mark('api1 (new) ready');
    // The other old one stops only once the proxy sends this one requests (docs/operations.md).
    await proxiedTo(metricsPorts[0]!);
    traffic.mark('the proxy sends api1 (new) requests');
    const database1 = await openDatabase({ databaseUrl: database.url });
    const applied = ((await database1.db.execute('SELECT name FROM schema_migrations' as any)) as any).rows.map(
      (r: { name: string }) => r.name,
    );
    await database1.close();
    expect(applied).toEqual(expect.arrayContaining(migrationFiles()));
    // Old and new side by side on the migrated database.
    await afterMore(4);
    // api2.
    traffic.mark('api2 (old) sent SIGTERM');
    old[1]!.signal('SIGTERM');
    await old[1]!.exited;
    traffic.mark('api2 (old) exited');
    const second = await startNew(ports[1], 1);
    running.push(second);
    traffic.mark('api2 (new) ready');
    await afterMore(3);
    const report = await traffic.stop();

    // The whole account first, timed against the steps, so that a failure says when it happened and what ran.
    console.log(
      `rolling upgrade from ${previous.commit.slice(0, 12)}: ${report.requests} requests, ${report.bookings.length} bookings, ` +
        `${report.failedAttempts.length} attempts failed and were sent again, ${report.lost.length} lost\n` +
        [...report.steps, ...report.failedAttempts, ...report.lost.map((l) => `${l} (lost)`)]
          .sort((a, b) => parseFloat(a.slice(1)) - parseFloat(b.slice(1)))
          .join('\n'),
    );
    if (report.lost.length || process.env.SHOW_PROXY_LOG)
      console.log(
        `${running
          .map((r) => r.log())
          .join('\n')
          .slice(-4000)}\ncaddy:\n${shape.caddyLog().slice(-8000)}`,
      );
    expect(report.lost, report.lost.join('\n')).toEqual([]);
    if (oldHasReady) expect(report.failedAttempts, report.failedAttempts.join('\n')).toEqual([]);
    expect(report.bookings.length).toBeGreaterThanOrEqual(10);
    // Every booking is there, and this build answers it.
    for (const booked of report.bookings) {
      const confirmed = await proxy('GET', `/api/v1/web/booking/confirmed/${booked.bookingRef}?token=${booked.token}`);
      expect(confirmed.status, booked.bookingRef).toBe(200);
    }
    const check = await openDatabase({ databaseUrl: database.url });
    try {
      const refs = ((await check.db.execute('SELECT booking_ref FROM bookings' as any)) as any).rows
        .map((r: { booking_ref: string }) => r.booking_ref)
        .sort();
      expect(refs).toEqual(report.bookings.map((b) => b.bookingRef).sort());
    } finally {
      await check.close();
    }
    proxy.close();
  });
});
