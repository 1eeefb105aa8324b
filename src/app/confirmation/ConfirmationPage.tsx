// /{country}/booking-confirmed?payment={paymentStorageId}&token=… (back from checkout) or ?ref={bookingRef}&token=…
// (the email link, 'My bookings'). Works offline from the copy kept on the device.
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { forgetStoredBooking } from '../state/bookingUnderway';
import { forgetStoredTrip } from '../state/keptTripRead';
import { useCountryPath, useCountryState } from '../country';
import { LoadProblem, usePageMeta } from '../content';
import { ApiError } from '../http/ApiError';
import { Spinner } from '../ui/Spinner';
import { BOOKING_CONFIRMED_PAGE } from './bookingAnalytics';
import { CONFIRMATION_TEXT } from './confirmationMessages';
import { ConfirmationView } from './ConfirmationView';
import { useConfirmation } from './useConfirmation';
import { useMoveConfirmation } from './useMoveConfirmation';
import { MOVING_TO_PARAM, SELF_SERVICE_TEXT } from '../../domain/booking';
import './confirmation.css';

function Notice({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div className="confirmation container">
      <div className="confirmation-card confirmation-card--notice" role="status">
        <p>{text}</p>
        {children}
      </div>
    </div>
  );
}

export default function ConfirmationPage() {
  usePageMeta(BOOKING_CONFIRMED_PAGE, { title: 'Booking Confirmed' });
  const { urlTitle: country } = useCountryState();
  const to = useCountryPath();
  const search = new URLSearchParams(useSearch());
  const [location, navigate] = useLocation();
  const paymentStorageId = search.get('payment');
  const bookingRef = search.get('ref');
  const token = search.get('token');

  // Back from checkout: the booking in progress is done, so its kept hold data goes.
  const cleared = useRef(false);
  useEffect(() => {
    if (paymentStorageId && !cleared.current) {
      cleared.current = true;
      forgetStoredBooking();
    }
  }, [paymentStorageId]);

  // Once the payment has become a booking, the address names it, so reloads and the home screen open it directly.
  // The trip is booked, so the builder starts afresh next time (the booking stays in 'My bookings'), and nothing is
  // left that would try to release its hold.
  const onBookingRef = (ref: string) => {
    void forgetStoredTrip();
    const next = new URLSearchParams({
      ref,
      ...(paymentStorageId ? { payment: paymentStorageId } : {}),
      ...(token ? { token } : {}),
    });
    navigate(`${location}?${next.toString()}`, { replace: true });
  };
  const [state, retry] = useConfirmation({ country, paymentStorageId, bookingRef, token }, onBookingRef);
  const shown = state.kind === 'shown' ? state.entry.info : null;
  // Opened from 'My bookings' (?ref= only), the link token kept with the copy still speaks for this device.
  const linkToken = token ?? (state.kind === 'shown' ? state.entry.token : null);
  const movingTo = search.get(MOVING_TO_PARAM);
  const move = useMoveConfirmation(
    movingTo,
    shown?.bookingRef ?? null,
    shown?.timeSlot.startTime ?? null,
    linkToken,
    retry,
  );
  // Moved: the address drops the new start, so that a later change from this page is not taken for this one.
  useEffect(() => {
    if (movingTo && shown && move === 'none') {
      search.delete(MOVING_TO_PARAM);
      navigate(`${location}?${search.toString()}`, { replace: true });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the move settles, not on each new `search`
  }, [movingTo, shown, move]);
  const summaryLink = (
    <Link href={to('booking-summary')} className="button button--primary">
      {CONFIRMATION_TEXT.findBooking}
    </Link>
  );

  switch (state.kind) {
    case 'confirming':
      return (
        <Notice text={CONFIRMATION_TEXT.confirmingPayment}>
          <Spinner inline label={CONFIRMATION_TEXT.confirmingPayment} />
        </Notice>
      );
    case 'loading':
      return <Spinner label={CONFIRMATION_TEXT.loadingBooking} />;
    case 'still-pending':
      return <Notice text={CONFIRMATION_TEXT.stillConfirming}>{summaryLink}</Notice>;
    case 'expired':
      return (
        <Notice text={CONFIRMATION_TEXT.paymentExpired}>
          <Link href={to('trip-builder')} className="button button--primary">
            Trip builder
          </Link>
        </Notice>
      );
    case 'refunded':
      return <Notice text={CONFIRMATION_TEXT.paymentRefunded}>{summaryLink}</Notice>;
    case 'not-found':
      return <Notice text={CONFIRMATION_TEXT.notFound}>{summaryLink}</Notice>;
    case 'failed':
      return (
        <div className="container">
          <LoadProblem error={state.offline ? ApiError.network() : ApiError.server(500)} onRetry={retry} />
        </div>
      );
    case 'shown':
      return (
        <>
          {move !== 'none' && (
            <Notice text={move === 'late' ? SELF_SERVICE_TEXT.moveStillConfirming : SELF_SERVICE_TEXT.confirmingMove}>
              {move === 'confirming' && <Spinner inline label={SELF_SERVICE_TEXT.confirmingMove} />}
            </Notice>
          )}
          <ConfirmationView
            entry={state.entry}
            fromDevice={state.fromDevice}
            offline={state.offline}
            token={linkToken}
            onChanged={retry}
          />
        </>
      );
  }
}
