// Many guests at once: exactly one hold wins a slot, and no two live holds of one boat ever overlap.
// On PGlite transactions run one at a time; run this file on PostgreSQL too (see docs/availability-api.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planHold } from '../../src/server/booking/holdPlan';
import { placeHold } from '../../src/server/booking/holdStatements';
import { bookHold, lockHold } from '../../src/server/booking/holdStore';
import { buildBookingTestApp, postJson, type BookingTestApp } from '../support/bookingTestApp';
import { holdBody } from '../support/fixtureRequests';

const NOW = '2026-12-01T12:00:00Z';
let t: BookingTestApp;

beforeAll(async () => {
  t = await buildBookingTestApp({ holdRequestsPerIp: 100_000 });
  t.setNow(NOW);
});
afterAll(async () => {
  await t?.close();
});

async function overlappingLivePairs(): Promise<number> {
  const result: any = await t.database.db.execute(
    `SELECT count(*)::int AS n FROM boat_reservations a JOIN boat_reservations b
    ON a.boat_id = b.boat_id AND a.id < b.id AND a.during && b.during
    WHERE a.status IN ('HELD', 'BOOKED') AND b.status IN ('HELD', 'BOOKED')` as any,
  );
  return result.rows[0].n;
}

/**
 * One guest's hold request, asked again when the server says it is busy (503 with Retry-After: the pool had no
 * connection free within its 10 s, as on a loaded machine running other test files at once) as the PWA would,
 * without waiting the seconds. Any other answer, or a 503 without Retry-After, is the answer.
 */
async function holdAnswered(body: unknown): Promise<Awaited<ReturnType<typeof postJson>>> {
  for (let attempt = 1; ; attempt++) {
    const answer = await postJson(t.app, 'booking/hold', body);
    if (answer.status !== 503 || answer.headers['retry-after'] === undefined || attempt === 20) return answer;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('racing holds', () => {
  it('lets exactly one of 200 concurrent holds of one slot win', { timeout: 120_000 }, async () => {
    const body = holdBody('2026-12-10T10:00:00-05:00');
    const answers = await Promise.all(Array.from({ length: 200 }, () => postJson(t.app, 'booking/hold', body)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    // Every other is refused as held. On a loaded machine the last in the queue for the slot's lock can wait past the
    // pool's 10 s for a connection: that one is told the database is busy (503, Retry-After), never given the slot.
    const busy = answers.filter((a) => a.status === 503);
    expect(
      busy.every((a) => a.headers['retry-after'] !== undefined),
      JSON.stringify(busy.map((a) => a.body)),
    ).toBe(true);
    expect(
      statuses.filter((s) => s === 409).length + busy.length,
      JSON.stringify(statuses.filter((s) => s !== 200 && s !== 409)),
    ).toBe(199);
    expect(
      answers.filter((a) => a.status === 409).every((a) => a.body.success === false && a.body.reason === 'HELD'),
    ).toBe(true);
  });

  it('keeps overlapping slots on several boats apart', { timeout: 120_000 }, async () => {
    const requests = [];
    for (const boatId of ['boat-small', 'boat-mid', 'boat-big']) {
      for (const clock of ['08', '09', '10', '11', '12', '13']) {
        for (let i = 0; i < 8; i++) requests.push(holdBody(`2026-12-11T${clock}:00:00-05:00`, { boatId, duration: 3 }));
      }
    }
    const answers = await Promise.all(requests.map(holdAnswered));
    expect(answers.filter((a) => a.status !== 200 && a.status !== 409).map((a) => [a.status, a.body])).toEqual([]);
    const wins = answers.filter((a) => a.status === 200).length;
    expect(wins).toBeGreaterThanOrEqual(3 * 2); // at least two non-overlapping 3-hour slots per boat
    expect(wins).toBeLessThanOrEqual(3 * 2); // 08–13 starts, 3 hours long: at most two fit side by side
    expect(await overlappingLivePairs()).toBe(0);
  });

  it(
    'races bio-bay holds against holds of their extra boats without a half-taken trip',
    { timeout: 120_000 },
    async () => {
      const extra = (boatId: string) => ({
        boatId,
        duration: 2,
        boatRole: 'bioBayAccess',
        relationshipType: 'BIO_BAY_ADDITIONAL',
        timingBehavior: 'END_ALIGNED',
      });
      const requests = [];
      for (let i = 0; i < 20; i++) {
        requests.push(
          holdBody('2026-12-12T18:00:00-05:00', {
            boatId: 'boat-big',
            duration: 3,
            tripType: 'BIO_BAY',
            extraBoats: [extra(i % 2 ? 'boat-glow' : 'boat-shine')],
          }),
        );
        requests.push(holdBody('2026-12-12T19:00:00-05:00', { boatId: 'boat-big', duration: 3, tripType: 'BIO_BAY' }));
        // 21:00–23:00 clashes with the 19:00 trip's bio-bay part only, so an 18:00 trip can always win.
        requests.push(holdBody('2026-12-12T21:00:00-05:00', { boatId: i % 2 ? 'boat-glow' : 'boat-shine' }));
      }
      const answers = await Promise.all(requests.map(holdAnswered));
      expect(answers.filter((a) => a.status !== 200 && a.status !== 409).map((a) => a.body)).toEqual([]);
      expect(await overlappingLivePairs()).toBe(0);
      const result: any = await t.database.db.execute(
        `SELECT h.booking_id, count(r.id)::int AS boats FROM slot_holds h
      JOIN boat_reservations r ON r.booking_id = h.booking_id WHERE h.trip_type = 'BIO_BAY' GROUP BY h.booking_id` as any,
      );
      expect(result.rows.length).toBeGreaterThanOrEqual(1);
      expect(result.rows.every((r: any) => r.boats === 2)).toBe(true);
    },
  );

  it(
    'expires stale holds shared by racing requests in other hours without a deadlock or an overlap',
    { timeout: 120_000 },
    async () => {
      t.setNow(NOW);
      const stale = [];
      for (const clock of ['08', '11', '14']) {
        const answer = await postJson(
          t.app,
          'booking/hold',
          holdBody(`2026-12-15T${clock}:00:00-05:00`, { boatId: 'boat-mid', duration: 3, temporaryHoldDuration: 5 }),
        );
        expect(answer.status).toBe(200);
        stale.push(answer.body.bookingId);
      }
      t.setNow(new Date(Date.parse(NOW) + 10 * 60_000));
      const requests = [];
      for (const clock of ['07', '08', '09', '10', '11', '12', '13', '14', '15']) {
        for (let i = 0; i < 6; i++) requests.push(holdBody(`2026-12-15T${clock}:00:00-05:00`, { boatId: 'boat-mid' }));
      }
      const answers = await Promise.all(requests.map(holdAnswered));
      t.setNow(NOW);
      expect(answers.filter((a) => a.status !== 200 && a.status !== 409).map((a) => a.body)).toEqual([]);
      expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(3);
      expect(await overlappingLivePairs()).toBe(0);
      const result: any = await t.database.db.execute(
        `SELECT status FROM slot_holds WHERE booking_id IN ('${stale.join("', '")}')` as any,
      );
      expect(result.rows.map((r: any) => r.status)).toEqual(['EXPIRED', 'EXPIRED', 'EXPIRED']);
    },
  );
});

describe('lock keys', () => {
  async function boatHourLocks(spans: Array<[string, string, string]>): Promise<number> {
    let count = 0;
    await t.database.db.transaction(async (tx) => {
      const list = (values: string[], type: string) => `ARRAY[${values.map((v) => `'${v}'`).join(', ')}]::${type}[]`;
      await tx.execute(
        `SELECT lock_boat_hours('a-device', ${list(
          spans.map((s) => s[0]),
          'text',
        )},
        ${list(
          spans.map((s) => s[1]),
          'timestamptz',
        )}, ${list(
          spans.map((s) => s[2]),
          'timestamptz',
        )})` as any,
      );
      const result: any = await tx.execute(
        `SELECT count(*)::int AS n FROM pg_locks
        WHERE locktype = 'advisory' AND objsubid = 2 AND pid = pg_backend_pid()` as any,
      );
      count = result.rows[0].n;
    });
    return count;
  }

  it('takes one lock per boat and clock hour a span touches, the end excluded', async () => {
    expect(await boatHourLocks([['boat-mid', '2026-12-20T11:00:00-05:00', '2026-12-20T13:00:00-05:00']])).toBe(2);
    expect(await boatHourLocks([['boat-mid', '2026-12-20T11:30:00-05:00', '2026-12-20T13:00:00-05:00']])).toBe(2);
    expect(await boatHourLocks([['boat-mid', '2026-12-20T11:00:00-05:00', '2026-12-20T13:01:00-05:00']])).toBe(3);
    // A bio-bay trip: the main boat for five hours, each candidate for the last two; a repeated hour counts once.
    expect(
      await boatHourLocks([
        ['boat-big', '2026-12-20T18:00:00-05:00', '2026-12-20T23:00:00-05:00'],
        ['boat-glow', '2026-12-20T21:00:00-05:00', '2026-12-20T23:00:00-05:00'],
        ['boat-shine', '2026-12-20T21:00:00-05:00', '2026-12-20T23:00:00-05:00'],
        ['boat-big', '2026-12-20T21:00:00-05:00', '2026-12-20T23:00:00-05:00'],
      ]),
    ).toBe(9);
  });
});

// PGlite runs one transaction at a time, so only PostgreSQL can show who waits for whom.
describe.skipIf(process.env.TEST_DATABASE_URL === undefined)('who waits for whom (PostgreSQL)', () => {
  it(
    'queues a hold behind another request for the same boat and hour, and lets other hours through',
    { timeout: 60_000 },
    async () => {
      t.setNow(NOW);
      let waiting: Promise<{ status: number }> | undefined;
      let other: { status: number } | undefined;
      await t.database.db.transaction(async (tx) => {
        // Another request holding boat-mid from 11:00 to 13:00 and not committed yet.
        await tx.execute(
          `SELECT lock_boat_hours(NULL, ARRAY['boat-mid'], ARRAY['2026-12-16T11:00:00-05:00'::timestamptz],
        ARRAY['2026-12-16T13:00:00-05:00'::timestamptz])` as any,
        );
        other = await postJson(t.app, 'booking/hold', holdBody('2026-12-16T09:00:00-05:00', { boatId: 'boat-mid' }));
        waiting = postJson(t.app, 'booking/hold', holdBody('2026-12-16T12:00:00-05:00', { boatId: 'boat-mid' }));
        for (let polls = 0; ; polls++) {
          const seen: any = await t.database.db.execute(
            `SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock' AND wait_event = 'advisory'
            AND query LIKE '%place_hold_by_hours(%'` as any,
          );
          if (seen.rows[0].n === 1) break;
          if (polls > 200) throw new Error('the 12:00 hold never waited for the 11:00–13:00 lock');
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      });
      expect(other?.status).toBe(200);
      expect((await waiting!).status).toBe(200);
    },
  );

  it(
    'lets a payment confirm a hold just past its expiry while a new hold of that time waits, without a deadlock',
    { timeout: 60_000 },
    async () => {
      t.setNow(NOW);
      const first = await postJson(
        t.app,
        'booking/hold',
        holdBody('2026-12-17T10:00:00-05:00', { boatId: 'boat-mid', temporaryHoldDuration: 5 }),
      );
      expect(first.status).toBe(200);
      const later = new Date(Date.parse(NOW) + 10 * 60_000);
      t.setNow(later);
      // place_hold_by_hours itself, not the route: the route retries a deadlock, and this test must show there is none.
      const plan = await planHold(
        t.database.db,
        holdBody('2026-12-17T11:00:00-05:00', { boatId: 'boat-mid' }) as any,
        t.settings,
      );
      let racing: Promise<{ kind: string }> | undefined;
      // What the payment webhook does: lock the hold row, then turn its boats into a booking.
      await t.database.db.transaction(async (tx) => {
        const hold = await lockHold(tx, first.body.bookingId);
        expect(hold?.status).toBe('HELD');
        racing = placeHold(t.database.db, {
          plan,
          holdId: 'h_racing',
          owner: { kind: 'device', id: 'a-device' },
          maxLiveHoldsPerDevice: 2,
          expiresAt: new Date(later.getTime() + 900_000),
          now: later,
          answer: {},
        });
        for (let polls = 0; ; polls++) {
          const seen: any = await t.database.db.execute(
            `SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%place_hold_by_hours(%'` as any,
          );
          if (seen.rows[0].n === 1) break;
          if (polls > 200) throw new Error('the new hold never waited for the hold being paid for');
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        expect(await bookHold(tx, hold!, later)).toBe(true);
      });
      t.setNow(NOW);
      expect(await racing!).toEqual({ kind: 'mainBoatTaken' });
      expect(await overlappingLivePairs()).toBe(0);
    },
  );
});
