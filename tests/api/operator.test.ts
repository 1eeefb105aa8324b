// Issue #19, running the charters, on PGlite and PostgreSQL: the day manifest lists exactly the day's live bookings;
// closures hide slots in every API and refuse holds, notify each guest once and reopen; a guest's change racing another
// guest's hold has one winner and a losing change leaves the booking untouched; cancel inside and outside the cut-off;
// refunds are idempotent under 20 concurrent clicks and never pass what was paid; a captain only reads the manifest;
// every act lands in the append-only audit log.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { manifest, bookingDetail, closureAnswer, closureSummary } from '../../src/domain/office';
import { selfServiceAnswer } from '../../src/domain/booking';
import { API } from '../support/bookingTestApp';
import { holdTrip, NOW, rows, slot } from '../support/paymentTestApp';
import {
  bookTrip,
  buildOperatorTestApp,
  getAs,
  mailsOf,
  OP,
  postAs,
  type OperatorTestApp,
} from '../support/operatorTestApp';
import { expectShape } from '../support/expectShape';
import { timeSlotsBody } from '../support/fixtureRequests';

let t: OperatorTestApp;
let admin: string;
let captain: string;
let agent: string;

beforeAll(async () => {
  t = await buildOperatorTestApp();
  ({ admin, captain, agent } = t.tokens);
}, 120_000);
afterAll(() => t?.close());
afterEach(() => t.setNow(NOW));

const book = (startTime: string) => bookTrip(t, startTime);
const get = (url: string, token?: string, headers: Record<string, string> = {}) => getAs(t, url, token, headers);
const post = (url: string, payload: unknown, token?: string, headers: Record<string, string> = {}) =>
  postAs(t, url, payload, token, headers);
const reasonAt = async (day: string, clock: string, token?: string) => {
  const res = await post(`${API}/booking/time-slots`, timeSlotsBody(day), token);
  expect(res.statusCode).toBe(200);
  return (
    res
      .json()
      .availableSlots[0].bookings.find((s: { startTime: string }) => s.startTime === slot(Number(day.slice(8)), clock))
      ?.reason ?? null
  );
};
const mails = (kind: string, ref?: string) => mailsOf(t, kind, ref);

describe('the day manifest', () => {
  it('lists exactly the live bookings of the day, with what the captain needs', async () => {
    const live = await book(slot(4, '09:00'));
    const cancelled = await book(slot(4, '13:00'));
    await holdTrip(t, slot(4, '16:00')); // a hold, never paid
    await book(slot(5, '09:00')); // another day
    expect(
      (await post(`${API}/booking/confirmed/${cancelled.ref}/cancel`, {}, undefined, { cookie: cancelled.cookie }))
        .statusCode,
    ).toBe(200);

    // A captain reads the trips they crew (officeEdits.test.ts): this one is theirs.
    const skipper = (await get(`${API}/auth/user-auth-check`, captain)).json().user.id;
    expect((await post(`${OP}/bookings/${live.ref}/crew`, { captainId: skipper, crewIds: [] }, admin)).statusCode).toBe(
      200,
    );
    for (const token of [admin, captain]) {
      const res = await get(`${OP}/manifest?date=2026-12-04`, token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const day = res.json();
      expectShape(day, manifest);
      const small = day.boats.find((b: { boatId: string }) => b.boatId === 'boat-small');
      expect(small.trips.map((x: { bookingRef: string }) => x.bookingRef)).toEqual([live.ref]);
      expect(small.trips[0]).toMatchObject({
        startTime: slot(4, '09:00'),
        adults: 2,
        kids: 1,
        guestName: 'Ana Ebanks',
        phone: '+13455550100',
        bookedBy: 'guest',
        settledBy: 'paid',
        closed: false,
        stops: [expect.any(String)],
        meetAt: expect.any(String),
      });
      expect(day.boats.flatMap((b: { trips: unknown[] }) => b.trips)).toHaveLength(1);
    }
  });

  it('is today by default, and refuses guests and agents', async () => {
    expect((await get(`${OP}/manifest`, admin)).json().date).toBe('2026-12-01');
    expect((await get(`${OP}/manifest`)).statusCode).toBe(401);
    expect((await get(`${OP}/manifest`, agent)).statusCode).toBe(403);
    expect((await get(`${OP}/manifest?date=2026-13-45`, admin)).statusCode).toBe(400);
  });
});

describe('a captain', () => {
  it('cannot refund, close, reopen or search bookings', async () => {
    const b = await book(slot(7, '09:00'));
    const refund = await post(`${OP}/bookings/${b.ref}/refund`, { amountCents: 100, reason: 'goodwill' }, captain, {
      'idempotency-key': 'cap-1',
    });
    expect(refund.statusCode).toBe(403);
    expect(
      (
        await post(
          `${OP}/closures`,
          { boat: 'all', from: '2026-12-07', to: '2026-12-07', reason: 'weather', confirm: true },
          captain,
        )
      ).statusCode,
    ).toBe(403);
    expect((await post(`${OP}/closures/cl_x/reopen`, {}, captain)).statusCode).toBe(403);
    expect((await get(`${OP}/bookings?q=${b.ref}`, captain)).statusCode).toBe(403);
    expect((await rows(t, `SELECT count(*)::int AS n FROM refunds WHERE booking_ref = '${b.ref}'`))[0].n).toBe(0);
  });
});

describe('closures', () => {
  it('answer BLACKOUT in the guest and agent searches, refuse holds, and reopen', async () => {
    expect(await reasonAt('2026-12-08', '10:00')).toBeNull();
    const closed = await post(
      `${OP}/closures`,
      {
        boat: 'boat-small',
        from: '2026-12-08T09:30:00-05:00',
        to: '2026-12-08T12:00:00-05:00',
        reason: 'maintenance',
        confirm: true,
      },
      admin,
    );
    expect(closed.statusCode).toBe(200);
    expectShape(closed.json(), closureAnswer);
    expect(await reasonAt('2026-12-08', '10:00')).toBe('BLACKOUT');
    expect(await reasonAt('2026-12-08', '10:00', agent)).toBe('BLACKOUT');
    expect(await reasonAt('2026-12-08', '08:00')).toBe('BLACKOUT'); // 08:00–10:00 overlaps 09:30
    expect(await reasonAt('2026-12-08', '13:00')).toBeNull();
    await expect(holdTrip(t, slot(8, '10:00'))).rejects.toThrow(/hold 409.*BLACKOUT/);
    // Who closed it, readably (as a booking's history names who acted), beside the actor the audit log keeps.
    const listed = (await get(`${OP}/closures`, admin))
      .json()
      .find((c: { id: string }) => c.id === closed.json().closureId);
    expectShape(listed, closureSummary);
    expect(listed).toMatchObject({ createdBy: expect.stringMatching(/^user:/), createdByName: 'Agent office' });
    const reopened = await post(`${OP}/closures/${closed.json().closureId}/reopen`, {}, admin);
    expect(reopened.statusCode).toBe(200);
    expectShape(reopened.json(), closureSummary);
    expect(reopened.json().createdByName).toBe('Agent office');
    expect(await reasonAt('2026-12-08', '10:00')).toBeNull();
    await holdTrip(t, slot(8, '10:00'));
  });

  it('list the booked times they cover, and on confirmation email each guest once, with the change-or-refund link', async () => {
    const b = await book(slot(9, '13:00'));
    const preview = await post(
      `${OP}/closures`,
      { boat: 'all', from: '2026-12-09', to: '2026-12-09', reason: 'weather' },
      admin,
    );
    expect(preview.json()).toMatchObject({ closureId: null, notified: 0 });
    expect(preview.json().affected.map((a: { bookingRef: string }) => a.bookingRef)).toEqual([b.ref]);
    expect(await mails('booking-closure', b.ref)).toHaveLength(0);

    const first = await post(
      `${OP}/closures`,
      { boat: 'all', from: '2026-12-09', to: '2026-12-09', reason: 'weather', confirm: true },
      admin,
    );
    expect(first.json()).toMatchObject({ notified: 1 });
    const second = await t.admin([
      'close-calendar',
      '--boat',
      'boat-small',
      '--from',
      '2026-12-09T12:00:00-05:00',
      '--to',
      '2026-12-09T18:00:00-05:00',
      '--reason',
      'weather',
      '--json',
    ]);
    expect(second.exitCode).toBe(0);
    expect(JSON.parse(second.stdout)).toMatchObject({ notified: 0, affected: [{ bookingRef: b.ref }] });
    const sent = await mails('booking-closure', b.ref);
    expect(sent).toHaveLength(1);
    expect(sent[0].text_body).toContain('Cayman');
    expect(sent[0].text_body).toContain('Cayman time, UTC\u22125');
    expect(sent[0].text_body).toContain(`token=${b.token}`);

    // Within the cut-off, a closed trip still changes or cancels for free: a full refund.
    t.setNow('2026-12-09T15:00:00Z');
    const options = (await get(`${API}/booking/confirmed/${b.ref}/self-service?token=${b.token}`)).json();
    expectShape(options, selfServiceAnswer);
    expect(options).toMatchObject({ open: true, closedByOperator: true, refundCents: b.amount });
    const cancelled = await post(`${API}/booking/confirmed/${b.ref}/cancel?token=${b.token}`, {});
    expect(cancelled.json()).toEqual({ bookingRef: b.ref, refundCents: b.amount });

    const listed = await t.admin(['list-closures', '--json']);
    const closures = JSON.parse(listed.stdout) as Array<{ id: string; createdBy: string; createdByName: string }>;
    expect(closures.find((c) => c.createdBy === 'admin-command')?.createdByName).toBe('Admin command');
    const ids = closures.map((c) => c.id);
    for (const id of ids) expect((await t.admin(['reopen-calendar', '--closure', id])).exitCode).toBe(0);
    expect(
      (
        await t.admin([
          'close-calendar',
          '--boat',
          'nope',
          '--from',
          '2026-12-09',
          '--to',
          '2026-12-09',
          '--reason',
          'weather',
        ])
      ).stderr,
    ).toContain('No boat nope');
    expect(
      (
        await t.admin([
          'close-calendar',
          '--boat',
          'all',
          '--from',
          '2026-12-09',
          '--to',
          '2026-12-09',
          '--reason',
          'storm',
        ])
      ).exitCode,
    ).toBe(1);
  });
});

describe('a guest changes the date or time', () => {
  it("races another guest's hold for the new time: one winner; a losing change leaves the booking as it was", async () => {
    let changes = 0;
    let holds = 0;
    for (const day of [10, 11, 14, 15]) {
      const b = await book(slot(day, '09:00'));
      const [change, hold] = await Promise.allSettled([
        post(`${API}/booking/confirmed/${b.ref}/change`, { startTime: slot(day, '13:00') }, undefined, {
          cookie: b.cookie,
        }),
        holdTrip(t, slot(day, '13:00')),
      ]);
      const changed = change.status === 'fulfilled' && change.value.statusCode === 200;
      const held = hold.status === 'fulfilled';
      expect(Number(changed) + Number(held)).toBe(1);
      changes += Number(changed);
      holds += Number(held);
      const [row] = await rows(
        t,
        `SELECT lower(r.during) AS start, h.start_time FROM boat_reservations r JOIN slot_holds h ON h.booking_id = r.booking_id
        JOIN bookings b ON b.hold_id = h.booking_id WHERE b.booking_ref = '${b.ref}'`,
      );
      const expected = Date.parse(slot(day, changed ? '13:00' : '09:00'));
      expect(new Date(row.start).getTime()).toBe(expected);
      expect(new Date(row.start_time).getTime()).toBe(expected);
      if (!changed) expect(change.status === 'fulfilled' && change.value.json().code).toBe('SLOT_TAKEN');
    }
    expect(changes + holds).toBe(4);
  });

  it('to a cheaper time refunds the difference, and to a dearer one is refused', async () => {
    const b = await book(slot(16, '10:00')); // 10:00 carries the late-morning fee
    const moved = await post(`${API}/booking/confirmed/${b.ref}/change?token=${b.token}`, {
      startTime: slot(16, '13:00'),
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ startTime: slot(16, '13:00') });
    expect(moved.json().priceDifferenceCents).toBeLessThanOrEqual(-5000); // the fee and its taxes
    expect(moved.json().refundCents).toBe(-moved.json().priceDifferenceCents);
    const page = (await get(`${API}/booking/confirmed/${b.ref}?token=${b.token}`)).json();
    expect(page.timeSlot.startTime).toBe(slot(16, '13:00'));
    expect(await mails('booking-changed', b.ref)).toHaveLength(1);
    const back = await post(`${API}/booking/confirmed/${b.ref}/change?token=${b.token}`, {
      startTime: slot(16, '10:00'),
    });
    expect(back.statusCode).toBe(409);
    expect(back.json().code).toBe('COSTS_MORE');
    expect(
      (await post(`${API}/booking/confirmed/${b.ref}/change?token=${b.token}`, { startTime: slot(16, '13:30') }))
        .statusCode,
    ).toBe(409);
    expect((await post(`${API}/booking/confirmed/${b.ref}/change`, { startTime: slot(16, '15:00') })).statusCode).toBe(
      404,
    );
  });
});

describe('a guest cancels', () => {
  it("inside the cut-off for the policy's refund, and not after it", async () => {
    const early = await book(slot(22, '09:00'));
    const half = await book(slot(20, '09:00'));
    const late = await book(slot(23, '09:00'));
    t.setNow('2026-12-18T12:00:00Z'); // early: 98 hours before, half: 50 hours before
    const full = await post(`${API}/booking/confirmed/${early.ref}/cancel`, {}, undefined, { cookie: early.cookie });
    expect(full.json()).toEqual({ bookingRef: early.ref, refundCents: early.amount });
    const halfAnswer = await post(`${API}/booking/confirmed/${half.ref}/cancel`, {}, undefined, {
      cookie: half.cookie,
    });
    expect(halfAnswer.json().refundCents).toBe(Math.floor(half.amount / 2));
    // A repeat answers the first cancel and refunds nothing more.
    expect(
      (await post(`${API}/booking/confirmed/${half.ref}/cancel`, {}, undefined, { cookie: half.cookie })).json()
        .refundCents,
    ).toBe(Math.floor(half.amount / 2));
    expect((await rows(t, `SELECT count(*)::int AS n FROM refunds WHERE booking_ref = '${half.ref}'`))[0].n).toBe(1);

    t.setNow('2026-12-22T19:00:00Z'); // 19 hours before the late one
    const options = (
      await get(`${API}/booking/confirmed/${late.ref}/self-service`, undefined, { cookie: late.cookie })
    ).json();
    expect(options).toMatchObject({ open: false, closedByOperator: false });
    expect(options.closedReason).toMatch(
      /24 hours before the start\. Please call us on \+1 \(\d{3}\) \d{3}-\d{4} and we will help\.$/,
    );
    const refused = await post(`${API}/booking/confirmed/${late.ref}/cancel`, {}, undefined, { cookie: late.cookie });
    expect(refused.statusCode).toBe(409);
    expect(await mails('booking-cancelled', late.ref)).toHaveLength(0);
    expect(await mails('booking-cancelled', early.ref)).toHaveLength(1);
    // The freed slot is offered again.
    t.setNow(NOW);
    expect(await reasonAt('2026-12-22', '09:00')).toBeNull();
  });
});

describe('refunds', () => {
  it('refund once under 20 concurrent clicks with one key, and never more than was paid', async () => {
    const b = await book(slot(17, '13:00'));
    const click = () =>
      post(`${OP}/bookings/${b.ref}/refund`, { amountCents: 2000, reason: 'Late start' }, admin, {
        'idempotency-key': 'refund-click-1',
      });
    const answers = await Promise.all(Array.from({ length: 20 }, click));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.json().refundId)).size).toBe(1);
    expect(
      (
        await rows(
          t,
          `SELECT count(*)::int AS n, sum(amount_cents)::int AS s FROM refunds WHERE booking_ref = '${b.ref}'`,
        )
      )[0],
    ).toEqual({ n: 1, s: 2000 });
    expect(await mails('booking-refund', b.ref)).toHaveLength(1);

    const tooMuch = await post(
      `${OP}/bookings/${b.ref}/refund`,
      { amountCents: b.amount - 1999, reason: 'All of it' },
      admin,
      { 'idempotency-key': 'refund-click-2' },
    );
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().code).toBe('REFUND_TOO_LARGE');
    const rest = await Promise.all(
      [1, 2, 3].map((n) =>
        post(`${OP}/bookings/${b.ref}/refund`, { amountCents: b.amount - 2000, reason: 'The rest' }, admin, {
          'idempotency-key': `refund-rest-${n}`,
        }),
      ),
    );
    expect(rest.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const [payment] = await rows(
      t,
      `SELECT refunded_cents, amount_cents, status FROM payments WHERE id = '${b.paymentId}'`,
    );
    expect(payment).toEqual({ refunded_cents: b.amount, amount_cents: b.amount, status: 'REFUNDED' });
    expect((await post(`${OP}/bookings/${b.ref}/refund`, { amountCents: 1, reason: 'x' }, admin)).statusCode).toBe(400); // no key

    const detail = await get(`${OP}/bookings/${b.ref}`, admin);
    expectShape(detail.json(), bookingDetail);
    expect(detail.json()).toMatchObject({ refundableCents: 0, refundedCents: b.amount });
    expect(detail.json().history.map((h: { action: string }) => h.action)).toEqual(
      expect.arrayContaining(['created', 'paid', 'refunded', 'email']),
    );
    const found = await get(`${OP}/bookings?q=ebanks&date=2026-12-17`, admin);
    expect(found.json().map((x: { bookingRef: string }) => x.bookingRef)).toEqual([b.ref]);
  });
});

describe('the audit log', () => {
  it('records every act and keeps it: no update, no delete', async () => {
    const actions = (await rows(t, `SELECT DISTINCT action FROM audit_log`)).map((r) => r.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'calendar-closed',
        'calendar-reopened',
        'closed-by-operator',
        'cancelled',
        'changed',
        'refunded',
      ]),
    );
    const actors = (await rows(t, `SELECT DISTINCT actor FROM audit_log`)).map((r) => r.actor);
    expect(actors).toEqual(expect.arrayContaining(['guest', 'admin-command', expect.stringMatching(/^user:/)]));
    await expect(rows(t, `DELETE FROM audit_log`)).rejects.toThrow();
    await expect(rows(t, `UPDATE audit_log SET actor = 'x'`)).rejects.toThrow();
  });
});

describe('the change options', () => {
  it("list the same trip's starts of a day with their price difference, the booking's own marked", async () => {
    const b = await book(slot(18, '13:00'));
    const res = await get(`${API}/booking/confirmed/${b.ref}/change-options?date=2026-12-18&token=${b.token}`);
    expect(res.statusCode).toBe(200);
    const { options } = res.json();
    expect(options.find((o: { startTime: string }) => o.startTime === slot(18, '13:00'))).toMatchObject({
      current: true,
      available: false,
    });
    expect(
      options.find((o: { startTime: string }) => o.startTime === slot(18, '10:00')).priceDifferenceCents,
    ).toBeGreaterThan(0);
    expect(options.find((o: { startTime: string }) => o.startTime === slot(18, '14:00'))).toMatchObject({
      available: true,
      priceDifferenceCents: 0,
    });
    expect((await get(`${API}/booking/confirmed/${b.ref}/change-options?date=2026-12-18`)).statusCode).toBe(404);
    expect((await get(`${API}/booking/confirmed/${b.ref}/change-options?date=nope&token=${b.token}`)).statusCode).toBe(
      400,
    );

    // Closed by the operator: a dearer time is free, even within the cut-off.
    const closed = await post(
      `${OP}/closures`,
      { boat: 'boat-small', from: slot(18, '13:00'), to: slot(18, '15:00'), reason: 'weather', confirm: true },
      admin,
    );
    expect(closed.json().notified).toBe(1);
    t.setNow('2026-12-18T12:00:00Z'); // 07:00 on the day
    const free = (
      await get(`${API}/booking/confirmed/${b.ref}/change-options?date=2026-12-18&token=${b.token}`)
    ).json();
    expect(free.options.find((o: { startTime: string }) => o.startTime === slot(18, '10:00'))).toMatchObject({
      available: true,
      priceDifferenceCents: 0,
    });
    const moved = await post(`${API}/booking/confirmed/${b.ref}/change?token=${b.token}`, {
      startTime: slot(18, '10:00'),
    });
    expect(moved.json()).toMatchObject({ startTime: slot(18, '10:00'), priceDifferenceCents: 0, refundCents: 0 });
  });
});
