// The guest's primary action on the builder: hold a time and pay. Only the guest's page imports it, so the agents'
// builder (which reserves instead) does not download the guest's booking flow.
import { preloadBooking, startBooking, bookingBlocker } from '../booking';
import { builderUi } from '../state/builderUi';
import { tripStore } from '../state/tripStore';
import type { BookAction } from './BookingBar';
import { TRIP_BUILDER_TEXT } from './tripBuilderMessages';

/**
 * The primary action: the booking flow ('Nicely Done!') when the trip can be booked, otherwise 'Hold on...' says what
 * is missing, or why the chosen boat cannot run it (`refusal`: the price's own words), never 'Your trip is ready'.
 */
function bookTrip(refusal: string | null = null): void {
  const blocker = bookingBlocker(tripStore);
  if (blocker !== null) builderUi.holdOn = blocker;
  else if (refusal !== null) {
    builderUi.cannotRun = refusal;
    builderUi.holdOn = 'boatCannotRun';
  } else startBooking();
}

export const GUEST_BOOKING: BookAction = {
  label: TRIP_BUILDER_TEXT.bookThisTrip,
  start: bookTrip,
  preload: preloadBooking,
};
