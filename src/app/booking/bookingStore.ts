// What the booking flow has open and where it is (its modals, the step, the hold timer, the error shown),
// outside the trip so that only the trip and its hold are ever stored.
import { proxy, snapshot } from 'valtio';
import type { TimeSlot } from '../../domain/booking';
import { START_OVER, type StepIndex } from './bookingSteps';
import type { HoldClock } from '../state/holdClock';
import { saveStoredBooking } from '../state/heldBooking';
import { holdStore } from './holdStore';
import { tripStore } from '../state/tripStore';
import type { TripState } from '../../domain/trip';
import { paymentFollowUp, paymentUnsettled } from '../state/paymentFollowUpState';

export type ErrorModal = 'holdFailed' | 'somethingWentWrong' | null;
export type LeaveVariant = 'wontHold' | 'generic';

export const bookingUi = proxy({
  nicelyDone: false,
  arriving: false,
  flightInfo: false,
  cruiseNotice: false,
  /** The booking-process modal. */
  open: false,
  currentStep: 0 as StepIndex,
  isFirstStepCompleted: false,
  isTimerActive: false,
  isErrorOccured: false,
  /** Step 2 shows the contact form, then the trip summary. */
  showTripSummary: false,
  timeslotSelectionCount: 0,
  /** Ask the slot list to load again (after a refused hold). */
  isRefetchBookingInfo: 0,
  timer: null as HoldClock | null,
  /** A hold or checkout request is on its way. */
  busy: false,
  /**
   * 'Are You Sure You Want to Leave?': 'wontHold' while a time is held, 'generic' for a guest who had held one before.
   */
  leave: null as LeaveVariant | null,
  timeRanOut: false,
  errorModal: null as ErrorModal,
  /** A 4xx message from the API shown in the error modal, when it wrote one. */
  errorDetail: null as string | null,
  /** A 'call to book' slot waiting for 'Confirm Before Proceeding'. */
  callToBookSlot: null as TimeSlot | null,
  /**
   * Cruise guests: the ship's all-aboard time, 'HH:mm' island time ('' until given), and the ship's name if they like.
   */
  allAboard: '',
  shipName: '',
});

/**
 * The builder's primary action once a boat and stops are chosen: 'Nicely Done!' (./ArrivalModals.tsx). Not while a
 * payment started on this device is still being asked about: its notice says why, so nobody pays for one trip twice.
 */
export function startBooking(): void {
  if (paymentUnsettled()) {
    paymentFollowUp.noticeHidden = false;
    return;
  }
  bookingUi.nicelyDone = true;
}

/** While a hold lives, the trip is kept with it on the device, so a reload restores it. */
export const keepStoredBooking = () => {
  const hold = holdStore.held;
  if (bookingUi.timer && hold) saveStoredBooking(snapshot(tripStore) as TripState, { ...hold }, bookingUi.timer);
};

export function startOverSteps(): void {
  Object.assign(bookingUi, START_OVER, {
    showTripSummary: false,
    timer: null,
    errorModal: null,
    errorDetail: null,
    timeRanOut: false,
  });
}
