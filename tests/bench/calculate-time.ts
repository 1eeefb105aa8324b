// Load on GET /api/v1/web/calculate-time/{regionId}: the app in-process on 127.0.0.1 with the demo catalogue in an
// in-memory PGlite, driven by autocannon for a bounded time; then the pricing core alone, called in a loop.
// Goal: p95 ≤ 10 ms (25 ms with --discount). Run: node --import tsx tests/bench/calculate-time.ts [--seconds=10]
// [--connections=10] [--discount]
// --discount: every request is a signed-in agent's with a 10 % discount (token checked, the agency's cap read).
// BENCH_PORT picks the port (default: a free one). Exit code 1 when the goal is missed or a request fails.
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Activity, Boat, Country, PickUpLocation, Region } from '../../src/domain/catalogue';
import { computeTripLength, priceTrip } from '../../src/domain/pricing';
import { runAdminCommand } from '../../src/server/admin/commands';
import { buildApp } from '../../src/server/app';
import { testAuthSettings } from '../../src/server/auth/settings';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { listDocs } from '../../src/server/catalogue/store';
import { pricingRoutes } from '../../src/server/pricing/routes';
import { cachedSeaDistanceNm } from '../../src/server/pricing/seaDistanceCache';
import { caymanCatalogue } from '../../src/server/seed/cayman';
import { seedCatalogue } from '../support/seedCatalogue';

/** The part of autocannon's API this bench uses (the package ships no types). */
interface LoadResult {
  requests: { average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  duration: number;
}
type Autocannon = (opts: {
  url: string;
  connections: number;
  duration: number;
  requests: { path: string; headers?: Record<string, string> }[];
}) => Promise<LoadResult> & {
  on(event: 'response', fn: (client: unknown, status: number, bytes: number, ms: number) => void): void;
};
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const API = '/api/v1/web';
/** With a discount each request also reads the agent's user and agency afresh (one database read). */
const GOAL_P95_MS = process.argv.includes('--discount') ? 25 : 10;
const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const SECONDS = arg('seconds', 10);
const CONNECTIONS = arg('connections', 10);
const WITH_DISCOUNT = process.argv.includes('--discount');
const DISCOUNT = encodeURIComponent(JSON.stringify({ discountType: 'PERCENT', discountValue: 10 }));

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (n: number) => `${n.toFixed(2)} ms`;

interface Trip {
  region: Region;
  boat: Boat;
  pickUp: PickUpLocation;
  stops: Activity[];
  guests: number;
  pace: 'relaxed' | 'standard';
}

/** A spread of realistic trips: every boat, from its main pick-up, with zero to three stops it serves. */
function tripsOf(
  regions: Region[],
  boats: Boat[],
  pickUps: Map<string, PickUpLocation>,
  activities: Map<string, Activity>,
): Trip[] {
  const trips: Trip[] = [];
  for (const boat of boats) {
    const region = regions.find((r) => boat.regions.some((br) => br._id === r._id));
    const pickUp = pickUps.get(boat.pickUpLocations.main.location);
    if (!region || !pickUp) continue;
    const served = boat.activities
      .map((id) => activities.get(id)!)
      .filter(
        (a) => a.type === 'Activity' && (a.suitablePickUpIds.length === 0 || a.suitablePickUpIds.includes(pickUp._id)),
      );
    for (let n = 0; n <= Math.min(3, served.length); n++) {
      trips.push({
        region,
        boat,
        pickUp,
        stops: served.slice(0, n),
        guests: Math.min(boat.maxGuests, 2 + n),
        pace: n % 2 ? 'relaxed' : 'standard',
      });
    }
  }
  return trips;
}

const pathOf = (t: Trip) =>
  `${API}/calculate-time/${t.region._id}?numberOfPeople=${t.guests}&boatId=${t.boat._id}&pace=${t.pace}` +
  `&activities=${t.stops.map((a) => a._id).join(',')}&date=2026-09-15&startTime=11:00${WITH_DISCOUNT ? `&discount=${DISCOUNT}` : ''}`;

/** An agency allowing 15 % and an agent of it, signed in: the header every request then carries. */
async function agentHeaders(
  database: Awaited<ReturnType<typeof openDatabase>>,
  address: string,
): Promise<Record<string, string>> {
  if (!WITH_DISCOUNT) return {};
  const ctx = {
    db: database.db,
    now: new Date(),
    publicUrl: address,
    auth: testAuthSettings(),
    readStdin: async () => 'bench agent password\n',
  };
  for (const argv of [
    ['create-agency', '--name', 'Bench Desk', '--max-discount', '15'],
    [
      'create-user',
      '--email',
      'bench-agent@example.test',
      '--role',
      'agent',
      '--agency',
      'Bench Desk',
      '--password-stdin',
    ],
  ]) {
    const made = await runAdminCommand(argv, ctx);
    if (made.exitCode !== 0) throw new Error(made.stderr);
  }
  const res = await fetch(`${address}${API}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench-agent@example.test', password: 'bench agent password' }),
  });
  if (res.status !== 200) throw new Error(`login answered ${res.status}`);
  const { accessToken } = (await res.json()) as { accessToken: string };
  return { 'user-authorization': `Bearer ${accessToken}` };
}

async function main() {
  const database = await openDatabase({});
  await migrate(database);
  await seedCatalogue(database.db, caymanCatalogue);
  const config = { ...loadConfig({}), logLevel: 'silent', staticDir: join(tmpdir(), 'no-static-build-for-bench') };
  const app = await buildApp({ config, database, authSettings: testAuthSettings() }, { logger: false });
  if (!app.hasRoute({ method: 'GET', url: `${API}/calculate-time/:regionId` }))
    await app.register(pricingRoutes, { prefix: API });
  const address = await app.listen({ host: '127.0.0.1', port: Number(process.env.BENCH_PORT ?? 0) });

  try {
    const db = database.db;
    const [country] = await listDocs<Country>(db, 'country');
    const pickUps = new Map((await listDocs<PickUpLocation>(db, 'pickUpLocation')).map((p) => [p._id, p]));
    const activities = new Map((await listDocs<Activity>(db, 'activity')).map((a) => [a._id, a]));
    const headers = await agentHeaders(database, address);
    const trips = tripsOf(await listDocs<Region>(db, 'region'), await listDocs<Boat>(db, 'boat'), pickUps, activities);

    // Warm-up: the first sight of each leg computes its distance at sea; later requests find it remembered.
    const coldStart = performance.now();
    for (const trip of trips) {
      const res = await fetch(`${address}${pathOf(trip)}`, { headers });
      if (res.status !== 200) throw new Error(`${pathOf(trip)} answered ${res.status}: ${await res.text()}`);
    }
    console.log(
      `warm-up: ${trips.length} distinct trips in ${ms(performance.now() - coldStart)} (sea distances computed once)`,
    );

    const latencies: number[] = [];
    const run = autocannon({
      url: address,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: trips.map((t) => ({ path: pathOf(t), headers })),
    });
    run.on('response', (_client, _status, _bytes, responseMs) => latencies.push(responseMs));
    const result = await run;
    latencies.sort((a, b) => a - b);
    const p95 = percentile(latencies, 95);
    console.log(
      `calculate-time over HTTP${WITH_DISCOUNT ? ", an agent's 10 % discount on each" : ''}: ${CONNECTIONS} connections for ${SECONDS} s, ${latencies.length} requests`,
    );
    console.log(
      `  latency p50 ${ms(percentile(latencies, 50)!)}  p95 ${ms(p95!)}  p99 ${ms(percentile(latencies, 99)!)}  max ${ms(latencies[latencies.length - 1]!)}`,
    );
    console.log(
      `  throughput ${result.requests.average.toFixed(0)} requests/s; non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}`,
    );

    // The pricing core alone (trip length + price), as the server calls it, distances remembered.
    const pure = trips.filter((t) => t.stops.length > 0);
    let calls = 0;
    const until = performance.now() + 2_000;
    const started = performance.now();
    while (performance.now() < until) {
      for (const t of pure) {
        const length = computeTripLength({
          pickUp: t.pickUp,
          activities: t.stops,
          boat: t.boat,
          pace: t.pace,
          distanceNm: cachedSeaDistanceNm,
        });
        priceTrip({
          boat: t.boat,
          charterHours: length.charterHours,
          guests: { adults: t.guests, children: 0 },
          pickUp: t.pickUp,
          activities: t.stops,
          country: country!,
          date: '2026-09-15',
          startTime: '11:00',
        });
        calls += 1;
      }
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `pricing core: ${(calls / seconds).toFixed(0)} trips priced per second (computeTripLength + priceTrip, one core)`,
    );

    const failed = result.non2xx + result.errors + result.timeouts > 0;
    const ok = p95! <= GOAL_P95_MS && !failed;
    console.log(
      ok
        ? `goal met: p95 ${ms(p95!)} ≤ ${GOAL_P95_MS} ms`
        : `goal MISSED: p95 ${ms(p95!)} (goal ${GOAL_P95_MS} ms)${failed ? ', some requests failed' : ''}`,
    );
    if (!ok) process.exitCode = 1;
  } finally {
    await app.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
