// Partner APIs over HTTP on 127.0.0.1 with the Cayman catalogue: OCTO `POST /availability` for 14 days of every
// product (its default option, with octo/pricing) and `POST /external/getAvailableTimes` for 14 days of every boat.
// Prints p50/p95 of each (goals: availability p95 ≤ 250 ms, getAvailableTimes p95 ≤ 25 ms). Bounded: --rounds (10)
// and one minute at most.
//   node --import tsx tests/bench/partners.ts [--rounds=10]     (TEST_DATABASE_URL=… for PostgreSQL)
import type { Boat } from '../../src/domain/catalogue';
import { caymanCatalogue } from '../../src/server/seed/cayman';
import { startResellerApp } from './resellerApp';

const PORT = Number(process.env.BENCH_PORT ?? 18851);
const GOALS = { availability: 250, times: 25 };
const rounds = Number(process.argv.find((a) => a.startsWith('--rounds='))?.slice(9) ?? 10);
const deadline = Date.now() + 60_000;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const { t, headers, base } = await startResellerApp(PORT);
let failed = false;
try {
  const products = (await (await fetch(`${base}/octo/products`, { headers })).json()) as Array<{
    id: string;
    options: Array<{ id: string; default: boolean }>;
  }>;
  const boats = caymanCatalogue.boats.filter((b: Boat) => b.access.includes('primary'));
  const calls = {
    availability: products.map((p) => ({
      url: `${base}/octo/availability`,
      body: {
        productId: p.id,
        optionId: (p.options.find((o) => o.default) ?? p.options[0])!.id,
        localDateStart: '2027-02-02',
        localDateEnd: '2027-02-15',
      },
    })),
    times: boats.map((b) => ({
      url: `${base}/external/getAvailableTimes`,
      body: {
        boats: [{ boatId: b._id, role: 'primary' }],
        startDate: '2027-02-02',
        endDate: '2027-02-15',
        tripDuration: 2,
        tripType: 'STANDARD',
        countryId: b.countryId,
        returnAllTimeSlots: true,
        includeUnavailabilityReason: true,
      },
    })),
  };
  for (const [name, list] of Object.entries(calls) as Array<[keyof typeof GOALS, typeof calls.times]>) {
    const timings: number[] = [];
    for (let round = 0; round < rounds + 2 && Date.now() < deadline; round++) {
      for (const { url, body } of list) {
        const started = performance.now();
        const res = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
        const text = await res.text();
        const ms = performance.now() - started;
        if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${text.slice(0, 300)}`);
        if (round >= 2) timings.push(ms); // two rounds warm up
      }
    }
    timings.sort((a, b) => a - b);
    const p95 = percentile(timings, 95);
    const met = p95! <= GOALS[name];
    failed ||= !met;
    console.log(
      `${name === 'availability' ? 'OCTO POST /availability, 14 days, every product' : 'POST /external/getAvailableTimes, 14 days, every boat'} on ${t.database.engine}: ` +
        `${timings.length} requests, p50 ${percentile(timings, 50)!.toFixed(1)} ms, p95 ${p95!.toFixed(1)} ms, max ${timings[timings.length - 1]!.toFixed(1)} ms ` +
        `(goal p95 ≤ ${GOALS[name]} ms: ${met ? 'met' : 'NOT met'})`,
    );
  }
} finally {
  await t.close();
}
process.exitCode = failed ? 1 : 0;
