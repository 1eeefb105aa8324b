// Section 1: the completion banner with the reference, the updated date and the save controls (or, for a cancelled
// booking, that it is cancelled and what was refunded).
import type { BookingInfo } from '../../domain/booking';
import { formatDateAndTime, ZONE_PLACE, zoneNote } from '../../domain/time';
import { formatMoney, BOOKING_COMPLETE, BOOKING_THANKS, CONFIRMATION_EMAIL_SOON } from '../../domain/texts';
import { downloadCalendarEvent } from './calendarEvent';
import { CONFIRMATION_TEXT } from './confirmationMessages';
import { SavePdfButton } from './SavePdfButton';
import { SendAgainButton } from './SendAgainButton';

/** The reference, and when it was last updated (or cancelled), in the boats' time like every time on the page. */
function BannerFacts({ info, label, at }: { info: BookingInfo; label: string; at: string }) {
  return (
    <dl className="confirmation-banner__facts">
      <div>
        <dt>{CONFIRMATION_TEXT.bookingRef}</dt>
        <dd className="confirmation-banner__ref" data-testid="booking-ref">
          {info.bookingRef}
        </dd>
      </div>
      <div>
        <dt>{label}</dt>
        <dd>
          {formatDateAndTime(at, info.timezone)}
          <span className="confirmation-banner__zone">{zoneNote(ZONE_PLACE, info.timezone, new Date(at))}</span>
        </dd>
      </div>
    </dl>
  );
}

/** A cancelled booking says so at the top, with what went back: it is not 'complete' and has no trip to save. */
function CancelledBanner({ info, cancelled }: { info: BookingInfo; cancelled: NonNullable<BookingInfo['cancelled']> }) {
  return (
    <section className="confirmation-banner confirmation-banner--cancelled" aria-labelledby="booking-cancelled">
      <h1 id="booking-cancelled" className="confirmation-banner__title">
        {CONFIRMATION_TEXT.cancelledTitle}
      </h1>
      <p>
        {cancelled.refundedCents > 0
          ? CONFIRMATION_TEXT.cancelledRefund(formatMoney(cancelled.refundedCents))
          : CONFIRMATION_TEXT.cancelledNoRefund}
      </p>
      <BannerFacts info={info} label={CONFIRMATION_TEXT.cancelledOn} at={cancelled.at} />
    </section>
  );
}

export function CompletionBanner({
  info,
  country,
  token,
  sendAgain,
}: {
  info: BookingInfo;
  country: string;
  token: string | null;
  sendAgain: boolean;
}) {
  if (info.cancelled) return <CancelledBanner info={info} cancelled={info.cancelled} />;
  return (
    <section className="confirmation-banner" aria-labelledby="booking-complete">
      <p className="confirmation-banner__check" aria-hidden="true">
        ✓
      </p>
      <h1 id="booking-complete" className="confirmation-banner__title">
        {BOOKING_COMPLETE}
      </h1>
      <p className="confirmation-banner__thanks">{BOOKING_THANKS}</p>
      <p>{CONFIRMATION_EMAIL_SOON}</p>
      {sendAgain && <SendAgainButton info={info} token={token} />}
      <BannerFacts info={info} label={CONFIRMATION_TEXT.updated} at={info.updatedAt} />
      <div className="button-row confirmation-banner__actions">
        <SavePdfButton info={info} country={country} />
        <button type="button" className="button button--ghost" onClick={() => downloadCalendarEvent(info)}>
          {CONFIRMATION_TEXT.addToCalendar}
        </button>
      </div>
    </section>
  );
}
