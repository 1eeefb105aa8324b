// Issue #17, the agent trip builder and reservations, on PGlite and PostgreSQL: the discount only with a valid agent
// token and within the agency's cap, custom start times (and a live booking still wins), reservations that hold the
// slot with one winner in a race, expire and free it, are paid through their link into one booking or booked on
// account, listed in 'My bookings' and cancelled within the policy.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API, postJson } from '../support/bookingTestApp';
import { holdTrip, NOW, rows, slot } from '../support/paymentTestApp';
import {
  agentWithTokens,
  bearer,
  buildAgentTestApp,
  reserveAs,
  reserveBody,
  type AgentTestApp,
} from '../support/agentTestApp';
import { expireReservations } from '../../src/server/reservations/reservationLifecycle';
import { timeSlotsBody } from '../support/fixtureRequests';

let t: AgentTestApp;
let agent: string;
let cheapAgent: string;
let otherAgent: string;
let accountAgent: string;
let admin: string;

beforeAll(async () => {
  t = await buildAgentTestApp({ accessTokenSeconds: 30 * 86_400 });
  agent = (await agentWithTokens(t, 'desk@seven.test', { agency: 'Seven Mile Desk', maxDiscount: 15 })).accessToken;
  cheapAgent = (await agentWithTokens(t, 'desk@thrifty.test', { agency: 'Thrifty Desk', maxDiscount: 5 })).accessToken;
  otherAgent = (await agentWithTokens(t, 'other@seven.test', { agency: 'Seven Mile Desk' })).accessToken;
  accountAgent = (
    await agentWithTokens(t, 'desk@resort.test', { agency: 'Resort Desk', maxDiscount: 10, onAccount: true })
  ).accessToken;
  admin = (await agentWithTokens(t, 'boss@charters.test', { role: 'admin' })).accessToken;
}, 120_000);
afterAll(() => t?.close());
afterEach(() => t.setNow(NOW));

const PRICE_URL = `${API}/calculate-time/reg-north?boatId=boat-small&pulId=pul-marina&activities=act-snorkel&adults=2&children=1&date=2026-12-04`;
const withDiscount = (discount: unknown) => `${PRICE_URL}&discount=${encodeURIComponent(JSON.stringify(discount))}`;
const price = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const tableCounts = async () =>
  (
    await rows(
      t,
      `SELECT (SELECT count(*) FROM reservations)::int AS r, (SELECT count(*) FROM slot_holds)::int AS h,
  (SELECT count(*) FROM bookings)::int AS b, (SELECT count(*) FROM email_outbox)::int AS m`,
    )
  )[0];

describe('the discount on calculate-time', () => {
  it('is ignored without a token, applied with an agent token', async () => {
    const plain = (await price(PRICE_URL)).json();
    const guest = (await price(withDiscount({ discountType: 'PERCENT', discountValue: 10 }))).json();
    expect(guest.result.price).toBe(plain.result.price);
    expect(guest.tripSummary.discount.price).toBe(0);
    const agents = await price(withDiscount({ discountType: 'PERCENT', discountValue: 10 }), bearer(agent));
    expect(agents.statusCode).toBe(200);
    const priced = agents.json();
    const subtotal = plain.tripSummary.totalPrice.data.subtotal;
    expect(priced.tripSummary.discount.price).toBe(-Math.round(subtotal / 10));
    expect(priced.tripSummary.discount.data).toEqual({ discountType: 'PERCENT', discountValue: 10 });
    expect(priced.result.price).toBeLessThan(plain.result.price);
  });

  it('adds an extra fee to the charter line and never goes below zero', async () => {
    const plain = (await price(PRICE_URL)).json();
    const fee = (await price(withDiscount({ discountType: 'EXTRA_FEE', discountValue: 5000 }), bearer(agent))).json();
    expect(fee.tripSummary.boatPriceRateAndExtraHour.price).toBe(
      plain.tripSummary.boatPriceRateAndExtraHour.price + 5000,
    );
    const free = await price(withDiscount({ discountType: 'DOLLAR_AMOUNT', discountValue: 10_000_000 }), bearer(admin));
    expect(free.json().result.price).toBe(0);
  });

  it("stays within the agency's maximum (an admin has none)", async () => {
    const over = await price(withDiscount({ discountType: 'PERCENT', discountValue: 10 }), bearer(cheapAgent));
    expect(over.statusCode).toBe(403);
    expect(over.json()).toMatchObject({
      code: 'DISCOUNT_OVER_LIMIT',
      message: 'Your agency allows discounts of up to 5% of the trip.',
    });
    const plain = (await price(PRICE_URL)).json();
    const dollars = Math.ceil(plain.tripSummary.totalPrice.data.subtotal * 0.06);
    expect(
      (await price(withDiscount({ discountType: 'DOLLAR_AMOUNT', discountValue: dollars }), bearer(cheapAgent)))
        .statusCode,
    ).toBe(403);
    expect(
      (await price(withDiscount({ discountType: 'PERCENT', discountValue: 5 }), bearer(cheapAgent))).statusCode,
    ).toBe(200);
    expect((await price(withDiscount({ discountType: 'PERCENT', discountValue: 60 }), bearer(admin))).statusCode).toBe(
      200,
    );
  });

  it('answers a bad token with 401 (the app refreshes) and a bad discount with the spec messages', async () => {
    const forged = await price(withDiscount({ discountType: 'PERCENT', discountValue: 10 }), bearer(`${agent}x`));
    expect(forged.statusCode).toBe(401);
    const badType = await price(withDiscount({ discountType: 'HALF_OFF', discountValue: 10 }), bearer(agent));
    expect(badType.statusCode).toBe(400);
    expect(badType.json().message).toContain('Invalid discount type');
    const noValue = await price(withDiscount({ discountType: 'PERCENT' }), bearer(agent));
    expect(noValue.json().message).toContain('Discount value is required');
    expect((await price(withDiscount({ discountType: 'PERCENT', discountValue: 101 }), bearer(agent))).statusCode).toBe(
      400,
    );
    const huge = await price(withDiscount({ discountType: 'EXTRA_FEE', discountValue: 1e300 }), bearer(admin));
    expect([huge.statusCode, huge.json().message]).toEqual([
      400,
      expect.stringContaining('Amount cannot be more than $100,000'),
    ]);
  });
});

const slotsBody = (customTime: unknown, day = '2026-12-04') => timeSlotsBody(day, { customTime });
const custom = (time: string, date = '2026-12-04') => ({
  startDate: { value: date, label: date },
  endDate: null,
  time,
});
const slotsAs = async (token: string | null, body: unknown) =>
  await t.app.inject({
    method: 'POST',
    url: `${API}/booking/time-slots`,
    payload: body as object,
    headers: token ? bearer(token) : {},
  });

describe('custom start times', () => {
  it("replace the calendar's starts on their days for an agent, and are ignored for a guest", async () => {
    const agents = (await slotsAs(agent, slotsBody(custom('10:15')))).json();
    expect(agents.availableSlots[0].bookings).toEqual([
      { startTime: '2026-12-04T10:15:00-05:00', endTime: '2026-12-04T12:15:00-05:00', isAvailable: true, custom: true },
    ]);
    const guests = (await slotsAs(null, slotsBody(custom('10:15')))).json();
    expect(guests.availableSlots[0].bookings.length).toBeGreaterThan(1);
    expect(guests.availableSlots[0].bookings.some((s: { custom?: boolean }) => s.custom)).toBe(false);
  });

  it('say why when outside the day window', async () => {
    const early = (await slotsAs(agent, slotsBody(custom('05:30')))).json();
    expect(early.availableSlots[0].bookings[0]).toMatchObject({
      isAvailable: false,
      reason: 'OUTSIDE_DAY_WINDOW',
      custom: true,
    });
    const late = (await slotsAs(agent, slotsBody(custom('16:30')))).json();
    expect(late.availableSlots[0].bookings[0]).toMatchObject({ isAvailable: false, reason: 'OUTSIDE_DAY_WINDOW' });
    const refused = await reserveAs(
      t,
      agent,
      reserveBody({ startTime: undefined, customTime: '05:30', customTimeStartDate: '2026-12-04' }),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/7:00 AM at the earliest and are back by 6:00 PM/);
  });

  it('are refused when they overlap a live booking: the exclusion constraint decides', async () => {
    const held = await holdTrip(t, slot(7, '10:00')); // a guest holds 10:00-12:00 on Monday 7 December
    expect(held.holdId).toMatch(/^h_/);
    const shown = (await slotsAs(agent, slotsBody(custom('11:15', '2026-12-07'), '2026-12-07'))).json();
    expect(shown.availableSlots[0].bookings[0]).toMatchObject({ isAvailable: false, reason: 'HELD', custom: true });
    const before = await tableCounts();
    const refused = await reserveAs(
      t,
      agent,
      reserveBody({
        startTime: undefined,
        start_date: '2026-12-07',
        end_date: '2026-12-07',
        customTime: '11:15',
        customTimeStartDate: '2026-12-07',
      }),
    );
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ success: false, reason: 'HELD' });
    expect(await tableCounts()).toEqual(before);
  });
});

describe('reservations', () => {
  it('need an agent token and a valid body; bad input changes nothing', async () => {
    const before = await tableCounts();
    const none = await postJson(t.app, 'booking/reserve', reserveBody());
    expect(none.status).toBe(401);
    const bad = await reserveAs(t, agent, reserveBody({ discountType: 'HALF', discountFee: 1 }));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Invalid discount type');
    expect(
      (await reserveAs(t, agent, reserveBody({ discountType: 'PERCENT', discountFee: null }))).body.message,
    ).toContain('Discount value is required');
    expect((await reserveAs(t, agent, reserveBody({ adults: 2 }))).status).toBe(400);
    expect((await reserveAs(t, agent, reserveBody({ adults: '0' }))).body.message).toContain(
      'Number of adults cannot be less than 1',
    );
    expect((await reserveAs(t, agent, reserveBody({ boat: 'cal-nothing' }))).status).toBe(404);
    expect((await reserveAs(t, agent, reserveBody({ startTime: undefined }))).status).toBe(400);
    expect((await reserveAs(t, agent, reserveBody({ startTime: '2026-12-04T13:10:00-05:00' }))).status).toBe(400); // not a quarter hour
    expect((await reserveAs(t, agent, reserveBody({ expire: '2026-11-30T00:00:00.000Z' }))).status).toBe(400);
    expect((await reserveAs(t, agent, reserveBody({ payment: 'account' }))).status).toBe(403);
    expect((await reserveAs(t, cheapAgent, reserveBody({ discountType: 'PERCENT', discountFee: 10 }))).status).toBe(
      403,
    );
    // An extra fee has no agency cap: its own bound keeps the amount within what the database holds.
    for (const discountFee of [2 ** 31, 5e13]) {
      const tooLarge = await reserveAs(t, agent, reserveBody({ discountType: 'EXTRA_FEE', discountFee }));
      expect([tooLarge.status, tooLarge.body.message]).toEqual([
        400,
        expect.stringContaining('Amount cannot be more than $100,000'),
      ]);
    }
    expect(await tableCounts()).toEqual(before);
  });

  it('hold the slot until they end, email the guest a payment link, and record who applied what', async () => {
    const made = await reserveAs(
      t,
      agent,
      reserveBody({
        discountType: 'PERCENT',
        discountFee: 10,
        startTime: slot(8, '13:00'),
        start_date: '2026-12-08',
        end_date: '2026-12-08',
      }),
    );
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      status: 'RESERVED',
      startTime: '2026-12-08T13:00:00-05:00',
      bookingRef: null,
      customStart: false,
      expiresAt: new Date(Date.parse(NOW) + 7 * 86_400_000).toISOString(),
      discount: { discountType: 'PERCENT', discountValue: 10 },
    });
    expect(made.body.discount.cents).toBeLessThan(0);
    const [row] = await rows(
      t,
      `SELECT r.*, h.owner_kind, h.status AS hold_status, h.expires_at AS hold_expires FROM reservations r JOIN slot_holds h ON h.booking_id = r.hold_id WHERE r.id = '${made.body.reservationId}'`,
    );
    expect(row).toMatchObject({
      owner_kind: 'agent',
      hold_status: 'HELD',
      settlement: 'link',
      amount_cents: made.body.amountCents,
    });
    expect(row.discount).toMatchObject({ discountType: 'PERCENT', discountValue: 10 });
    const shown = (await slotsAs(null, { ...slotsBody(null, '2026-12-08'), customTime: undefined })).json();
    expect(
      shown.availableSlots[0].bookings.find((s: { startTime: string }) => s.startTime === slot(8, '13:00')),
    ).toMatchObject({ isAvailable: false, reason: 'HELD' });
    const [mail] = await rows(
      t,
      `SELECT recipient, subject, text_body FROM email_outbox WHERE kind = 'reservation-payment-link' ORDER BY id DESC LIMIT 1`,
    );
    expect(mail.recipient).toBe('ana@example.test');
    expect(mail.text_body).toMatch(
      new RegExp(`/cayman-fixture/pay/${made.body.reservationId}\\?token=[A-Za-z0-9_-]{32}`),
    );
    expect(mail.text_body).toContain('Discount');
  });

  it("hold no further than the trip's start", async () => {
    t.setNow('2026-12-02T14:00:00Z');
    const made = await reserveAs(
      t,
      agent,
      reserveBody({ startTime: slot(3, '09:00'), start_date: '2026-12-03', end_date: '2026-12-03' }),
    );
    expect(made.status).toBe(201);
    expect(made.body.expiresAt).toBe('2026-12-03T14:00:00.000Z');
    t.setNow(NOW);
  });

  it('50 concurrent reserves of one slot: one winner', async () => {
    const body = reserveBody({ startTime: slot(9, '13:00'), start_date: '2026-12-09', end_date: '2026-12-09' });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        reserveAs(t, i % 2 ? agent : otherAgent, { ...body, email: `guest${i}@example.test` }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const live = await rows(
      t,
      `SELECT count(*)::int AS n FROM boat_reservations WHERE boat_id = 'boat-small' AND status IN ('HELD', 'BOOKED')
      AND during && tstzrange('2026-12-09T18:00:00Z', '2026-12-09T20:00:00Z')`,
    );
    expect(live[0].n).toBe(1);
  });

  it('answer a repeat with the same Idempotency-Key once', async () => {
    const body = reserveBody({ startTime: slot(10, '09:00'), start_date: '2026-12-10', end_date: '2026-12-10' });
    const first = await reserveAs(t, agent, body, { 'idempotency-key': 'reserve-10-09' });
    const again = await reserveAs(t, agent, body, { 'idempotency-key': 'reserve-10-09' });
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.reservationId).toBe(first.body.reservationId);
    expect((await reserveAs(t, agent, { ...body, kids: '0' }, { 'idempotency-key': 'reserve-10-09' })).status).toBe(
      422,
    );
  });

  it('expire unpaid: the slot is free again and the agent is told, once', async () => {
    const made = await reserveAs(
      t,
      agent,
      reserveBody({
        startTime: slot(14, '13:00'),
        start_date: '2026-12-14',
        end_date: '2026-12-14',
        expire: '2026-12-02T12:00:00.000Z',
      }),
    );
    expect(made.status).toBe(201);
    t.setNow('2026-12-02T12:00:01Z');
    expect(await expireReservations(t.app, t.settings.now())).toBeGreaterThanOrEqual(1);
    expect(await expireReservations(t.app, t.settings.now())).toBe(0);
    const [row] = await rows(
      t,
      `SELECT r.status, h.status AS hold FROM reservations r JOIN slot_holds h ON h.booking_id = r.hold_id WHERE r.id = '${made.body.reservationId}'`,
    );
    expect(row).toEqual({ status: 'EXPIRED', hold: 'EXPIRED' });
    const told = await rows(t, `SELECT recipient FROM email_outbox WHERE kind = 'reservation-expired'`);
    expect(told.map((m) => m.recipient)).toContain('desk@seven.test');
    const shown = (await slotsAs(null, { ...slotsBody(null, '2026-12-14'), customTime: undefined })).json();
    expect(
      shown.availableSlots[0].bookings.find((s: { startTime: string }) => s.startTime === slot(14, '13:00'))
        .isAvailable,
    ).toBe(true);
    const again = await reserveAs(
      t,
      otherAgent,
      reserveBody({ startTime: slot(14, '13:00'), start_date: '2026-12-14', end_date: '2026-12-14' }),
    );
    expect(again.status).toBe(201);
    t.setNow(NOW);
  });
});

/** The guest's link: open it, start a checkout, pay on the test checkout page. */
async function payByLink(reservationId: string) {
  const [mail] = await rows(
    t,
    `SELECT text_body FROM email_outbox WHERE kind = 'reservation-payment-link' AND text_body LIKE '%${reservationId}%'`,
  );
  const token = /pay\/rsv_[A-Za-z0-9_-]+\?token=([A-Za-z0-9_-]{32})/.exec(mail.text_body)![1];
  const view = await t.app.inject({
    method: 'GET',
    url: `${API}/booking/reservation-payment/${reservationId}?token=${token}`,
  });
  const checkout = await postJson(t.app, `booking/reservation-payment/${reservationId}/checkout`, { token });
  return { token, view, checkout };
}

async function payOnTestCheckout(url: string) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: 'cardNumber=4242424242424242&expiry=12%2F30&cvc=123&name=Ana',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

describe("paying a reservation's link", () => {
  it('opens only with its token, and makes one booking', async () => {
    const made = await reserveAs(
      t,
      agent,
      reserveBody({ startTime: slot(15, '13:00'), start_date: '2026-12-15', end_date: '2026-12-15' }),
    );
    const id = made.body.reservationId;
    expect(
      (await t.app.inject({ method: 'GET', url: `${API}/booking/reservation-payment/${id}?token=${'A'.repeat(32)}` }))
        .statusCode,
    ).toBe(404);
    const { token, view, checkout } = await payByLink(id);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({
      status: 'RESERVED',
      amountCents: made.body.amountCents,
      agentName: 'Agent desk',
      agencyName: 'Seven Mile Desk',
      confirmationPath: null,
    });
    expect(checkout.status).toBe(200);
    expect(checkout.body.url).toMatch(/^\/test-checkout\/cs_local_/);
    // A second checkout replaces the first session: the reservation is paid once.
    const second = await postJson(t.app, `booking/reservation-payment/${id}/checkout`, { token });
    expect((await t.app.inject({ method: 'GET', url: checkout.body.url })).statusCode).toBe(404);
    const paid = await payOnTestCheckout(second.body.url);
    expect(paid.statusCode).toBe(303);
    const [row] = await rows(t, `SELECT status, booking_ref FROM reservations WHERE id = '${id}'`);
    expect(row.status).toBe('PAID');
    expect(row.booking_ref).toMatch(/^KY-/);
    expect(
      (await rows(t, `SELECT count(*)::int AS n FROM bookings WHERE booking_ref = '${row.booking_ref}'`))[0].n,
    ).toBe(1);
    const after = (
      await t.app.inject({ method: 'GET', url: `${API}/booking/reservation-payment/${id}?token=${token}` })
    ).json();
    expect(after.status).toBe('PAID');
    expect(after.confirmationPath).toMatch(/^\/cayman-fixture\/booking-confirmed\?payment=pay_/);
    expect((await postJson(t.app, `booking/reservation-payment/${id}/checkout`, { token })).status).toBe(409);
    const kinds = (
      await rows(
        t,
        `SELECT kind, recipient FROM email_outbox WHERE kind IN ('booking-confirmed', 'reservation-paid') ORDER BY id DESC LIMIT 2`,
      )
    ).map((m) => `${m.kind}:${m.recipient}`);
    expect(kinds.sort()).toEqual(['booking-confirmed:ana@example.test', 'reservation-paid:desk@seven.test']);
  });

  it('is refused once the reservation expired', async () => {
    const made = await reserveAs(
      t,
      agent,
      reserveBody({
        startTime: slot(16, '13:00'),
        start_date: '2026-12-16',
        end_date: '2026-12-16',
        expire: '2026-12-01T13:00:00.000Z',
      }),
    );
    t.setNow('2026-12-01T13:00:01Z');
    const { checkout } = await payByLink(made.body.reservationId);
    expect(checkout.status).toBe(410);
    t.setNow(NOW);
  });
});

describe('on account', () => {
  it("books at once with a KY- reference and the guest's confirmation", async () => {
    const made = await reserveAs(
      t,
      accountAgent,
      reserveBody({
        payment: undefined,
        startTime: slot(17, '13:00'),
        start_date: '2026-12-17',
        end_date: '2026-12-17',
      }),
    );
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ status: 'ON_ACCOUNT', expiresAt: null });
    expect(made.body.bookingRef).toMatch(/^KY-/);
    const [row] = await rows(
      t,
      `SELECT p.provider, p.status, h.status AS hold FROM bookings b JOIN payments p ON p.id = b.payment_id JOIN slot_holds h ON h.booking_id = b.hold_id WHERE b.booking_ref = '${made.body.bookingRef}'`,
    );
    expect(row).toEqual({ provider: 'account', status: 'PAID', hold: 'BOOKED' });
    const mails = await rows(
      t,
      `SELECT kind, recipient FROM email_outbox WHERE subject LIKE '%${made.body.bookingRef}%'`,
    );
    expect(mails.map((m) => m.kind).sort()).toEqual(['booking-confirmed', 'reservation-on-account']);
    // The agent may still send a link instead.
    const link = await reserveAs(
      t,
      accountAgent,
      reserveBody({ payment: 'link', startTime: slot(17, '09:00'), start_date: '2026-12-17', end_date: '2026-12-17' }),
    );
    expect(link.body.status).toBe('RESERVED');
  });
});

describe("'My bookings' and cancelling", () => {
  const list = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: `${API}/booking/reservations`, headers: bearer(token) })).json()
      .bookings as Array<Record<string, any>>;
  const cancel = (token: string, id: string) =>
    t.app.inject({ method: 'POST', url: `${API}/booking/reservations/${id}/cancel`, headers: bearer(token) });

  it("lists an agent's own, with status, guest, trip, price and discount; an admin sees everyone's", async () => {
    const mine = await list(agent);
    expect(mine.length).toBeGreaterThan(3);
    expect(new Set(mine.map((b) => b.agent.email))).toEqual(new Set(['desk@seven.test']));
    expect(new Set(mine.map((b) => b.status))).toEqual(new Set(['RESERVED', 'EXPIRED', 'PAID']));
    const discounted = mine.find((b) => b.discount);
    expect(discounted).toMatchObject({
      guest: { firstName: 'Ana', email: 'ana@example.test' },
      trip: { boatName: 'Small Fry', meetAt: 'Marina' },
      discount: { discountType: 'PERCENT' },
    });
    const everyone = await list(admin);
    expect(new Set(everyone.map((b) => b.agent.email))).toEqual(
      new Set(['desk@seven.test', 'other@seven.test', 'desk@resort.test']),
    );
    expect((await t.app.inject({ method: 'GET', url: `${API}/booking/reservations` })).statusCode).toBe(401);
  });

  it("cancels a reservation: the slot is free and the guest told; another agent's is not found", async () => {
    const made = await reserveAs(
      t,
      agent,
      reserveBody({ startTime: slot(18, '13:00'), start_date: '2026-12-18', end_date: '2026-12-18' }),
    );
    expect((await cancel(otherAgent, made.body.reservationId)).statusCode).toBe(404);
    const done = await cancel(agent, made.body.reservationId);
    expect(done.json()).toEqual({ status: 'success', reservationStatus: 'CANCELLED', refundCents: 0 });
    expect((await cancel(agent, made.body.reservationId)).json().reservationStatus).toBe('CANCELLED');
    const [hold] = await rows(
      t,
      `SELECT h.status FROM slot_holds h JOIN reservations r ON r.hold_id = h.booking_id WHERE r.id = '${made.body.reservationId}'`,
    );
    expect(hold.status).toBe('RELEASED');
    expect(
      (
        await reserveAs(
          t,
          otherAgent,
          reserveBody({ startTime: slot(18, '13:00'), start_date: '2026-12-18', end_date: '2026-12-18' }),
        )
      ).status,
    ).toBe(201);
  });

  it('cancels a paid booking within the policy with its refund; later only an admin may', async () => {
    const made = await reserveAs(
      t,
      agent,
      reserveBody({ startTime: slot(21, '13:00'), start_date: '2026-12-21', end_date: '2026-12-21' }),
    );
    const { checkout } = await payByLink(made.body.reservationId);
    await payOnTestCheckout(checkout.body.url);
    const full = (await list(agent)).find((b) => b.reservationId === made.body.reservationId)!;
    expect(full).toMatchObject({ status: 'PAID', cancellable: true, cancelRefundCents: made.body.amountCents });
    t.setNow('2026-12-20T20:00:00Z'); // 23 hours before
    const late = await cancel(agent, made.body.reservationId);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/Within 24 hours/);
    const byAdmin = await cancel(admin, made.body.reservationId);
    expect(byAdmin.json()).toEqual({ status: 'success', reservationStatus: 'CANCELLED', refundCents: 0 });
    t.setNow(NOW);
    const within = await reserveAs(
      t,
      agent,
      reserveBody({ startTime: slot(22, '13:00'), start_date: '2026-12-22', end_date: '2026-12-22' }),
    );
    await payOnTestCheckout((await payByLink(within.body.reservationId)).checkout.body.url);
    const refunded = await cancel(agent, within.body.reservationId);
    expect(refunded.json().refundCents).toBe(within.body.amountCents);
    const [payment] = await rows(
      t,
      `SELECT p.status, p.refunded_cents, b.cancelled_at IS NOT NULL AS cancelled FROM payments p JOIN bookings b ON b.payment_id = p.id JOIN reservations r ON r.hold_id = p.hold_id WHERE r.id = '${within.body.reservationId}'`,
    );
    expect(payment).toEqual({ status: 'REFUNDED', refunded_cents: within.body.amountCents, cancelled: true });
  });

  it("shows all that was refunded, the office's refund before its cancel too, as the operator's page does", async () => {
    const made = await reserveAs(
      t,
      agent,
      reserveBody({ startTime: slot(23, '13:00'), start_date: '2026-12-23', end_date: '2026-12-23' }),
    );
    await payOnTestCheckout((await payByLink(made.body.reservationId)).checkout.body.url);
    const ref = (await list(agent)).find((b) => b.reservationId === made.body.reservationId)!.bookingRef as string;
    const office = (url: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `${API}/operator/bookings/${ref}/${url}`,
        payload,
        headers: { ...bearer(admin), 'idempotency-key': `k-${url}` },
      });
    expect((await office('refund', { amountCents: 100, reason: 'Goodwill' })).statusCode).toBe(200);
    expect((await office('cancel', { reason: 'Engine', refundCents: 200 })).statusCode).toBe(200);
    const detail = (
      await t.app.inject({ method: 'GET', url: `${API}/operator/bookings/${ref}`, headers: bearer(admin) })
    ).json();
    expect(detail.refundedCents).toBe(300);
    expect((await list(agent)).find((b) => b.reservationId === made.body.reservationId)).toMatchObject({
      status: 'CANCELLED',
      refundCents: 300,
    });
  });
});
