// After the contact form: the Trip Summary with the payment lines (spec 02 §9; lines worth 0 hidden, the total with
// its currency code) and SECURE BOOKING. The guest may go back to the contact form.
import { useState } from 'react';
import { snapshot, useSnapshot } from 'valtio';
import type { Boat } from '../../domain/catalogue';
import { BUTTONS, TRIP_SUMMARY_STEP } from '../../domain/labels';
import { formatMoney } from '../../domain/money';
import type { TripState } from '../../domain/tripState';
import { isApiError } from '../http/ApiError';
import { Spinner } from '../ui/Spinner';
import { useOnline } from '../useOnline';
import { summaryLines } from '../trip-builder/summaryLines';
import { tripStore } from '../trip-builder/tripStore';
import { BOOKING_TEXT } from './bookingMessages';
import { bookingUi } from './bookingStore';
import { OfflineNotice } from './OfflineNotice';
import { startCheckout } from './securePayment';
import { useBookingPrice } from './useBookingPrice';

export function TripSummaryStep({ boat, zone }: { boat: Boat; zone: string }) {
  const trip = useSnapshot(tripStore) as TripState;
  const ui = useSnapshot(bookingUi);
  const online = useOnline();
  const price = useBookingPrice(trip, zone);
  const [redirecting, setRedirecting] = useState(false);
  const priced = price.data;
  const contact = trip.bookingContactData;

  const secure = async () => {
    if (!priced || !contact || bookingUi.busy) return;
    bookingUi.busy = true;
    try {
      await startCheckout(snapshot(tripStore) as TripState, priced, contact);
      setRedirecting(true);
    } catch (error) {
      console.error('Could not start the checkout', error);
      bookingUi.isErrorOccured = true;
      bookingUi.errorDetail = isApiError(error) && error.status !== null && error.status < 500 ? error.message : null;
      bookingUi.errorModal = 'somethingWentWrong';
    } finally {
      bookingUi.busy = false;
    }
  };

  return (
    <div className="bk-step bk-trip-summary">
      <h3 className="bk-step__title">{TRIP_SUMMARY_STEP}</h3>
      {!online && <OfflineNotice onRetry={() => void price.refetch()} />}
      <p className="bk-trip-summary__boat">{boat.boatInfo.size}′ {boat.boatInfo.madeBy} {boat.boatInfo.boatModel}</p>
      {price.isPending && online && <Spinner inline label={BOOKING_TEXT.pricing} />}
      {priced && (
        <dl className="tb-lines">
          {summaryLines(priced).map((line) => (
            <div key={line.key} className={`tb-lines__row ${line.key === 'total' ? 'tb-lines__row--total' : ''}`}>
              <dt>{line.label}</dt>
              <dd>{formatMoney(line.cents, { currencyCode: line.key === 'total' })}</dd>
            </div>
          ))}
        </dl>
      )}
      {contact && (
        <p className="bk-trip-summary__guest">
          {contact.firstName} {contact.lastName} · {contact.email} · {contact.phone}
        </p>
      )}
      <div className="bk-actions bk-actions--split">
        <button type="button" className="tb-link" onClick={() => { bookingUi.showTripSummary = false; }}>{BOOKING_TEXT.back}</button>
        <button
          type="button"
          className="button button--accent button--large"
          disabled={!priced || !contact || !online || ui.busy || redirecting}
          onClick={() => void secure()}
        >
          {BUTTONS.secureBooking}
        </button>
      </div>
      {(ui.busy || redirecting) && <Spinner inline label={BOOKING_TEXT.securing} />}
    </div>
  );
}
