// @vitest-environment jsdom
// Issue #57 §1: a payment started for a hold is remembered on the device, asked about before that hold's timer shows
// again, and settled by the server's answer; without an answer the guest is told and no booking starts meanwhile.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdFate, type HoldPaymentAnswer } from '../../../src/domain/booking';
import {
  forgetPaymentStarted,
  notePaymentStarted,
  paymentStartedFor,
  startedPayments,
} from '../../../src/app/state/paymentStarted';
import { paymentFollowUp } from '../../../src/app/state/paymentFollowUpState';
import { bookingInProgress } from '../../../src/app/state/bookingUnderway';
import {
  ASK_AGAIN_MS,
  askAgainOnSignal,
  followUpPaidHold,
  followUpPayments,
  onHoldSettled,
} from '../../../src/app/booking/paymentFollowUp';
import { bookingUi, startBooking } from '../../../src/app/booking/bookingStore';
import { BOOKING_DATA_KEY } from '../../../src/app/state/heldBooking';

const NOW = new Date('2026-12-03T13:00:00.000Z');
const CONFIRMATION = '/cayman-islands/booking-confirmed?payment=pay_1&token=t0k';

const answer = (over: Partial<HoldPaymentAnswer> = {}): HoldPaymentAnswer => ({
  hold: 'HELD',
  expiresAt: '2026-12-03T13:31:00.000Z',
  serverNow: NOW.toISOString(),
  payment: null,
  ...over,
});
const paid = answer({
  hold: 'BOOKED',
  expiresAt: null,
  payment: { paymentStorageId: 'pay_1', status: 'PAID', bookingRef: 'KY-7K3M9QHT', confirmationPath: CONFIRMATION },
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let replies: Array<() => Promise<Response>> = [];
const asked: string[] = [];

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/cayman-islands');
  Object.assign(paymentFollowUp, { state: 'quiet', noticeHidden: true, checking: false });
  Object.assign(bookingUi, { nicelyDone: false });
  replies = [];
  asked.length = 0;
  vi.stubGlobal('fetch', (url: string) => {
    asked.push(String(url));
    const next = replies.shift();
    if (!next) throw new Error(`unexpected request ${url}`);
    return next();
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('payments started on this device', () => {
  it('are kept per hold, replaced by a later start of the same hold, and forgotten by hold or by payment', () => {
    notePaymentStarted('h_a', 'pay_a', NOW);
    notePaymentStarted('h_b', null, NOW);
    notePaymentStarted('h_b', 'pay_b', NOW);
    expect(startedPayments(NOW).map((p) => [p.holdId, p.paymentStorageId])).toEqual([
      ['h_a', 'pay_a'],
      ['h_b', 'pay_b'],
    ]);
    expect(paymentStartedFor('h_b', NOW)?.paymentStorageId).toBe('pay_b');
    expect(bookingInProgress()).toBe(true);
    forgetPaymentStarted({ paymentStorageId: 'pay_b' }, NOW);
    forgetPaymentStarted({ holdId: 'h_a' }, NOW);
    expect(startedPayments(NOW)).toEqual([]);
    expect(localStorage.getItem('paymentsStarted')).toBeNull();
    expect(bookingInProgress()).toBe(false);
  });

  it('are dropped after 30 days, and when what is kept does not fit', () => {
    notePaymentStarted('h_a', 'pay_a', NOW);
    expect(paymentStartedFor('h_a', new Date(NOW.getTime() + 29 * 86_400_000))).not.toBeNull();
    expect(paymentStartedFor('h_a', new Date(NOW.getTime() + 31 * 86_400_000))).toBeNull();
    localStorage.setItem('paymentsStarted', '{not json');
    expect(startedPayments(NOW)).toEqual([]);
  });
});

describe("what the app does with the server's answer (holdFate)", () => {
  it('paid or refunded opens the confirmation; a live hold carries on, on the server clock; otherwise the time ran out', () => {
    expect(holdFate(paid)).toEqual({ kind: 'confirmation', paymentStorageId: 'pay_1', path: CONFIRMATION });
    const refunded = answer({
      hold: 'ENDED',
      expiresAt: null,
      payment: { ...paid.payment!, status: 'REFUNDED', bookingRef: null },
    });
    expect(holdFate(refunded).kind).toBe('confirmation');
    const settling = answer({
      hold: 'ENDED',
      expiresAt: null,
      payment: { ...paid.payment!, status: 'PENDING', bookingRef: null },
    });
    expect(holdFate(settling).kind).toBe('confirmation');
    const open = answer({ payment: { ...paid.payment!, status: 'PENDING', bookingRef: null } });
    expect(holdFate(open)).toEqual({
      kind: 'held',
      expiresAt: open.expiresAt,
      serverNow: open.serverNow,
      paying: true,
    });
    expect(holdFate(answer())).toMatchObject({ kind: 'held', paying: false });
    const expired = answer({
      hold: 'ENDED',
      expiresAt: null,
      payment: { ...paid.payment!, status: 'EXPIRED', bookingRef: null },
    });
    expect(holdFate(expired)).toEqual({ kind: 'ended' });
    expect(holdFate(answer({ hold: 'ENDED', expiresAt: null }))).toEqual({ kind: 'ended' });
  });
});

describe('following up a started payment', () => {
  it('without an answer, tells the guest and starts no booking; once answered, opens the confirmation', async () => {
    notePaymentStarted('h_paid', 'pay_1');
    localStorage.setItem(BOOKING_DATA_KEY, 'kept hold data');
    replies.push(() => Promise.reject(new TypeError('Failed to fetch')));
    await followUpPayments();
    expect(asked).toEqual(['/api/v1/payment/hold/h_paid']);
    expect(paymentFollowUp).toMatchObject({ state: 'unreachable', noticeHidden: false });

    paymentFollowUp.noticeHidden = true; // the guest closed the notice
    startBooking();
    expect(bookingUi.nicelyDone).toBe(false);
    expect(paymentFollowUp.noticeHidden).toBe(false); // shown again instead

    // A captive portal's page where JSON was expected is no answer either; a later question is.
    replies.push(() =>
      Promise.resolve(
        new Response('<html>Welcome aboard</html>', { status: 200, headers: { 'content-type': 'text/html' } }),
      ),
    );
    await followUpPayments();
    expect(paymentFollowUp.state).toBe('unreachable');
    const settled: string[] = [];
    const stop = onHoldSettled((holdId, fate) => settled.push(`${holdId}:${fate.kind}`));
    replies.push(() => Promise.resolve(json(200, paid)));
    await followUpPayments();
    stop();
    expect(settled).toEqual(['h_paid:confirmation']);
    expect(`${window.location.pathname}${window.location.search}`).toBe(CONFIRMATION);
    expect(paymentFollowUp.state).toBe('quiet');
    // Kept (with its payment) until the confirmation page has kept the booking; the hold's own data goes now.
    expect(paymentStartedFor('h_paid')?.paymentStorageId).toBe('pay_1');
    expect(localStorage.getItem(BOOKING_DATA_KEY)).toBeNull();
  });

  it('a live hold without an open checkout is settled; with one it stays to be asked about again', async () => {
    notePaymentStarted('h_open', 'pay_open');
    replies.push(() =>
      Promise.resolve(
        json(
          200,
          answer({ payment: { ...paid.payment!, paymentStorageId: 'pay_open', status: 'PENDING', bookingRef: null } }),
        ),
      ),
    );
    await followUpPayments();
    expect(paymentStartedFor('h_open')).not.toBeNull();
    replies.push(() => Promise.resolve(json(200, answer())));
    await followUpPayments();
    expect(paymentStartedFor('h_open')).toBeNull();
    expect(paymentFollowUp.state).toBe('quiet');
  });

  it('after the guest was told, an ended hold is told too; a device the server no longer knows is told where to look', async () => {
    notePaymentStarted('h_gone', 'pay_gone');
    replies.push(() => Promise.resolve(json(503, { message: 'down', code: 'UNAVAILABLE' })));
    await followUpPayments();
    expect(paymentFollowUp.state).toBe('unreachable');
    const told: boolean[] = [];
    const stop = onHoldSettled((_holdId, _fate, noticeSays) => told.push(noticeSays));
    replies.push(() => Promise.resolve(json(200, answer({ hold: 'ENDED', expiresAt: null }))));
    await followUpPayments();
    expect(paymentFollowUp.state).toBe('ended');
    expect(told).toEqual([true]);
    expect(startedPayments()).toEqual([]);

    Object.assign(paymentFollowUp, { state: 'quiet' });
    notePaymentStarted('h_strange', null);
    replies.push(() => Promise.resolve(json(404, { message: 'Booking not found', code: 'NOT_FOUND' })));
    await followUpPayments();
    stop();
    expect(paymentFollowUp.state).toBe('lost');
    expect(startedPayments()).toEqual([]);
  });

  it('SECURE BOOKING refused as paid: the device learns of the payment and opens it', async () => {
    replies.push(() => Promise.resolve(json(200, paid)));
    await followUpPaidHold('h_paid');
    expect(window.location.search).toContain('payment=pay_1');
  });

  it('without an answer, asks again by itself: signal back, app shown again, and every little while (no Background Sync)', async () => {
    notePaymentStarted('h_wait', 'pay_wait');
    const noAnswer = () => Promise.reject(new TypeError('Failed to fetch'));
    replies.push(noAnswer);
    await followUpPayments();
    vi.useFakeTimers();
    const stop = askAgainOnSignal();
    try {
      for (const [target, type] of [
        [window, 'online'],
        [document, 'visibilitychange'],
        [window, 'pageshow'],
      ] as const) {
        replies.push(noAnswer);
        target.dispatchEvent(new Event(type));
        await vi.waitFor(() => expect(paymentFollowUp.checking).toBe(false));
      }
      expect(asked).toHaveLength(4);
      replies.push(() => Promise.resolve(json(200, paid)));
      await vi.advanceTimersByTimeAsync(ASK_AGAIN_MS);
      expect(asked).toHaveLength(5);
      expect(window.location.search).toContain('payment=pay_1');
    } finally {
      stop();
      vi.useRealTimers();
    }
  });

  it('on its own confirmation page (back from a checkout that answered), the page settles the payment: nothing is asked', async () => {
    notePaymentStarted('h_paid', 'pay_1');
    window.history.replaceState(null, '', CONFIRMATION);
    await followUpPayments();
    expect(asked).toEqual([]);
    expect(paymentFollowUp.state).toBe('quiet');
  });
});
