// After the contact form: the Trip Summary a guest checks before paying (what, when, where, who, every price line and
// the cancellation terms in a line), then SECURE BOOKING. The guest may go back to the contact form.
import { useState } from 'react';
import { snapshot, useSnapshot } from 'valtio';
import type { CalculatedTrip } from '../../domain/pricing';
import type { Country } from '../../domain/catalogue';
import { BUTTONS, POLICY_TITLES, CANCELLATION_SUMMARY } from '../../domain/texts';
import type { TripState } from '../../domain/trip';
import { useCountryPath } from '../country';
import { isApiError } from '../http/ApiError';
import { Spinner } from '../ui/Spinner';
import { useOnline } from '../http/useOnline';
import { PriceLines } from './TripSummary';
import { tripStore } from '../state/tripStore';
import { BOOKING_TEXT } from './bookingMessages';
import { bookingUi } from './bookingStore';
import { OfflineNotice } from './OfflineNotice';
import { startCheckout } from './securePayment';
import { HOLD_BOOKED, type HeldSlot } from '../../domain/booking';
import { heldId, holdStore } from './holdStore';
import { followUpPaidHold } from './paymentFollowUp';
import { TripFacts, type HeldTrip } from './TripFacts';
import { useBookingPrice } from './useBookingPrice';
import { BusyButton } from '../ui/BusyButton';

/** The held trip as the server priced it: its boat, meeting points and stops in route order. */
function heldTripOf(trip: TripState, hold: HeldSlot | null, priced: CalculatedTrip, country: Country): HeldTrip | null {
  if (!hold) return null;
  const s = priced.tripSummary;
  return {
    startTime: hold.start,
    hours: priced.result.time,
    zone: country.timezone,
    country,
    boat: s.boat.data,
    pickUp: s.pull.data ?? undefined,
    dropOff: s.doll.data ?? undefined,
    adults: trip.adult,
    children: trip.children,
    stops: s.activities.map((a) => a.data.name),
  };
}

export function TripSummaryStep({ country }: { country: Country }) {
  const trip = useSnapshot(tripStore) as TripState;
  const hold = useSnapshot(holdStore).held;
  const ui = useSnapshot(bookingUi);
  const online = useOnline();
  const path = useCountryPath();
  const price = useBookingPrice(trip, hold, country.timezone);
  const [redirecting, setRedirecting] = useState(false);
  const priced = price.data;
  const contact = trip.bookingContactData;
  const held = priced ? heldTripOf(trip, hold, priced, country) : null;

  const secure = async () => {
    const current = holdStore.held;
    if (!priced || !contact || !current || bookingUi.busy) return;
    bookingUi.busy = true;
    try {
      await startCheckout(snapshot(tripStore) as TripState, country, { ...current }, priced, contact);
      setRedirecting(true);
    } catch (error) {
      const holdId = heldId();
      if (isApiError(error) && error.code === HOLD_BOOKED && holdId) {
        // Paid already (its confirmation never reached this phone): no second payment, its confirmation instead.
        Object.assign(bookingUi, { open: false, isTimerActive: false });
        void followUpPaidHold(holdId);
        return;
      }
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
      {!online && <OfflineNotice onRetry={() => void price.refetch()} />}
      {price.isPending && online && <Spinner inline label={BOOKING_TEXT.pricing} />}
      {price.isError && online && (
        <div className="bk-alert" role="alert">
          <p>{BOOKING_TEXT.priceUnavailable}</p>
          <button type="button" className="button button--ghost" onClick={() => void price.refetch()}>
            {BOOKING_TEXT.retry}
          </button>
        </div>
      )}
      {held && <TripFacts trip={held} />}
      {priced && (
        <>
          <h3 className="bk-step__subtitle">{BOOKING_TEXT.priceHeading}</h3>
          <PriceLines priced={priced} />
        </>
      )}
      <p className="bk-trip-summary__policy">
        <strong>{BOOKING_TEXT.cancellation}:</strong> {CANCELLATION_SUMMARY}{' '}
        <a href={path('policies', 'cancellation-policy')} target="_blank" rel="noopener">
          {POLICY_TITLES['cancellation-policy']}
          <span className="visually-hidden"> {BOOKING_TEXT.opensInNewTab}</span>
        </a>
      </p>
      {contact && (
        <p className="bk-trip-summary__guest">
          {contact.firstName} {contact.lastName} · {contact.email} · {contact.phone}
        </p>
      )}
      <div className="bk-actions bk-actions--split">
        <button
          type="button"
          className="tb-link"
          onClick={() => {
            bookingUi.showTripSummary = false;
          }}
        >
          {BOOKING_TEXT.back}
        </button>
        <BusyButton
          className="button button--accent button--large"
          disabled={!priced || !contact || !online}
          busy={ui.busy || redirecting}
          onClick={() => void secure()}
        >
          {BUTTONS.secureBooking}
        </BusyButton>
      </div>
      {(ui.busy || redirecting) && <Spinner inline label={BOOKING_TEXT.securing} />}
    </div>
  );
}
