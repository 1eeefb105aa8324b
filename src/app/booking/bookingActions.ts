// What the booking flow does to the trip and its hold: hold a slot (releasing any earlier one first),
// leave (release and reset), run out of time, and come back after a reload or from the payment page.
import { snapshot } from 'valtio';
import { cancelBookingFailed } from '../../domain/texts';
import type { HeldSlot, TimeSlot } from '../../domain/booking';
import type { TripType, TripState } from '../../domain/trip';
import { isApiError } from '../http/ApiError';
import { replaceTrip } from '../state/tripEdits';
import { tripStore } from '../state/tripStore';
import { deleteCheckoutSession, releaseHold, requestHold } from './bookingApi';
import { newIdempotencyKey } from '../http/idempotencyKey';
import { holdRequestOf } from './bookingRequests';
import { nextStep } from './bookingSteps';
import { bookingUi, keepStoredBooking, startOverSteps } from './bookingStore';
import { clearHold, heldId, holdStore, takeHold } from './holdStore';
import { holdClockOf, msLeft, type HoldClock } from '../state/holdClock';
import { forgetStoredBooking, loadStoredBooking } from '../state/heldBooking';
import { paymentStartedFor } from '../state/paymentStarted';
import { followUpPayments, onHoldSettled } from './paymentFollowUp';

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Releases the trip's hold (if any) and forgets it; a failed release is only logged (the hold then runs out). */
export async function releaseHeldBooking(): Promise<void> {
  const holdId = heldId();
  clearHold();
  bookingUi.timer = null;
  bookingUi.isTimerActive = false;
  forgetStoredBooking();
  if (!holdId) return;
  try {
    await releaseHold(holdId);
  } catch (error) {
    console.error(cancelBookingFailed(reasonOf(error)));
  }
}

export interface HoldContext {
  boatId: string;
  tripType: TripType;
  charterHours: number;
  zone: string;
}

export type HoldOutcome = 'held' | 'refused' | 'offline' | 'failed' | 'busy';

/** Picks `slot`: any earlier hold is released first, then the slot is held; only a server's yes moves the flow on. */
export async function holdSlot(slot: TimeSlot, context: HoldContext): Promise<HoldOutcome> {
  if (bookingUi.busy) return 'busy';
  if (!navigator.onLine) return 'offline';
  bookingUi.busy = true;
  try {
    if (heldId()) await releaseHeldBooking();
    const request = holdRequestOf(
      snapshot(tripStore) as TripState,
      context.boatId,
      slot,
      context.tripType,
      context.charterHours,
      context.zone,
    );
    const hold = await requestHold(request, newIdempotencyKey());
    if (!hold.success) return refused();
    const clock = holdClockOf(hold, new Date());
    takeHold({ holdId: hold.bookingId, start: slot.startTime });
    Object.assign(bookingUi, {
      timer: clock,
      isTimerActive: true,
      isFirstStepCompleted: true,
      isErrorOccured: false,
      showTripSummary: false,
      currentStep: nextStep(0),
      timeslotSelectionCount: bookingUi.timeslotSelectionCount + 1,
    });
    keepStoredBooking();
    return 'held';
  } catch (error) {
    if (isApiError(error) && error.status === 409) return refused();
    if (!navigator.onLine) return 'offline';
    bookingUi.isErrorOccured = true;
    bookingUi.errorDetail = isApiError(error) && error.status !== null && error.status < 500 ? error.message : null;
    bookingUi.errorModal = 'somethingWentWrong';
    return 'failed';
  } finally {
    bookingUi.busy = false;
  }
}

function refused(): HoldOutcome {
  bookingUi.isErrorOccured = true;
  bookingUi.errorModal = 'holdFailed';
  bookingUi.isRefetchBookingInfo += 1;
  return 'refused';
}

/**
 * Closing the booking modal: with a chosen time the guest is told it won't be held; a guest who had held a time
 * before (it ran out, or was let go) is asked the generic question; otherwise it just closes.
 */
export function requestClose(): void {
  if (heldId()) bookingUi.leave = 'wontHold';
  else if (bookingUi.timeslotSelectionCount > 0) bookingUi.leave = 'generic';
  else closeBooking();
}

function closeBooking(): void {
  bookingUi.open = false;
  bookingUi.leave = null;
  startOverSteps();
}

/** 'Yes, cancel this booking': the hold is released and the booking fields reset. */
export async function confirmLeave(): Promise<void> {
  closeBooking();
  await releaseHeldBooking();
}

/**
 * The timer reached zero: the hold is gone, so is everything kept about it; 'Uh, oh!' replaces the booking modal. A
 * hold whose payment was started is asked about first: it may have been paid.
 */
export function timeRanOut(): void {
  const holdId = heldId();
  if (holdId && paymentStartedFor(holdId)) {
    askBeforeShowing(holdId, null);
    return;
  }
  endHold(true);
}

function endHold(tell: boolean): void {
  clearHold();
  forgetStoredBooking();
  Object.assign(bookingUi, { timer: null, isTimerActive: false, open: false, timeRanOut: tell });
}

/** The trip and its hold as kept with a live hold's booking data. */
interface KeptHold {
  trip: TripState;
  hold: HeldSlot;
}

/** A kept hold opens again at step 2, its timer on `clock`. */
function reopenHeld({ trip, hold }: KeptHold, clock: HoldClock): void {
  replaceTrip(trip);
  takeHold(hold);
  Object.assign(bookingUi, {
    timer: clock,
    isTimerActive: true,
    isFirstStepCompleted: true,
    currentStep: 2,
    showTripSummary: false,
    open: true,
  });
  keepStoredBooking();
}

/**
 * A hold whose payment was started shows nothing of its own (no timer, no 'time ran out') until the server says what
 * became of it: still held (reopened with the server's clock), paid (the follow-up opens the confirmation), or ended.
 */
function askBeforeShowing(holdId: string, kept: KeptHold | null): void {
  Object.assign(bookingUi, { isTimerActive: false, open: false });
  const stop = onHoldSettled((settled, fate, told) => {
    if (settled !== holdId) return;
    stop();
    if (fate.kind === 'held') {
      const current = holdStore.held;
      const held =
        kept ?? (current?.holdId === holdId ? { trip: snapshot(tripStore) as TripState, hold: { ...current } } : null);
      if (held) reopenHeld(held, holdClockOf(fate, new Date()));
    } else if (fate.kind === 'ended') endHold(!told);
    else {
      clearHold();
      startOverSteps();
      bookingUi.open = false;
    }
  });
  void followUpPayments();
}

/** START OVER (time ran out, or a refused hold): step 0, timer off, first step not completed, error cleared. */
export function startOver(): void {
  startOverSteps();
  bookingUi.open = true;
}

const DELETED_CHECKOUT_PREFIX = 'checkoutDeleted:';

/** The unpaid checkout the guest came back from is deleted once, even if the page is reloaded. */
async function deleteCheckoutOnce(paymentStorageId: string): Promise<void> {
  const key = `${DELETED_CHECKOUT_PREFIX}${paymentStorageId}`;
  try {
    if (sessionStorage.getItem(key)) return;
    sessionStorage.setItem(key, '1');
  } catch {
    // No session storage: the server answers a second delete with a 404, which is harmless.
  }
  try {
    await deleteCheckoutSession(paymentStorageId);
  } catch (error) {
    console.error(`Error deleting checkout session: ${reasonOf(error)}`);
  }
}

/**
 * On opening the builder: a hold whose payment was started is asked about first; a live kept booking is restored at
 * step 2 with its timer running; otherwise any hold the trip still names is released. Back from the payment page, its
 * unpaid checkout is deleted first.
 */
export async function restoreBooking(
  backFromStripe: string | null,
  deviceNow = new Date(),
): Promise<'restored' | 'asking' | 'none'> {
  // Deleted before the hold is asked about: a checkout paid meanwhile refuses it, and the answer then says booked.
  if (backFromStripe) await deleteCheckoutOnce(backFromStripe);
  const kept = loadStoredBooking(deviceNow);
  const holdId = (kept.ok ? kept.hold.holdId : null) ?? heldId();
  if (holdId && paymentStartedFor(holdId)) {
    askBeforeShowing(holdId, kept.ok && kept.hold.holdId === holdId ? kept : null);
    return 'asking';
  }
  if (kept.ok && kept.trip.boatId && msLeft(kept.clock, deviceNow) > 0) {
    reopenHeld(kept, kept.clock);
    return 'restored';
  }
  if (kept.ok) forgetStoredBooking();
  if (heldId()) await releaseHeldBooking();
  return 'none';
}
