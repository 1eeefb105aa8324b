// Checkout with the built-in test checkout page: hold → session → card form → webhook → booking, and every refusal.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bookingInfo,
  BOOKING_REF_PATTERN,
  paymentStatusAnswer,
  checkoutSessionResponse,
} from '../../src/domain/booking';
import { expectShape } from '../support/expectShape';
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
  day += day === 24 ? 2 : 1;
});

const form = (card: string) => `cardNumber=${encodeURIComponent(card)}&expiry=12%2F30&cvc=123&name=Ana+Ebanks`;
const payWith = (url: string, card: string) =>
  t.pay.inject({
    method: 'POST',
    url,
    payload: form(card),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

describe('the test checkout', () => {
  it('books a paid trip once: KY reference, booking rows, confirmation email with an .ics invitation', async () => {
    const { body, cookie, holdId, calculateTrip } = await holdTrip(t, slot(day));
    const started = await createCheckout(t, body, cookie);
    expect(started.status).toBe(200);
    expectShape(started.body, checkoutSessionResponse);
    expect(started.body.url).toBe(`/test-checkout/${started.body.sessionId}`);
    expect(started.body.amountCents).toBe(calculateTrip.result.price);

    // The hold now lasts as long as the checkout session (30 minutes and a margin).
    const [hold] = await rows(t, `SELECT expires_at FROM slot_holds WHERE booking_id = '${holdId}'`);
    expect(new Date(hold.expires_at).getTime()).toBeGreaterThanOrEqual(Date.parse(NOW) + 30 * 60_000);

    const page = await t.pay.inject({ method: 'GET', url: started.body.url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('TEST MODE');
    expect(page.body).not.toMatch(/<script|stripe\.com|style="/i);

    const paid = await payWith(started.body.url, '4242 4242 4242 4242');
    expect(paid.statusCode).toBe(303);
    const success = new URL(paid.headers.location as string, 'http://x');
    expect(success.pathname).toBe('/cayman-fixture/booking-confirmed');
    expect(success.searchParams.get('payment')).toBe(started.body.paymentStorageId);

    const status = await t.pay.inject({
      method: 'GET',
      url: `${PAY}/status/${started.body.paymentStorageId}`,
      headers: { cookie },
    });
    expectShape(status.json(), paymentStatusAnswer);
    const { bookingRef } = status.json();
    expect(status.json().status).toBe('PAID');
    expect(bookingRef).toMatch(/^KY-/);
    expect(bookingRef).toMatch(BOOKING_REF_PATTERN);

    const [holdAfter] = await rows(t, `SELECT status FROM slot_holds WHERE booking_id = '${holdId}'`);
    expect(holdAfter.status).toBe('BOOKED');
    const mails = await rows(
      t,
      `SELECT recipient, kind, attachments FROM email_outbox WHERE kind = 'booking-confirmed' AND recipient = 'ana@example.test'`,
    );
    expect(mails.length).toBeGreaterThanOrEqual(1);
    const ics = Buffer.from(mails.at(-1).attachments[0].content, 'base64').toString('utf8');
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toMatch(/DTSTART:2026120\dT\d{6}Z|DTSTART:20261[12]\d{2}T\d{6}Z/);
    expect(ics).toContain('LOCATION:Marina');

    // The page, from this device or with the signed token from any device; never from the reference alone.
    const mine = await t.pay.inject({
      method: 'GET',
      url: `${API}/booking/confirmed/${bookingRef}`,
      headers: { cookie },
    });
    expect(mine.statusCode).toBe(200);
    expectShape(mine.json(), bookingInfo);
    expect(mine.json()).toMatchObject({
      bookingRef,
      _id: started.body.paymentStorageId,
      adults: 2,
      kids: 1,
      firstName: 'Ana',
      regionId: 'reg-north',
    });
    expect((await t.pay.inject({ method: 'GET', url: `${API}/booking/confirmed/${bookingRef}` })).statusCode).toBe(404);
    expect(
      (
        await t.pay.inject({
          method: 'GET',
          url: `${API}/booking/confirmed/${bookingRef}?token=nottherighttokenxxxxxxxxxxxxxxxx`,
        })
      ).statusCode,
    ).toBe(404);
    const token = success.searchParams.get('token');
    expect(
      (await t.pay.inject({ method: 'GET', url: `${API}/booking/confirmed/${bookingRef}?token=${token}` })).statusCode,
    ).toBe(200);

    // booking/find: the right pair only, one generic message otherwise.
    const find = (email: string) =>
      t.pay.inject({ method: 'POST', url: `${API}/booking/find`, payload: { bookingRef, email } });
    expect((await find('ANA@example.test')).statusCode).toBe(200);
    const wrong = await find('someone@example.test');
    expect(wrong.statusCode).toBe(404);

    // Send again and feedback, for the booking device.
    const again = await t.pay.inject({
      method: 'POST',
      url: `${API}/email/booking-confirmed`,
      headers: { cookie },
      payload: { paymentId: started.body.paymentStorageId, paymantDate: mine.json().updatedAt },
    });
    expect(again.statusCode).toBe(201);
    const feedback = { bookingRef, message: 'Lovely crew, easy booking.' };
    expect(
      (await t.pay.inject({ method: 'POST', url: `${API}/email/booking-experience`, payload: feedback })).statusCode,
    ).toBe(404);
    expect(
      (
        await t.pay.inject({
          method: 'POST',
          url: `${API}/email/booking-experience`,
          headers: { cookie },
          payload: feedback,
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await t.pay.inject({
          method: 'POST',
          url: `${API}/email/booking-experience`,
          headers: { cookie },
          payload: { bookingRef, message: 'short' },
        })
      ).statusCode,
    ).toBe(400);
    // …and for any device with the email's signed link, as the page itself.
    const resendBody = { paymentId: started.body.paymentStorageId, paymantDate: mine.json().updatedAt };
    expect(
      (await t.pay.inject({ method: 'POST', url: `${API}/email/booking-confirmed`, payload: resendBody })).statusCode,
    ).toBe(404);
    expect(
      (
        await t.pay.inject({
          method: 'POST',
          url: `${API}/email/booking-confirmed?token=nottherighttokenxxxxxxxxxxxxxxxx`,
          payload: resendBody,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.pay.inject({
          method: 'POST',
          url: `${API}/email/booking-confirmed?token=${token}`,
          payload: resendBody,
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await t.pay.inject({ method: 'POST', url: `${API}/email/booking-experience?token=${token}`, payload: feedback }))
        .statusCode,
    ).toBe(201);

    // The paid session's page now only forwards to the confirmation.
    expect((await payWith(started.body.url, '4242424242424242')).statusCode).toBe(303);
    expect((await rows(t, `SELECT count(*)::int AS n FROM bookings WHERE hold_id = '${holdId}'`))[0].n).toBe(1);
  });

  it('declines 4000 0000 0000 0002, lets the guest try again, and cancels back to the trip builder', async () => {
    const { body, cookie } = await holdTrip(t, slot(day));
    const started = await createCheckout(t, body, cookie);
    const declined = await payWith(started.body.url, '4000 0000 0000 0002');
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain('Your card was declined.');
    expect(declined.body).toContain('TEST MODE');
    const cancel = /href="([^"]*trip-builder[^"]*)"/.exec(declined.body)?.[1]!.replaceAll('&amp;', '&');
    expect(cancel).toContain(`backFromStripe=${started.body.paymentStorageId}`);
    expect(cancel).toContain('boat=small');
    const status = await t.pay.inject({
      method: 'GET',
      url: `${PAY}/status/${started.body.paymentStorageId}`,
      headers: { cookie },
    });
    expect(status.json()).toEqual({ status: 'PENDING', bookingRef: null });
    expect((await payWith(started.body.url, '4242424242424242')).statusCode).toBe(303);
  });

  it('says what is missing, every field at once, rather than refuse silently (issue #57: an empty Name on card)', async () => {
    const { body, cookie } = await holdTrip(t, slot(day));
    const started = await createCheckout(t, body, cookie);
    const page = await t.pay.inject({ method: 'GET', url: started.body.url });
    expect(page.body).toMatch(/<form [^>]*novalidate>/); // the browser's own bubble blocks Pay with nothing on the page
    const post = (payload: string) =>
      t.pay.inject({
        method: 'POST',
        url: started.body.url,
        payload,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });

    const noName = await post('cardNumber=4242+4242+4242+4242&expiry=12%2F30&cvc=123&name=+');
    expect(noName.statusCode).toBe(402);
    expect(noName.body).toContain('<p id="card-name-error">Enter the name on your card.</p>');
    expect(noName.body).toMatch(/id="card-name"[^>]*aria-invalid="true" aria-describedby="card-name-error"/);
    expect(noName.body).not.toContain('card-number-error');

    const empty = await post('cardNumber=&expiry=&cvc=&name=');
    for (const message of [
      'Your card number is incomplete.',
      'Your card&#39;s expiration date is incomplete or in the past.',
      'Your card&#39;s security code is incomplete.',
      'Enter the name on your card.',
    ]) {
      expect(empty.body).toContain(message);
    }
    // A declined card is said only once the form is complete, and nothing was paid meanwhile.
    expect((await post('cardNumber=4000000000000002&expiry=12%2F30&cvc=123&name=')).body).not.toContain(
      'Your card was declined.',
    );
    const status = await t.pay.inject({
      method: 'GET',
      url: `${PAY}/status/${started.body.paymentStorageId}`,
      headers: { cookie },
    });
    expect(status.json()).toEqual({ status: 'PENDING', bookingRef: null });
    expect((await payWith(started.body.url, '4242424242424242')).statusCode).toBe(303);
  });

  it('deletes an unpaid checkout once (then 404), leaves the hold alone, and closes its page', async () => {
    const { body, cookie, holdId } = await holdTrip(t, slot(day));
    const started = await createCheckout(t, body, cookie);
    const del = () =>
      t.pay.inject({
        method: 'DELETE',
        url: `${PAY}/delete-checkout-session/${started.body.paymentStorageId}`,
        headers: { cookie },
      });
    const first = await del();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'success' });
    expect((await del()).statusCode).toBe(404);
    const [hold] = await rows(t, `SELECT status FROM slot_holds WHERE booking_id = '${holdId}'`);
    expect(hold.status).toBe('HELD');
    expect((await t.pay.inject({ method: 'GET', url: started.body.url })).statusCode).toBe(404);
    // Back on step 2, the guest starts checkout again with the same hold.
    expect((await createCheckout(t, body, cookie)).status).toBe(200);
  });

  it("refuses an expired hold, another device's hold and a mismatched trip", async () => {
    const { body, cookie } = await holdTrip(t, slot(day));
    const other = await holdTrip(t, slot(day, '15:00'));
    expect((await createCheckout(t, body, other.cookie)).body.code).toBe('HOLD_MISMATCH');
    const moved = await createCheckout(t, { ...body, bookingDate: slot(day, '14:00') }, cookie);
    expect([moved.status, moved.body.code]).toEqual([409, 'HOLD_MISMATCH']);
    const otherBoat = await createCheckout(t, { ...body, boatId: 'boat-big' }, cookie);
    expect([otherBoat.status, otherBoat.body.code]).toEqual([409, 'HOLD_MISMATCH']);
    const otherStops = await createCheckout(t, { ...body, activities: ['act-lunch'] }, cookie);
    expect(otherStops.body.code).toBe('HOLD_MISMATCH');
    t.setNow('2026-12-01T12:16:00Z');
    const late = await createCheckout(t, body, cookie);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'HOLD_EXPIRED', message: 'Time ran out to secure your trip' });
  });

  it('answers ten starts at once for one hold, without a key, with one session: paid once, nothing refunded (issue #52)', async () => {
    const { body, cookie, holdId } = await holdTrip(t, slot(day));
    const answers = await Promise.all(Array.from({ length: 10 }, () => createCheckout(t, body, cookie)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect((await rows(t, `SELECT count(*)::int AS n FROM payments WHERE hold_id = '${holdId}'`))[0].n).toBe(1);
    expect((await payWith(answers[0]!.body.url, '4242424242424242')).statusCode).toBe(303);
    expect(await rows(t, `SELECT status, refunded_cents FROM payments WHERE hold_id = '${holdId}'`)).toEqual([
      { status: 'PAID', refunded_cents: 0 },
    ]);
    // Once paid, a new start is refused rather than a second session opened.
    expect((await createCheckout(t, body, cookie)).status).toBeGreaterThanOrEqual(400);
  });

  it('answers a repeat with the same Idempotency-Key with the first session', async () => {
    const { body, cookie } = await holdTrip(t, slot(day));
    const a = await createCheckout(t, body, cookie, { 'idempotency-key': `k-${day}` });
    const b = await createCheckout(t, body, cookie, { 'idempotency-key': `k-${day}` });
    expect(b.body).toEqual(a.body);
    expect((await rows(t, `SELECT count(*)::int AS n FROM payments WHERE hold_id = '${body.bookingId}'`))[0].n).toBe(1);
  });

  it('answers malformed requests with 4xx, never 5xx', async () => {
    const { body, cookie } = await holdTrip(t, slot(day));
    const bad: Array<[string, string, unknown, string?]> = [
      ['POST', `${PAY}/create-checkout-session`, {}],
      ['POST', `${PAY}/create-checkout-session`, { ...body, totalPerson: 9 }],
      [
        'POST',
        `${PAY}/create-checkout-session`,
        { ...body, bookingContactData: { ...body.bookingContactData, confirmEmail: 'x@y.z' } },
      ],
      ['POST', `${PAY}/create-checkout-session`, { ...body, bookingId: 'h_nope' }],
      ['POST', `${PAY}/create-checkout-session`, '"just a string"', 'application/json'],
      ['DELETE', `${PAY}/delete-checkout-session/${'x'.repeat(100)}`, undefined],
      ['GET', `${PAY}/status/pay_unknown`, undefined],
      ['POST', `${PAY}/webhook`, '{}', 'application/json'],
      ['POST', `${PAY}/webhook`, 'not json', 'text/plain'],
      ['GET', `${API}/booking/confirmed/not-a-ref`, undefined],
      ['POST', `${API}/booking/find`, { bookingRef: 'KY-2345678', email: 'nope' }],
      ['POST', `${API}/email/booking-confirmed`, { paymentId: '', paymantDate: 'yesterday' }],
      ['POST', `${API}/email/booking-experience`, { bookingRef: 'KY-23456789', message: 'x'.repeat(401) }],
      ['POST', '/test-checkout/cs_local_unknown', 'cardNumber=4242424242424242', 'application/x-www-form-urlencoded'],
      ['GET', '/test-checkout/../../etc', undefined],
    ];
    for (const [method, url, payload, type] of bad) {
      const res = await t.pay.inject({
        method: method as 'GET',
        url,
        headers: { cookie, ...(type ? { 'content-type': type } : {}) },
        payload: typeof payload === 'string' ? payload : (payload as object | undefined),
      });
      expect(
        res.statusCode,
        `${method} ${url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`,
      ).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
    }
  });

  it('tells the app which checkout to load', async () => {
    const res = await t.pay.inject({ method: 'GET', url: `${API}/config` });
    expect(res.json()).toEqual({ stripePublishableKey: null, appEnv: 'TEST' });
  });
});
