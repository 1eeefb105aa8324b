// Sections 7 and 8: Things to Know (arrival advice and the guides) and What's Next.
import { Link } from 'wouter';
import { bookingRegion, type BookingInfo } from '../../domain/booking';
import { ZONE_PLACE, zoneNote } from '../../domain/time';
import { CONFIRMATION, CANCELLATION_SUMMARY } from '../../domain/texts';
import { countryPath } from '../country';
import { formatPhone } from '../format';
import { THINGS_TO_KNOW, WHATS_NEXT } from './confirmationMessages';

export function ThingsToKnow({ info, country }: { info: BookingInfo; country: string }) {
  const links = [
    { href: countryPath(country, 'policies', 'cancellation-policy'), label: CONFIRMATION.cancellationPolicy },
    { href: countryPath(country, 'destination', 'cruise-ship-port'), label: CONFIRMATION.cruiseGuide },
    { href: countryPath(country, 'destination', 'boat-safety'), label: CONFIRMATION.safetyGuide },
    { href: countryPath(country, 'faq'), label: CONFIRMATION.faq },
  ];
  return (
    <section className="confirmation-card" aria-labelledby="things-to-know">
      <h2 id="things-to-know" className="confirmation-card__title">
        {CONFIRMATION.thingsToKnow}
      </h2>
      <ul className="confirmation-list">
        <li>{THINGS_TO_KNOW.arriveEarly}</li>
        <li>
          {CONFIRMATION.cancellationPolicy}: {CANCELLATION_SUMMARY}
        </li>
        <li>{THINGS_TO_KNOW.cruiseGuests}</li>
        <li>{THINGS_TO_KNOW.zoneNote(zoneNote(ZONE_PLACE, info.timezone, new Date(info.timeSlot.startTime)))}</li>
      </ul>
      <ul className="confirmation-links">
        {links.map((l) => (
          <li key={l.href}>
            <Link href={l.href}>{l.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function WhatsNext({ info }: { info: BookingInfo }) {
  const boat = info.tripSummary.boat.data;
  const contact = bookingRegion(info);
  return (
    <section className="confirmation-card" aria-labelledby="whats-next">
      <h2 id="whats-next" className="confirmation-card__title">
        {CONFIRMATION.whatsNext}
      </h2>
      <ol className="confirmation-steps">
        <li>{WHATS_NEXT.checkEmail}</li>
        <li>{WHATS_NEXT.keepCopy}</li>
        <li>{WHATS_NEXT.meetCaptain(formatPhone(boat.boatInfo.boatCaptain.phone))}</li>
        {contact && (
          <li>
            {WHATS_NEXT.questions} <a href={`tel:${contact.phone}`}>{formatPhone(contact.phone)}</a>
            {' · '}
            <a href={`mailto:${contact.email}?subject=${encodeURIComponent(`Booking ${info.bookingRef}`)}`}>
              {contact.email}
            </a>
          </li>
        )}
      </ol>
    </section>
  );
}
