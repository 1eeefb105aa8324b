// Issue #14, items 3 and 5: nobody squats the boats or takes another's hold. Every hold has an owner and only the
// owner releases it; an Idempotency-Key belongs to its caller and its body; a network's live holds beyond a few need a
// proof of work that doubles in cost; a hold lasts 15 minutes whatever it asks; X-Forwarded-For is read hop by hop.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Challenge } from 'altcha-lib';
import { HOLD_PROOF_HEADER, HOLD_PROOF_REQUIRED } from '../../src/domain/protocol';
import { ConfigError, parseTrustProxy } from '../../src/server/config';
import { testBookingSettings } from '../../src/server/booking/settings';
import { networkOf } from '../../src/server/limits/clientAddress';
import { API, buildBookingTestApp, cookieHeader, type BookingTestApp } from '../support/bookingTestApp';
import { solvedCaptcha } from '../support/solvedCaptcha';
import { buildTestApp, type TestApp } from '../support/testApp';
import { bookingFixture } from '../support/bookingTestApp';
import { holdBody } from '../support/fixtureRequests';

process.env.ALTCHA_MAX_NUMBER ??= '2000'; // small work for the tests' own solver

const NOW = '2026-12-01T12:00:00Z';
/** The fixture's fleet: six boats, 11 day-charter hours each over four days (captcha/holdProofCost.ts). */
const FLEET_HOURS = 6 * 11 * 4;
/** Shares of the fleet as this many 2-hour holds: free ones, then per proof level. */
const sharesOfHolds = (free: number, perLevel: number) => ({
  freeShare: (2 * free) / FLEET_HOURS,
  sharePerProofLevel: (2 * perLevel) / FLEET_HOURS,
});
let t: BookingTestApp;
let day = 2;

beforeAll(async () => {
  t = await buildBookingTestApp({ maxLiveHoldsPerDevice: 1000, ...sharesOfHolds(3, 2) });
});
afterAll(() => t?.close());
beforeEach(() => {
  t.setNow(NOW);
  day += day === 24 ? 2 : 1;
});

const slot = (clock: string, d = day) => `2026-12-${String(d).padStart(2, '0')}T${clock}:00-05:00`;
let network = 0;
const newNetwork = () => `10.15.${++network}.9`;

interface From {
  app?: TestApp['app'];
  network: string;
  cookie?: string;
  headers?: Record<string, string>;
}
async function hold(body: unknown, from: From) {
  const res = await (from.app ?? t.app).inject({
    method: 'POST',
    url: `${API}/booking/hold`,
    payload: body as object,
    remoteAddress: from.network,
    headers: { ...(from.cookie ? { cookie: from.cookie } : {}), ...from.headers },
  });
  return {
    status: res.statusCode,
    body: res.json(),
    cookie: cookieHeader(res.cookies) || from.cookie || '',
    headers: res.headers,
  };
}
const release = (holdId: string, cookie?: string, path = 'booking/hold') =>
  t.app.inject({
    method: 'DELETE',
    url: `${API}/${path}/${holdId}`,
    headers: cookie ? { cookie, 'content-type': 'application/json' } : {},
  });
const statusOf = async (holdId: string) => {
  const result: any = await t.database.db.execute(
    `SELECT status FROM slot_holds WHERE booking_id = '${holdId}'` as any,
  );
  return result.rows[0]?.status;
};

async function holdChallenge(from: From): Promise<Challenge> {
  const res = await t.app.inject({
    method: 'GET',
    url: `${API}/captcha/challenge?purpose=hold`,
    remoteAddress: from.network,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('a hold has an owner (item 5)', () => {
  it('is released only by the device that holds it; anyone else gets the 404 of an unknown hold', async () => {
    const from = { network: newNetwork() };
    const mine = await hold(holdBody(slot('10:00')), from);
    expect(mine.status).toBe(200);
    const stranger = (await hold(holdBody(slot('13:00')), from)).cookie;
    for (const path of ['booking/hold', 'booking/cancel']) {
      expect((await release(mine.body.bookingId, undefined, path)).statusCode).toBe(404);
      expect((await release(mine.body.bookingId, stranger, path)).statusCode).toBe(404);
    }
    expect(await statusOf(mine.body.bookingId)).toBe('HELD');
    const released = await release(mine.body.bookingId, mine.cookie);
    expect(released.json()).toMatchObject({ success: true, released: true });
    expect(await statusOf(mine.body.bookingId)).toBe('RELEASED');
  });

  it('records the owner kind and id on the hold', async () => {
    const mine = await hold(holdBody(slot('10:00')), { network: newNetwork() });
    const result: any = await t.database.db.execute(
      `SELECT owner_kind, owner_id, address_key FROM slot_holds WHERE booking_id = '${mine.body.bookingId}'` as any,
    );
    expect(result.rows[0].owner_kind).toBe('device');
    expect(mine.cookie).toContain(`cc_device=${result.rows[0].owner_id}.`);
    expect(result.rows[0].address_key).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});

describe('an Idempotency-Key belongs to its caller and its body (item 5)', () => {
  it('answers the same caller and body once; another body is a 422; another caller with the key gets nothing of the first', async () => {
    const key = `k-${day}-${Math.random()}`;
    const alice = { network: newNetwork(), headers: { 'idempotency-key': key } };
    const first = await hold(holdBody(slot('10:00')), alice);
    expect(first.status).toBe(200);
    const aliceAgain = { ...alice, cookie: first.cookie };
    const repeat = await hold(holdBody(slot('10:00')), aliceAgain);
    expect(repeat.body).toEqual(first.body);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    for (const other of [holdBody(slot('14:00')), { garbage: true }]) {
      const reused = await hold(other, aliceAgain);
      expect(reused.status).toBe(422);
      expect(reused.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    }
    // Mallory, elsewhere, with Alice's key: her own request, never Alice's booking id.
    const mallory = { network: newNetwork(), headers: { 'idempotency-key': key } };
    const sameSlot = await hold(holdBody(slot('10:00')), mallory);
    expect(sameSlot.status).toBe(409);
    const garbage = await hold({ garbage: true }, mallory);
    expect(garbage.status).toBe(400);
    const otherSlot = await hold(holdBody(slot('15:00')), mallory);
    expect(otherSlot.status).toBe(200);
    expect(otherSlot.body.bookingId).not.toBe(first.body.bookingId);
    expect(await statusOf(first.body.bookingId)).toBe('HELD');
  });

  it('gives a repeat whose answer (and cookie) was lost the first answer, from the same network, but never the first device', async () => {
    const key = `lost-${day}-${Math.random()}`;
    const from = { network: newNetwork(), headers: { 'idempotency-key': key } };
    const first = await hold(holdBody(slot('10:00')), from);
    const again = await hold(holdBody(slot('10:00')), from);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    // Issue #52: the key is no proof of being the first caller; a caller without a cookie gets a device of its own.
    expect(again.cookie).not.toBe(first.cookie);
    expect((await release(first.body.bookingId, again.cookie)).statusCode).toBe(404);
    expect(await statusOf(first.body.bookingId)).toBe('HELD');
  });
});

describe('a hold lasts 15 minutes unless checkout extends it (item 3)', () => {
  it('grants no more than the server hold time, however long a request asks', async () => {
    const long = await hold(holdBody(slot('10:00'), { temporaryHoldDuration: 30 }), { network: newNetwork() });
    expect(long.body.expiresAt).toBe('2026-12-01T12:15:00.000Z');
  });
});

describe('one network cannot squat the boats, and a ship can still hold (item 3)', () => {
  it('asks for a proof of work past a few live holds, then one twice as dear every few holds', async () => {
    const ship = newNetwork();
    const boats = ['boat-small', 'boat-mid', 'boat-big'];
    let n = 0;
    const next = () =>
      holdBody(slot(`${String(8 + Math.floor(n / 3) * 2).padStart(2, '0')}:00`), { boatId: boats[n++ % 3] });
    // Three free holds from three devices (no cookie each time), then a 428.
    for (let i = 0; i < 3; i++) expect((await hold(next(), { network: ship })).status).toBe(200);
    const body = next();
    const refused = await hold(body, { network: ship });
    expect(refused.status).toBe(428);
    expect(refused.body.code).toBe(HOLD_PROOF_REQUIRED);

    // The device solves the hold challenge its network needs now and sends the same request again.
    const cheap = await holdChallenge({ network: ship });
    expect(cheap.parameters.cost).toBe(1);
    const proof = await solvedCaptcha(cheap);
    expect((await hold(body, { network: ship, headers: { [HOLD_PROOF_HEADER]: proof } })).status).toBe(200);
    // A proof is good for one hold.
    expect((await hold(next(), { network: ship, headers: { [HOLD_PROOF_HEADER]: proof } })).status).toBe(428);

    // Cost 1 covers live holds 4 and 5; the sixth needs cost 2, and a cheap proof fetched earlier does not do.
    const cheap2 = await solvedCaptcha(await holdChallenge({ network: ship }));
    const early = await solvedCaptcha(await holdChallenge({ network: ship }));
    expect((await hold(next(), { network: ship, headers: { [HOLD_PROOF_HEADER]: cheap2 } })).status).toBe(200);
    const dearer = await holdChallenge({ network: ship });
    expect(dearer.parameters.cost).toBe(2);
    expect((await hold(next(), { network: ship, headers: { [HOLD_PROOF_HEADER]: early } })).status).toBe(428);
    expect(
      (await hold(next(), { network: ship, headers: { [HOLD_PROOF_HEADER]: await solvedCaptcha(dearer) } })).status,
    ).toBe(200);

    // Another network is not held back by this one.
    expect((await hold(next(), { network: newNetwork() })).status).toBe(200);
  });

  it('prices a hold by the hours it blocks, and a hold made with a proof lasts 5 minutes (issue #52)', async () => {
    const ship = newNetwork();
    for (let i = 0; i < 3; i++)
      expect(
        (await hold(holdBody(slot(`${8 + 2 * i}:00`.padStart(5, '0')), { boatId: 'boat-mid' }), { network: ship }))
          .status,
      ).toBe(200);
    const sixHours = holdBody(slot('08:00'), { duration: 6 });
    expect((await hold(sixHours, { network: ship })).status).toBe(428);
    // A 2-hour hold's proof does not pay for six hours: three 2-hour blocks, at the level the share reaches.
    const twoHourProof = await solvedCaptcha(await holdChallenge({ network: ship }));
    expect((await hold(sixHours, { network: ship, headers: { [HOLD_PROOF_HEADER]: twoHourProof } })).status).toBe(428);
    const sixHourChallenge: Challenge = (
      await t.app.inject({ method: 'GET', url: `${API}/captcha/challenge?purpose=hold&hours=6`, remoteAddress: ship })
    ).json();
    expect(sixHourChallenge.parameters.cost).toBe(3 * 2);
    const held = await hold(sixHours, {
      network: ship,
      headers: { [HOLD_PROOF_HEADER]: await solvedCaptcha(sixHourChallenge) },
    });
    expect(held.status).toBe(200);
    expect(Date.parse(held.body.expiresAt) - Date.parse(NOW)).toBe(5 * 60_000);
  });

  it('takes only a hold proof: a feedback captcha, a forged or a malformed one is a 400', async () => {
    const ship = newNetwork();
    for (let i = 0; i < 3; i++) await hold(holdBody(slot(`${8 + 2 * i}:00`.padStart(5, '0'))), { network: ship });
    const feedbackChallenge: Challenge = (
      await t.app.inject({ method: 'GET', url: `${API}/captcha/challenge`, remoteAddress: ship })
    ).json();
    for (const proof of [await solvedCaptcha(feedbackChallenge), 'bm90IGEgcHJvb2Y=']) {
      const res = await hold(holdBody(slot('16:00')), { network: ship, headers: { [HOLD_PROOF_HEADER]: proof } });
      expect(res.status).toBe(400);
    }
  });

  it('frees the network as its holds expire', async () => {
    const ship = newNetwork();
    for (let i = 0; i < 3; i++) await hold(holdBody(slot(`${8 + 2 * i}:00`.padStart(5, '0'))), { network: ship });
    expect((await hold(holdBody(slot('16:00')), { network: ship })).status).toBe(428);
    t.setNow('2026-12-01T12:15:00Z');
    expect((await hold(holdBody(slot('16:00')), { network: ship })).status).toBe(200);
  });

  it("takes a network's first hold freely where the fleet's free share is less than one charter (a small fleet)", async () => {
    // Half a 2-hour hold free: the share a one-boat company's 44 hours give.
    const small = await buildBookingTestApp({ maxLiveHoldsPerDevice: 1000, ...sharesOfHolds(0.5, 2) });
    try {
      small.setNow(NOW);
      const ship = newNetwork();
      const first = await hold(holdBody(slot('08:00'), { duration: 6 }), { app: small.app, network: ship });
      expect(first.status).toBe(200);
      expect(Date.parse(first.body.expiresAt) - Date.parse(NOW)).toBe(15 * 60_000);
      expect((await hold(holdBody(slot('16:00')), { app: small.app, network: ship })).status).toBe(428);
      const challenge: Challenge = (
        await small.app.inject({ method: 'GET', url: `${API}/captcha/challenge?purpose=hold`, remoteAddress: ship })
      ).json();
      expect(challenge.parameters.cost).toBeGreaterThan(1);
      expect((await hold(holdBody(slot('16:00')), { app: small.app, network: newNetwork() })).status).toBe(200);
    } finally {
      await small.close();
    }
  });
});

describe('client addresses behind a proxy (item 3)', () => {
  it('takes a hop count or proxy addresses, never every proxy', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(parseTrustProxy('loopback,fd00::/8')).toEqual(['loopback', 'fd00::/8']);
    for (const bad of ['true', 'yes', '10.0.0.0/33', '*']) expect(() => parseTrustProxy(bad), bad).toThrow(ConfigError);
  });

  it('counts IPv6 clients by their /64', () => {
    expect(networkOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2');
    expect(networkOf('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0');
    expect(networkOf('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(networkOf('192.0.2.7')).toBe('192.0.2.7');
  });

  it('with one load balancer, a forged X-Forwarded-For entry does not change who is counted', async () => {
    const now = new Date(NOW);
    const app = await buildTestApp({
      seed: bookingFixture,
      env: { TRUST_PROXY: '1' },
      bookingSettings: testBookingSettings({ now: () => now, maxLiveHoldsPerDevice: 1000, ...sharesOfHolds(2, 2) }),
    });
    try {
      const viaProxy = (forged: string) => ({
        app: app.app,
        network: '127.0.0.1',
        headers: { 'x-forwarded-for': `${forged}, 203.0.113.5` },
      });
      expect((await hold(holdBody(slot('08:00')), viaProxy('1.1.1.1'))).status).toBe(200);
      expect((await hold(holdBody(slot('10:00')), viaProxy('2.2.2.2'))).status).toBe(200);
      expect((await hold(holdBody(slot('12:00')), viaProxy('3.3.3.3'))).status).toBe(428);
      // A client that is really another one is counted apart.
      const other = { app: app.app, network: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.6' } };
      expect((await hold(holdBody(slot('12:00')), other)).status).toBe(200);
    } finally {
      await app.close();
    }
  });
});
