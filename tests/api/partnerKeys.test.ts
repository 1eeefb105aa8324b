// Partners' API keys and the external availability service: keys made, listed and revoked with the
// admin command; 401 alike for a missing, unknown or revoked key, 403 without the scope, 429 with Retry-After over the
// key's rate; getAvailableBoats and getAvailableTimes answer what the guest flow's own slot search answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableBoatsResponse } from '../../src/domain/protocol';
import { timeSlotsResponse } from '../../src/domain/booking';
import { buildAgentTestApp, type AgentTestApp } from '../support/agentTestApp';
import { API } from '../support/bookingTestApp';
import { expectShape } from '../support/expectShape';
import { holdTrip, NOW } from '../support/paymentTestApp';
import { call, EXTERNAL, makeKey } from '../support/partnerTestApp';
import { timeSlotsBody } from '../support/fixtureRequests';

let t: AgentTestApp;
let key: string;
beforeAll(async () => {
  t = await buildAgentTestApp();
  key = await makeKey(t, 'Hotel Sands', ['--owner', 'Sands Hotel']);
});
afterAll(async () => {
  await t?.close();
});

const boatsUrl = (query = 'startDate=2026-12-04&countryId=cayman-fixture') => `${EXTERNAL}/getAvailableBoats?${query}`;

describe('API keys', () => {
  it('are shown once, listed without the key and stored hashed', async () => {
    expect(key).toMatch(/^ck_[A-Za-z0-9_-]{40,}$/);
    const listed = await t.admin(['list-api-keys', '--json']);
    expect(listed.stdout).not.toContain(key);
    const [row] = JSON.parse(listed.stdout) as Array<Record<string, unknown>>;
    expect(row).toMatchObject({
      name: 'Hotel Sands',
      owner: 'Sands Hotel',
      kind: 'partner',
      scopes: ['availability'],
      ratePerMinute: 120,
      revokedAt: null,
    });
    const stored: any = await t.database.db.execute('SELECT key_hash FROM api_keys' as any);
    expect(JSON.stringify(stored.rows)).not.toContain(key);
  });

  it('refuses bad options with a clear message', async () => {
    expect((await t.admin(['create-api-key', '--name', 'x', '--scopes', 'everything'])).stderr).toContain('--scopes');
    expect((await t.admin(['create-api-key', '--name', 'x', '--rate', '0'])).stderr).toContain('--rate');
    expect((await t.admin(['create-api-key', '--name', 'Hotel Sands'])).stderr).toContain('exists already');
  });

  it('answers 401 alike for a missing, unknown or revoked key', async () => {
    const revoked = await makeKey(t, 'Old site');
    expect((await call(t, 'GET', boatsUrl(), { 'x-api-key': revoked })).status).toBe(200);
    expect((await t.admin(['revoke-api-key', '--key', 'Old site'])).exitCode).toBe(0);
    const answers = await Promise.all([
      call(t, 'GET', boatsUrl(), {}),
      call(t, 'GET', boatsUrl(), { 'x-api-key': 'ck_not-a-key' }),
      call(t, 'GET', boatsUrl(), { 'x-api-key': revoked }),
      call(
        t,
        'POST',
        `${EXTERNAL}/getAvailableTimes`,
        { authorization: `Bearer ${revoked}` },
        timeSlotsBody('2026-12-04'),
      ),
    ]);
    for (const a of answers) {
      expect(a.status).toBe(401);
      expect(a.body).toEqual(answers[0].body);
    }
    expect(answers[0].body).toEqual({ message: 'A valid API key is required.', code: 'UNAUTHORIZED' });
  });

  it('answers 403 to a key without the scope', async () => {
    const bookingOnly = await makeKey(t, 'Booker', ['--kind', 'reseller', '--scopes', 'booking']);
    const res = await call(t, 'GET', boatsUrl(), { 'x-api-key': bookingOnly });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN');
  });

  it('limits each key to its rate with a token bucket and Retry-After', async () => {
    const slow = await makeKey(t, 'Slow site', ['--rate', '3']);
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await call(t, 'POST', `${EXTERNAL}/getAvailableTimes`, { 'x-api-key': slow }, timeSlotsBody('2026-12-04')))
          .status,
      );
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await call(
      t,
      'POST',
      `${EXTERNAL}/getAvailableTimes`,
      { 'x-api-key': slow },
      timeSlotsBody('2026-12-04'),
    );
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(20); // 3 a minute: one token every 20 seconds
    // Another key is not slowed down by this one.
    expect((await call(t, 'GET', boatsUrl(), { 'x-api-key': key })).status).toBe(200);
    t.setNow(new Date(Date.parse(NOW) + 20_000));
    expect(
      (await call(t, 'POST', `${EXTERNAL}/getAvailableTimes`, { 'x-api-key': slow }, timeSlotsBody('2026-12-04')))
        .status,
    ).toBe(200);
    t.setNow(NOW);
  });

  it('sends the rate-limit headers on every keyed answer: the policy, what is left and when the bucket is full', async () => {
    const paced = await makeKey(t, 'Paced site', ['--rate', '6', '--kind', 'reseller']);
    const seen = [];
    for (const [method, url, body] of [
      ['GET', boatsUrl('startDate=2026-12-04&countryId=fx-ky'), undefined],
      ['GET', boatsUrl('startDate=nope&countryId=fx-ky'), undefined],
      ['GET', '/api/v1/octo/products', undefined],
      ['POST', '/api/v1/octo/availability', { productId: 'nope', optionId: '2h', localDate: '2026-12-04' }],
    ] as const) {
      const res = await call(t, method, url, { 'x-api-key': paced }, body);
      seen.push([
        res.status,
        res.headers['ratelimit-policy'],
        res.headers['ratelimit-limit'],
        res.headers['ratelimit-remaining'],
        res.headers['ratelimit-reset'],
      ]);
    }
    // 6 a minute: a token every 10 s; after n requests, n tokens to refill.
    expect(seen).toEqual([
      [200, '6;w=60', '6', '5', '10'],
      [400, '6;w=60', '6', '4', '20'],
      [200, '6;w=60', '6', '3', '30'],
      [400, '6;w=60', '6', '2', '40'],
    ]);
    for (let i = 0; i < 2; i++) await call(t, 'GET', boatsUrl(), { 'x-api-key': paced });
    const refused = await call(t, 'GET', boatsUrl(), { 'x-api-key': paced });
    expect(refused.status).toBe(429);
    expect(refused.headers).toMatchObject({ 'retry-after': '10', 'ratelimit-remaining': '0', 'ratelimit-reset': '60' });
  });
});

describe('browsers (CORS)', () => {
  const origin = { origin: 'https://sands-hotel.example' };
  it('lets a hotel page ask for availability from any origin with its availability key, and read the rate headers', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: `${EXTERNAL}/getAvailableTimes`,
      headers: {
        ...origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-api-key, content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers).toMatchObject({
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'GET, POST',
    });
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('X-API-Key');
    const res = await call(
      t,
      'POST',
      `${EXTERNAL}/getAvailableTimes`,
      { ...origin, 'x-api-key': key },
      timeSlotsBody('2026-12-04'),
    );
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(String(res.headers['access-control-expose-headers'])).toContain('RateLimit-Remaining');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('refuses a key that can book when a web page sends it, and answers no browser on OCTO', async () => {
    const reseller = await makeKey(t, 'Reseller in a page', ['--kind', 'reseller']);
    const res = await call(t, 'GET', boatsUrl(), { ...origin, 'x-api-key': reseller });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/keep it on your server/);
    expect((await call(t, 'GET', boatsUrl(), { 'x-api-key': reseller })).status).toBe(200); // from a server, fine
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/octo/bookings',
      headers: { ...origin, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const octo = await call(t, 'GET', '/api/v1/octo/products', { ...origin, authorization: `Bearer ${reseller}` });
    expect(octo.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('external availability', () => {
  it('getAvailableBoats lists the boats free on the dates with what a partner shows', async () => {
    const res = await call(t, 'GET', boatsUrl('startDate=2026-12-04&endDate=2026-12-06&countryId=fx-ky'), {
      'x-api-key': key,
    });
    expect(res.status).toBe(200);
    expectShape(res.body, availableBoatsResponse);
    const small = res.body.boatList.find((b: { _id: string }) => b._id === 'boat-small');
    expect(small).toMatchObject({ urlTitle: 'small', availableDates: ['2026-12-04', '2026-12-05', '2026-12-06'] });
    expect(small.pickUps[0]).toMatchObject({ _id: 'pul-marina', name: 'Marina' });
    expect(res.body.boatList.some((b: { _id: string }) => b._id === 'boat-nassau')).toBe(false);
    expect(res.body.boatList.some((b: { _id: string }) => b._id === 'boat-glow')).toBe(false); // a bio-bay tender is never sold alone
  });

  it('getAvailableBoats checks its query', async () => {
    expect(
      (await call(t, 'GET', boatsUrl('startDate=2026-12-04&endDate=2026-12-30&countryId=fx-ky'), { 'x-api-key': key }))
        .status,
    ).toBe(400);
    expect((await call(t, 'GET', boatsUrl('startDate=tomorrow&countryId=fx-ky'), { 'x-api-key': key })).status).toBe(
      400,
    );
    expect(
      (await call(t, 'GET', boatsUrl('startDate=2026-12-04&countryId=nowhere'), { 'x-api-key': key })).status,
    ).toBe(404);
  });

  it('getAvailableTimes answers exactly what the guest flow answers, also once a slot is held', async () => {
    await holdTrip(t, '2026-12-04T13:00:00-05:00');
    for (const body of [timeSlotsBody('2026-12-04'), timeSlotsBody('2026-12-02', { boatId: 'boat-big' })]) {
      const partner = await call(t, 'POST', `${EXTERNAL}/getAvailableTimes`, { 'x-api-key': key }, body);
      const guest = await t.app.inject({ method: 'POST', url: `${API}/booking/time-slots`, payload: body });
      expect(partner.status).toBe(200);
      expectShape(partner.body, timeSlotsResponse);
      expect(partner.body).toEqual(guest.json());
    }
    const held = await call(
      t,
      'POST',
      `${EXTERNAL}/getAvailableTimes`,
      { 'x-api-key': key },
      timeSlotsBody('2026-12-04'),
    );
    const slot = held.body.availableSlots[0].bookings.find(
      (s: { startTime: string }) => s.startTime === '2026-12-04T13:00:00-05:00',
    );
    expect(slot).toMatchObject({ isAvailable: false, reason: 'HELD' });
    // The boat list still shows the boat: other starts of that day are free.
    const boats = await call(t, 'GET', boatsUrl(), { 'x-api-key': key });
    expect(boats.body.boatList.some((b: { _id: string }) => b._id === 'boat-small')).toBe(true);
  });
  // The OpenAPI description: tests/api/partnerOpenApi.test.ts.
});
