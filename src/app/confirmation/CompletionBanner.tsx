// Section 1: the completion banner with the reference, the updated date and the save controls.
import type { BookingInfo } from '../../domain/bookingConfirmed';
import { formatDate, formatTime } from '../../domain/dateFormat';
import { BOOKING_COMPLETE, BOOKING_THANKS, CONFIRMATION_EMAIL_SOON } from '../../domain/messages';
import { downloadCalendarEvent } from './calendarEvent';
import { CONFIRMATION_TEXT } from './confirmationMessages';
import { SavePdfButton } from './SavePdfButton';
import { SendAgainButton } from './SendAgainButton';

export function CompletionBanner({ info, country }: { info: BookingInfo; country: string }) {
  return (
    <section className="confirmation-banner" aria-labelledby="booking-complete">
      <p className="confirmation-banner__check" aria-hidden="true">✓</p>
      <h1 id="booking-complete" className="confirmation-banner__title">{BOOKING_COMPLETE}</h1>
      <p className="confirmation-banner__thanks">{BOOKING_THANKS}</p>
      <p>{CONFIRMATION_EMAIL_SOON}</p>
      <SendAgainButton info={info} />
      <dl className="confirmation-banner__facts">
        <div>
          <dt>{CONFIRMATION_TEXT.bookingRef}</dt>
          <dd className="confirmation-banner__ref" data-testid="booking-ref">{info.bookingRef}</dd>
        </div>
        <div>
          <dt>{CONFIRMATION_TEXT.updated}</dt>
          <dd>{`${formatDate(info.updatedAt, info.timezone)}, ${formatTime(info.updatedAt, info.timezone)}`}</dd>
        </div>
      </dl>
      <div className="button-row confirmation-banner__actions">
        <SavePdfButton info={info} country={country} />
        <button type="button" className="button button--ghost" onClick={() => downloadCalendarEvent(info)}>
          {CONFIRMATION_TEXT.addToCalendar}
        </button>
      </div>
    </section>
  );
}
