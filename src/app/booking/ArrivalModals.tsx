// From the builder to the booking modal: 'Nicely Done!' (CHECK AVAILABILITY) → 'How are you arriving?' →
// the flight info or the 'Cruise Guest Notice' (ticked acknowledgement, I UNDERSTAND) → the booking process.
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { BUTTONS, TITLES, SELECT_MEETING_POINT } from '../../domain/texts';
import { HOTEL_NAME_MAX_LENGTH } from '../../domain/inquiry';
import { useCountryPath } from '../country';
import { focusFirstInvalid } from '../ui/focusFirstInvalid';
import { Modal } from '../ui/Modal';
import { useOnline } from '../http/useOnline';
import { scrollToSection } from './bookingReadiness';
import { setArrival } from '../state/tripEdits';
import { tripStore } from '../state/tripStore';
import { AllAboardField } from './AllAboardField';
import { BOOKING_TEXT } from './bookingMessages';
import { latestReturnFor } from './bookingRequests';
import { bookingUi, startOverSteps } from './bookingStore';
import { heldId } from './holdStore';
import { OfflineNotice } from './OfflineNotice';

function openBookingProcess(): void {
  bookingUi.flightInfo = false;
  bookingUi.cruiseNotice = false;
  if (!heldId()) startOverSteps();
  bookingUi.open = true;
}

/** The modals between 'Book' and the booking steps; their code loads when the first opens (./BookingFlow.tsx). */
export function ArrivalModals() {
  return (
    <>
      <NicelyDoneModal />
      <ArrivingModal />
      <FlightInfoModal />
      <CruiseNoticeModal />
    </>
  );
}

function NicelyDoneModal() {
  const ui = useSnapshot(bookingUi);
  const online = useOnline();
  const [waiting, setWaiting] = useState(false);
  const checkAvailability = () => {
    if (!navigator.onLine) {
      setWaiting(true);
      return;
    }
    setWaiting(false);
    bookingUi.nicelyDone = false;
    bookingUi.arriving = true;
  };
  const close = () => {
    setWaiting(false);
    bookingUi.nicelyDone = false;
  };
  return (
    <Modal
      open={ui.nicelyDone}
      onClose={close}
      title={TITLES.nicelyDone}
      footer={
        <button type="button" className="button button--accent" onClick={checkAvailability}>
          {BUTTONS.checkAvailability}
        </button>
      }
    >
      <p>{BOOKING_TEXT.nicelyDoneText}</p>
      {(!online || waiting) && <OfflineNotice onRetry={checkAvailability} />}
    </Modal>
  );
}

function ArrivingModal() {
  const ui = useSnapshot(bookingUi);
  const trip = useSnapshot(tripStore);
  const noMeetingPoint = trip.pulId === null;
  const close = () => {
    bookingUi.arriving = false;
  };
  const choose = (visitorType: 'Flight' | 'Cruise') => {
    setArrival(tripStore, visitorType);
    bookingUi.arriving = false;
    if (visitorType === 'Flight') bookingUi.flightInfo = true;
    else bookingUi.cruiseNotice = true;
  };
  const choosePickUp = () => {
    close();
    scrollToSection('pickULSection');
  };
  return (
    <Modal open={ui.arriving} onClose={close} title={TITLES.howArriving}>
      <p>{BOOKING_TEXT.arrivingText}</p>
      {noMeetingPoint && (
        <div className="bk-alert" role="alert">
          <p>{SELECT_MEETING_POINT}</p>
          <button type="button" className="tb-link" onClick={choosePickUp}>
            {BOOKING_TEXT.meetingPoint}
          </button>
        </div>
      )}
      <div className="bk-arrival">
        <button
          type="button"
          className="button button--primary button--large"
          disabled={noMeetingPoint}
          onClick={() => choose('Flight')}
        >
          {BUTTONS.flight}
        </button>
        <button
          type="button"
          className="button button--primary button--large"
          disabled={noMeetingPoint}
          onClick={() => choose('Cruise')}
        >
          {BUTTONS.cruise}
        </button>
      </div>
    </Modal>
  );
}

function FlightInfoModal() {
  const ui = useSnapshot(bookingUi);
  return (
    <Modal
      open={ui.flightInfo}
      onClose={() => {
        bookingUi.flightInfo = false;
      }}
      title={BOOKING_TEXT.flightTitle}
      footer={
        <button type="button" className="button button--primary" onClick={openBookingProcess}>
          {BUTTONS.continue}
        </button>
      }
    >
      <p>{BOOKING_TEXT.flightText}</p>
    </Modal>
  );
}

function CruiseNoticeModal() {
  const ui = useSnapshot(bookingUi);
  const path = useCountryPath();
  const [acknowledged, setAcknowledged] = useState(false);
  const [touched, setTouched] = useState(false);
  const allAboardGiven = latestReturnFor(ui.allAboard) !== null;
  const close = () => {
    setAcknowledged(false);
    setTouched(false);
    bookingUi.cruiseNotice = false;
  };
  const understood = () => {
    setTouched(true);
    // The button is in the footer: the keyboard goes to the time to fix, which reads its error.
    if (!allAboardGiven) return focusFirstInvalid(document.querySelector('.bk-cruise-fields'));
    if (!acknowledged) return;
    close();
    openBookingProcess();
  };
  const showError = touched && !allAboardGiven;
  return (
    <Modal
      open={ui.cruiseNotice}
      onClose={close}
      title={TITLES.cruiseNotice}
      footer={
        <button type="button" className="button button--primary" disabled={!acknowledged} onClick={understood}>
          {BUTTONS.iUnderstand}
        </button>
      }
    >
      <p>{BOOKING_TEXT.cruiseText}</p>
      <ul className="bk-links">
        <li>
          <a href={path('guide', 'cruise-ship-port')} target="_blank" rel="noopener">
            {BOOKING_TEXT.cruisePortLink}
          </a>
        </li>
        <li>
          <a href={path('faq')} target="_blank" rel="noopener">
            {BOOKING_TEXT.faqLink}
          </a>
        </li>
      </ul>
      <div className="bk-cruise-fields">
        <AllAboardField
          id="bk-notice-all-aboard"
          hint={BOOKING_TEXT.allAboardHint}
          error={showError ? BOOKING_TEXT.allAboardRequired : null}
          onBlur={() => setTouched(true)}
        />
        <div className="field">
          <label htmlFor="bk-notice-ship" className="field__label">
            {BOOKING_TEXT.shipLabel}
          </label>
          <input
            id="bk-notice-ship"
            className="input"
            maxLength={HOTEL_NAME_MAX_LENGTH}
            autoComplete="off"
            value={ui.shipName}
            onChange={(e) => {
              bookingUi.shipName = e.target.value;
            }}
          />
        </div>
      </div>
      <label className="checkbox">
        <input type="checkbox" checked={acknowledged} onChange={(e) => setAcknowledged(e.target.checked)} />
        {BOOKING_TEXT.cruiseAcknowledgement}
      </label>
    </Modal>
  );
}
