// POST /booking/hold, DELETE /booking/hold/:id and /booking/cancel/:id: what a hold takes, for how long, and what is
// refused.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import { holdResponse } from '../../src/domain/booking';
import { sweepExpiredHolds } from '../../src/server/booking/holdStore';
import { API, buildBookingTestApp, cookieHeader, postJson, type BookingTestApp } from '../support/bookingTestApp';
import { holdBody } from '../support/fixtureRequests';

const NOW = '2026-12-01T12:00:00Z'; // Tuesday 1 December 2026, 07:00 Cayman time
let t: BookingTestApp;
let day = 10; // each test holds slots on a day of its own

beforeAll(async () => {
  t = await buildBookingTestApp({ maxLiveHoldsPerDevice: 1000 });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  t.setNow(NOW);
  day += day === 24 ? 2 : 1; // 25 December is a blackout day
});

const when = (clock: string, d = day) => `2026-12-${String(d).padStart(2, '0')}T${clock}:00-05:00`;
const holdAtTen = (over: Record<string, unknown> = {}) => holdBody(when('10:00'), over);
const hold = (over: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  postJson(t.app, 'booking/hold', holdAtTen(over), headers);

async function rows(sql: string): Promise<any[]> {
  const result: any = await t.database.db.execute(sql as any);
  return result.rows;
}

describe('holding a slot', () => {
  it('answers the booking id, a UTC expiry 15 minutes ahead and the server clock', async () => {
    const res = await hold();
    expect(res.status).toBe(200);
    expect(is(res.body, holdResponse)).toBe(true);
    expect(res.body).toMatchObject({
      success: true,
      expiresAt: '2026-12-01T12:15:00.000Z',
      serverNow: '2026-12-01T12:00:00.000Z',
    });
  });

  it('caps a requested hold duration at the 15 minutes of a hold (only checkout extends it) and keeps a shorter one', async () => {
    expect((await hold({ temporaryHoldDuration: 240 })).body.expiresAt).toBe('2026-12-01T12:15:00.000Z');
    expect((await hold({ startTime: when('08:00'), temporaryHoldDuration: 30 })).body.expiresAt).toBe(
      '2026-12-01T12:15:00.000Z',
    );
    expect((await hold({ startTime: when('13:00'), temporaryHoldDuration: 5 })).body.expiresAt).toBe(
      '2026-12-01T12:05:00.000Z',
    );
  });

  it('refuses the same or an overlapping slot with 409, success false and a reason', async () => {
    expect((await hold()).status).toBe(200);
    for (const startTime of [when('10:00'), when('09:00'), when('11:00')]) {
      const res = await hold({ startTime });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ success: false, reason: 'HELD' });
    }
    expect((await hold({ startTime: when('12:00') })).status).toBe(200);
    expect((await hold({ boats: [{ boatId: 'boat-mid', duration: 2, boatRole: 'primary' }] })).status).toBe(200);
  });

  it('lets an expired hold go: the slot can be held again and the old hold is marked expired', async () => {
    const first = await hold();
    t.setNow('2026-12-01T12:15:00Z');
    const second = await hold();
    expect(second.status).toBe(200);
    const [old] = await rows(`SELECT status FROM slot_holds WHERE booking_id = '${first.body.bookingId}'`);
    expect(old.status).toBe('EXPIRED');
  });

  it('sweeps expired holds in the background', async () => {
    const res = await hold();
    t.setNow('2026-12-01T13:00:00Z');
    expect(await sweepExpiredHolds(t.database.db, t.settings.now())).toBeGreaterThanOrEqual(1);
    const live = await rows(
      `SELECT count(*)::int AS n FROM boat_reservations WHERE booking_id = '${res.body.bookingId}' AND status = 'HELD'`,
    );
    expect(live[0].n).toBe(0);
  });

  it('releases a hold (twice is fine), and cancel answers status success', async () => {
    const first = await hold();
    const { bookingId: holdId } = first.body;
    const cookie = cookieHeader(first.cookies);
    const released = await t.app.inject({
      method: 'DELETE',
      url: `${API}/booking/hold/${holdId}`,
      headers: { cookie },
    });
    expect(released.statusCode).toBe(200);
    expect(released.json()).toMatchObject({ success: true, released: true });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `${API}/booking/hold/${holdId}`, headers: { cookie } })).json(),
    ).toMatchObject({ released: false });
    const again = await hold({}, { cookie });
    expect(again.status).toBe(200);
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `${API}/booking/cancel/${again.body.bookingId}`,
      headers: { cookie },
    });
    expect(cancel.json()).toEqual({ status: 'success' });
    expect((await hold()).status).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `${API}/booking/hold/h_unknown` })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `${API}/booking/cancel/${encodeURIComponent('a b;')}` })).statusCode,
    ).toBe(400);
  });
});

describe('durations the calendar and the boat allow', () => {
  it('refuses a start off the calendar, after closing, longer than maxHours, in the past or on a blackout day', async () => {
    expect((await hold({ startTime: when('10:30') })).body.code).toBe('OUTSIDE_HOURS');
    expect((await hold({ startTime: when('17:00') })).status).toBe(400);
    const tooLong = await hold({ boats: [{ boatId: 'boat-small', duration: 9, boatRole: 'primary' }] });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.code).toBe('CHARTER_TOO_LONG');
    const past = await hold({ startTime: '2026-12-01T07:00:00-05:00' });
    expect(past).toMatchObject({ status: 409, body: { success: false, reason: 'PAST' } });
    const blackout = await hold({ startTime: '2026-12-25T10:00:00-05:00' });
    expect(blackout).toMatchObject({ status: 409, body: { success: false, reason: 'BLACKOUT' } });
  });

  it('accepts the same instant written with another offset', async () => {
    expect((await hold({ startTime: `2026-12-${day}T15:00:00Z` })).status).toBe(200);
  });

  it('refuses a hold shorter than the trip it is for', async () => {
    const trip = {
      regionId: 'reg-north',
      pulId: 'pul-marina',
      activities: ['act-snorkel', 'act-fishing'],
      fishingHours: 5,
      estTimePace: 'standard',
    };
    const short = await hold({ ...trip, boats: [{ boatId: 'boat-small', duration: 2, boatRole: 'primary' }] });
    expect(short.status).toBe(400);
    expect(short.body.code).toBe('DURATION_TOO_SHORT');
    const fits = await hold({
      ...trip,
      startTime: when('08:00'),
      boats: [{ boatId: 'boat-small', duration: 7, boatRole: 'primary' }],
    });
    expect(fits.status, JSON.stringify(fits.body)).toBe(200);
    expect((await hold({ ...trip, pulId: 'pul-nowhere' })).status).toBe(400);
  });

  it('refuses a trip whose pick-up the boat does not serve as calculate-time does, holding nothing', async () => {
    const trip = {
      regionId: 'reg-west',
      pulId: 'pul-marina',
      activities: [],
      boats: [{ boatId: 'boat-mid', duration: 2, boatRole: 'primary' }],
    };
    const holdsBefore = await rows('SELECT count(*)::int AS n FROM slot_holds');
    const priced = await t.app.inject({
      method: 'GET',
      url: `${API}/calculate-time/reg-west?boatId=boat-mid&pulId=pul-terminal&adults=2`,
    });
    const refused = await hold({ ...trip, pulId: 'pul-terminal' });
    expect(priced.statusCode).toBe(422);
    expect(refused.status).toBe(priced.statusCode);
    expect(refused.body).toEqual({ message: priced.json().message, code: 'PICK_UP_NOT_SERVED' });
    expect(await rows('SELECT count(*)::int AS n FROM slot_holds')).toEqual(holdsBefore);
    expect((await hold(trip)).status).toBe(200); // the boat's own pick-up
    expect((await hold({ ...trip, activities: ['act-nope'] })).status).toBe(400);
  });
});

describe('bio bay holds', () => {
  const bioBay = (boats: unknown[], startTime = when('18:00')) => hold({ tripType: 'BIO_BAY', startTime, boats });
  const main = { boatId: 'boat-big', duration: 3, boatRole: 'primary' };
  const extra = (boatId: string) => ({
    boatId,
    duration: 2,
    boatRole: 'bioBayAccess',
    relationshipType: 'BIO_BAY_ADDITIONAL',
    timingBehavior: 'END_ALIGNED',
  });

  it('is one hold with one booking id over both boats, the extra boat for the last two hours', async () => {
    const res = await bioBay([main, extra('boat-shine')]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const taken = await rows(
      `SELECT boat_id, lower(during) AS s, upper(during) AS e FROM boat_reservations WHERE booking_id = '${res.body.bookingId}' ORDER BY boat_id`,
    );
    expect(taken.map((r) => [r.boat_id, new Date(r.s).toISOString(), new Date(r.e).toISOString()])).toEqual([
      ['boat-big', `2026-12-${day}T23:00:00.000Z`, `2026-12-${day + 1}T02:00:00.000Z`],
      ['boat-shine', `2026-12-${day + 1}T00:00:00.000Z`, `2026-12-${day + 1}T02:00:00.000Z`],
    ]);
  });

  it('picks a free bio-bay boat when the request names none', async () => {
    expect(
      (await hold({ boats: [{ boatId: 'boat-glow', duration: 2, boatRole: 'primary' }], startTime: when('19:00') }))
        .status,
    ).toBe(200);
    const res = await bioBay([main]);
    expect(res.status).toBe(200);
    const taken = await rows(
      `SELECT boat_id FROM boat_reservations WHERE booking_id = '${res.body.bookingId}' AND role = 'bioBayAccess'`,
    );
    expect(taken).toEqual([{ boat_id: 'boat-shine' }]);
  });

  it('takes both boats or neither', async () => {
    // The extra boat is taken: the main boat must stay free.
    const glow = await hold({
      boats: [{ boatId: 'boat-glow', duration: 2, boatRole: 'primary' }],
      startTime: when('20:00'),
    });
    expect(glow.status).toBe(200);
    const refused = await bioBay([main, extra('boat-glow')]);
    expect(refused).toMatchObject({ status: 409, body: { success: false, reason: 'ADDITIONAL_BOAT_UNAVAILABLE' } });
    const bigLive = await rows(
      `SELECT count(*)::int AS n FROM boat_reservations WHERE boat_id = 'boat-big' AND status = 'HELD' AND during && tstzrange('2026-12-${day}T23:00:00Z', '2026-12-${day + 1}T02:00:00Z')`,
    );
    expect(bigLive[0].n).toBe(0);
    // The main boat is taken (a later bio-bay trip with the other extra boat; day trips end by 18:00): the extra
    // boat must stay free.
    await t.app.inject({
      method: 'DELETE',
      url: `${API}/booking/hold/${glow.body.bookingId}`,
      headers: { cookie: cookieHeader(glow.cookies) },
    });
    expect((await bioBay([{ ...main, duration: 2 }, extra('boat-glow')], when('20:00'))).status).toBe(200);
    expect((await bioBay([main, extra('boat-shine')])).status).toBe(409);
    const shineLive = await rows(
      `SELECT count(*)::int AS n FROM boat_reservations WHERE boat_id = 'boat-shine' AND status = 'HELD' AND during && tstzrange('2026-12-${day}T12:00:00Z', '2026-12-${day + 1}T12:00:00Z')`,
    );
    expect(shineLive[0].n).toBe(0);
    const orphanHolds = await rows(
      `SELECT count(*)::int AS n FROM slot_holds h WHERE NOT EXISTS (SELECT 1 FROM boat_reservations r WHERE r.booking_id = h.booking_id)`,
    );
    expect(orphanHolds[0].n).toBe(0);
  });

  it('refuses a wrong second boat', async () => {
    expect((await bioBay([main, extra('boat-small')])).status).toBe(400);
    expect((await bioBay([main, { ...extra('boat-glow'), duration: 3 }])).status).toBe(400);
    expect(
      (await hold({ boats: [{ boatId: 'boat-small', duration: 2, boatRole: 'primary' }, extra('boat-glow')] })).status,
    ).toBe(400);
    expect(
      (
        await hold({
          tripType: 'BIO_BAY',
          startTime: when('18:00'),
          boats: [{ boatId: 'boat-small', duration: 3, boatRole: 'primary' }],
        })
      ).status,
    ).toBe(400);
  });
});

describe('idempotency and malformed bodies', () => {
  it('answers a repeated Idempotency-Key with the first answer and creates nothing new', async () => {
    const key = `key-${day}-${Math.random()}`;
    // One caller: the app's device seed names it before its first answer (issue #52: a key alone names no device).
    const caller = { 'idempotency-key': key, cookie: `cc_device_seed=${randomBytes(16).toString('hex')}` };
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => hold({}, caller)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.bookingId)).size).toBe(1);
    const later = await hold({}, caller);
    expect(later.body).toEqual(answers[0]!.body);
    const created = await rows(
      `SELECT count(*)::int AS n FROM slot_holds WHERE booking_id = '${answers[0]!.body.bookingId}'`,
    );
    expect(created[0].n).toBe(1);
    expect((await hold({}, { 'idempotency-key': 'x'.repeat(201) })).status).toBe(400);
  });

  it('answers every malformed body with a 4xx', async () => {
    const bad: unknown[] = [
      {},
      [],
      'text',
      42,
      null,
      holdBody('2026-12-20 10:00'),
      holdBody('2026-12-20T10:00:00'),
      holdBody('tomorrow'),
      holdAtTen({ tripType: 'PARTY' }),
      holdAtTen({ boats: [] }),
      holdAtTen({ boats: 'boat-small' }),
      holdAtTen({ boats: [{ boatId: 'boat-small', duration: 0, boatRole: 'primary' }] }),
      holdAtTen({ boats: [{ boatId: 'boat-small', duration: 2.5, boatRole: 'primary' }] }),
      holdAtTen({ boats: [{ boatId: 'boat-small', duration: 2, boatRole: 'captain' }] }),
      holdAtTen({ boats: [{ boatId: 'boat-nope', duration: 2, boatRole: 'primary' }] }),
      holdAtTen({ temporaryHoldDuration: 0 }),
      holdAtTen({ temporaryHoldDuration: -5 }),
      holdAtTen({ temporaryHoldDuration: '15' }),
      holdAtTen({ countryId: 'fx-nowhere' }),
      holdAtTen({ countryId: 'fx-bs' }),
      holdAtTen({ timezone: 'not a zone' }),
      holdAtTen({ adult: -1 }),
      holdAtTen({ activities: 'act-snorkel' }),
      holdAtTen({ pulId: 42 }),
    ];
    for (const body of bad) {
      const res = await postJson(t.app, 'booking/hold', body);
      expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(body)).toBeLessThan(500);
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: `${API}/booking/hold`,
      payload: '{"startTime":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
    const prototypeKey = await t.app.inject({
      method: 'POST',
      url: `${API}/booking/hold`,
      payload: '{"__proto__":{"startTime":"x"}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(prototypeKey.statusCode).toBe(400);
  });
});

describe('abuse limits', () => {
  it('allows two live holds per device, counts no-cookie requests as new devices, and says why in a 429', async () => {
    const limited = await buildBookingTestApp({ maxLiveHoldsPerDevice: 2, holdRequestsPerIp: 1000 });
    try {
      limited.setNow(NOW);
      const first = await postJson(limited.app, 'booking/hold', holdBody(when('08:00')));
      const device = cookieHeader(first.cookies);
      expect(first.cookies[0]).toMatchObject({ name: 'cc_device', httpOnly: true });
      const second = await postJson(limited.app, 'booking/hold', holdBody(when('11:00')), { cookie: device });
      expect(second.status).toBe(200);
      expect(second.cookies).toHaveLength(0);
      const third = await postJson(limited.app, 'booking/hold', holdBody(when('14:00')), { cookie: device });
      expect(third.status).toBe(429);
      expect(third.body.message).toMatch(/already holding 2 time slots/);
      const forged = await postJson(limited.app, 'booking/hold', holdBody(when('14:00')), {
        cookie: device.replace(/=.{4}/, '=AAAA'),
      });
      expect(forged.status).toBe(200);
      await limited.app.inject({
        method: 'DELETE',
        url: `${API}/booking/hold/${first.body.bookingId}`,
        headers: { cookie: device },
      });
      expect((await postJson(limited.app, 'booking/hold', holdBody(when('16:00')), { cookie: device })).status).toBe(
        200,
      );
    } finally {
      await limited.close();
    }
  });

  it('limits hold requests per IP address leniently, counting refused ones too, with Retry-After', async () => {
    const limited = await buildBookingTestApp({ holdRequestsPerIp: 4, ipWindowMs: 60_000 });
    try {
      limited.setNow(NOW);
      for (let i = 0; i < 2; i++) expect((await postJson(limited.app, 'booking/hold', {})).status).toBe(400);
      expect((await postJson(limited.app, 'booking/hold', holdBody(when('08:00')))).status).toBe(200);
      expect((await postJson(limited.app, 'booking/hold', holdBody(when('08:00')))).status).toBe(409);
      const over = await postJson(limited.app, 'booking/hold', holdAtTen());
      expect(over.status).toBe(429);
      expect(over.headers['retry-after']).toBe('60');
      expect(over.body.message).toMatch(/Too many hold requests/);
      limited.setNow('2026-12-01T12:01:00Z');
      expect((await postJson(limited.app, 'booking/hold', holdAtTen())).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
