// Issue #19's rest, on PGlite and PostgreSQL: a guest's change to a dearer time is paid through the checkout and moves
// the booking once, while a hold keeps the new time (a race with another guest has one winner; an abandoned payment
// leaves the booking as it was and frees the time when it expires); the office cancels (full, partial or no refund,
// never more than paid) and moves bookings, captains cannot; reopening a closure tells each guest once.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bookingDetail } from '../../src/domain/office';
import { changeCheckoutAnswer } from '../../src/domain/booking';
import { API } from '../support/bookingTestApp';
import { holdTrip, NOW, rows, slot } from '../support/paymentTestApp';
import {
  bookTrip,
  buildOperatorTestApp,
  getAs,
  mailsOf,
  OP,
  payTestCheckout,
  postAs,
  type OperatorTestApp,
} from '../support/operatorTestApp';
import { expectShape } from '../support/expectShape';
import { forgetCatalogueRevision } from '../../src/server/catalogue/revision';

let t: OperatorTestApp;

beforeAll(async () => {
  t = await buildOperatorTestApp();
}, 120_000);
afterAll(() => t?.close());
afterEach(() => t.setNow(NOW));

const post = (url: string, payload: unknown, token?: string, headers: Record<string, string> = {}) =>
  postAs(t, url, payload, token, headers);
const startOf = async (ref: string) =>
  new Date(
    (
      await rows(
        t,
        `SELECT h.start_time FROM slot_holds h JOIN bookings b ON b.hold_id = h.booking_id WHERE b.booking_ref = '${ref}'`,
      )
    )[0].start_time,
  ).getTime();
const changeCheckout = (b: { ref: string; token: string }, startTime: string, key = `k-${Math.random()}`) =>
  post(`${API}/booking/confirmed/${b.ref}/change-checkout?token=${b.token}`, { startTime }, undefined, {
    'idempotency-key': key,
  });
const audits = async (ref: string, action: string) =>
  (await rows(t, `SELECT count(*)::int AS n FROM audit_log WHERE booking_ref = '${ref}' AND action = '${action}'`))[0]
    .n as number;

describe('a guest changes to a dearer time', () => {
  it('pays the difference through the checkout, and the booking moves once, when paid', async () => {
    const b = await bookTrip(t, slot(10, '13:00'));
    expect(
      (await post(`${API}/booking/confirmed/${b.ref}/change?token=${b.token}`, { startTime: slot(10, '10:00') })).json()
        .code,
    ).toBe('COSTS_MORE');
    const started = await changeCheckout(b, slot(10, '10:00'), 'dearer-1');
    expect(started.statusCode).toBe(200);
    expectShape(started.json(), changeCheckoutAnswer);
    const { url, amountCents } = started.json();
    expect(amountCents).toBeGreaterThanOrEqual(5000); // the late-morning fee and its taxes
    // The same key answers the same session; the booking has not moved yet, and the new time is held from others.
    const again = await changeCheckout(b, slot(10, '10:00'), 'dearer-1');
    expect(again.json(), again.body).toMatchObject({ url });
    expect(await startOf(b.ref)).toBe(Date.parse(slot(10, '13:00')));
    await expect(holdTrip(t, slot(10, '10:00'))).rejects.toThrow(/hold 409/);

    // Two submits of the payment page: one payment, one move.
    const paid = await Promise.all([payTestCheckout(t, url), payTestCheckout(t, url)]);
    expect(paid.map((p) => p.statusCode).sort()).toEqual([303, 303]);
    expect(paid[0].headers.location).toContain(`ref=${b.ref}`);
    expect(await startOf(b.ref)).toBe(Date.parse(slot(10, '10:00')));
    const page = (await getAs(t, `${API}/booking/confirmed/${b.ref}?token=${b.token}`)).json();
    expect(page.timeSlot.startTime).toBe(slot(10, '10:00'));
    expect(await audits(b.ref, 'changed')).toBe(1);
    const moved = (await getAs(t, `${OP}/bookings/${b.ref}`, t.tokens.admin))
      .json()
      .history.find((h: { action: string }) => h.action === 'changed');
    expect(moved).toMatchObject({
      text: expect.stringMatching(
        /^Moved from Thursday, 10 Dec 2026, 01:00 PM to Thursday, 10 Dec 2026, 10:00 AM, the guest paid \$/,
      ),
      by: 'Guest',
    });
    const mail = await mailsOf(t, 'booking-changed', b.ref);
    expect(mail).toHaveLength(1);
    expect(mail[0].text_body).toContain('for the difference in price');
    expect(mail[0].text_body).toContain('Cayman time, UTC\u22125');
    expect(
      (await rows(t, `SELECT status FROM payments WHERE changes_booking_ref = '${b.ref}'`)).map((r) => r.status),
    ).toEqual(['PAID']);
    // The change hold gave its time to the booking: one live row per boat, the booking's own.
    expect(
      (
        await rows(
          t,
          `SELECT count(*)::int AS n FROM boat_reservations WHERE status IN ('HELD', 'BOOKED') AND during && tstzrange('${slot(10, '10:00')}', '${slot(10, '12:00')}')`,
        )
      )[0].n,
    ).toBe(1);

    // Cancelling it later (more than 72 hours before) gives back all that was paid: the booking and the difference.
    const self = (await getAs(t, `${API}/booking/confirmed/${b.ref}/self-service?token=${b.token}`)).json();
    expect(self.paidCents).toBe(b.amount + amountCents);
    const cancelled = await post(`${API}/booking/confirmed/${b.ref}/cancel?token=${b.token}`, {});
    expect(cancelled.json().refundCents).toBe(b.amount + amountCents);
    expect((await rows(t, `SELECT sum(amount_cents)::int AS n FROM refunds WHERE booking_ref = '${b.ref}'`))[0].n).toBe(
      b.amount + amountCents,
    );
  });

  it('moves the booking when the difference is paid as this process must read the catalogue revision again', async () => {
    // The payment's transaction re-prices the move: with a catalogue read through another connection it would wait
    // for itself on PGlite (one connection) and the guest's payment page would never answer.
    const b = await bookTrip(t, slot(19, '13:00'));
    const { url } = (await changeCheckout(b, slot(19, '10:00'), 'dearer-stale')).json();
    forgetCatalogueRevision(t.database.db);
    expect((await payTestCheckout(t, url)).statusCode).toBe(303);
    expect(await startOf(b.ref)).toBe(Date.parse(slot(19, '10:00')));
  });

  it('abandoned: the booking stays as it was, and the new time is free again once the hold expires', async () => {
    const b = await bookTrip(t, slot(11, '13:00'));
    const { url } = (await changeCheckout(b, slot(11, '10:00'))).json();
    t.setNow('2026-12-01T12:45:00Z'); // past the session's 31 minutes
    expect((await t.pay.inject({ method: 'GET', url })).statusCode).toBe(410);
    await holdTrip(t, slot(11, '10:00'));
    expect(await startOf(b.ref)).toBe(Date.parse(slot(11, '13:00')));
    expect(await audits(b.ref, 'changed')).toBe(0);
    expect(await mailsOf(t, 'booking-changed', b.ref)).toHaveLength(0);
  });

  it('paid after the office moved the booking meanwhile: refunded whole, nothing more moves', async () => {
    const b = await bookTrip(t, slot(12, '13:00'));
    const { url, amountCents, paymentStorageId } = (await changeCheckout(b, slot(12, '10:00'))).json();
    expect(
      (await post(`${OP}/bookings/${b.ref}/move`, { startTime: slot(12, '16:00') }, t.tokens.admin)).statusCode,
    ).toBe(200);
    await payTestCheckout(t, url);
    const [payment] = await rows(t, `SELECT status, refunded_cents FROM payments WHERE id = '${paymentStorageId}'`);
    expect(payment).toMatchObject({ status: 'REFUNDED', refunded_cents: 0 });
    expect(await audits(b.ref, 'changed')).toBe(1); // the office's move only
    expect(await startOf(b.ref)).toBe(Date.parse(slot(12, '16:00')));
    expect(
      (await mailsOf(t, 'booking-refunded')).some((m) => m.text_body.includes((amountCents / 100).toFixed(2))),
    ).toBe(true);
    await holdTrip(t, slot(12, '10:00')); // its time is free again
    // What the booking may give back is its own payment only: the refunded difference is not counted again.
    expect((await getAs(t, `${API}/booking/confirmed/${b.ref}/self-service?token=${b.token}`)).json().paidCents).toBe(
      b.amount,
    );
  });

  it('cancelling the booking ends its unpaid change: the session cannot be paid and the time is free at once', async () => {
    const b = await bookTrip(t, slot(13, '13:00'));
    const { url } = (await changeCheckout(b, slot(13, '10:00'))).json();
    expect((await post(`${API}/booking/confirmed/${b.ref}/cancel?token=${b.token}`, {})).statusCode).toBe(200);
    expect((await t.pay.inject({ method: 'GET', url })).statusCode).toBe(404);
    await holdTrip(t, slot(13, '10:00'));
  });

  it("races another guest's hold for the new time: one winner, and a losing change leaves the booking as it was", async () => {
    let wins = 0;
    for (const day of [14, 15, 16]) {
      const b = await bookTrip(t, slot(day, '13:00'));
      const [change, hold] = await Promise.allSettled([
        changeCheckout(b, slot(day, '10:00')),
        holdTrip(t, slot(day, '10:00')),
      ]);
      const changing = change.status === 'fulfilled' && change.value.statusCode === 200;
      const held = hold.status === 'fulfilled';
      expect(Number(changing) + Number(held)).toBe(1);
      if (changing) {
        wins++;
        await payTestCheckout(t, change.value.json().url);
        expect(await startOf(b.ref)).toBe(Date.parse(slot(day, '10:00')));
      } else {
        expect(change.status === 'fulfilled' && change.value.json().code).toBe('SLOT_TAKEN');
        expect(await startOf(b.ref)).toBe(Date.parse(slot(day, '13:00')));
      }
    }
    expect(wins).toBeLessThanOrEqual(3);
  });

  it('is free when the operator closed the trip for weather', async () => {
    const b = await bookTrip(t, slot(17, '13:00'));
    const closed = await post(
      `${OP}/closures`,
      { boat: 'boat-small', from: slot(17, '12:00'), to: slot(17, '16:00'), reason: 'weather', confirm: true },
      t.tokens.admin,
    );
    expect(closed.statusCode).toBe(200);
    expect((await changeCheckout(b, slot(17, '10:00'))).json().code).toBe('NOTHING_TO_PAY');
    const moved = await post(`${API}/booking/confirmed/${b.ref}/change?token=${b.token}`, {
      startTime: slot(17, '10:00'),
    });
    expect(moved.json()).toMatchObject({ priceDifferenceCents: 0, refundCents: 0 });
  });
});

describe('the office', () => {
  it('cancels a booking with a reason: a full refund by default, once under a double click, never more than paid', async () => {
    const b = await bookTrip(t, slot(18, '13:00'));
    const path = `${OP}/bookings/${b.ref}/cancel`;
    expect((await post(path, { reason: 'Engine' }, t.tokens.captain)).statusCode).toBe(403);
    expect((await post(path, { reason: 'Engine', refundCents: b.amount + 1 }, t.tokens.admin)).json().code).toBe(
      'REFUND_TOO_LARGE',
    );
    expect((await post(path, { reason: '' }, t.tokens.admin)).statusCode).toBe(400);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(path, { reason: 'Engine failure' }, t.tokens.admin)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.every((a) => a.json().refundCents === b.amount)).toBe(true);
    expect((await rows(t, `SELECT count(*)::int AS n FROM refunds WHERE booking_ref = '${b.ref}'`))[0].n).toBe(1);
    expect(await audits(b.ref, 'cancelled')).toBe(1);
    const mail = await mailsOf(t, 'booking-cancelled', b.ref);
    expect(mail).toHaveLength(1);
    expect(mail[0].text_body).toContain('Engine failure');
    const detail = (await getAs(t, `${OP}/bookings/${b.ref}`, t.tokens.admin)).json();
    expectShape(detail, bookingDetail);
    expect(detail.state).toBe('CANCELLED');
    expect(detail.history.map((h: { text: string }) => h.text).join('\n')).toContain(
      'Cancelled by the office (Engine failure)',
    );
    // Who acted, readably: the staff member by name, everyone else in plain words.
    const by = Object.fromEntries(detail.history.map((h: { action: string; by: string }) => [h.action, h.by]));
    expect(by).toMatchObject({ created: 'Guest', paid: 'System', cancelled: 'Agent office', refunded: 'Agent office' });

    const partial = await bookTrip(t, slot(18, '09:00'));
    expect(
      (
        await post(`${OP}/bookings/${partial.ref}/cancel`, { reason: 'Goodwill', refundCents: 1000 }, t.tokens.admin)
      ).json().refundCents,
    ).toBe(1000);
    const none = await bookTrip(t, slot(18, '16:00'));
    expect(
      (await post(`${OP}/bookings/${none.ref}/cancel`, { reason: 'No show', refundCents: 0 }, t.tokens.admin)).json()
        .refundCents,
    ).toBe(0);
    expect((await rows(t, `SELECT count(*)::int AS n FROM refunds WHERE booking_ref = '${none.ref}'`))[0].n).toBe(0);
  });

  it('moves a booking to another time of the same boat for free, once under a double click; captains cannot', async () => {
    const b = await bookTrip(t, slot(21, '13:00'));
    const path = `${OP}/bookings/${b.ref}/move`;
    expect((await post(path, { startTime: slot(21, '10:00') }, t.tokens.captain)).statusCode).toBe(403);
    const answers = await Promise.all(
      [1, 2, 3].map(() => post(path, { startTime: slot(21, '10:00'), reason: 'Guest phoned' }, t.tokens.admin)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.every((a) => a.json().startTime === slot(21, '10:00') && a.json().priceDifferenceCents === 0)).toBe(
      true,
    );
    expect(await startOf(b.ref)).toBe(Date.parse(slot(21, '10:00')));
    expect(await audits(b.ref, 'changed')).toBe(1);
    expect(await mailsOf(t, 'booking-changed', b.ref)).toHaveLength(1);
    const moved = (await getAs(t, `${OP}/bookings/${b.ref}`, t.tokens.admin))
      .json()
      .history.find((h: { action: string }) => h.action === 'changed');
    expect(moved).toMatchObject({
      text: 'Moved from Monday, 21 Dec 2026, 01:00 PM to Monday, 21 Dec 2026, 10:00 AM: Guest phoned',
      by: 'Agent office',
    });
    // Free: what was paid is what the booking's lines say; nothing charged, nothing refunded.
    const page = (await getAs(t, `${API}/booking/confirmed/${b.ref}?token=${b.token}`)).json();
    expect(page.tripSummary.totalPrice.price).toBe(b.amount);
    // Into another booking's time: the exclusion constraint refuses it, and the booking stays.
    const other = await bookTrip(t, slot(21, '16:00'));
    expect(
      (await post(`${OP}/bookings/${other.ref}/move`, { startTime: slot(21, '11:00') }, t.tokens.admin)).json().code,
    ).toBe('SLOT_TAKEN');
    expect(await startOf(other.ref)).toBe(Date.parse(slot(21, '16:00')));
  });
});

describe('reopening a closure', () => {
  it('tells each guest still booked in it, once, that the trip goes ahead', async () => {
    const stays = await bookTrip(t, slot(24, '09:00'));
    const cancels = await bookTrip(t, slot(24, '13:00'));
    const closed = (
      await post(
        `${OP}/closures`,
        { boat: 'all', from: '2026-12-24', to: '2026-12-24', reason: 'weather', confirm: true },
        t.tokens.admin,
      )
    ).json();
    expect(closed.notified).toBe(2);
    await post(`${API}/booking/confirmed/${cancels.ref}/cancel?token=${cancels.token}`, {});
    const reopened = await t.admin(['reopen-calendar', '--closure', closed.closureId, '--json']);
    expect(reopened.exitCode).toBe(0);
    expect(JSON.parse(reopened.stdout)).toMatchObject({ notified: 1 });
    expect((await post(`${OP}/closures/${closed.closureId}/reopen`, {}, t.tokens.admin)).statusCode).toBe(200);
    const told = await mailsOf(t, 'booking-reopened');
    expect(told).toHaveLength(1);
    expect(told[0].text_body).toContain(stays.ref);
    expect(told[0].text_body).toContain('goes ahead as booked');
    expect(told[0].text_body).toContain('Cayman time, UTC\u22125');
    expect(await audits(stays.ref, 'reopened-for-booking')).toBe(1);
    // The free offer ended with the closure: the policy applies again.
    expect(
      (await getAs(t, `${API}/booking/confirmed/${stays.ref}/self-service?token=${stays.token}`)).json()
        .closedByOperator,
    ).toBe(false);
  });
});
