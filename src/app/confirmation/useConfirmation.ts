// What the booking-confirmed page shows, step by step: wait for the payment to become a booking, load the booking,
// keep it on the device, and fall back to the kept copy when the network fails (offline, days later).
import { startTransition, useEffect, useRef, useState } from 'react';
import { isApiError } from '../http/ApiError';
import { fetchBookingInfo, fetchPaymentStatus, findBooking } from './confirmationApi';
import { findByPayment, readConfirmation, saveConfirmation, type StoredConfirmation } from './confirmationStore';
import { deviceConfirmations } from './deviceStore';
import { takePaintedCopy } from './paintedCopy';
import { collectImages } from './offlineImages';
import { nextTask } from '../ui/nextTask';
import { reportBookingConfirmed } from './bookingAnalytics';
import { forgetPaymentStarted } from '../state/paymentStarted';
import { usePolling } from '../http/usePolling';

export type ConfirmationState =
  | { kind: 'confirming' }
  | { kind: 'loading' }
  | { kind: 'shown'; entry: StoredConfirmation; fromDevice: boolean; offline: boolean }
  | { kind: 'still-pending' }
  | { kind: 'expired' }
  | { kind: 'refunded' }
  | { kind: 'not-found' }
  | { kind: 'failed'; offline: boolean };

export interface ConfirmationParams {
  country: string;
  paymentStorageId: string | null;
  bookingRef: string | null;
  token: string | null;
}

type PollOutcome =
  { kind: 'paid'; bookingRef: string } | { kind: 'still-pending' | 'expired' | 'refunded' | 'not-found' };

/** Whether the payment webhook has made the booking, asked at usePolling's pace: null while still asked. */
function usePaymentOutcome(paymentStorageId: string | null, token: string | null): PollOutcome | null {
  // The token is not part of the key: it never reaches a cache.
  const polled = usePolling({
    queryKey: ['payment-status', paymentStorageId],
    queryFn: () => fetchPaymentStatus(paymentStorageId!, token),
    final: (status) =>
      (status.status === 'PAID' && !!status.bookingRef) || status.status === 'EXPIRED' || status.status === 'REFUNDED',
    // A flaky link is asked again; an unknown payment or a refused token will not change.
    finalError: (error) => isApiError(error) && !error.offline && error.status !== null && error.status < 500,
    enabled: paymentStorageId !== null,
  });
  switch (polled.kind) {
    case 'asking':
      return null;
    case 'late':
      return { kind: 'still-pending' };
    case 'failed':
      return { kind: 'not-found' };
    case 'answered': {
      const { status, bookingRef } = polled.answer;
      return status === 'PAID' && bookingRef
        ? { kind: 'paid', bookingRef }
        : { kind: status === 'EXPIRED' ? 'expired' : 'refunded' };
    }
  }
}

const safely = async <T>(work: () => Promise<T>, fallback: T): Promise<T> => {
  try {
    return await work();
  } catch {
    return fallback; // IndexedDB unavailable (private mode, full disk): the page still shows what the network gave
  }
};

/**
 * A kept copy whose photos could not all be fetched when it was saved gets the missing ones while the network allows.
 */
async function completeImages(
  entry: StoredConfirmation,
  signal: AbortSignal,
  show: (entry: StoredConfirmation) => unknown,
) {
  const images = await collectImages(entry.info, entry.images);
  if (signal.aborted || Object.keys(images).length <= Object.keys(entry.images).length) return;
  const completed = { ...entry, images };
  show(completed);
  await safely(() => saveConfirmation(deviceConfirmations, completed), undefined);
}

async function loadConfirmation(
  params: ConfirmationParams,
  signal: AbortSignal,
  /** Resolves once the page has rendered that state (or a later one). */
  show: (state: ConfirmationState) => Promise<void>,
  onBookingRef: (bookingRef: string) => void,
  /** The payment's outcome, once final or given up on. */
  awaitPayment: (paymentStorageId: string) => Promise<PollOutcome>,
): Promise<void> {
  let bookingRef = params.bookingRef;
  if (!bookingRef && params.paymentStorageId) {
    const kept = await safely(() => findByPayment(deviceConfirmations, params.paymentStorageId!), null);
    if (kept) bookingRef = kept.info.bookingRef;
    else {
      show({ kind: 'confirming' });
      const outcome = await awaitPayment(params.paymentStorageId);
      if (signal.aborted) return;
      // Settled without a booking (expired, refunded, not this device's): nothing is left to ask about.
      if (outcome.kind !== 'paid' && outcome.kind !== 'still-pending')
        forgetPaymentStarted({ paymentStorageId: params.paymentStorageId });
      if (outcome.kind !== 'paid') return show(outcome);
      bookingRef = outcome.bookingRef;
    }
    onBookingRef(bookingRef);
  }
  if (!bookingRef) return show({ kind: 'not-found' });

  const painted = takePaintedCopy(bookingRef);
  const kept = painted
    ? { ok: true as const, entry: painted }
    : await safely(() => readConfirmation(deviceConfirmations, bookingRef), {
        ok: false as const,
        problem: 'missing' as const,
      });
  if (signal.aborted) return;
  const keptEntry = kept.ok ? kept.entry : null;
  const keptShown = show(
    keptEntry ? { kind: 'shown', entry: keptEntry, fromDevice: true, offline: false } : { kind: 'loading' },
  );

  // The booking is asked for in a task of its own, apart from the copy's read and check.
  await nextTask();
  if (signal.aborted) return;
  const token = params.token ?? keptEntry?.token ?? null;
  // Found by reference and email: the server knows this device by neither its cookie nor a link, so it is asked so
  // again.
  const foundByEmail = !token && keptEntry?.foundByEmail === true;
  try {
    const info = foundByEmail
      ? await findBooking(bookingRef, keptEntry!.info.email, signal)
      : await fetchBookingInfo(bookingRef, token, signal);
    const base = {
      info,
      country: params.country,
      token,
      paymentStorageId: params.paymentStorageId ?? keptEntry?.paymentStorageId ?? null,
      ...(foundByEmail ? { foundByEmail } : {}),
    };
    const first: StoredConfirmation = { ...base, images: keptEntry?.images ?? {} };
    const firstShown = show({ kind: 'shown', entry: first, fromDevice: false, offline: false });
    // Kept at once, so that leaving the page before its photos are in never loses the booking from the device.
    await safely(() => saveConfirmation(deviceConfirmations, first), undefined);
    forgetPaymentStarted({ paymentStorageId: info._id }); // its payment is settled: kept here and in 'My bookings'
    if (!keptEntry) reportBookingConfirmed(info, `/${params.country}/booking-confirmed`);
    // The photos are fetched once the page has painted: their arrival would otherwise start its render afresh.
    await firstShown;
    const entry: StoredConfirmation = { ...base, images: await collectImages(info, keptEntry?.images) };
    if (signal.aborted) return;
    show({ kind: 'shown', entry, fromDevice: false, offline: false });
    await safely(() => saveConfirmation(deviceConfirmations, entry), undefined);
  } catch (error) {
    if (signal.aborted) return;
    const offline = isApiError(error) && error.offline;
    // The kept copy stands when the server cannot be reached, or no longer recognises this device.
    if (keptEntry) {
      // Shown already as it is (a render anew would only delay the page's first paint), unless now known offline.
      if (offline) show({ kind: 'shown', entry: keptEntry, fromDevice: true, offline });
      else {
        await keptShown;
        await completeImages(keptEntry, signal, (entry) => show({ kind: 'shown', entry, fromDevice: true, offline }));
      }
    } else if (isApiError(error) && error.status !== null && error.status < 500) show({ kind: 'not-found' });
    else show({ kind: 'failed', offline });
  }
}

export function useConfirmation(
  params: ConfirmationParams,
  onBookingRef: (bookingRef: string) => void,
): [ConfirmationState, () => void] {
  const [state, setState] = useState<ConfirmationState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // Those waiting for a state to be rendered: any render of a newer state answers them too.
  const rendered = useRef<(() => void)[]>([]);
  useEffect(() => rendered.current.splice(0).forEach((resolve) => resolve()), [state]);
  const { country, paymentStorageId, bookingRef, token } = params;
  // The payment the load waits for, and how to hand it the outcome: asked while set.
  const [awaited, setAwaited] = useState<{ paymentStorageId: string; settle: (outcome: PollOutcome) => void } | null>(
    null,
  );
  const outcome = usePaymentOutcome(awaited?.paymentStorageId ?? null, token);
  useEffect(() => {
    if (!awaited || !outcome) return;
    awaited.settle(outcome);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- handed once to the load that asked; the query stops
    setAwaited(null);
  }, [awaited, outcome]);
  useEffect(() => {
    const controller = new AbortController();
    const awaitPayment = (id: string) =>
      new Promise<PollOutcome>((settle) => {
        // Left or started afresh: the load stops at its next check of the signal.
        const stop = () => settle({ kind: 'still-pending' });
        if (controller.signal.aborted) return stop();
        controller.signal.addEventListener('abort', stop, { once: true });
        setAwaited({ paymentStorageId: id, settle });
      });
    void loadConfirmation(
      { country, paymentStorageId, bookingRef, token },
      controller.signal,
      (next) =>
        new Promise<void>((resolve) => {
          if (controller.signal.aborted) return resolve();
          rendered.current.push(resolve);
          // The booking's whole page paints at once: as a transition, in slices that leave the page responsive.
          startTransition(() => setState(next));
        }),
      onBookingRef,
      awaitPayment,
    );
    const waiting = rendered.current;
    return () => {
      controller.abort();
      setAwaited(null);
      waiting.splice(0).forEach((resolve) => resolve());
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- onBookingRef is the caller's, read when the load runs
  }, [country, paymentStorageId, bookingRef, token, attempt]);
  return [state, () => setAttempt((n) => n + 1)];
}
