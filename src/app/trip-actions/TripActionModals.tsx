// The save, share, booking-inquiry and call-request modals: loaded when the first of them opens (TripActions).
import type { TripPrice } from '../state/useTripPrice';
import { BookingInquiryModals } from './BookingInquiryModals';
import { CallRequestModals } from './CallRequestModals';
import { SaveTripModals } from './SaveTripModal';
import { ShareTripModals } from './ShareTripModals';

export function TripActionModals({ price }: { price: TripPrice }) {
  return (
    <>
      <SaveTripModals price={price} />
      <ShareTripModals price={price} />
      <BookingInquiryModals price={price} />
      <CallRequestModals />
    </>
  );
}
