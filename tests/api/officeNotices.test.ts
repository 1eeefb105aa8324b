// What the office's acts say (issue #53): each closure reason has its own words, and every e-mail states what will
// actually be refunded (never 'a full refund' to an on-account guest who paid nothing, or to a guest refunded already);
// the agent who made a booking is told by e-mail and on 'My bookings' when the office or the guest closes, moves or
// cancels it; a refund's Idempotency-Key reused for another amount is refused; a free booking is refused, saying why.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../support/bookingTestApp';
import { rows, slot } from '../support/paymentTestApp';
import { agentWithTokens, reserveAs, reserveBody } from '../support/agentTestApp';
import {
  bookTrip,
  buildOperatorTestApp,
  getAs,
  mailsOf,
  OP,
  postAs,
  type OperatorTestApp,
} from '../support/operatorTestApp';

let t: OperatorTestApp;
let accountAgent: string;
beforeAll(async () => {
  t = await buildOperatorTestApp();
  accountAgent = (await agentWithTokens(t, 'desk@account.test', { agency: 'Account Desk', onAccount: true }))
    .accessToken;
}, 120_000);
afterAll(() => t?.close());

const admin = () => t.tokens.admin;
const close = (day: number, reason: string) =>
  postAs(
    t,
    `${OP}/closures`,
    { boat: 'boat-small', from: `2026-12-${day}`, to: `2026-12-${day}`, reason, confirm: true },
    admin(),
  );
const onAccount = async (day: number) => {
  const made = await reserveAs(
    t,
    accountAgent,
    reserveBody({ start_date: `2026-12-${day}`, end_date: `2026-12-${day}`, startTime: slot(day), payment: 'account' }),
  );
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body as { bookingRef: string; reservationId: string };
};
const agentList = async () =>
  (await getAs(t, `${API}/booking/reservations`, accountAgent)).json().bookings as Array<{
    bookingRef: string;
    notices?: Array<{ text: string }>;
  }>;

describe('what the e-mails promise', () => {
  it('tells an on-account guest that cancelling costs them nothing, not a full refund, in the words of a maintenance closure', async () => {
    const booked = await onAccount(14);
    expect((await close(14, 'maintenance')).statusCode).toBe(200);
    const [mail] = await mailsOf(t, 'booking-closure', booked.bookingRef);
    expect(mail.text_body).toContain('your boat needs maintenance that cannot wait');
    expect(mail.text_body).toContain('cancel at no cost to you (nothing was charged to your card');
    expect(mail.text_body).not.toMatch(/full refund|close the water/);
    const [subject] = await rows(
      t,
      `SELECT subject FROM email_outbox WHERE kind = 'booking-closure' AND text_body LIKE '%${booked.bookingRef}%'`,
    );
    expect(subject.subject).toBe(`Your boat charter ${booked.bookingRef}: your boat needs maintenance`);
    // The agent is told by e-mail and on 'My bookings'.
    const [agentMail] = await rows(
      t,
      `SELECT subject, text_body FROM email_outbox WHERE kind = 'reservation-closed' AND recipient = 'desk@account.test'`,
    );
    expect(agentMail.subject).toContain(booked.bookingRef);
    expect(agentMail.text_body).toContain('Closed by the office (maintenance)');
    expect((await agentList()).find((b) => b.bookingRef === booked.bookingRef)?.notices?.map((n) => n.text)).toEqual([
      'Closed by the office (maintenance): the guest was emailed to change for free or cancel.',
    ]);
  });

  it('tells a guest refunded already what is left, and a weather closure in its own words', async () => {
    const b = await bookTrip(t, slot(15));
    const refunded = await postAs(
      t,
      `${OP}/bookings/${b.ref}/refund`,
      { amountCents: b.amount, reason: 'Goodwill' },
      admin(),
      { 'idempotency-key': 'all-back' },
    );
    expect(refunded.statusCode).toBe(200);
    expect((await close(15, 'weather')).statusCode).toBe(200);
    const [mail] = await mailsOf(t, 'booking-closure', b.ref);
    expect(mail.text_body).toContain('the weather forecast will not let us sail safely');
    expect(mail.text_body).toMatch(/cancel at no cost \(the \$[\d,.]+ USD you paid has already been refunded\)/);
    expect(mail.text_body).not.toContain('full refund');
    // Cancelled by the office now: the e-mail says nothing more is due, not 'No payment was taken'.
    const cancelled = await postAs(t, `${OP}/bookings/${b.ref}/cancel`, { reason: 'Storm' }, admin());
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [cancelMail] = await mailsOf(t, 'booking-cancelled', b.ref);
    expect(cancelMail.text_body).toMatch(/was refunded earlier, so nothing more is due/);
  });

  it('tells a card guest the amount cancelling gives back', async () => {
    const b = await bookTrip(t, slot(16));
    await close(16, 'private');
    const [mail] = await mailsOf(t, 'booking-closure', b.ref);
    expect(mail.text_body).toContain('your boat is needed for a private event');
    expect(mail.text_body).toMatch(/cancel and get back the \$[\d,.]+ USD you paid/);
  });
});

describe('the agent is told', () => {
  it('when the office moves or cancels a booking they made, by e-mail and on My bookings', async () => {
    const booked = await onAccount(17);
    const moved = await postAs(
      t,
      `${OP}/bookings/${booked.bookingRef}/move`,
      { startTime: slot(17, '16:00'), reason: 'Crew' },
      admin(),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const cancelled = await postAs(t, `${OP}/bookings/${booked.bookingRef}/cancel`, { reason: 'Boat sold' }, admin());
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const kinds = (
      await rows(
        t,
        `SELECT kind FROM email_outbox WHERE recipient = 'desk@account.test' AND subject LIKE '%${booked.bookingRef}%' ORDER BY id`,
      )
    ).map((r) => r.kind);
    expect(kinds).toEqual(expect.arrayContaining(['reservation-moved', 'reservation-cancelled']));
    const notices = (await agentList()).find((b) => b.bookingRef === booked.bookingRef)?.notices?.map((n) => n.text);
    expect(notices).toEqual([
      expect.stringMatching(/^Moved from .* to .*; the guest was emailed the new time\.$/),
      'Cancelled by the office (Boat sold).',
    ]);
    // The guest's cancel e-mail says the agency is not invoiced, not 'a full refund'.
    const [guestMail] = await mailsOf(t, 'booking-cancelled', booked.bookingRef);
    expect(guestMail.text_body).toContain('the agency that booked it is not invoiced for it');
  });
});

describe('money the office handles', () => {
  it('refuses a refund Idempotency-Key reused for another amount (422), and repeats the same one', async () => {
    const b = await bookTrip(t, slot(18));
    const first = await postAs(
      t,
      `${OP}/bookings/${b.ref}/refund`,
      { amountCents: 1000, reason: 'Late start' },
      admin(),
      { 'idempotency-key': 'k-1' },
    );
    expect(first.statusCode).toBe(200);
    const same = await postAs(
      t,
      `${OP}/bookings/${b.ref}/refund`,
      { amountCents: 1000, reason: 'Late start' },
      admin(),
      { 'idempotency-key': 'k-1' },
    );
    expect(same.json()).toEqual(first.json());
    const other = await postAs(
      t,
      `${OP}/bookings/${b.ref}/refund`,
      { amountCents: 2000, reason: 'Late start' },
      admin(),
      { 'idempotency-key': 'k-1' },
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await rows(t, `SELECT refunded_cents FROM payments WHERE id = '${b.paymentId}'`))[0].refunded_cents).toBe(
      1000,
    );
  });

  it('refuses a booking made free by a discount, saying why, and holds nothing', async () => {
    const before = (await rows(t, 'SELECT count(*)::int AS n FROM reservations'))[0].n;
    const free = await reserveAs(
      t,
      admin(),
      reserveBody({
        start_date: '2026-12-19',
        end_date: '2026-12-19',
        startTime: slot(19),
        discountType: 'DOLLAR_AMOUNT',
        discountFee: 10_000_000,
      }),
    );
    expect(free.status).toBe(422);
    expect(free.body).toMatchObject({ code: 'ZERO_PRICE' });
    expect(free.body.message).toMatch(/free \(\$0\.00\).*Give a smaller discount/);
    expect((await rows(t, 'SELECT count(*)::int AS n FROM reservations'))[0].n).toBe(before);
  });
});

describe("the office's bookings list", () => {
  it("opens with today's and the coming days' bookings, the soonest first, none cancelled", async () => {
    const later = await bookTrip(t, slot(23));
    const sooner = await bookTrip(t, slot(22));
    const list = (await getAs(t, `${OP}/bookings`, admin())).json() as Array<{
      bookingRef: string;
      startTime: string;
      state: string;
    }>;
    const refs = list.map((b) => b.bookingRef);
    expect(refs.indexOf(sooner.ref)).toBeGreaterThanOrEqual(0);
    expect(refs.indexOf(sooner.ref)).toBeLessThan(refs.indexOf(later.ref));
    expect(list.map((b) => b.startTime)).toEqual([...list.map((b) => b.startTime)].sort());
    expect(list.every((b) => b.state === 'BOOKED')).toBe(true);
  });
});
