// The booking-process modal: the 3-step progress bar, the hold timer and the current step's content.
import { useSnapshot } from 'valtio';
import { BOOKING_STEPS, TRIP_SUMMARY_STEP, SELECT_BOAT_AND_ACTIVITIES } from '../../domain/texts';
import { chosenBoat, type TripState } from '../../domain/trip';
import { Modal } from '../ui/Modal';
import { Spinner } from '../ui/Spinner';
import { useOnline } from '../http/useOnline';
import type { TripCatalogue } from '../state/tripEstimate';
import { bookingBlocker, scrollToSection, sectionToFinish } from './bookingReadiness';
import { tripStore } from '../state/tripStore';
import type { TripPrice } from '../state/useTripPrice';
import { requestClose, type HoldContext } from './bookingActions';
import { BOOKING_TEXT } from './bookingMessages';
import { tripTypeOf } from './bookingRequests';
import { nextStep, type StepIndex } from './bookingSteps';
import { bookingUi, keepStoredBooking } from './bookingStore';
import { ConfirmItineraryStep } from './ConfirmItineraryStep';
import { ContactStep } from './ContactStep';
import { HoldTimer } from './HoldTimer';
import { OfflineNotice } from './OfflineNotice';
import { SelectTimeStep } from './SelectTimeStep';
import { StepProgress } from './StepProgress';
import { TripSummaryStep } from './TripSummaryStep';

function goToStep(step: StepIndex): void {
  bookingUi.currentStep = step;
  bookingUi.showTripSummary = false;
}

/** Why a trip without a price cannot go on to the times, in the words the builder uses. */
function unpricedReason(trip: TripState): string {
  const blocker = bookingBlocker(trip);
  if (blocker === 'guests') return BOOKING_TEXT.addGuests;
  if (blocker === 'boatAndActivities') return SELECT_BOAT_AND_ACTIVITIES;
  return BOOKING_TEXT.priceUnavailable;
}

/** A step that cannot start says why and offers the way back to the builder, where it can be put right. */
function CannotBookYet({ message }: { message: string }) {
  const back = () => {
    requestClose();
    const blocker = bookingBlocker(tripStore);
    if (blocker) scrollToSection(sectionToFinish(blocker, tripStore));
  };
  return (
    <div className="bk-step">
      <p className="bk-alert" role="alert">
        {message}
      </p>
      <div className="bk-actions">
        <button type="button" className="button button--primary" onClick={back}>
          {BOOKING_TEXT.backToTrip}
        </button>
      </div>
    </div>
  );
}

export function BookingProcessModal({ catalogue, price }: { catalogue: TripCatalogue; price: TripPrice }) {
  const ui = useSnapshot(bookingUi);
  const trip = useSnapshot(tripStore) as TripState;
  const online = useOnline();
  const boat = chosenBoat(trip, catalogue);
  const hours = price.shown?.result.time ?? 0;
  const zone = catalogue.country.timezone;
  const context: HoldContext | null =
    boat && hours > 0
      ? { boatId: boat._id, tripType: tripTypeOf(trip.activities, catalogue.activities), charterHours: hours, zone }
      : null;

  const body = () => {
    if (!boat) return null;
    if (ui.currentStep === 0) {
      if (context && !price.refusal)
        return <SelectTimeStep boat={boat} context={context} country={catalogue.country} />;
      if (!price.refusal && price.checking) return <Spinner inline label={BOOKING_TEXT.pricing} />;
      return <CannotBookYet message={price.refusal ?? unpricedReason(trip)} />;
    }
    const offline = !online && <OfflineNotice onRetry={() => undefined} />;
    if (ui.currentStep === 1) {
      return (
        <>
          {offline}
          <ConfirmItineraryStep
            catalogue={catalogue}
            price={price}
            boat={boat}
            hours={hours}
            onContinue={() => {
              goToStep(nextStep(1));
              keepStoredBooking();
            }}
          />
        </>
      );
    }
    return ui.showTripSummary ? (
      <TripSummaryStep country={catalogue.country} />
    ) : (
      <>
        {offline}
        <ContactStep />
      </>
    );
  };

  return (
    <Modal
      open={ui.open}
      onClose={requestClose}
      title={ui.showTripSummary ? TRIP_SUMMARY_STEP : BOOKING_STEPS[ui.currentStep]}
      size="wide"
      className="bk-modal"
    >
      <div className="bk-head">
        <StepProgress
          state={{ currentStep: ui.currentStep, isFirstStepCompleted: ui.isFirstStepCompleted }}
          onStep={goToStep}
        />
        {ui.isTimerActive && <HoldTimer clock={ui.timer} />}
      </div>
      {body()}
    </Modal>
  );
}
