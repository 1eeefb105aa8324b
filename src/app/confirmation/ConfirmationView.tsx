// The nine sections of the booking-confirmed page in their fixed order (completion banner, trip details, pick-up,
// included and to bring, payment summary, guest details, things to know, what's next, feedback), then the 'See also'
// banners.
import { useCallback, useDeferredValue } from 'react';
import { useCountry } from '../country';
import { BannerLinks, OptionalQuery } from '../content';
import { useResource } from '../http/useResource';
import { banners } from '../http/resources';
import { ThingsToKnow, WhatsNext } from './AfterBooking';
import { FoundByEmailNote, SelfServicePanel } from './SelfServicePanel';
import { BookingFeedbackForm } from './BookingFeedbackForm';
import { GuestDetails, IncludedAndToBring, PaymentSummary } from './BookingFacts';
import { CompletionBanner } from './CompletionBanner';
import { CONFIRMATION_TEXT } from './confirmationMessages';
import type { StoredConfirmation } from './confirmationStore';
import { PickUpDetails } from './PickUpDetails';
import { TripDetails } from './TripDetails';

/** `onChanged`: the guest cancelled or moved the booking: read it again (the kept copy follows). */
export function ConfirmationView({
  entry,
  fromDevice,
  offline,
  token,
  onChanged,
}: {
  entry: StoredConfirmation;
  fromDevice: boolean;
  offline: boolean;
  token: string | null;
  onChanged: () => void;
}) {
  const country = useCountry();
  const { info, images } = entry;
  // Found by reference and email only: the server lets the booking device or the email's link change it or send mail.
  const foundOnly = token === null && entry.foundByEmail === true;
  // Each photo from its address while the network gives it, and from the copy kept with the booking when it does not:
  // showing the copies once they are kept would decode every photo on the page again.
  const keptImage = useCallback((src: string): string | undefined => images[src], [images]);
  return (
    <div className="confirmation container">
      {fromDevice && (
        <p className="confirmation-notice" role="status">
          {offline ? CONFIRMATION_TEXT.offlineCopy : CONFIRMATION_TEXT.savedCopy}
        </p>
      )}
      <div className="confirmation__page">
        <CompletionBanner info={info} country={entry.country} token={token} sendAgain={!foundOnly} />
        {!info.cancelled &&
          (foundOnly ? (
            <FoundByEmailNote info={info} />
          ) : (
            <SelfServicePanel info={info} token={token} onChanged={onChanged} />
          ))}
        <div className="confirmation__grid">
          <div className="confirmation__main">
            <TripDetails info={info} keptImage={keptImage} mainIsland={country.mainIsland} />
            <PickUpDetails info={info} keptImage={keptImage} />
            <IncludedAndToBring info={info} keptImage={keptImage} />
          </div>
          <div className="confirmation__side">
            <PaymentSummary info={info} />
            <GuestDetails info={info} />
          </div>
        </div>
        {/* A cancelled trip has nothing to prepare for. */}
        {!info.cancelled && <ThingsToKnow info={info} country={entry.country} />}
        {!info.cancelled && <WhatsNext info={info} />}
        {!foundOnly && <BookingFeedbackForm bookingRef={info.bookingRef} token={token} />}
      </div>
      <SeeAlso country={country.urlTitle} />
    </div>
  );
}

/**
 * The 'See also' banners, asked for in a component of their own: their answer is a store update, which React renders
 * at once and whole, and would render the whole booking again. Here it renders this component alone, with the answer
 * before (a deferred value); the banners follow in a render that yields to the browser.
 */
function SeeAlso({ country }: { country: string }) {
  const bannerList = useDeferredValue(useResource(banners, [country]));
  return <OptionalQuery query={bannerList}>{(list) => <BannerLinks banners={list} />}</OptionalQuery>;
}
