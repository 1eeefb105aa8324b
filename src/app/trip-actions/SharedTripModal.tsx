// 'Boat Trip Shared with You!' (VIEW ITINERARY / START NEW), opened by a shared-itinerary link.
import { useSnapshot } from 'valtio';
import { BUTTONS, TITLES } from '../../domain/texts';
import { Modal } from '../ui/Modal';
import { tripActionsUi } from './tripActionsStore';

const SHARED_TRIP_TEXT = {
  sharedBy: (name: string) => `${name} planned this boat trip and wants you to see it.`,
  shared: 'Someone planned this boat trip and wants you to see it.',
  choose: 'Look through the itinerary, or start a trip of your own.',
} as const;

export function SharedTripModal({
  onViewItinerary,
  onStartNew,
}: {
  onViewItinerary: () => void;
  onStartNew: () => void;
}) {
  const ui = useSnapshot(tripActionsUi);
  const close = () => {
    tripActionsUi.sharedWithYou = false;
  };
  return (
    <Modal
      open={ui.sharedWithYou}
      onClose={close}
      title={TITLES.tripShared}
      footer={
        <>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              close();
              onStartNew();
            }}
          >
            {BUTTONS.startNew}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              close();
              onViewItinerary();
            }}
          >
            {BUTTONS.viewItinerary}
          </button>
        </>
      }
    >
      <p>{ui.sharedBy ? SHARED_TRIP_TEXT.sharedBy(ui.sharedBy) : SHARED_TRIP_TEXT.shared}</p>
      <p>{SHARED_TRIP_TEXT.choose}</p>
    </Modal>
  );
}
