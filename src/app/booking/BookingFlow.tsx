// The booking flow inside the trip builder: its modals, the restore on opening (a live kept hold comes back at
// step 2; back from the payment page the unpaid checkout is deleted), the timer's end, and the kept booking data.
import './booking.css';
import { useEffect, useRef } from 'react';
import { subscribe, useSnapshot } from 'valtio';
import type { TripCatalogue } from '../state/tripEstimate';
import { tripStore } from '../state/tripStore';
import type { TripPrice } from '../state/useTripPrice';
import { hasStoredBooking } from '../state/heldBooking';
import { bookingUi, keepStoredBooking } from './bookingStore';
import { heldId, holdStore } from './holdStore';
import { useHoldCountdown } from './useHoldCountdown';
import { lazyPart } from '../ui/lazyPart';
import { afterPaint } from '../ui/nextTask';
import { reachableImport } from '../ui/reachableImport';

// Every modal of the flow loads when it first opens: the first screen shows none of them.
const LazyArrivalModals = lazyPart(() => import('./ArrivalModals').then((module) => module.ArrivalModals));
const LazyBookingProcessModal = lazyPart(() =>
  import('./BookingProcessModal').then((module) => module.BookingProcessModal),
);
const LazyNoticeModals = lazyPart(() => import('./BookingNoticeModals').then((module) => module.BookingNoticeModals));

/** On intent (a hover, touch or focus of 'Book'): the first modals, and the booking steps behind them. */
export function preloadBooking(): void {
  LazyArrivalModals.preload();
  LazyBookingProcessModal.preload();
}

// The hold, checkout and restore calls load when there is something to restore or release, or a hold runs out.
const bookingActions = reachableImport(() => import('./bookingActions'));

function useRestoreOnce(backFromStripe: string | null) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    // Once the builder is painted: a page's first read of its local storage waits for the browser to load it, which
    // is no work for the commit that shows the builder.
    void afterPaint().then(() => {
      if (backFromStripe || heldId() || hasStoredBooking())
        void bookingActions().then((actions) => actions.restoreBooking(backFromStripe));
    });
  }, [backFromStripe]);
}

/** At zero the hold is gone: 'Uh, oh!'. */
function useTimeRunningOut() {
  const ui = useSnapshot(bookingUi);
  const countdown = useHoldCountdown(ui.isTimerActive ? ui.timer : null);
  const ended = countdown !== null && countdown.msLeft <= 0;
  useEffect(() => {
    if (ended) void bookingActions().then((actions) => actions.timeRanOut());
  }, [ended]);
}

/** While a hold lives, every change to the trip is kept with it, so a reload restores it. */
function useKeptBookingData() {
  useEffect(() => {
    const stopTrip = subscribe(tripStore, keepStoredBooking);
    const stopHold = subscribe(holdStore, keepStoredBooking);
    return () => {
      stopTrip();
      stopHold();
    };
  }, []);
}

export function BookingFlow({
  catalogue,
  price,
  backFromStripe,
}: {
  catalogue: TripCatalogue;
  price: TripPrice;
  backFromStripe: string | null;
}) {
  useRestoreOnce(backFromStripe);
  useTimeRunningOut();
  useKeptBookingData();
  const ui = useSnapshot(bookingUi);
  return (
    <>
      <LazyArrivalModals when={ui.nicelyDone || ui.arriving || ui.flightInfo || ui.cruiseNotice} />
      <LazyBookingProcessModal when={ui.open} catalogue={catalogue} price={price} />
      <LazyNoticeModals when={ui.leave !== null || ui.timeRanOut || ui.errorModal !== null} />
    </>
  );
}
