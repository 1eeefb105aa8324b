// Issue #58's office desk, on PGlite and PostgreSQL: the office changes a booking's party, re-priced by the one pricing
// (a smaller party refunded the difference at once, a larger one paid through the checkout and changed when paid, bad
// input refused with nothing changed); the office or the trip's captain marks a started trip's party a no-show and
// undoes it, in the history and the reports; and one boat's week lists its bookings, holds, closures and free time.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bookingDetail, boatWeek, partyChangeAnswer, reportSummary } from '../../src/domain/office';
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

let t: OperatorTestApp;
let captainId: string;

beforeAll(async () => {
  t = await buildOperatorTestApp();
  captainId = (await getAs(t, `${API}/auth/user-auth-check`, t.tokens.captain)).json().user.id;
}, 120_000);
afterAll(() => t?.close());
afterEach(() => t.setNow(NOW));

const post = (url: string, payload: unknown, token = t.tokens.admin) => postAs(t, url, payload, token);
const detail = async (ref: string) =>
  expectShape((await getAs(t, `${OP}/bookings/${ref}`, t.tokens.admin)).json(), bookingDetail);
const stored = async (ref: string) =>
  (
    await rows(
      t,
      `SELECT p.booking FROM payments p JOIN bookings b ON b.payment_id = p.id WHERE b.booking_ref = '${ref}'`,
    )
  )[0].booking;
/**
 * Each guest past the first one costs EACH_ADDITIONAL_GUEST ($20) on this booking's pinned rates (the fixture's boat
 * includes six).
 */
async function pinOneIncludedGuest(ref: string) {
  await rows(
    t,
    `UPDATE slot_holds SET trip = jsonb_set(trip, '{priced,boats,boat-small,overGuests}', '1')
    WHERE booking_id = (SELECT hold_id FROM bookings WHERE booking_ref = '${ref}')`,
  );
}

describe('the office changes the party', () => {
  it('to a smaller party: re-priced, the difference refunded to the cent, in the history; bad input changes nothing', async () => {
    const b = await bookTrip(t, slot(10, '13:00')); // 2 adults, 1 child
    await pinOneIncludedGuest(b.ref);
    const before = await stored(b.ref);
    for (const [party, status, code] of [
      [{ adults: 0, kids: 2 }, 400, undefined],
      [{ adults: 5, kids: 2 }, 422, 'GUESTS_OVER_MAX'],
      [{ adults: 2, kids: 1 }, 400, 'SAME_PARTY'],
    ] as const) {
      const refused = await post(`${OP}/bookings/${b.ref}/party`, party);
      expect(refused.statusCode, refused.body).toBe(status);
      if (code) expect(refused.json().code).toBe(code);
    }
    expect((await post(`${OP}/bookings/${b.ref}/party`, { adults: 'two', kids: 0 })).statusCode).toBe(400);
    expect((await post(`${OP}/bookings/${b.ref}/party`, { adults: 1, kids: 0 }, t.tokens.captain)).statusCode).toBe(
      403,
    );
    expect(await stored(b.ref)).toEqual(before);

    const res = await post(`${OP}/bookings/${b.ref}/party`, { adults: 1, kids: 0 });
    expect(res.statusCode, res.body).toBe(200);
    const answer = expectShape(res.json(), partyChangeAnswer);
    const after = await stored(b.ref);
    // Two guests fewer at $20 each and the 13% taxes and fees on them ($45.20 a guest): what the pricing says, to the
    // cent.
    expect(answer.priceDifferenceCents).toBe(-9040);
    expect(answer).toMatchObject({
      outcome: 'changed',
      adults: 1,
      kids: 0,
      refundCents: -answer.priceDifferenceCents,
      url: null,
    });
    expect([after.adults, after.kids]).toEqual([1, 0]);
    const refunds = await rows(t, `SELECT amount_cents FROM refunds WHERE booking_ref = '${b.ref}'`);
    expect(refunds.map((r) => r.amount_cents)).toEqual([-answer.priceDifferenceCents]);
    const d = await detail(b.ref);
    expect(d).toMatchObject({ adults: 1, kids: 0 });
    expect(d.history.find((h) => h.action === 'party-changed')).toMatchObject({
      text: `Party changed from 2 adults, 1 child to 1 adult, 0 children, $${(-answer.priceDifferenceCents / 100).toFixed(2)} refunded`,
      by: 'Agent office',
    });
    expect(await mailsOf(t, 'booking-changed', b.ref)).toHaveLength(1);
  });

  it('to a larger party: the difference paid through the checkout, and the party changes once, when paid', async () => {
    const b = await bookTrip(t, slot(11, '13:00'));
    await pinOneIncludedGuest(b.ref);
    const before = await stored(b.ref);
    const res = await post(`${OP}/bookings/${b.ref}/party`, { adults: 4, kids: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const answer = expectShape(res.json(), partyChangeAnswer);
    expect(answer).toMatchObject({ outcome: 'pay', refundCents: 0 });
    expect(answer.amountCents).toBe(answer.priceDifferenceCents);
    expect(answer.amountCents).toBe(9040); // two more guests at $45.20
    // Not changed yet: the payment changes it.
    expect((await stored(b.ref)).adults).toBe(2);
    expect((await detail(b.ref)).history.find((h) => h.action === 'party-change-asked')?.text).toContain(
      'more to pay through the payment link',
    );

    const paid = await Promise.all([payTestCheckout(t, answer.url!), payTestCheckout(t, answer.url!)]);
    expect(paid.map((p) => p.statusCode)).toEqual([303, 303]);
    const after = await stored(b.ref);
    expect([after.adults, after.kids]).toEqual([4, 1]);
    expect(after.tripSummary.totalPrice.price).toBeGreaterThan(before.tripSummary.totalPrice.price);
    expect(await rows(t, `SELECT status, amount_cents FROM payments WHERE changes_booking_ref = '${b.ref}'`)).toEqual([
      { status: 'PAID', amount_cents: answer.amountCents },
    ]);
    expect(
      (
        await rows(
          t,
          `SELECT count(*)::int AS n FROM audit_log WHERE booking_ref = '${b.ref}' AND action = 'party-changed'`,
        )
      )[0].n,
    ).toBe(1);
    // The booking keeps its own time: the payment held none and released nothing.
    expect(
      (
        await rows(
          t,
          `SELECT h.status FROM slot_holds h JOIN bookings b ON b.hold_id = h.booking_id WHERE b.booking_ref = '${b.ref}'`,
        )
      )[0].status,
    ).toBe('BOOKED');
    // Cancelling gives back all that was paid, the difference too.
    const cancelled = await post(`${OP}/bookings/${b.ref}/cancel`, { reason: 'Guest asked' });
    expect(cancelled.json().refundCents).toBe(b.amount + answer.amountCents);
  });

  it('a second change ends the unpaid first one, and the booking keeps its own time throughout', async () => {
    const b = await bookTrip(t, slot(13, '13:00'));
    await pinOneIncludedGuest(b.ref);
    const first = (await post(`${OP}/bookings/${b.ref}/party`, { adults: 3, kids: 1 })).json();
    const second = (await post(`${OP}/bookings/${b.ref}/party`, { adults: 4, kids: 1 })).json();
    expect([first.amountCents, second.amountCents]).toEqual([4520, 9040]);
    expect(await rows(t, `SELECT amount_cents, status FROM payments WHERE changes_booking_ref = '${b.ref}'`)).toEqual([
      { amount_cents: 9040, status: 'PENDING' },
    ]);
    const live = async () =>
      (
        await rows(
          t,
          `SELECT r.status FROM boat_reservations r JOIN bookings b ON b.hold_id = r.booking_id WHERE b.booking_ref = '${b.ref}'`,
        )
      ).map((r) => r.status);
    expect(await live()).toEqual(['BOOKED']);
    // The first link cannot be paid any more; a cancel ends the second and still frees the time once.
    expect((await payTestCheckout(t, first.url)).statusCode).not.toBe(303);
    await post(`${OP}/bookings/${b.ref}/cancel`, { reason: 'Guest asked' });
    expect(await rows(t, `SELECT count(*)::int AS n FROM payments WHERE changes_booking_ref = '${b.ref}'`)).toEqual([
      { n: 0 },
    ]);
    expect((await stored(b.ref)).adults).toBe(2);
  });
});

describe('no-shows', () => {
  it("the office or the trip's captain marks a started trip's party, undoes it; the reports count them", async () => {
    const b = await bookTrip(t, slot(12, '13:00'));
    const other = await bookTrip(t, slot(12, '10:00'));
    const mark = (ref: string, state: 'no-show' | null, token = t.tokens.admin) =>
      post(`${OP}/bookings/${ref}/attendance`, { state }, token);
    expect((await mark(b.ref, 'no-show')).json().code).toBe('NOT_STARTED');
    t.setNow('2026-12-12T18:30:00Z'); // 1:30 PM on the day
    expect((await mark(b.ref, 'late' as 'no-show')).statusCode).toBe(400);
    // A captain: only a trip they captain.
    expect((await mark(b.ref, 'no-show', t.tokens.captain)).statusCode).toBe(403);
    expect((await mark(b.ref, 'no-show', t.tokens.agent)).statusCode).toBe(403);
    expect((await post(`${OP}/bookings/${b.ref}/crew`, { captainId, crewIds: [] })).statusCode).toBe(200);
    const marked = await mark(b.ref, 'no-show', t.tokens.captain);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().attendance).toMatchObject({ state: 'no-show', by: 'Agent skipper' });
    const manifest = (await getAs(t, `${OP}/manifest?date=2026-12-12`, t.tokens.admin)).json();
    expect(
      manifest.boats
        .flatMap((x: { trips: { bookingRef: string; attendance: string | null }[] }) => x.trips)
        .find((x: { bookingRef: string }) => x.bookingRef === b.ref).attendance,
    ).toBe('no-show');
    // Undone by the office, marked again: each in the history; the same mark twice writes once.
    await mark(b.ref, null);
    await mark(b.ref, 'no-show');
    await mark(b.ref, 'no-show');
    await mark(other.ref, 'no-show');
    await mark(other.ref, null);
    const d = await detail(b.ref);
    expect(d.attendance.state).toBe('no-show');
    expect(d.history.filter((h) => h.action === 'attendance-marked').map((h) => [h.text, h.by])).toEqual([
      ['Marked a no-show', 'Agent skipper'],
      ['No-show mark undone', 'Agent office'],
      ['Marked a no-show', 'Agent office'],
    ]);
    const report = expectShape(
      (await getAs(t, `${OP}/reports/summary?from=2026-12-12&to=2026-12-12`, t.tokens.admin)).json(),
      reportSummary,
    );
    expect(report.noShows).toEqual({ bookings: 1, guests: 3, netCents: b.amount });
    const cancelled = await bookTrip(t, slot(20, '13:00'));
    await post(`${OP}/bookings/${cancelled.ref}/cancel`, { reason: 'Weather' });
    t.setNow('2026-12-20T19:00:00Z');
    expect((await mark(cancelled.ref, 'no-show')).json().code).toBe('CANCELLED');
  });
});

describe("a boat's week", () => {
  it('lists its bookings, live holds, closures and free time by day; only the office reads it', async () => {
    const b = await bookTrip(t, slot(15, '13:00'));
    await holdTrip(t, slot(16, '13:00'));
    const closed = await post(`${OP}/closures`, {
      boat: 'boat-small',
      from: '2026-12-17',
      to: '2026-12-17',
      reason: 'maintenance',
      confirm: true,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const res = await getAs(t, `${OP}/boats/boat-small/week?from=2026-12-14`, t.tokens.admin);
    expect(res.statusCode, res.body).toBe(200);
    const week = expectShape(res.json(), boatWeek);
    expect(week.days.map((d) => d.date)).toEqual([
      '2026-12-14',
      '2026-12-15',
      '2026-12-16',
      '2026-12-17',
      '2026-12-18',
      '2026-12-19',
      '2026-12-20',
    ]);
    const day = (date: string) => week.days.find((d) => d.date === date)!.items;
    expect(day('2026-12-15').find((i) => i.kind === 'booking')).toMatchObject({
      bookingRef: b.ref,
      startTime: slot(15, '13:00'),
      guests: 3,
      attendance: null,
    });
    expect(day('2026-12-15').filter((i) => i.kind === 'free').length).toBeGreaterThan(0);
    expect(day('2026-12-16').find((i) => i.kind === 'hold')).toMatchObject({ startTime: slot(16, '13:00') });
    expect(day('2026-12-17').map((i) => i.kind)).toEqual(['closure']);
    expect(day('2026-12-17')[0]).toMatchObject({ reason: 'maintenance', startTime: '2026-12-17T00:00:00-05:00' });
    // Free time never overlaps what is taken.
    for (const d of week.days) {
      const free = d.items.filter((i) => i.kind === 'free');
      const taken = d.items.filter((i) => i.kind !== 'free');
      for (const f of free)
        for (const x of taken)
          expect(
            Date.parse(f.endTime) <= Date.parse(x.startTime) || Date.parse(f.startTime) >= Date.parse(x.endTime),
          ).toBe(true);
    }
    expect((await getAs(t, `${OP}/boats/boat-small/week?from=2026-12-14`, t.tokens.captain)).statusCode).toBe(403);
    expect((await getAs(t, `${OP}/boats/boat-nope/week`, t.tokens.admin)).json().code).toBe('UNKNOWN_BOAT');
    expect((await getAs(t, `${OP}/boats/boat-small/week?from=2026-13-01`, t.tokens.admin)).statusCode).toBe(400);
  });
});
