// POST /booking/time-slots: the slot rules (past, blackout, booked, held, outside hours, bio bay, call to book,
// late-morning fee).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import { timeSlotsResponse } from '../../src/domain/booking';
import { API, buildBookingTestApp, cookieHeader, postJson, type BookingTestApp } from '../support/bookingTestApp';
import { holdBody, timeSlotsBody } from '../support/fixtureRequests';

// Tuesday 1 December 2026, 07:00 in the Cayman Islands (UTC−5).
const NOW = '2026-12-01T12:00:00Z';
let t: BookingTestApp;

beforeAll(async () => {
  t = await buildBookingTestApp({ maxLiveHoldsPerDevice: 100 });
});
afterAll(async () => {
  await t?.close();
});

const search = (over: Record<string, unknown> = {}) => timeSlotsBody('2026-12-03', over);

async function slots(over: Record<string, unknown> = {}) {
  const res = await postJson(t.app, 'booking/time-slots', search(over));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(is(res.body, timeSlotsResponse)).toBe(true);
  return res.body as { availableSlots: { date: string; bookings: any[] }[]; timezone: string };
}

const at = (day: { bookings: any[] }, clock: string) => day.bookings.find((b) => b.startTime.slice(11, 16) === clock);

async function hold(boatId: string, startTime: string, duration = 2, tripType = 'STANDARD') {
  const res = await postJson(t.app, 'booking/hold', holdBody(startTime, { boatId, duration, tripType }));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.bookingId as string;
}

describe('time slots', () => {
  beforeAll(() => t.setNow(NOW));

  it('offers hourly starts in Cayman time, with the offset, and flags those that would end after closing', async () => {
    const body = await slots();
    expect(body.timezone).toBe('America/Cayman');
    expect(body.availableSlots.map((d) => d.date)).toEqual(['2026-12-03']);
    const day = body.availableSlots[0]!;
    expect(day.bookings[0]).toMatchObject({
      startTime: '2026-12-03T07:00:00-05:00',
      endTime: '2026-12-03T09:00:00-05:00',
      isAvailable: true,
    });
    expect(day.bookings).toHaveLength(11);
    expect(at(day, '16:00')).toMatchObject({ isAvailable: true, endTime: '2026-12-03T18:00:00-05:00' });
    expect(at(day, '17:00')).toMatchObject({ isAvailable: false, reason: 'OUTSIDE_HOURS' });
  });

  it('adds the late-morning fee to late-morning starts of charters of 5 hours or less', async () => {
    const short = (await slots()).availableSlots[0]!;
    expect(at(short, '10:00').lateMorningFee).toBe(5000);
    expect(at(short, '09:00').lateMorningFee).toBeUndefined();
    const long = (await slots({ tripDuration: 6 })).availableSlots[0]!;
    expect(at(long, '10:00').lateMorningFee).toBeUndefined();
  });

  it('marks past slots, and today and tomorrow before noon as call to book', async () => {
    const [today, tomorrow, later] = (await slots({ startDate: '2026-12-01', endDate: '2026-12-03' })).availableSlots;
    expect(at(today!, '07:00')).toMatchObject({ isAvailable: false, reason: 'PAST' });
    expect(at(today!, '07:00').callToBook).toBeUndefined();
    expect(at(today!, '08:00')).toMatchObject({ isAvailable: true, callToBook: true });
    expect(at(tomorrow!, '11:00')).toMatchObject({ isAvailable: true, callToBook: true });
    expect(at(tomorrow!, '12:00').callToBook).toBeUndefined();
    expect(later!.bookings.some((b) => b.callToBook)).toBe(false);
  });

  it('closes blackout days', async () => {
    const [eve, christmas] = (await slots({ startDate: '2026-12-24', endDate: '2026-12-25' })).availableSlots;
    expect(eve!.bookings.every((b) => b.isAvailable || b.reason === 'OUTSIDE_HOURS')).toBe(true);
    expect(christmas!.bookings.length).toBeGreaterThan(0);
    expect(christmas!.bookings.every((b) => !b.isAvailable && b.reason === 'BLACKOUT')).toBe(true);
  });

  it('reports held, then booked, overlapping slots; expired holds do not block', async () => {
    const holdId = await hold('boat-mid', '2026-12-04T10:00:00-05:00');
    let day = (
      await slots({ boats: [{ boatId: 'boat-mid', role: 'primary' }], startDate: '2026-12-04', endDate: '2026-12-04' })
    ).availableSlots[0]!;
    expect(['08:00', '09:00', '10:00', '11:00', '12:00'].map((c) => at(day, c).reason ?? 'FREE')).toEqual([
      'FREE',
      'HELD',
      'HELD',
      'HELD',
      'FREE',
    ]);

    await t.database
      .execScript(`UPDATE slot_holds SET status = 'BOOKED', expires_at = NULL WHERE booking_id = '${holdId}';
      UPDATE boat_reservations SET status = 'BOOKED', expires_at = NULL WHERE booking_id = '${holdId}';`);
    day = (
      await slots({ boats: [{ boatId: 'boat-mid', role: 'primary' }], startDate: '2026-12-04', endDate: '2026-12-04' })
    ).availableSlots[0]!;
    expect(at(day, '10:00')).toMatchObject({ isAvailable: false, reason: 'BOOKED' });

    await hold('boat-mid', '2026-12-04T14:00:00-05:00');
    t.setNow('2026-12-01T12:16:00Z'); // the 15-minute hold has run out
    day = (
      await slots({ boats: [{ boatId: 'boat-mid', role: 'primary' }], startDate: '2026-12-04', endDate: '2026-12-04' })
    ).availableSlots[0]!;
    expect(at(day, '14:00')).toMatchObject({ isAvailable: true });
    expect(at(day, '10:00')).toMatchObject({ reason: 'BOOKED' }); // a booking never expires
    t.setNow(NOW);
  });

  it('lists only free slots without reasons when asked so', async () => {
    await hold('boat-small', '2026-12-05T10:00:00-05:00');
    const day = (
      await slots({
        startDate: '2026-12-05',
        endDate: '2026-12-05',
        returnAllTimeSlots: false,
        includeUnavailabilityReason: false,
      })
    ).availableSlots[0]!;
    expect(day.bookings.every((b) => b.isAvailable && b.reason === undefined)).toBe(true);
    expect(at(day, '10:00')).toBeUndefined();
    const withoutReasons = (
      await slots({ startDate: '2026-12-05', endDate: '2026-12-05', includeUnavailabilityReason: false })
    ).availableSlots[0]!;
    expect(at(withoutReasons, '10:00')).toEqual(expect.objectContaining({ isAvailable: false }));
    expect(at(withoutReasons, '10:00').reason).toBeUndefined();
  });

  it('covers 14 days at most and refuses bad requests with a 4xx', async () => {
    expect((await slots({ startDate: '2026-12-03', endDate: '2026-12-16' })).availableSlots).toHaveLength(14);
    const bad = [
      search({ endDate: '2026-12-17' }),
      search({ endDate: '2026-12-02' }),
      search({ tripDuration: 1 }),
      search({ tripDuration: 2.5 }),
      search({ tripType: 'NIGHT' }),
      search({ boats: [] }),
      search({ boats: [{ boatId: 'boat-small', role: 'bioBayAccess' }] }),
      search({ countryId: 'nowhere' }),
      search({ boats: [{ boatId: 'boat-nope', role: 'primary' }] }),
      search({ boats: [{ boatId: 'boat-nassau', role: 'primary' }] }),
      search({ tripDuration: 9 }),
      search({ startDate: '2026-02-30' }),
      {},
      [],
      'x',
      null,
    ];
    for (const body of bad) {
      const res = await postJson(t.app, 'booking/time-slots', body);
      expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(body)).toBeLessThan(500);
      expect(res.body.message).toEqual(expect.any(String));
    }
  });
});

describe('bio bay slots', () => {
  beforeAll(() => t.setNow(NOW));
  const bio = (over: Record<string, unknown> = {}) =>
    slots({
      boats: [{ boatId: 'boat-big', role: 'primary' }],
      tripType: 'BIO_BAY',
      tripDuration: 3,
      startDate: '2026-12-07',
      endDate: '2026-12-07',
      ...over,
    });

  it('starts evening trips so that the bio bay part begins at the bio-bay times', async () => {
    const day = (await bio()).availableSlots[0]!;
    expect(day.bookings.map((b) => [b.startTime, b.endTime])).toEqual([
      ['2026-12-07T18:00:00-05:00', '2026-12-07T21:00:00-05:00'],
      ['2026-12-07T19:00:00-05:00', '2026-12-07T22:00:00-05:00'],
    ]);
    expect(day.bookings.every((b) => b.isAvailable)).toBe(true);
  });

  it('needs an additional boat only for the last two hours, end-aligned', async () => {
    // Both bio-bay boats are out 17:00–19:00: the 18:00 trip needs them from 19:00 only.
    await hold('boat-glow', '2026-12-07T17:00:00-05:00');
    await hold('boat-shine', '2026-12-07T17:00:00-05:00');
    let day = (await bio()).availableSlots[0]!;
    expect(at(day, '18:00').isAvailable).toBe(true);

    // One of them busy 19:00–21:00 still leaves the other; both busy closes the 18:00 trip.
    await hold('boat-glow', '2026-12-07T19:00:00-05:00');
    expect(at((await bio()).availableSlots[0]!, '18:00').isAvailable).toBe(true);
    await hold('boat-shine', '2026-12-07T20:00:00-05:00');
    day = (await bio()).availableSlots[0]!;
    expect(at(day, '18:00')).toMatchObject({ isAvailable: false, reason: 'ADDITIONAL_BOAT_UNAVAILABLE' });
    expect(at(day, '19:00')).toMatchObject({ isAvailable: false, reason: 'ADDITIONAL_BOAT_UNAVAILABLE' });
  });

  it('is unavailable when the main boat is taken at any time of the charter', async () => {
    // 16:00–19:00 overlaps the 18:00 trip's first hour. Day trips end by 18:00 now, so a 15:00–18:00 hold is moved
    // an hour later in the database, as an operator might have done.
    const taken = await hold('boat-big', '2026-12-08T15:00:00-05:00', 3);
    await t.database
      .execScript(`UPDATE boat_reservations SET during = tstzrange('2026-12-08T21:00:00Z', '2026-12-09T00:00:00Z', '[)')
      WHERE booking_id = '${taken}'`);
    const day = (await bio({ startDate: '2026-12-08', endDate: '2026-12-08' })).availableSlots[0]!;
    expect(at(day, '18:00')).toMatchObject({ isAvailable: false, reason: 'HELD' });
    expect(at(day, '19:00').isAvailable).toBe(true);
  });
});

// The search keeps its inputs in memory (availabilityInputs.ts): each change below is made after a search has filled
// them, and must show on the very next search. The two-process case is in twoProcesses.test.ts.
describe('what the search keeps in memory follows every change', () => {
  beforeAll(() => t.setNow(NOW));
  const DAY = '2026-12-09';
  const tenOnDay = async () => at((await slots({ startDate: DAY, endDate: DAY })).availableSlots[0]!, '10:00');
  const sqlDo = (script: string) => t.database.execScript(script);

  it('a hold, its release, its expiry, a booking, a change and a cancellation', async () => {
    expect(await tenOnDay()).toMatchObject({ isAvailable: true });
    const held = await postJson(t.app, 'booking/hold', holdBody(`${DAY}T10:00:00-05:00`));
    expect(held.status).toBe(200);
    expect(await tenOnDay()).toMatchObject({ isAvailable: false, reason: 'HELD' });
    const release = await t.app.inject({
      method: 'DELETE',
      url: `${API}/booking/hold/${held.body.bookingId}`,
      headers: { cookie: cookieHeader(held.cookies) },
    });
    expect(release.statusCode, release.body).toBe(200);
    expect(await tenOnDay()).toMatchObject({ isAvailable: true });

    const second = await hold('boat-small', `${DAY}T10:00:00-05:00`);
    expect(await tenOnDay()).toMatchObject({ reason: 'HELD' });
    t.setNow('2026-12-01T12:16:00Z'); // runs out with no write at all
    expect(await tenOnDay()).toMatchObject({ isAvailable: true });
    t.setNow(NOW);
    expect(await tenOnDay()).toMatchObject({ reason: 'HELD' });

    await sqlDo(`UPDATE boat_reservations SET status = 'BOOKED', expires_at = NULL WHERE booking_id = '${second}'`);
    expect(await tenOnDay()).toMatchObject({ reason: 'BOOKED' });
    // A guest's change moves the reservation two hours later.
    await sqlDo(`UPDATE boat_reservations SET during = tstzrange(lower(during) + interval '3 hours', upper(during) + interval '3 hours', '[)')
      WHERE booking_id = '${second}'`);
    expect(await tenOnDay()).toMatchObject({ isAvailable: true });
    expect(at((await slots({ startDate: DAY, endDate: DAY })).availableSlots[0]!, '13:00')).toMatchObject({
      reason: 'BOOKED',
    });
    await sqlDo(`UPDATE boat_reservations SET status = 'RELEASED' WHERE booking_id = '${second}'`);
    expect(at((await slots({ startDate: DAY, endDate: DAY })).availableSlots[0]!, '13:00')).toMatchObject({
      isAvailable: true,
    });
  });

  it('a closure of the calendar and its reopening', async () => {
    expect(await tenOnDay()).toMatchObject({ isAvailable: true });
    await sqlDo(`INSERT INTO calendar_closures (id, boat_ids, during, reason, created_by, created_at)
      VALUES ('kept-closure', ARRAY['boat-mid', 'boat-small'], tstzrange('${DAY}T14:00:00Z', '${DAY}T17:00:00Z', '[)'), 'weather', 'test', now())`);
    expect(await tenOnDay()).toMatchObject({ isAvailable: false, reason: 'BLACKOUT' });
    await sqlDo(`UPDATE calendar_closures SET reopened_at = now(), reopened_by = 'test' WHERE id = 'kept-closure'`);
    expect(await tenOnDay()).toMatchObject({ isAvailable: true });
  });

  it('a calendar blackout added and removed, and the calendar hours changed', async () => {
    await sqlDo(`INSERT INTO calendar_blackouts (calendar_id, day) VALUES ('cal-boat-small', '${DAY}')`);
    expect(await tenOnDay()).toMatchObject({ reason: 'BLACKOUT' });
    await sqlDo(`DELETE FROM calendar_blackouts WHERE calendar_id = 'cal-boat-small' AND day = '${DAY}'`);
    expect(await tenOnDay()).toMatchObject({ isAvailable: true });
    const weekday = new Date(`${DAY}T00:00:00Z`).getUTCDay();
    const [{ closes }] = (
      (await t.database.db.execute(
        `SELECT closes FROM calendar_hours WHERE calendar_id = 'cal-boat-small' AND weekday = ${weekday}` as any,
      )) as any
    ).rows;
    await sqlDo(
      `UPDATE calendar_hours SET closes = '11:00' WHERE calendar_id = 'cal-boat-small' AND weekday = ${weekday}`,
    );
    expect(await tenOnDay()).toMatchObject({ reason: 'OUTSIDE_HOURS' });
    await sqlDo(
      `UPDATE calendar_hours SET closes = '${closes}' WHERE calendar_id = 'cal-boat-small' AND weekday = ${weekday}`,
    );
    expect(await tenOnDay()).toMatchObject({ isAvailable: true });
  });
});
