// Issue #58, the office's reports on PGlite: bookings made through each channel (a guest's card, an agent on account,
// a reseller through OCTO), a refund, cancels by a guest and by an agent; the summary's sums by boat, channel and day,
// the refunds and each agency's on-account statement are checked to the cent against what each flow answered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ReportSummary,
  type StatementsAnswer,
  REPORT_MESSAGES,
  reportSummary,
  statementsAnswer,
} from '../../src/domain/office';
import { expectShape } from '../support/expectShape';
import { API } from '../support/bookingTestApp';
import { agentWithTokens, bearer, reserveAs, reserveBody } from '../support/agentTestApp';
import { slot } from '../support/paymentTestApp';
import { bookTrip, buildOperatorTestApp, getAs, OP, postAs, type OperatorTestApp } from '../support/operatorTestApp';
import { call, makeKey, OCTO } from '../support/partnerTestApp';

const REPORTS = `${OP}/reports`;
let t: OperatorTestApp;
let admin: string;
let accountAgent: string;

beforeAll(async () => {
  t = await buildOperatorTestApp();
  admin = t.tokens.admin;
  accountAgent = (
    await agentWithTokens(t, 'desk@resort.test', { agency: 'Resort Desk', maxDiscount: 10, onAccount: true })
  ).accessToken;
}, 120_000);
afterAll(() => t?.close());

const onAccount = (day: number, extra: Record<string, unknown> = {}) =>
  reserveAs(
    t,
    accountAgent,
    reserveBody({
      payment: undefined,
      startTime: slot(day, '13:00'),
      start_date: `2026-12-${String(day).padStart(2, '0')}`,
      end_date: `2026-12-${String(day).padStart(2, '0')}`,
      ...extra,
    }),
  );

describe('reports', () => {
  it("sums bookings, guests and money by boat, channel and day, the refunds and the agencies' statements exactly", async () => {
    const a = await bookTrip(t, slot(4, '09:00'));
    const b = await bookTrip(t, slot(5, '09:00'));
    const refund = await postAs(
      t,
      `${OP}/bookings/${b.ref}/refund`,
      { amountCents: 1000, reason: 'Late start' },
      admin,
      { 'idempotency-key': 'report-refund-1' },
    );
    expect(refund.statusCode).toBe(200);
    const f = await bookTrip(t, slot(6, '09:00'));
    const guestCancel = await postAs(t, `${API}/booking/confirmed/${f.ref}/cancel`, {}, undefined, {
      cookie: f.cookie,
    });
    expect(guestCancel.statusCode).toBe(200);
    const fRefund = guestCancel.json().refundCents as number;

    const c = await onAccount(7, { discountType: 'PERCENT', discountFee: 10 });
    expect(c.body.status).toBe('ON_ACCOUNT');
    const d = await onAccount(8);
    const dCancel = await t.app.inject({
      method: 'POST',
      url: `${API}/booking/reservations/${d.body.reservationId}/cancel`,
      headers: bearer(accountAgent),
    });
    expect(dCancel.statusCode).toBe(200);
    const dCredit = dCancel.json().refundCents as number;
    expect(dCredit).toBeGreaterThan(0);

    const reseller = {
      authorization: `Bearer ${await makeKey(t, 'Report reseller', ['--kind', 'reseller', '--rate', '100000'])}`,
      'octo-capabilities': 'octo/pricing',
    };
    const held = await call(t, 'POST', `${OCTO}/bookings`, reseller, {
      productId: 'boat-small',
      optionId: '2h',
      availabilityId: `${slot(9, '13:00')}~2h`,
      unitItems: [{ unitId: 'adult' }, { unitId: 'adult' }],
    });
    expect(held.status).toBe(200);
    const e = await call(t, 'POST', `${OCTO}/bookings/${held.body.uuid}/confirm`, reseller, {
      contact: { fullName: 'Rey Seller', emailAddress: 'rey@example.test' },
    });
    expect(e.status).toBe(200);
    const eCents = e.body.pricing.retail as number;

    const res = await getAs(t, `${REPORTS}/summary?from=2026-12-01&to=2026-12-31`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const report = res.json() as ReportSummary;
    expectShape(report, reportSummary);
    const cAmount = c.body.amountCents as number;
    const dAmount = d.body.amountCents as number;
    const gross = a.amount + b.amount + f.amount + cAmount + dAmount + eCents;
    const refunded = 1000 + fRefund + dCredit;
    expect(report.totals).toEqual({
      bookings: 4,
      guests: 3 + 3 + 3 + 2,
      cancelled: 2,
      grossCents: gross,
      refundedCents: refunded,
      netCents: gross - refunded,
    });
    expect(report.timezone).toBe('America/Cayman');
    expect(report.byBoat).toEqual([{ boatId: 'boat-small', boatName: 'Small Fry', ...report.totals }]);
    const channel = (name: string) => report.byChannel.find((x) => x.channel === name);
    expect(channel('guest')).toEqual({
      channel: 'guest',
      bookings: 2,
      guests: 6,
      cancelled: 1,
      grossCents: a.amount + b.amount + f.amount,
      refundedCents: 1000 + fRefund,
      netCents: a.amount + b.amount + f.amount - 1000 - fRefund,
    });
    expect(channel('agent')).toEqual({
      channel: 'agent',
      bookings: 1,
      guests: 3,
      cancelled: 1,
      grossCents: cAmount + dAmount,
      refundedCents: dCredit,
      netCents: cAmount + dAmount - dCredit,
    });
    expect(channel('reseller')).toEqual({
      channel: 'reseller',
      bookings: 1,
      guests: 2,
      cancelled: 0,
      grossCents: eCents,
      refundedCents: 0,
      netCents: eCents,
    });
    expect(report.byDay.map((x) => [x.day, x.bookings, x.grossCents])).toEqual([
      ['2026-12-04', 1, a.amount],
      ['2026-12-05', 1, b.amount],
      ['2026-12-06', 0, f.amount],
      ['2026-12-07', 1, cAmount],
      ['2026-12-08', 0, dAmount],
      ['2026-12-09', 1, eCents],
    ]);
    expect(report.refunds).toEqual({ count: fRefund > 0 ? 2 : 1, amountCents: 1000 + fRefund });

    // A narrower range leaves the other days' trips out; the refunds count by the day they were given (1 December).
    const narrow = (await getAs(t, `${REPORTS}/summary?from=2026-12-04&to=2026-12-05`, admin)).json() as ReportSummary;
    expect(narrow.totals).toMatchObject({
      bookings: 2,
      guests: 6,
      cancelled: 0,
      grossCents: a.amount + b.amount,
      refundedCents: 1000,
    });
    expect(narrow.refunds).toEqual({ count: 0, amountCents: 0 });
    expect((await getAs(t, `${REPORTS}/summary?from=2026-12-01&to=2026-12-01`, admin)).json().refunds.amountCents).toBe(
      1000 + fRefund,
    );

    const statements = (await getAs(t, `${REPORTS}/statements?month=2026-12`, admin)).json() as StatementsAnswer;
    expectShape(statements, statementsAnswer);
    expect(statements.agencies.map((x) => x.agencyName)).toEqual(['Resort Desk']);
    const [desk] = statements.agencies;
    const cOff = -(c.body.discount.cents as number);
    expect(cOff).toBeGreaterThan(0);
    expect(desk!.lines).toEqual([
      {
        bookingRef: c.body.bookingRef,
        startTime: slot(7, '13:00'),
        guestName: 'Ana Ebanks',
        agentName: 'Agent desk',
        cancelled: false,
        listCents: cAmount + cOff,
        discountCents: cOff,
        amountCents: cAmount,
        creditCents: 0,
        dueCents: cAmount,
      },
      {
        bookingRef: d.body.bookingRef,
        startTime: slot(8, '13:00'),
        guestName: 'Ana Ebanks',
        agentName: 'Agent desk',
        cancelled: true,
        listCents: dAmount,
        discountCents: 0,
        amountCents: dAmount,
        creditCents: dCredit,
        dueCents: dAmount - dCredit,
      },
    ]);
    expect(desk!.totals).toEqual({
      listCents: cAmount + cOff + dAmount,
      discountCents: cOff,
      amountCents: cAmount + dAmount,
      creditCents: dCredit,
      dueCents: cAmount + dAmount - dCredit,
    });
    expect((await getAs(t, `${REPORTS}/statements?month=2026-11`, admin)).json().agencies).toEqual([]);
  });

  it('refuses a bad, reversed or too long range with a clear 400, and everyone but the office', async () => {
    const refused = async (url: string, message: string) => {
      const res = await getAs(t, url, admin);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    };
    await refused(`${REPORTS}/summary?from=2026-12-31&to=2026-12-01`, REPORT_MESSAGES.reversed);
    await refused(`${REPORTS}/summary?from=2026-01-01&to=2027-01-02`, REPORT_MESSAGES.tooLong);
    await refused(`${REPORTS}/summary?from=2026-02-30&to=2026-03-01`, REPORT_MESSAGES.badDate);
    await refused(`${REPORTS}/summary?from=2026-12-01`, REPORT_MESSAGES.badDate);
    await refused(`${REPORTS}/statements?month=2026-13`, REPORT_MESSAGES.badMonth);
    expect((await getAs(t, `${REPORTS}/summary?from=2026-01-01&to=2026-12-31`, admin)).statusCode).toBe(200);
    for (const token of [t.tokens.captain, t.tokens.agent]) {
      expect((await getAs(t, `${REPORTS}/summary?from=2026-12-01&to=2026-12-31`, token)).statusCode).toBe(403);
      expect((await getAs(t, `${REPORTS}/statements?month=2026-12`, token)).statusCode).toBe(403);
    }
    expect((await getAs(t, `${REPORTS}/summary?from=2026-12-01&to=2026-12-31`)).statusCode).toBe(401);
  });
});
