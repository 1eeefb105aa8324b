// 'Welcome Back!' (VIEW ITINERARY / START NEW): opened for a trip kept on the device; a saved-itinerary link can open
// it too with openWelcomeBack() from state/builderUi.
import { useSnapshot } from 'valtio';
import { BUTTONS, TITLES } from '../../domain/texts';
import { Modal } from '../ui/Modal';
import { builderUi } from '../state/builderUi';
import { TRIP_BUILDER_TEXT } from './tripBuilderMessages';

export function WelcomeBackModal({
  onViewItinerary,
  onStartNew,
}: {
  onViewItinerary: () => void;
  onStartNew: () => void;
}) {
  const ui = useSnapshot(builderUi);
  const close = () => {
    builderUi.welcomeBack = false;
  };
  return (
    <Modal
      open={ui.welcomeBack}
      onClose={close}
      title={TITLES.welcomeBack}
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
      {ui.welcomeBackName && <p>{TRIP_BUILDER_TEXT.welcomeBackName(ui.welcomeBackName)}</p>}
      <p>{TRIP_BUILDER_TEXT.welcomeBackText}</p>
    </Modal>
  );
}
