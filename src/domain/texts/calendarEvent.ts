// The booking as an iCalendar event (RFC 5545): the confirmation email's invitation and the confirmation page's
// 'Add to calendar' file are this one event, so a calendar that receives both keeps one (same UID).
// Written here rather than with a package: one event of fixed fields, and the folding by octets RFC 5545 asks for
// (3.1), which needs a few lines of its own anyway; the domain imports no platform code.
import type { BookingInfo } from '../booking/bookingConfirmed';
import { COMPANY_NAME } from '../catalogue/company';
import { ARRIVE_EARLY } from './messages';

/** 20261203T150000Z: the UTC form every calendar app reads, whatever the device's zone. */
export const icsInstant = (value: string | Date) =>
  new Date(value)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Commas, semicolons, backslashes and line breaks are escaped in text values. */
export const icsText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

const utf8Octets = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
};

/** Lines longer than 75 octets continue on the next line after a space, never inside a character (RFC 5545 3.1). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    const size = utf8Octets(char);
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const uidHost = COMPANY_NAME.toLowerCase().replace(/[^a-z0-9]+/g, '-');

export type CalendarBooking = Pick<BookingInfo, 'bookingRef' | 'timeSlot' | 'tripSummary'>;

/** The booking's event; `link` (the confirmation page) goes at the end of its description. */
export function bookingCalendarEvent(booking: CalendarBooking, now: Date, link?: string): string {
  const s = booking.tripSummary;
  const boat = s.boat.data;
  const pickUp = s.pull.data;
  const stops = s.activities.map((a) => a.data.name).join(', ');
  const description = [
    `Booking reference: ${booking.bookingRef}`,
    `Boat: ${boat.name}`,
    stops && `Activities: ${stops}`,
    pickUp && `Meet at: ${pickUp.name}. ${pickUp.instructions}`,
    ARRIVE_EARLY,
    link,
  ]
    .filter(Boolean)
    .join('\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${icsText(COMPANY_NAME)}//Booking confirmation//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${booking.bookingRef}@${uidHost}`,
    `DTSTAMP:${icsInstant(now)}`,
    `DTSTART:${icsInstant(booking.timeSlot.startTime)}`,
    `DTEND:${icsInstant(booking.timeSlot.endTime)}`,
    `SUMMARY:${icsText(`Boat charter: ${boat.name} (${booking.bookingRef})`)}`,
    ...(pickUp ? [`LOCATION:${icsText(pickUp.name)}`, `GEO:${pickUp.coordinates.lat};${pickUp.coordinates.lng}`] : []),
    `DESCRIPTION:${icsText(description)}`,
    'STATUS:CONFIRMED',
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    'TRIGGER:-PT2H',
    `DESCRIPTION:${icsText(`Boat charter ${booking.bookingRef}`)}`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
