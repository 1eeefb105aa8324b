// A ship in port: many phones on one address. autocannon drives, in turn, GET /api/v1/ready, the boat list
// (GET /api/v1/web/boat, as a browser asks: brotli accepted) and a 14-day slot search of one boat
// (POST /api/v1/web/booking/time-slots), each for --seconds on --connections, against the app in-process on 127.0.0.1
// (PGlite in memory, or PostgreSQL at TEST_DATABASE_URL). Prints each rate and its ratio to the readiness rate of the
// same run: one small database read per request, what /api/v1/health was when the goals were set (issue #54 made
// health read nothing). Goals (issue #16): boat list ≥ 80 % of it; slot search ≥ 40 % with p99 ≤ 150 ms. Exit code 1
// when one is missed or a request fails. With --first-visit (after `npm run build`), the same load also asks for what a
// phone's first visit asks for, from an app serving the build: the home page as the server renders it and the largest
// script it loads (no goal of their own; printed beside the same run's readiness rate).
// Run: node --import tsx tests/bench/ship-rush.ts [--seconds=10] [--connections=50] [--first-visit]
import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import type { Boat } from '../../src/domain/catalogue';
import { caymanCatalogue } from '../../src/server/seed/cayman';
import { buildBookingTestApp } from '../support/bookingTestApp';
import { buildTestApp } from '../support/testApp';

interface LoadResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (opts: {
  url: string;
  connections: number;
  duration: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}) => Promise<LoadResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const SECONDS = arg('seconds', 10);
const CONNECTIONS = arg('connections', 50);
const GOALS = { catalogueRatio: 0.8, slotsRatio: 0.4, slotsP99Ms: 150 };
const FIRST_VISIT = process.argv.includes('--first-visit');
const BUILD = resolve('dist');

async function load(options: Omit<Parameters<Autocannon>[0], 'connections' | 'duration'>): Promise<LoadResult> {
  await autocannon({ ...options, connections: CONNECTIONS, duration: 1 }); // warm-up
  return autocannon({ ...options, connections: CONNECTIONS, duration: SECONDS });
}

function table(results: Record<string, LoadResult>, ready: number) {
  console.table(
    Object.fromEntries(
      Object.entries(results).map(([name, r]) => [
        name,
        {
          'req/s': Math.round(r.requests.average),
          'of ready': `${Math.round((100 * r.requests.average) / ready)} %`,
          'p50 ms': r.latency.p50,
          'p99 ms': r.latency.p99,
          failed: r.non2xx + r.errors + r.timeouts,
        },
      ]),
    ),
  );
}

/** The home page as a browser asks for it and the largest script it loads, served by an app on the build. */
async function firstVisit(): Promise<Record<string, LoadResult>> {
  if (!existsSync(join(BUILD, 'index.html')))
    throw new Error(`--first-visit needs a build in ${BUILD}/ (npm run build)`);
  const site = await buildTestApp({ seed: caymanCatalogue, staticDir: BUILD });
  try {
    const base = await site.app.listen({ port: 0, host: '127.0.0.1' });
    const browser = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'accept-encoding': 'br, gzip' };
    const home = await site.app.inject({ url: '/cayman-islands', headers: { accept: browser.accept } });
    const scripts = [...new Set(home.body.match(/\/assets\/[\w.-]+\.js/g) ?? [])];
    const script = scripts.sort((a, b) => statSync(join(BUILD, b)).size - statSync(join(BUILD, a)).size)[0];
    if (!script) throw new Error('the home page names no script');
    return {
      ready: await load({ url: `${base}/api/v1/ready` }),
      'home page (rendered)': await load({ url: `${base}/cayman-islands`, headers: browser }),
      [`its largest script (${script.slice('/assets/'.length)})`]: await load({
        url: `${base}${script}`,
        headers: browser,
      }),
    };
  } finally {
    await site.close();
  }
}

const t = await buildBookingTestApp({ now: () => new Date('2027-02-01T12:00:00Z') }, caymanCatalogue);
try {
  const base = await t.app.listen({ port: Number(process.env.BENCH_PORT ?? 0), host: '127.0.0.1' });
  const boat = caymanCatalogue.boats.find((b: Boat) => b.access.includes('primary'))!;
  const slotSearch = JSON.stringify({
    boats: [{ boatId: boat._id, role: 'primary' }],
    startDate: '2027-02-02',
    endDate: '2027-02-15',
    tripDuration: 2,
    tripType: 'STANDARD',
    countryId: boat.countryId,
    returnAllTimeSlots: true,
    includeUnavailabilityReason: true,
  });
  const runs = {
    ready: { url: `${base}/api/v1/ready` },
    'boat list': { url: `${base}/api/v1/web/boat`, headers: { 'accept-encoding': 'br, gzip' } },
    '14-day slots': {
      url: `${base}/api/v1/web/booking/time-slots`,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' },
      body: slotSearch,
    },
  };
  const results: Record<string, LoadResult> = {};
  for (const [name, options] of Object.entries(runs)) results[name] = await load(options);
  const ready = results.ready!.requests.average;
  console.log(
    `${CONNECTIONS} connections, ${SECONDS} s each, ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}:`,
  );
  table(results, ready);
  const visit = FIRST_VISIT ? await firstVisit() : {};
  if (FIRST_VISIT) {
    console.log('A first visit, from an app serving the build:');
    table(visit, visit.ready!.requests.average);
  }
  const catalogueRatio = results['boat list']!.requests.average / ready;
  const slots = results['14-day slots']!;
  const missed = [
    catalogueRatio < GOALS.catalogueRatio &&
      `boat list at ${Math.round(catalogueRatio * 100)} % of ready (goal ${GOALS.catalogueRatio * 100} %)`,
    slots.requests.average / ready < GOALS.slotsRatio &&
      `slot search at ${Math.round((slots.requests.average / ready) * 100)} % of ready (goal ${GOALS.slotsRatio * 100} %)`,
    slots.latency.p99 > GOALS.slotsP99Ms && `slot search p99 ${slots.latency.p99} ms (goal ${GOALS.slotsP99Ms} ms)`,
    [...Object.values(results), ...Object.values(visit)].some((r) => r.non2xx + r.errors + r.timeouts > 0) &&
      'some requests failed',
  ].filter(Boolean);
  console.log(missed.length ? `goals MISSED: ${missed.join('; ')}` : 'goals met');
  if (missed.length) process.exitCode = 1;
} finally {
  await t.close();
}
