// /{country}/trip-builder: the builder's screen with the guest's booking: hold a time, pay, and the modals on the way.
import { BookingFlow } from '../booking';
import { GUEST_BOOKING } from './guestBooking';
import { TripBuilderScreen, type BuilderVariant } from './TripBuilderScreen';

const GUEST: BuilderVariant = {
  action: GUEST_BOOKING,
  flow: ({ catalogue, price, backFromStripe }) => (
    <BookingFlow catalogue={catalogue} price={price} backFromStripe={backFromStripe} />
  ),
};

export default function TripBuilderPage() {
  return <TripBuilderScreen variant={GUEST} />;
}
