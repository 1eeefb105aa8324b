// Issue #14, items 1, 7 and 8: no input stalls the server or makes it answer 5xx. The e-mail check cannot backtrack,
// every string is bounded, deep nesting, NUL and unpaired surrogates are refused with a clear 400, and a DELETE sent
// with the spec client's JSON content type and no body is accepted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../support/request';
import { buildEmailTestApp, pricedTrip, type EmailTestApp } from '../support/emailTestApp';
import { bookingInquiryBody, saveBody, shareBody } from './emailPayloads';

let t: EmailTestApp;
let trip: unknown;

beforeAll(async () => {
  t = await buildEmailTestApp();
  trip = await pricedTrip(t.app);
});
afterAll(() => t?.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    headers: { 'content-type': 'application/json', ...headers },
  });

/** The address that kept a process busy for a minute: the old pattern backtracked over the dots. */
const SLOW_EMAIL = `a@${'.'.repeat(120_000)}@`;

/** Every route that takes an e-mail address, with the bad one in its e-mail field. */
const emailRoutes = (email: string): Array<[string, unknown]> => [
  [`${API}/booking/find`, { bookingRef: 'KY-7K3M9QHT', email }],
  [`${API}/email/save-itinerary`, saveBody(trip, email)],
  [`${API}/email/shared-itinerary`, shareBody(trip, email)],
  [`${API}/email/booking-inquiry`, { ...bookingInquiryBody(trip), email }],
  [`${API}/email/booking-inquiry-trip`, { emailData: { email } }],
  [`${API}/email/post-feedback`, { email, captchaToken: 'x' }],
  ['/api/v1/payment/create-checkout-session', { bookingContactData: { email, confirmEmail: email } }],
];

describe('an e-mail field cannot stall the server (item 1)', () => {
  it(
    'answers 400 at once on every route with an e-mail field, and the health check is not held up',
    { timeout: 30_000 },
    async () => {
      for (const [url, body] of emailRoutes(SLOW_EMAIL)) {
        const [answer, health] = await Promise.all([
          post(url, body),
          t.app.inject({ method: 'GET', url: '/api/v1/health' }),
        ]);
        expect(answer.statusCode, url).toBe(400);
        expect(health.statusCode).toBe(200);
      }
    },
  );

  it('says what is wrong with an over-long or malformed address, and with a 200,000-character name', async () => {
    const long = await post(`${API}/booking/find`, { bookingRef: 'KY-7K3M9QHT', email: `${'a'.repeat(250)}@b.co` });
    expect(long.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'Invalid request: email: Invalid email' });
    const name = await post(`${API}/email/shared-itinerary`, { ...shareBody(trip), userName: 'x'.repeat(101) });
    expect(name.json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Invalid request: userName: Must be at most 100 characters',
    });
    const huge = await post(`${API}/email/shared-itinerary`, { ...shareBody(trip), userName: 'x'.repeat(200_000) });
    expect(huge.json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Invalid request: userName: text must be at most 20000 characters',
    });
    expect(huge.body.length).toBeLessThan(2_000);
  });
});

describe('bad input is a 4xx with a clear message, never a 5xx, and changes nothing (item 7)', () => {
  const POST_ROUTES = [
    `${API}/email/save-itinerary`,
    `${API}/email/shared-itinerary`,
    `${API}/email/booking-inquiry`,
    `${API}/email/call-request`,
    `${API}/booking/hold`,
    `${API}/booking/time-slots`,
    `${API}/booking/find`,
    '/api/v1/payment/create-checkout-session',
  ];
  const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

  it('refuses a 20,000-deep body', async () => {
    for (const url of POST_ROUTES) {
      const res = await post(url, deep(20_000));
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toMatch(/nested more than 32 levels deep/);
    }
    const inField = await post(`${API}/email/save-itinerary`, `{"firstName":${deep(5_000)}}`);
    expect(inField.statusCode).toBe(400);
  });

  it('refuses NUL characters and unpaired surrogates in any string, or in a field name', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [{ ...saveBody(trip), firstName: 'Ann\u0000' }, /firstName: text must not contain NUL characters/],
      [{ ...saveBody(trip), lastName: 'Bonny\ud800' }, /lastName: text must be valid Unicode/],
      [{ ...saveBody(trip), lastName: '\udc00Bonny' }, /lastName: text must be valid Unicode/],
      [{ ...saveBody(trip), 'x\u0000': 1 }, /a field name: text must not contain NUL/],
    ];
    for (const [body, message] of cases) {
      const res = await post(`${API}/email/save-itinerary`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const query = await t.app.inject({ method: 'GET', url: `${API}/boat?destination=%00` });
    expect(query.statusCode).toBe(400);
    const rows: any = await t.database.db.execute('SELECT count(*)::int AS n FROM inquiries' as any);
    expect(rows.rows[0].n).toBe(0);
  });

  it('refuses a list or an object of more than 1,000 entries', async () => {
    const res = await post(`${API}/booking/hold`, { activities: Array.from({ length: 1001 }, () => 'a') });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/activities: more than 1000 entries/);
  });
});

describe('DELETE with a JSON content type and no body (item 8)', () => {
  it('is read as no body, as the spec client sends it', async () => {
    for (const url of [
      `${API}/booking/hold/h_unknown`,
      `${API}/booking/cancel/h_unknown`,
      '/api/v1/payment/delete-checkout-session/pay_unknown',
    ]) {
      const res = await t.app.inject({ method: 'DELETE', url, headers: { 'content-type': 'application/json' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
  });
});
