// What every thanks step ends with: the inquiry reference (a link that reopens the trip) and a close button.
import { useSnapshot } from 'valtio';
import { useCountryPath } from '../country';
import { tripStore } from '../state/tripStore';
import { tripSearch } from '../state/tripUrl';
import type { TripState } from '../../domain/trip';
import { INQUIRY_LINK_PARAMS } from '../../domain/protocol';
import { closeTripAction, type Delivery } from './tripActionsStore';
import { TRIP_ACTIONS_TEXT } from './tripActionsMessages';

export function InquiryRefNote({ delivery, linkToTrip = true }: { delivery: Delivery; linkToTrip?: boolean }) {
  const path = useCountryPath();
  const trip = useSnapshot(tripStore) as TripState;
  if (!delivery.inquiryRef) return null;
  const search = new URLSearchParams(tripSearch(trip));
  // This device sent the inquiry: its cookie, not a signed token, lets it read the inquiry back.
  search.set(INQUIRY_LINK_PARAMS.ref, delivery.inquiryRef);
  return (
    <p className="ta-ref">
      {TRIP_ACTIONS_TEXT.inquiryRef}: <strong data-testid="inquiry-ref">{delivery.inquiryRef}</strong>{' '}
      {linkToTrip && <a href={`${path('trip-builder')}?${search.toString()}`}>{TRIP_ACTIONS_TEXT.reopenTrip}</a>}
    </p>
  );
}

export function DoneButton({ onClick = closeTripAction }: { onClick?: () => void }) {
  return (
    <button type="button" className="button button--primary" onClick={onClick}>
      {TRIP_ACTIONS_TEXT.done}
    </button>
  );
}
