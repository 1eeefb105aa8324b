// 14-day slot search for every boat of the Cayman catalogue over HTTP on 127.0.0.1: prints p50/p95 (goal p95 ≤ 25 ms).
//   node --import tsx tests/bench/slots.ts [--rounds=20]     (TEST_DATABASE_URL=… for PostgreSQL)
import type { Boat } from '../../src/domain/catalogue';
import { caymanCatalogue } from '../../src/server/seed/cayman';
import { buildBookingTestApp } from '../support/bookingTestApp';

const PORT = 18601;
const GOAL_P95_MS = 25;
const rounds = Number(process.argv.find((a) => a.startsWith('--rounds='))?.slice(9) ?? 20);
const deadline = Date.now() + 60_000;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const t = await buildBookingTestApp(
  { now: () => new Date('2027-02-01T12:00:00Z'), maxLiveHoldsPerDevice: 1_000_000, holdRequestsPerIp: 1_000_000 },
  caymanCatalogue,
);
try {
  await t.app.listen({ port: PORT, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${PORT}/api/v1/web/booking/time-slots`;
  const boats = caymanCatalogue.boats.filter((b: Boat) => b.access.includes('primary'));
  const search = (boat: Boat, tripType: string) => ({
    boats: [{ boatId: boat._id, role: 'primary' }],
    startDate: '2027-02-02',
    endDate: '2027-02-15',
    tripDuration: 2,
    tripType,
    countryId: boat.countryId,
    returnAllTimeSlots: true,
    includeUnavailabilityReason: true,
  });
  const requests = boats.flatMap((b) => [
    search(b, 'STANDARD'),
    ...(b.additionalBioBayBoats.length ? [search(b, 'BIO_BAY')] : []),
  ]);
  const timings: number[] = [];
  let slots = 0;
  for (let round = 0; round < rounds + 2 && Date.now() < deadline; round++) {
    for (const body of requests) {
      const started = performance.now();
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const json = (await res.json()) as { availableSlots: { bookings: unknown[] }[] };
      const ms = performance.now() - started;
      if (res.status !== 200) throw new Error(`time-slots answered ${res.status}: ${JSON.stringify(json)}`);
      if (round >= 2) {
        timings.push(ms); // the first two rounds warm up
        slots += json.availableSlots.reduce((n, d) => n + d.bookings.length, 0);
      }
    }
  }
  timings.sort((a, b) => a - b);
  const p95 = percentile(timings, 95);
  console.log(
    `slot search, 14 days, ${requests.length} boat/trip-type searches × ${timings.length / requests.length} rounds on ${t.database.engine}`,
  );
  console.log(`  ${timings.length} requests, ${Math.round(slots / timings.length)} slots each on average`);
  console.log(
    `  p50 ${percentile(timings, 50)!.toFixed(1)} ms  p95 ${p95!.toFixed(1)} ms  max ${timings[timings.length - 1]!.toFixed(1)} ms  (goal p95 ≤ ${GOAL_P95_MS} ms: ${p95! <= GOAL_P95_MS ? 'met' : 'NOT met'})`,
  );
} finally {
  await t.close();
}
