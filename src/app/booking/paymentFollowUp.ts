// Issue #57: a payment started for a hold is asked about before anything else is shown for that hold. The server says
// what became of it (GET /api/v1/payment/hold/{id}; holdFate in the domain): a booking opens its confirmation (the
// page keeps it and lists it in 'My bookings'), a live hold carries on with the server's clock, an ended one ran out.
// Without an answer (no signal, port wifi, a captive portal) the guest is told a payment may have gone through, and it
// is asked again by the app itself (PaymentFollowUpNotice.tsx: when the signal returns, when the app is shown again,
// and every little while; Safari and iOS have no Background Sync).
import { navigate } from 'wouter/use-browser-location';
import { holdFate, holdPaymentAnswer, type HoldFate } from '../../domain/booking';
import { isApiError } from '../http/ApiError';
import { PAYMENT_BASE, apiRequest } from '../http/client';
import { forgetStoredBooking, loadStoredBooking } from '../state/heldBooking';
import { announcePaymentStarted } from '../state/bookingUnderway';
import { forgetPaymentStarted, notePaymentStarted, startedPayments } from '../state/paymentStarted';
import { paymentFollowUp } from '../state/paymentFollowUpState';

/** A question left unanswered this long (a connection that hangs) counts as no answer. */
const ASK_TIMEOUT_MS = 15_000;
/** How often a question left without an answer is asked again while the app is on screen. */
export const ASK_AGAIN_MS = 20_000;

/**
 * What the server said about a hold, for the booking flow (a live hold restored with the server's clock; time ran out).
 * `told`: the notice says it already, so the flow shows nothing of its own (one dialog at a time). A device the server
 * no longer knows is told so, and its hold is ended for the flow.
 */
export type SettledListener = (holdId: string, fate: HoldFate, told: boolean) => void;
const listeners = new Set<SettledListener>();

export function onHoldSettled(listener: SettledListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

type Answer = { fate: HoldFate } | { problem: 'unreachable' | 'lost' };

async function ask(holdId: string): Promise<Answer> {
  try {
    const answer = await apiRequest(`hold/${encodeURIComponent(holdId)}`, {
      base: PAYMENT_BASE,
      schema: holdPaymentAnswer,
      signal: AbortSignal.timeout(ASK_TIMEOUT_MS),
    });
    return { fate: holdFate(answer) };
  } catch (error) {
    // Only the server's own 404 is final; no answer, a timeout, a 5xx or a portal's page are asked again later.
    return isApiError(error) && error.status === 404 && error.code === 'NOT_FOUND'
      ? { problem: 'lost' }
      : { problem: 'unreachable' };
  }
}

/** The booking data kept for `holdId` goes with the hold's fate (the confirmation keeps the booking itself). */
function forgetKeptBookingOf(holdId: string): void {
  const kept = loadStoredBooking();
  if (kept.ok && kept.hold.holdId === holdId) forgetStoredBooking();
}

/** The booking-confirmed page of this payment is open already: it settles the payment itself. */
function onItsConfirmation(paymentStorageId: string | null): boolean {
  const here = new URLSearchParams(window.location.search).get('payment');
  return (
    paymentStorageId !== null && here === paymentStorageId && window.location.pathname.endsWith('/booking-confirmed')
  );
}

function settle(holdId: string, fate: HoldFate, told: boolean): void {
  paymentFollowUp.noticeHidden = true;
  if (fate.kind === 'confirmation') {
    // Kept until the confirmation page has kept the booking itself (it forgets it by payment id then).
    notePaymentStarted(holdId, fate.paymentStorageId);
    forgetKeptBookingOf(holdId);
    paymentFollowUp.state = 'quiet';
    if (!onItsConfirmation(fate.paymentStorageId)) navigate(fate.path);
  } else if (fate.kind === 'held') {
    // A checkout still open may yet be paid: it is asked about again before the timer's end is shown.
    if (!fate.paying) forgetPaymentStarted({ holdId });
    paymentFollowUp.state = 'quiet';
  } else {
    forgetPaymentStarted({ holdId });
    forgetKeptBookingOf(holdId);
    paymentFollowUp.state = told ? 'ended' : 'quiet';
  }
  const noticeSays = paymentFollowUp.state === 'ended';
  listeners.forEach((listener) => listener(holdId, fate, noticeSays));
}

let asking: Promise<void> | null = null;

/** Asks about every payment waiting on this device, one question at a time; a question already on its way is shared. */
export function followUpPayments(): Promise<void> {
  asking ??= (async () => {
    const told = paymentFollowUp.state === 'unreachable';
    if (told) paymentFollowUp.checking = true;
    else paymentFollowUp.state = 'asking';
    for (const { holdId, paymentStorageId } of startedPayments()) {
      if (onItsConfirmation(paymentStorageId)) continue;
      const answer = await ask(holdId);
      if ('fate' in answer) {
        settle(holdId, answer.fate, told);
        if (answer.fate.kind === 'confirmation') return; // one page at a time; the next visit asks about any other
      } else if (answer.problem === 'lost') {
        forgetPaymentStarted({ holdId });
        forgetKeptBookingOf(holdId);
        paymentFollowUp.state = 'lost';
        listeners.forEach((listener) => listener(holdId, { kind: 'ended' }, true));
      } else {
        // Shown once; a guest who put the notice aside is not shown it again at every new attempt.
        if (!told) paymentFollowUp.noticeHidden = false;
        paymentFollowUp.state = 'unreachable';
        return;
      }
    }
    // Every payment answered, or left to its own confirmation page: nothing waits for a signal any more.
    if (paymentFollowUp.state === 'asking' || paymentFollowUp.state === 'unreachable') paymentFollowUp.state = 'quiet';
  })().finally(() => {
    paymentFollowUp.checking = false;
    asking = null;
  });
  return asking;
}

/**
 * While no answer came: asked again when the signal returns, when the app is shown again (a phone woken, the app
 * brought back from the background or the back-forward cache) and every ASK_AGAIN_MS while it is on screen, since a
 * port's wifi or a captive portal never says the signal returned. Answers the function that stops it.
 */
export function askAgainOnSignal(): () => void {
  const again = () => {
    if (document.visibilityState === 'visible') void followUpPayments();
  };
  const timer = setInterval(again, ASK_AGAIN_MS);
  window.addEventListener('online', again);
  window.addEventListener('pageshow', again);
  document.addEventListener('visibilitychange', again);
  return () => {
    clearInterval(timer);
    window.removeEventListener('online', again);
    window.removeEventListener('pageshow', again);
    document.removeEventListener('visibilitychange', again);
  };
}

/** After SECURE BOOKING is refused because the hold is paid already: the device learns of that payment and opens it. */
export function followUpPaidHold(holdId: string): Promise<void> {
  notePaymentStarted(holdId, null);
  announcePaymentStarted(); // its notice, should the answer not come
  return followUpPayments();
}

/** Closes the notice: what it told ('the time ended', 'could not check') is done; an unanswered question goes on. */
export function closeFollowUpNotice(): void {
  if (paymentFollowUp.state === 'ended' || paymentFollowUp.state === 'lost') paymentFollowUp.state = 'quiet';
  paymentFollowUp.noticeHidden = true;
}
