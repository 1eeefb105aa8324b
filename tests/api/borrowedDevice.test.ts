// Issue #52, item 2: an idempotent answer, replayed or refused, never carries another caller's device. Device A holds
// with an Idempotency-Key; device B on the same network, without a cookie, sends the same key: it gets A's answer or a
// 422, and a device of its own, with which it can neither release A's hold nor check it out. On PGlite and PostgreSQL.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { DEVICE_SEED_COOKIE } from '../../src/domain/protocol';
import { DEVICE_COOKIE } from '../../src/server/limits/deviceCookie';
import { API } from '../support/bookingTestApp';
import {
  NOW,
  PAY,
  buildPaymentTestApp,
  createCheckout,
  holdTrip,
  rows,
  slot,
  type PaymentTestApp,
} from '../support/paymentTestApp';
import { callRequestBody } from './emailPayloads';
import { holdBody } from '../support/fixtureRequests';

let t: PaymentTestApp;
let day = 2;
let network = 0;
beforeAll(async () => {
  t = await buildPaymentTestApp();
});
afterAll(() => t?.close());
beforeEach(() => {
  t.setNow(NOW);
  day += 1;
});

type SetCookie = { name: string; value: string };
const deviceFrom = (cookies: SetCookie[]) =>
  cookies
    .filter((c) => c.name === DEVICE_COOKIE)
    .map((c) => `${c.name}=${c.value}`)
    .join('');
const newNetwork = () => `10.52.${++network}.7`;

const send = (
  method: 'POST' | 'DELETE',
  url: string,
  remoteAddress: string,
  headers: Record<string, string>,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    remoteAddress,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function statusOf(holdId: string): Promise<string> {
  return (await rows(t, `SELECT status FROM slot_holds WHERE booking_id = '${holdId}'`))[0]?.status;
}

/** What B can do to A's hold with the device its answer gave it: nothing. */
async function cannotTouch(holdId: string, cookie: string, ip: string) {
  expect(cookie).not.toBe('');
  expect((await send('DELETE', `${API}/booking/hold/${holdId}`, ip, { cookie })).statusCode).toBe(404);
  expect((await send('DELETE', `${API}/booking/cancel/${holdId}`, ip, { cookie })).statusCode).toBe(404);
  expect(await statusOf(holdId)).toBe('HELD');
}

describe("a caller without a cookie that sends another device's Idempotency-Key", () => {
  it.each([
    ['A sent no cookie and no seed', () => ({})],
    ['A sent its seed', () => ({ cookie: `${DEVICE_SEED_COOKIE}=${randomBytes(16).toString('hex')}` })],
  ])("gets the answer or a 422, never A's device cookie (%s)", async (_, aHeaders) => {
    const ip = newNetwork();
    const key = `k-${randomBytes(8).toString('hex')}`;
    const a = await send(
      'POST',
      `${API}/booking/hold`,
      ip,
      { ...aHeaders(), 'idempotency-key': key },
      holdBody(slot(day, '10:00')),
    );
    expect(a.statusCode).toBe(200);
    const aDevice = deviceFrom(a.cookies);
    expect(aDevice).not.toBe('');

    // Another body: 422, with a device of B's own.
    const refused = await send('POST', `${API}/booking/hold`, ip, { 'idempotency-key': key }, { any: 'body' });
    expect(refused.statusCode).toBe(422);
    expect(deviceFrom(refused.cookies)).not.toBe(aDevice);
    await cannotTouch(a.json().bookingId, deviceFrom(refused.cookies), ip);

    // The same body: A's answer replayed (its hold's id opens nothing), with a device of B's own.
    const replayed = await send(
      'POST',
      `${API}/booking/hold`,
      ip,
      { 'idempotency-key': key },
      holdBody(slot(day, '10:00')),
    );
    expect([replayed.statusCode, replayed.headers['idempotent-replayed']]).toEqual([200, 'true']);
    expect(deviceFrom(replayed.cookies)).not.toBe(aDevice);
    await cannotTouch(a.json().bookingId, deviceFrom(replayed.cookies), ip);

    // The key on another route is B's own request, on B's own device.
    const inquiry = await send('POST', `${API}/email/call-request`, ip, { 'idempotency-key': key }, callRequestBody());
    expect(inquiry.statusCode).toBe(201);
    expect(deviceFrom(inquiry.cookies)).not.toBe(aDevice);
    await cannotTouch(a.json().bookingId, deviceFrom(inquiry.cookies), ip);
  });

  it("cannot check out A's hold, nor get A's checkout link replayed", async () => {
    const seed = `${DEVICE_SEED_COOKIE}=${randomBytes(16).toString('hex')}`;
    const held = await holdTrip(t, slot(day, '13:00'), undefined, seed);
    const key = `checkout-${randomBytes(8).toString('hex')}`;
    const started = await createCheckout(t, held.body, seed, { 'idempotency-key': key });
    expect(started.status).toBe(200);
    const stranger = await t.app.inject({
      method: 'POST',
      url: `${PAY}/create-checkout-session`,
      payload: held.body,
      headers: { 'idempotency-key': key },
    });
    expect(stranger.statusCode).toBeGreaterThanOrEqual(400);
    expect(stranger.body).not.toContain(started.body.sessionId);
    expect(stranger.body).not.toContain(started.body.paymentStorageId);
    expect(deviceFrom(stranger.cookies)).not.toBe('');
    expect((await createCheckout(t, held.body, deviceFrom(stranger.cookies))).status).toBeGreaterThanOrEqual(400);
  });
});
