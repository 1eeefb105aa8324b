// Day trips by daylight: a boat that also runs bio bay trips offers day charters from 07:00 to the
// last start that ends by 18:00, keeps its evening starts for the bio bay, and the server refuses a day-trip hold that
// would end later, whatever the calendar rows or the request say.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBookingTestApp, postJson, type BookingTestApp } from '../support/bookingTestApp';
import { holdBody, timeSlotsBody } from '../support/fixtureRequests';

const NOW = '2026-12-01T12:00:00Z'; // Tuesday 1 December 2026, 07:00 Cayman time
const DAY = '2026-12-08';
let t: BookingTestApp;

beforeAll(async () => {
  t = await buildBookingTestApp({ maxLiveHoldsPerDevice: 100 });
  t.setNow(NOW);
});
afterAll(async () => {
  await t?.close();
});

type Slot = { startTime: string; endTime: string; isAvailable: boolean; reason?: string };

async function slots(tripType: string, tripDuration: number): Promise<Slot[]> {
  const res = await postJson(
    t.app,
    'booking/time-slots',
    timeSlotsBody(DAY, { boatId: 'boat-big', tripDuration, tripType }),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.availableSlots[0].bookings;
}

const clock = (time: string) => time.slice(11, 16);
const hold = (startTime: string, duration: number, over: Record<string, unknown> = {}) =>
  postJson(t.app, 'booking/hold', holdBody(startTime, { boatId: 'boat-big', duration, ...over }));

/** Runs `check` against the seeded calendar and again against an old one whose day hours ran to 23:00. */
function onBothCalendars(name: string, check: () => Promise<void>) {
  it(`${name} (calendar as seeded)`, check);
  it(`${name} (an old calendar row closing at 23:00)`, async () => {
    const seeded: any = await t.database.db.execute(
      `SELECT weekday, closes FROM calendar_hours WHERE calendar_id = 'cal-boat-big'` as any,
    );
    await t.database.execScript(`UPDATE calendar_hours SET closes = '23:00' WHERE calendar_id = 'cal-boat-big'`);
    try {
      await check();
    } finally {
      for (const row of seeded.rows as { weekday: number; closes: string }[]) {
        await t.database.execScript(
          `UPDATE calendar_hours SET closes = '${row.closes}' WHERE calendar_id = 'cal-boat-big' AND weekday = ${row.weekday}`,
        );
      }
    }
  });
}

describe('a boat with bio bay trips', () => {
  onBothCalendars('never offers a day start after the day window', async () => {
    for (const hours of [2, 3]) {
      const day = await slots('STANDARD', hours);
      expect(day.length).toBeGreaterThan(0);
      expect(day.every((s) => clock(s.startTime) >= '07:00' && clock(s.startTime) < '18:00')).toBe(true);
      const free = day.filter((s) => s.isAvailable);
      expect(free.map((s) => clock(s.startTime))).toContain('09:00');
      expect(free.every((s) => clock(s.endTime) <= '18:00' && s.endTime.slice(0, 10) === DAY)).toBe(true);
      expect(free.at(-1)!.endTime).toBe(`${DAY}T18:00:00-05:00`);
    }
  });

  onBothCalendars('keeps its evening starts for bio bay trips', async () => {
    const evening = await slots('BIO_BAY', 3);
    expect(evening.map((s) => clock(s.startTime))).toEqual(['18:00', '19:00']);
    expect(evening.every((s) => s.isAvailable)).toBe(true);
  });

  onBothCalendars('refuses a day-trip hold that would end after 18:00', async () => {
    for (const [start, hours] of [
      ['17:00', 2],
      ['16:00', 3],
      ['19:00', 2],
      ['20:00', 3],
    ] as const) {
      const refused = await hold(`${DAY}T${start}:00-05:00`, hours);
      expect(refused.status, `${start} for ${hours} h`).toBe(400);
      expect(refused.body.code).toBe('OUTSIDE_HOURS');
    }
    const lastOfDay = await hold(`${DAY}T15:00:00-05:00`, 3);
    expect(lastOfDay.status, JSON.stringify(lastOfDay.body)).toBe(200);
    await t.database.execScript(`DELETE FROM boat_reservations WHERE booking_id = '${lastOfDay.body.bookingId}';
      DELETE FROM slot_holds WHERE booking_id = '${lastOfDay.body.bookingId}';`);
  });
});

describe('the trip type of a hold', () => {
  it('follows the stops: a day trip cannot claim an evening bio-bay start', async () => {
    const trip = {
      regionId: 'reg-north',
      pulId: 'pul-marina',
      activities: ['act-snorkel'],
      estTimePace: 'standard',
      adult: 2,
      children: 0,
    };
    const claimed = await hold(`${DAY}T18:00:00-05:00`, 3, { ...trip, tripType: 'BIO_BAY' });
    expect(claimed.status).toBe(400);
    expect(claimed.body.code).toBe('TRIP_TYPE_MISMATCH');
    const fishing = await hold(`${DAY}T08:00:00-05:00`, 3, { ...trip, tripType: 'DSF' });
    expect(fishing.status, JSON.stringify(fishing.body)).toBe(200);
  });
});
