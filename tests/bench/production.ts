// Issue #54's figures, in the production shape (caddy, two built processes, PostgreSQL):
// - server start time: the artefact (`node dist/server/server.js`) against the sources through tsx (what `npm start`
//   ran after its build), to readiness, on an already migrated database; with --build, `npm run build`'s time too;
// - requests that fail and are lost while each process is restarted under traffic (SIGTERM, then again), and the time
//   from SIGTERM to exit (compose's SHUTDOWN_DELAY_SECONDS=3 included: the proxy's health check takes it out first);
// - the same during a rolling upgrade from the previous release (deploy/previous-release).
// Goal: 0 requests lost in both; start of the artefact well under the old way. Bounded: ~3 minutes.
// Run: npm run build && node tests/support/postgresCluster.mjs -- node --import tsx tests/bench/production.ts [--build]
// [--runs=3]
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, startApiProcess, type ApiProcess } from '../support/apiProcess';
import { freeStarts, httpsClient, priceTrip } from '../support/bookingFlow';
import { buildPreviousRelease } from '../support/previousRelease';
import { apiEnvironment, proxiedTo, repoRoot, startBuiltApi, startProxy } from '../support/productionShape';
import { freshPostgresDatabase } from '../support/testApp';
import { startTraffic } from '../support/traffic';

const { values } = parseArgs({ options: { build: { type: 'boolean' }, runs: { type: 'string', default: '3' } } });
const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error('Run it through tests/support/postgresCluster.mjs (or set TEST_DATABASE_URL).');
const runs = Number(values.runs);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once the guests have booked `count` more times: the traffic is under way (as the production tests wait). */
async function afterMore(traffic: { bookings(): number }, count: number, timeoutMs = 120_000): Promise<void> {
  const target = traffic.bookings() + count;
  for (const started = Date.now(); traffic.bookings() < target; await sleep(100))
    if (Date.now() - started > timeoutMs)
      throw new Error(`the guests made fewer than ${count} bookings in ${timeoutMs / 1000} s`);
}

if (values.build) {
  const started = Date.now();
  const build = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'ignore' });
  if (build.status !== 0) throw new Error('npm run build failed');
  console.log(`npm run build: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function startTimes(databaseUrl: string) {
  const env = { DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', STATIC_DIR: join(repoRoot, 'dist') };
  const times: Record<string, number[]> = { artefact: [], tsx: [] };
  for (let i = 0; i < runs; i++) {
    for (const [name, args] of [
      ['artefact', ['--enable-source-maps', 'dist/server/server.js']],
      ['tsx', ['--import', 'tsx', 'src/server/server.ts']],
    ] as const) {
      const started = Date.now();
      const server = await startApiProcess(env, { args: [...args] });
      times[name]!.push(Date.now() - started);
      await server.stop();
    }
  }
  return times;
}

async function restarts(databaseUrl: string) {
  const ports: [number, number] = [await freePort(), await freePort()];
  const shape = await startProxy({ ports });
  const env = apiEnvironment({
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: shape.url,
    SHARED_ASSETS_DIR: shape.sharedAssetsDir,
    HOLDS_FREE_SHARE_PERCENT: '100',
    HOLD_REQUESTS_PER_IP: '100000',
    LOG_LEVEL: 'warn',
  });
  const apis: ApiProcess[] = [];
  for (const port of ports) apis.push(await startBuiltApi(env, { port }));
  const proxy = httpsClient(shape.url, { ca: shape.ca });
  const calculateTrip = await priceTrip(proxy);
  const traffic = startTraffic(() => proxy, calculateTrip, await freeStarts(proxy, calculateTrip, 3, 120));
  const exitMs: number[] = [];
  try {
    await afterMore(traffic, 3);
    for (const i of [0, 1]) {
      const signalled = Date.now();
      apis[i]!.signal('SIGTERM');
      const code = await apis[i]!.exited;
      exitMs.push(Date.now() - signalled);
      if (code !== 0) throw new Error(`exit ${code}`);
      const metricsPort = await freePort();
      apis[i] = await startBuiltApi({ ...env, METRICS_PORT: String(metricsPort) }, { port: ports[i]! });
      // Caddy takes a process back at its next health check; the other stops only once this one has guests again.
      await proxiedTo(metricsPort);
    }
  } finally {
    const report = await traffic.stop();
    proxy.close();
    for (const api of apis) await api.stop();
    await shape.stopProxy();
    console.log(
      `restart of each process under traffic (this build): ${report.requests} requests, ${report.bookings.length} bookings, ` +
        `${report.failedAttempts.length} attempts failed, ${report.lost.length} lost; SIGTERM to exit ${exitMs.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(', ')} ` +
        `(SHUTDOWN_DELAY_SECONDS=${env.SHUTDOWN_DELAY_SECONDS})`,
    );
  }
}

async function upgrade(databaseUrl: string) {
  const previous = buildPreviousRelease();
  const oldHasReady = readFileSync(previous.serverJs, 'utf8').includes('/api/v1/ready');
  const ports: [number, number] = [await freePort(), await freePort()];
  const shape = await startProxy({ ports, healthUri: oldHasReady ? undefined : '/api/v1/health' });
  const env = apiEnvironment({
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: shape.url,
    SHARED_ASSETS_DIR: shape.sharedAssetsDir,
    HOLDS_FREE_SHARE_PERCENT: '100',
    HOLD_REQUESTS_PER_IP: '100000',
    LOG_LEVEL: 'warn',
  });
  const apis: ApiProcess[] = [];
  for (const port of ports)
    apis.push(
      await startBuiltApi(
        { ...env, STATIC_DIR: join(shape.sharedAssetsDir, 'none') },
        { port, serverJs: previous.serverJs, readyPath: oldHasReady ? undefined : '/api/v1/health' },
      ),
    );
  const proxy = httpsClient(shape.url, { ca: shape.ca });
  const calculateTrip = await priceTrip(proxy);
  const traffic = startTraffic(() => proxy, calculateTrip, await freeStarts(proxy, calculateTrip, 3, 120));
  try {
    await afterMore(traffic, 3);
    for (const i of [0, 1]) {
      apis[i]!.signal('SIGTERM');
      await apis[i]!.exited;
      const metricsPort = await freePort();
      apis[i] = await startBuiltApi({ ...env, METRICS_PORT: String(metricsPort) }, { port: ports[i]! });
      await proxiedTo(metricsPort);
    }
  } finally {
    const report = await traffic.stop();
    proxy.close();
    for (const api of apis) await api.stop();
    await shape.stopProxy();
    console.log(
      `rolling upgrade from ${previous.commit.slice(0, 12)} under traffic: ${report.requests} requests, ${report.bookings.length} bookings, ` +
        `${report.failedAttempts.length} attempts failed (sent again), ${report.lost.length} lost`,
    );
  }
}

const databases = [
  await freshPostgresDatabase(adminUrl),
  await freshPostgresDatabase(adminUrl),
  await freshPostgresDatabase(adminUrl),
];
try {
  // A first start migrates and seeds; the measured ones start on that database, as a restart or a deploy does.
  await (
    await startApiProcess({ DATABASE_URL: databases[0]!.url, LOG_LEVEL: 'warn' }, { args: ['dist/server/server.js'] })
  ).stop();
  const times = await startTimes(databases[0]!.url);
  console.log(
    `start to ready (median of ${runs}, PostgreSQL, migrated): artefact ${median(times.artefact!)} ms, sources through tsx ${median(times.tsx!)} ms`,
  );
  await restarts(databases[1]!.url);
  await upgrade(databases[2]!.url);
} finally {
  for (const database of databases) await database.drop();
}
