// The kept copy the banner's painter (keptBannerPaint.ts, a script of its own that runs before the app's) has read and
// checked, handed to the app's page on the same address: the page then neither reads nor checks it a second time.
import type { StoredConfirmation } from './confirmationStore';

interface Handover {
  bookingRef: string;
  entry: StoredConfirmation;
}
const slot = () => window as unknown as { keptConfirmationCopy?: Handover };

export function handOverCopy(bookingRef: string, entry: StoredConfirmation): void {
  slot().keptConfirmationCopy = { bookingRef, entry };
}

export const hasPaintedCopy = (bookingRef: string) => slot().keptConfirmationCopy?.bookingRef === bookingRef;

/** The painter's copy of `bookingRef`, once: any later read is the device's. */
export function takePaintedCopy(bookingRef: string): StoredConfirmation | null {
  const handed = slot().keptConfirmationCopy;
  delete slot().keptConfirmationCopy;
  return handed?.bookingRef === bookingRef ? handed.entry : null;
}
