// Checkout through the real Stripe SDK pointed at a fake Stripe server: sessions, signed webhooks handled once,
// refunds when the slot was lost, and races that must end in one booking.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signatureHeader } from '../../src/server/payment/webhookSignature';
import { startFakeStripe, type FakeStripe } from '../support/fakeStripe';
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

const SECRET = 'whsec_fake_stripe_test';
let t: PaymentTestApp;
let stripe: FakeStripe;
let day = 2;

beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await buildPaymentTestApp({
    stripeSecretKey: 'sk_test_fake',
    stripePublishableKey: 'pk_test_fake',
    webhookSecret: SECRET,
    stripeApi: stripe.api,
    publicUrl: 'https://charters.example',
  });
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});
beforeEach(() => {
  t.setNow(NOW);
  day += day === 24 ? 2 : 1;
});

function webhook(event: unknown, signature?: string) {
  const raw = JSON.stringify(event);
  return t.pay.inject({
    method: 'POST',
    url: `${PAY}/webhook`,
    payload: raw,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signature ?? signatureHeader(SECRET, raw, t.settings.now()),
    },
  });
}

async function started(clock = '13:00', cookie?: string) {
  const held = await holdTrip(t, slot(day, clock), undefined, cookie);
  const res = await createCheckout(t, held.body, held.cookie);
  expect(res.status).toBe(200);
  return {
    ...held,
    ...(res.body as { sessionId: string; url: string; paymentStorageId: string; amountCents: number }),
  };
}

const statusOf = async (paymentId: string, cookie: string) =>
  (await t.pay.inject({ method: 'GET', url: `${PAY}/status/${paymentId}`, headers: { cookie } })).json();
const count = async (sql: string) => (await rows(t, sql))[0].n as number;

describe('Stripe Checkout', () => {
  it('creates a hosted session for the server price and books the trip on the signed completion event', async () => {
    const s = await started();
    const session = stripe.sessions.get(s.sessionId)!;
    expect(s.url).toBe(session.url);
    expect(session.amount_total).toBe(s.amountCents);
    expect(session.currency).toBe('usd');
    expect(session.success_url).toBe(
      `https://charters.example/cayman-fixture/booking-confirmed?payment=${s.paymentStorageId}&token=${new URL(session.success_url).searchParams.get('token')}`,
    );
    expect(session.cancel_url).toContain(`/cayman-fixture/trip-builder?country=cayman-fixture`);
    expect(session.cancel_url).toContain(`backFromStripe=${s.paymentStorageId}`);
    expect(session.expires_at - Date.parse(NOW) / 1000).toBeGreaterThanOrEqual(30 * 60);

    const answer = await webhook(stripe.complete(s.sessionId));
    expect(answer.statusCode).toBe(200);
    const status = await statusOf(s.paymentStorageId, s.cookie);
    expect(status.status).toBe('PAID');
    expect(status.bookingRef).toMatch(/^KY-[2-9A-HJKMNP-Z]{8}$/);
    expect(
      await count(
        `SELECT count(*)::int AS n FROM email_outbox WHERE kind = 'booking-confirmed' AND html_body LIKE '%${status.bookingRef}%'`,
      ),
    ).toBe(1);
  });

  it('handles a duplicated or replayed event, and a second event for the same session, once', async () => {
    const s = await started();
    const event = stripe.complete(s.sessionId);
    expect((await webhook(event)).json()).toEqual({ received: true, duplicate: false });
    expect((await webhook(event)).json()).toEqual({ received: true, duplicate: true });
    t.setNow('2026-12-01T12:03:00Z');
    expect((await webhook(event)).json()).toEqual({ received: true, duplicate: true });
    expect((await webhook({ ...event, id: `${event.id}_again` })).statusCode).toBe(200);
    expect(await count(`SELECT count(*)::int AS n FROM bookings WHERE payment_id = '${s.paymentStorageId}'`)).toBe(1);
    expect(
      await count(
        `SELECT count(*)::int AS n FROM email_outbox WHERE kind = 'booking-confirmed' AND recipient = 'ana@example.test' AND html_body LIKE '%${s.paymentStorageId}%'`,
      ),
    ).toBe(1);
  });

  it('refuses a bad, stale or missing signature with 400 and changes nothing', async () => {
    const s = await started();
    const event = stripe.complete(s.sessionId);
    const raw = JSON.stringify(event);
    const bad = [
      signatureHeader('whsec_wrong', raw, t.settings.now()),
      signatureHeader(SECRET, raw, new Date(Date.parse(NOW) - 10 * 60_000)),
      signatureHeader(SECRET, `${raw} `, t.settings.now()),
      't=abc,v1=zz',
      '',
    ];
    for (const signature of bad) {
      const res = await webhook(event, signature);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('BAD_SIGNATURE');
    }
    expect(await count(`SELECT count(*)::int AS n FROM payment_events WHERE event_id = '${event.id}'`)).toBe(0);
    expect((await statusOf(s.paymentStorageId, s.cookie)).status).toBe('PENDING');
  });

  it('refunds and emails the guest when the hold was lost and the slot taken meanwhile', async () => {
    const s = await started();
    t.setNow('2026-12-01T12:40:00Z'); // the session's 31 minutes are over: the hold has expired
    const rival = await holdTrip(t, slot(day));
    const answer = await webhook(stripe.complete(s.sessionId));
    expect(answer.statusCode).toBe(200);
    expect(await statusOf(s.paymentStorageId, s.cookie)).toEqual({ status: 'REFUNDED', bookingRef: null });
    const refund = stripe.refunds.find((r) => r.payment_intent === stripe.sessions.get(s.sessionId)!.payment_intent);
    expect(refund?.idempotencyKey).toBe(`refund-${s.paymentStorageId}`);
    expect(
      await count(
        `SELECT count(*)::int AS n FROM email_outbox WHERE kind = 'booking-refunded' AND recipient = 'ana@example.test'`,
      ),
    ).toBeGreaterThanOrEqual(1);
    expect((await rows(t, `SELECT status FROM slot_holds WHERE booking_id = '${rival.holdId}'`))[0].status).toBe(
      'HELD',
    );
    expect(await count(`SELECT count(*)::int AS n FROM bookings WHERE payment_id = '${s.paymentStorageId}'`)).toBe(0);
  });

  it('still books a lost hold whose slot nobody took', async () => {
    const s = await started();
    t.setNow('2026-12-01T13:00:00Z');
    expect((await webhook(stripe.complete(s.sessionId))).statusCode).toBe(200);
    expect((await statusOf(s.paymentStorageId, s.cookie)).status).toBe('PAID');
  });

  it('retries a failed refund when the provider sends the event again', async () => {
    const s = await started();
    t.setNow('2026-12-01T12:40:00Z');
    await holdTrip(t, slot(day));
    const event = stripe.complete(s.sessionId);
    stripe.failRefunds = true;
    try {
      expect((await webhook(event)).statusCode).toBe(503);
    } finally {
      stripe.failRefunds = false;
    }
    expect((await statusOf(s.paymentStorageId, s.cookie)).status).toBe('PENDING');
    expect((await webhook(event)).statusCode).toBe(200);
    expect((await statusOf(s.paymentStorageId, s.cookie)).status).toBe('REFUNDED');
  });

  it('keeps one open session per hold: ten starts at once are one Stripe session, and other contact details end the first', async () => {
    const held = await holdTrip(t, slot(day, '13:00'));
    const created = () => stripe.calls.filter((c) => c.method === 'POST' && c.path === '/v1/checkout/sessions').length;
    const before = created();
    const refundsBefore = stripe.refunds.length;
    const answers = await Promise.all(Array.from({ length: 10 }, () => createCheckout(t, held.body, held.cookie)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.body.sessionId)).size).toBe(1);
    expect(new Set(answers.map((a) => a.body.url)).size).toBe(1);
    expect(created() - before).toBe(1);
    expect(await count(`SELECT count(*)::int AS n FROM payments WHERE hold_id = '${held.holdId}'`)).toBe(1);

    const renamed = { ...held.body, bookingContactData: { ...held.body.bookingContactData, firstName: 'Anabel' } };
    const second = await createCheckout(t, renamed, held.cookie);
    expect(second.body.sessionId).not.toBe(answers[0]!.body.sessionId);
    expect(stripe.sessions.get(answers[0]!.body.sessionId)!.status).toBe('expired');
    expect(await count(`SELECT count(*)::int AS n FROM payments WHERE hold_id = '${held.holdId}'`)).toBe(1);
    expect((await webhook(stripe.complete(second.body.sessionId))).statusCode).toBe(200);
    expect(await count(`SELECT count(*)::int AS n FROM bookings WHERE hold_id = '${held.holdId}'`)).toBe(1);
    expect(stripe.refunds.length).toBe(refundsBefore);
  });

  it('expires an unpaid session on delete, and refuses to delete a paid one', async () => {
    const s = await started();
    const del = (id: string, cookie: string) =>
      t.pay.inject({ method: 'DELETE', url: `${PAY}/delete-checkout-session/${id}`, headers: { cookie } });
    expect((await del(s.paymentStorageId, 'cc_device=forged')).statusCode).toBe(404);
    expect((await del(s.paymentStorageId, s.cookie)).statusCode).toBe(200);
    expect(stripe.sessions.get(s.sessionId)!.status).toBe('expired');
    expect((await del(s.paymentStorageId, s.cookie)).statusCode).toBe(404);

    const paid = await createCheckout(t, s.body, s.cookie);
    await webhook(stripe.complete(paid.body.sessionId));
    expect((await del(paid.body.paymentStorageId, s.cookie)).statusCode).toBe(409);
  });

  it('gives the app the publishable key', async () => {
    const res = await t.pay.inject({ method: 'GET', url: `${API}/config` });
    expect(res.json()).toEqual({ stripePublishableKey: 'pk_test_fake', appEnv: 'TEST' });
  });
});
