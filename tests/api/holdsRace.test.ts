// Many guests at once: exactly one hold wins a slot, and no two live holds of one boat ever overlap.
// On PGlite transactions run one at a time; run this file on PostgreSQL too (see docs/availability-api.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBookingTestApp, postJson, type BookingTestApp } from '../support/bookingTestApp';

const NOW = '2026-12-01T12:00:00Z';
let t: BookingTestApp;

beforeAll(async () => {
  t = await buildBookingTestApp({ holdRequestsPerIp: 100_000 });
  t.setNow(NOW);
});
afterAll(async () => {
  await t?.close();
});

const holdBody = (boatId: string, startTime: string, duration = 2, tripType = 'STANDARD', extra: unknown[] = []) => ({
  startTime, tripType, countryId: 'fx-ky', timezone: 'America/Cayman',
  boats: [{ boatId, duration, boatRole: 'primary' }, ...extra],
});

async function overlappingLivePairs(): Promise<number> {
  const result: any = await t.database.db.execute(`SELECT count(*)::int AS n FROM boat_reservations a JOIN boat_reservations b
    ON a.boat_id = b.boat_id AND a.id < b.id AND a.during && b.during
    WHERE a.status IN ('HELD', 'BOOKED') AND b.status IN ('HELD', 'BOOKED')` as any);
  return result.rows[0].n;
}

describe('racing holds', () => {
  it('lets exactly one of 200 concurrent holds of one slot win', { timeout: 120_000 }, async () => {
    const body = holdBody('boat-small', '2026-12-10T10:00:00-05:00');
    const answers = await Promise.all(Array.from({ length: 200 }, () => postJson(t.app, 'booking/hold', body)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(199);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.success === false && a.body.reason === 'HELD')).toBe(true);
  });

  it('keeps overlapping slots on several boats apart', { timeout: 120_000 }, async () => {
    const requests = [];
    for (const boatId of ['boat-small', 'boat-mid', 'boat-big']) {
      for (const clock of ['08', '09', '10', '11', '12', '13']) {
        for (let i = 0; i < 8; i++) requests.push(holdBody(boatId, `2026-12-11T${clock}:00:00-05:00`, 3));
      }
    }
    const answers = await Promise.all(requests.map((body) => postJson(t.app, 'booking/hold', body)));
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    const wins = answers.filter((a) => a.status === 200).length;
    expect(wins).toBeGreaterThanOrEqual(3 * 2); // at least two non-overlapping 3-hour slots per boat
    expect(wins).toBeLessThanOrEqual(3 * 2);    // 08–13 starts, 3 hours long: at most two fit side by side
    expect(await overlappingLivePairs()).toBe(0);
  });

  it('races bio-bay holds against holds of their extra boats without a half-taken trip', { timeout: 120_000 }, async () => {
    const extra = (boatId: string) => ({ boatId, duration: 2, boatRole: 'bioBayAccess', relationshipType: 'BIO_BAY_ADDITIONAL', timingBehavior: 'END_ALIGNED' });
    const requests = [];
    for (let i = 0; i < 20; i++) {
      requests.push(holdBody('boat-big', '2026-12-12T18:00:00-05:00', 3, 'BIO_BAY', [extra(i % 2 ? 'boat-glow' : 'boat-shine')]));
      requests.push(holdBody('boat-big', '2026-12-12T19:00:00-05:00', 3, 'BIO_BAY'));
      // 21:00–23:00 clashes with the 19:00 trip's bio-bay part only, so an 18:00 trip can always win.
      requests.push(holdBody(i % 2 ? 'boat-glow' : 'boat-shine', '2026-12-12T21:00:00-05:00'));
    }
    const answers = await Promise.all(requests.map((body) => postJson(t.app, 'booking/hold', body)));
    expect(answers.filter((a) => a.status !== 200 && a.status !== 409).map((a) => a.body)).toEqual([]);
    expect(await overlappingLivePairs()).toBe(0);
    const result: any = await t.database.db.execute(`SELECT h.booking_id, count(r.id)::int AS boats FROM slot_holds h
      JOIN boat_reservations r ON r.booking_id = h.booking_id WHERE h.trip_type = 'BIO_BAY' GROUP BY h.booking_id` as any);
    expect(result.rows.length).toBeGreaterThanOrEqual(1);
    expect(result.rows.every((r: any) => r.boats === 2)).toBe(true);
  });
});
