// The booking flow's notices: leave ('Are You Sure You Want to Leave?'), time run out ('Uh, oh!'), a refused hold
// ('Opps! Something went wrong', START OVER) and an unexpected failure ('Oops! Something went wrong', CONTACT /
// RELOAD).
import { useSnapshot } from 'valtio';
import { BUTTONS, TITLES, LEAVE_WONT_HOLD, TIME_RAN_OUT } from '../../domain/texts';
import { useCountryPath } from '../country';
import { Modal } from '../ui/Modal';
import { confirmLeave, startOver } from './bookingActions';
import { BOOKING_TEXT } from './bookingMessages';
import { bookingUi } from './bookingStore';

/** Every notice; their code loads when the first is needed (./BookingFlow.tsx). */
export function BookingNoticeModals() {
  return (
    <>
      <LeaveModal />
      <TimeRanOutModal />
      <ErrorModals />
    </>
  );
}

function LeaveModal() {
  const ui = useSnapshot(bookingUi);
  const stay = () => {
    bookingUi.leave = null;
  };
  return (
    <Modal
      open={ui.leave !== null}
      onClose={stay}
      title={TITLES.leave}
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={() => void confirmLeave()}>
            {BUTTONS.cancelBooking}
          </button>
          <button type="button" className="button button--primary" onClick={stay}>
            {BUTTONS.stay}
          </button>
        </>
      }
    >
      <p>{ui.leave === 'generic' ? BOOKING_TEXT.leaveGeneric : LEAVE_WONT_HOLD}</p>
    </Modal>
  );
}

function TimeRanOutModal() {
  const ui = useSnapshot(bookingUi);
  const again = () => {
    bookingUi.timeRanOut = false;
    startOver();
  };
  return (
    <Modal
      open={ui.timeRanOut}
      onClose={again}
      title={TITLES.timeRanOut}
      footer={
        <button type="button" className="button button--primary" onClick={again}>
          {BUTTONS.startOver}
        </button>
      }
    >
      <p>{TIME_RAN_OUT}</p>
    </Modal>
  );
}

function ErrorModals() {
  const ui = useSnapshot(bookingUi);
  const path = useCountryPath();
  const close = () => {
    bookingUi.errorModal = null;
    bookingUi.errorDetail = null;
  };
  return (
    <>
      <Modal
        open={ui.errorModal === 'holdFailed'}
        onClose={close}
        title={TITLES.holdFailed}
        footer={
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              close();
              startOver();
            }}
          >
            {BUTTONS.startOver}
          </button>
        }
      >
        <p>{BOOKING_TEXT.holdFailedText}</p>
      </Modal>
      <Modal
        open={ui.errorModal === 'somethingWentWrong'}
        onClose={close}
        title={TITLES.somethingWentWrong}
        footer={
          <>
            <a className="button button--ghost" href={path('contact-us')}>
              {BUTTONS.contact}
            </a>
            <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
              {BUTTONS.reloadPage}
            </button>
          </>
        }
      >
        <p>{ui.errorDetail ?? BOOKING_TEXT.somethingWentWrongText}</p>
      </Modal>
    </>
  );
}
