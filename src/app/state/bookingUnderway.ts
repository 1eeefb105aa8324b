// What any first screen may know cheaply of a booking underway on this device (no record is read or checked here):
// a hold kept with its trip ('bookingData', ./heldBooking.ts), payments started and not yet settled
// ('paymentsStarted', ./paymentStarted.ts). Kept apart from both so that every page's first screen can ask.

export const BOOKING_DATA_KEY = 'bookingData';
export const BOOKING_CLOCK_KEY = 'bookingClock';
export const PAYMENTS_STARTED_KEY = 'paymentsStarted';

function isKept(key: string, storage: Storage): boolean {
  try {
    return storage.getItem(key) !== null;
  } catch {
    return false;
  }
}

/**
 * Whether booking data is kept at all (read and checked by loadStoredBooking): cheap, for the builder's first render.
 */
export const hasStoredBooking = (storage: Storage = localStorage) => isKept(BOOKING_DATA_KEY, storage);

/** Drops the kept hold and its clock (here, not in ./heldBooking.ts, so the confirmation page need not load that). */
export function forgetStoredBooking(storage: Storage = localStorage): void {
  try {
    storage.removeItem(BOOKING_DATA_KEY);
    storage.removeItem(BOOKING_CLOCK_KEY);
  } catch {
    // Storage unavailable: nothing was kept.
  }
}

/** Whether any started payment is kept (read and checked by startedPayments). */
export const hasStartedPayments = (storage: Storage = localStorage) => isKept(PAYMENTS_STARTED_KEY, storage);

/**
 * A booking in progress on this device: a hold kept with its trip, or a payment not yet settled. Nothing else (a
 * 'Welcome Back!', a promotion) opens over it.
 */
export const bookingInProgress = (storage: Storage = localStorage) =>
  hasStartedPayments(storage) || hasStoredBooking(storage);

const STARTED_EVENT = 'payment-started';

/** Tells the page a payment was started (./paymentStarted.ts), for what must then be asked about it. */
export const announcePaymentStarted = () => window.dispatchEvent(new Event(STARTED_EVENT));

export function onPaymentStarted(listener: () => void): () => void {
  window.addEventListener(STARTED_EVENT, listener);
  return () => window.removeEventListener(STARTED_EVENT, listener);
}
