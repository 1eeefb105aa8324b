// The trip actions inside the builder: every modal (save, share, inquiry, call, shared-link welcome) and the buttons
// the booking bar and the trip summary show (booking panel keys save, share, send).
import type { TripPrice } from '../state/useTripPrice';
import { useSnapshot } from 'valtio';
import { lazyPart } from '../ui/lazyPart';
import { EmailInquiryModal, openEmailInquiry } from './EmailInquiryModal';
import { openCallRequest, openTripAction, tripActionsUi } from './tripActionsStore';
import { TRIP_ACTION_BUTTONS } from './tripActionButtons';
import { useTripLinkWelcome } from './useTripLinkWelcome';
import type { TripLink } from './tripLinkWelcome';
import './tripActions.css';

const LazyTripActionModals = lazyPart(() => import('./TripActionModals').then((module) => module.TripActionModals));
// 'Boat Trip Shared with You!' loads when a shared link opens it (useTripLinkWelcome), not with every builder.
const LazySharedTripModal = lazyPart(() => import('./SharedTripModal').then((module) => module.SharedTripModal));
const closeSharedWelcome = () => {
  tripActionsUi.sharedWithYou = false;
};

export function TripActions({
  price,
  link,
  onViewItinerary,
  onStartNew,
}: {
  price: TripPrice;
  link: TripLink;
  onViewItinerary: () => void;
  onStartNew: () => void;
}) {
  useTripLinkWelcome(link);
  const ui = useSnapshot(tripActionsUi);
  return (
    <>
      <LazyTripActionModals when={ui.step !== null || ui.call !== null} price={price} />
      <LazySharedTripModal
        when={ui.sharedWithYou}
        onUnavailable={closeSharedWelcome}
        onViewItinerary={onViewItinerary}
        onStartNew={onStartNew}
      />
      <EmailInquiryModal />
    </>
  );
}

/**
 * The booking bar's menus are popovers that close on Escape (focus goes back to their button, which the modal then
 * returns focus to): a picked action closes its menu so that it does not stay open over the modal.
 */
const closeMenus = () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
const pick = (open: () => void) => () => {
  closeMenus();
  open();
};

/** Save, share and send (each needs a boat and an activity, else 'Hold on...'); `withCall` adds the call path. */
export function TripActionButtons({
  withCall = false,
  withCustomTrip = false,
}: {
  withCall?: boolean;
  withCustomTrip?: boolean;
}) {
  return (
    <div
      className="ta-buttons"
      data-panel="trip-actions"
      onPointerEnter={LazyTripActionModals.preload}
      onFocus={LazyTripActionModals.preload}
    >
      <button
        type="button"
        className="button button--ghost"
        data-panel-key="save"
        onClick={pick(() => openTripAction('save'))}
      >
        {TRIP_ACTION_BUTTONS.saveTrip}
      </button>
      <button
        type="button"
        className="button button--ghost"
        data-panel-key="share"
        onClick={pick(() => openTripAction('share_social'))}
      >
        {TRIP_ACTION_BUTTONS.shareTrip}
      </button>
      <button
        type="button"
        className="button button--ghost"
        data-panel-key="send"
        onClick={pick(() => openTripAction('send'))}
      >
        {TRIP_ACTION_BUTTONS.sendInquiry}
      </button>
      {withCall && (
        <button type="button" className="button button--ghost" onClick={pick(openCallRequest)}>
          {TRIP_ACTION_BUTTONS.callUs}
        </button>
      )}
      {withCustomTrip && (
        <button type="button" className="tb-link" onClick={pick(openEmailInquiry)}>
          {TRIP_ACTION_BUTTONS.customTrip}
        </button>
      )}
    </div>
  );
}
