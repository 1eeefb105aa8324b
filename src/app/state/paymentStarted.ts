// The holds this device started paying for ('paymentsStarted', issue #57): written as the guest leaves for the
// checkout, so that a payment whose confirmation never arrived (the connection dropped) is asked about before that
// hold's timer
// or 'time ran out' is shown again. Removed once the confirmation is kept, or once the server says nothing was paid.
// Read synchronously (localStorage), so that the first render already knows not to show the timer; ./bookingUnderway.ts
// holds what the first screen reads of it without checking it; ./paymentFollowUpState.ts where the asking stands.
import { array, nullable, object, string, type Infer } from 'superstruct';
import { DAY_MS, versioned, isoInstant } from '../../domain/schema';
import { PAYMENTS_STARTED_KEY } from './bookingUnderway';

/** Long enough for a guest who paid on the ship to open the app again on a later day of the cruise. */
const KEEP_MS = 30 * DAY_MS;

const startedPayment = object({ holdId: string(), paymentStorageId: nullable(string()), startedAt: isoInstant });
export type StartedPayment = Infer<typeof startedPayment>;
const record = versioned(array(startedPayment), 1);

function read(storage: Storage, now: Date): StartedPayment[] {
  try {
    const text = storage.getItem(PAYMENTS_STARTED_KEY);
    if (text === null) return [];
    const kept = record.read(JSON.parse(text) as unknown, now);
    return kept.ok ? kept.data.filter((p) => Date.parse(p.startedAt) + KEEP_MS > now.getTime()) : [];
  } catch {
    return []; // unreadable or no storage: nothing is known to be pending
  }
}

function write(storage: Storage, list: StartedPayment[], now: Date): void {
  try {
    if (list.length === 0) storage.removeItem(PAYMENTS_STARTED_KEY);
    else storage.setItem(PAYMENTS_STARTED_KEY, JSON.stringify(record.wrap(list, now, KEEP_MS)));
  } catch {
    // Storage full or unavailable: the confirmation page is still where the checkout returns.
  }
}

/** Every hold whose payment was started and not yet settled on this device. */
export const startedPayments = (now = new Date(), storage: Storage = localStorage): StartedPayment[] =>
  read(storage, now);

export const paymentStartedFor = (
  holdId: string | null,
  now = new Date(),
  storage: Storage = localStorage,
): StartedPayment | null => (holdId === null ? null : (read(storage, now).find((p) => p.holdId === holdId) ?? null));

/** The guest leaves for the checkout of `holdId` (its payment `paymentStorageId`). */
export function notePaymentStarted(
  holdId: string,
  paymentStorageId: string | null,
  now = new Date(),
  storage: Storage = localStorage,
): void {
  const others = read(storage, now).filter((p) => p.holdId !== holdId);
  write(storage, [...others, { holdId, paymentStorageId, startedAt: now.toISOString() }], now);
}

/** Settled: the hold (by its id) or the payment (by its id) is known to the device now, or nothing was paid. */
export function forgetPaymentStarted(
  which: { holdId?: string; paymentStorageId?: string },
  now = new Date(),
  storage: Storage = localStorage,
): void {
  const list = read(storage, now);
  const left = list.filter(
    (p) =>
      p.holdId !== which.holdId &&
      (which.paymentStorageId === undefined || p.paymentStorageId !== which.paymentStorageId),
  );
  if (left.length !== list.length) write(storage, left, now);
}
