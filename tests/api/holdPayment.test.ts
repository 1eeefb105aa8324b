// Issue #57 §1: paid, then the connection dropped. The device that holds a time asks what became of it
// (GET /api/v1/payment/hold/{bookingId}) before it shows that hold's timer again; nobody else may ask; and a second
// checkout of a paid hold is refused as paid, not as 'time ran out'.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HOLD_BOOKED, HOLD_BOOKED_MESSAGE, holdFate, holdPaymentAnswer } from '../../src/domain/booking';
import { API, cookieHeader } from '../support/bookingTestApp';
import { expectShape } from '../support/expectShape';
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

let t: PaymentTestApp;
let day = 2;

beforeAll(async () => {
  t = await buildPaymentTestApp();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  t.setNow(NOW);
  day += 1;
});

const card = 'cardNumber=4242424242424242&expiry=12%2F30&cvc=123&name=Ana+Ebanks';
const pay = (url: string) =>
  t.pay.inject({
    method: 'POST',
    url,
    payload: card,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
const askHold = (holdId: string, cookie?: string) =>
  t.pay.inject({
    method: 'GET',
    url: `${PAY}/hold/${encodeURIComponent(holdId)}`,
    headers: cookie ? { cookie } : {},
  });

describe('GET /api/v1/payment/hold/{bookingId}', () => {
  it('a paid hold whose confirmation never arrived: booked, with its signed confirmation page; a second checkout is refused as paid', async () => {
    const { body, cookie, holdId } = await holdTrip(t, slot(day));
    const started = await createCheckout(t, body, cookie);
    const paid = await pay(started.body.url);
    expect(paid.statusCode).toBe(303); // the redirect the phone never received

    const asked = await askHold(holdId, cookie);
    expect(asked.statusCode).toBe(200);
    expect(asked.headers['cache-control']).toBe('no-store');
    expectShape(asked.json(), holdPaymentAnswer);
    const answer = asked.json();
    expect(answer).toMatchObject({
      hold: 'BOOKED',
      expiresAt: null,
      payment: { paymentStorageId: started.body.paymentStorageId, status: 'PAID' },
    });
    expect(answer.payment.bookingRef).toMatch(/^KY-/);
    expect(answer.payment.confirmationPath).toBe(paid.headers.location);
    expect(holdFate(answer)).toEqual({
      kind: 'confirmation',
      paymentStorageId: started.body.paymentStorageId,
      path: paid.headers.location,
    });

    const again = await createCheckout(t, body, cookie);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: HOLD_BOOKED, message: HOLD_BOOKED_MESSAGE });
    expect(await rows(t, `SELECT status FROM payments WHERE hold_id = '${holdId}'`)).toEqual([{ status: 'PAID' }]);
  });

  it('a hold with an open checkout: held until the extended expiry, on the server clock, still being paid', async () => {
    const { body, cookie, holdId } = await holdTrip(t, slot(day));
    const plain = (await askHold(holdId, cookie)).json();
    expect(plain).toMatchObject({ hold: 'HELD', serverNow: new Date(NOW).toISOString(), payment: null });
    expect(holdFate(plain)).toMatchObject({ kind: 'held', paying: false });

    const started = await createCheckout(t, body, cookie);
    const answer = (await askHold(holdId, cookie)).json();
    const [hold] = await rows(t, `SELECT expires_at FROM slot_holds WHERE booking_id = '${holdId}'`);
    expect(answer).toMatchObject({
      hold: 'HELD',
      expiresAt: new Date(hold.expires_at).toISOString(),
      payment: { paymentStorageId: started.body.paymentStorageId, status: 'PENDING', bookingRef: null },
    });
    expect(Date.parse(answer.expiresAt)).toBeGreaterThanOrEqual(Date.parse(NOW) + 30 * 60_000);
    expect(holdFate(answer)).toEqual({
      kind: 'held',
      expiresAt: answer.expiresAt,
      serverNow: answer.serverNow,
      paying: true,
    });
  });

  it('a hold left unpaid until its time ran out: ended, nothing paid', async () => {
    const { body, cookie, holdId } = await holdTrip(t, slot(day));
    const started = await createCheckout(t, body, cookie);
    expect(
      (
        await t.pay.inject({
          method: 'DELETE',
          url: `${PAY}/delete-checkout-session/${started.body.paymentStorageId}`,
          headers: { cookie },
        })
      ).statusCode,
    ).toBe(200);
    t.setNow('2026-12-01T12:32:00Z'); // past the expiry the checkout extended it to
    const answer = (await askHold(holdId, cookie)).json();
    expect(answer).toMatchObject({ hold: 'ENDED', expiresAt: null, payment: null });
    expect(holdFate(answer)).toEqual({ kind: 'ended' });
  });

  it('a released hold is ended too', async () => {
    const { cookie, holdId } = await holdTrip(t, slot(day));
    expect(
      (await t.app.inject({ method: 'DELETE', url: `${API}/booking/hold/${holdId}`, headers: { cookie } })).statusCode,
    ).toBe(200);
    expect((await askHold(holdId, cookie)).json()).toMatchObject({ hold: 'ENDED', payment: null });
  });

  it('only the device that holds it may ask: another device, no device and an unknown hold are one 404', async () => {
    const { body, cookie, holdId } = await holdTrip(t, slot(day));
    const started = await createCheckout(t, body, cookie);
    await pay(started.body.url);
    const stranger = cookieHeader((await t.app.inject({ method: 'GET', url: `${API}/captcha/challenge` })).cookies);
    for (const [who, answer] of [
      ['another device', await askHold(holdId, stranger)],
      ['no device', await askHold(holdId)],
      ['an unknown hold', await askHold('h_unknown', cookie)],
    ] as const) {
      expect(answer.statusCode, who).toBe(404);
      expect(answer.body, who).not.toContain('KY-');
      expect(answer.body, who).not.toContain(started.body.paymentStorageId);
    }
  });

  it('answers a malformed id with 400, never 5xx', async () => {
    const { cookie } = await holdTrip(t, slot(day));
    for (const id of ['x'.repeat(300), 'h_bad id', 'h_%00']) {
      const res = await askHold(id, cookie);
      expect(res.statusCode, id).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, id).toBeLessThan(500);
    }
  });
});
