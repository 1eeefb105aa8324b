// The builder's own modals: 'Hold on...' and the trip summary, whose footer starts the booking flow. Loaded when
// one first opens (TripBuilderPage).
import { useSnapshot } from 'valtio';
import { BUTTONS, TITLES, SELECT_BOAT_AND_ACTIVITIES } from '../../domain/texts';
import { Modal } from '../ui/Modal';
import { TripActionButtons } from '../trip-actions';
import type { BookAction } from './BookingBar';
import { scrollToSection, sectionToFinish, TripSummary, BOOKING_TEXT } from '../booking';
import { builderUi } from '../state/builderUi';
import { TRIP_BUILDER_TEXT } from './tripBuilderMessages';
import type { TripCatalogue } from '../state/tripEstimate';
import { tripStore } from '../state/tripStore';
import type { TripPrice } from '../state/useTripPrice';

function HoldOnModal() {
  const ui = useSnapshot(builderUi);
  const reason = ui.holdOn;
  const close = () => {
    builderUi.holdOn = null;
    if (reason) scrollToSection(sectionToFinish(reason, tripStore));
  };
  return (
    <Modal
      open={reason !== null}
      onClose={close}
      title={TITLES.holdOn}
      footer={
        <button type="button" className="button button--primary" onClick={close}>
          {BUTTONS.continue}
        </button>
      }
    >
      <p>
        {reason === 'guests'
          ? BOOKING_TEXT.addGuests
          : reason === 'boatCannotRun'
            ? ui.cannotRun
            : SELECT_BOAT_AND_ACTIVITIES}
      </p>
    </Modal>
  );
}

/** Its button is the bar's own action: the guest's booking, or an agent's 'Reserve for a guest'. */
function TripSummaryModal({
  catalogue,
  price,
  action,
}: {
  catalogue: TripCatalogue;
  price: TripPrice;
  action: BookAction;
}) {
  const ui = useSnapshot(builderUi);
  return (
    <Modal
      open={ui.summary !== null}
      onClose={() => {
        builderUi.summary = null;
      }}
      title={TRIP_BUILDER_TEXT.viewSummary}
      size="wide"
      footer={
        <>
          <TripActionButtons />
          <button
            type="button"
            className="button button--accent"
            onClick={() => {
              builderUi.summary = null;
              action.start(price.refusal);
            }}
            onPointerEnter={action.preload}
            onFocus={action.preload}
          >
            {action.label}
          </button>
        </>
      }
    >
      {ui.summary && <TripSummary catalogue={catalogue} price={price} tab={ui.summary} />}
    </Modal>
  );
}

export function TripModals({
  catalogue,
  price,
  action,
}: {
  catalogue: TripCatalogue;
  price: TripPrice;
  action: BookAction;
}) {
  return (
    <>
      <HoldOnModal />
      <TripSummaryModal catalogue={catalogue} price={price} action={action} />
    </>
  );
}
