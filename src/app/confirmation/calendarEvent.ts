// 'Add to calendar': an iCalendar (RFC 5545) event made on the device from the booking, offered as a file download.
import type { BookingInfo } from '../../domain/bookingConfirmed';
import { COMPANY_NAME } from '../company';

/** 20261203T150000Z: the UTC form every calendar app reads, whatever the device's zone. */
export const icsInstant = (value: string) => new Date(value).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** Commas, semicolons, backslashes and line breaks are escaped in text values. */
export const icsText = (text: string) => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets continue on the next line after a space. */
export function foldLine(line: string): string {
  const bytes = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (bytes.encode(current + char).length > limit) {
      parts.push(current);
      current = char;
    } else current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function calendarEvent(info: BookingInfo, now: Date = new Date()): string {
  const s = info.tripSummary;
  const boat = s.boat.data;
  const pickUp = s.pull.data;
  const stops = s.activities.map((a) => a.data.name).join(', ');
  const description = [
    `Booking reference: ${info.bookingRef}`,
    `Boat: ${boat.name}`,
    stops && `Activities: ${stops}`,
    pickUp && `Meet at: ${pickUp.name}. ${pickUp.instructions}`,
    'Please arrive 10 minutes before your charter time.',
  ].filter(Boolean).join('\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${icsText(COMPANY_NAME)}//Booking confirmation//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${info.bookingRef}@${COMPANY_NAME.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
    `DTSTAMP:${icsInstant(now.toISOString())}`,
    `DTSTART:${icsInstant(info.timeSlot.startTime)}`,
    `DTEND:${icsInstant(info.timeSlot.endTime)}`,
    `SUMMARY:${icsText(`Boat charter: ${boat.name} (${info.bookingRef})`)}`,
    ...(pickUp ? [`LOCATION:${icsText(pickUp.name)}`, `GEO:${pickUp.coordinates.lat};${pickUp.coordinates.lng}`] : []),
    `DESCRIPTION:${icsText(description)}`,
    'STATUS:CONFIRMED',
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    'TRIGGER:-PT2H',
    `DESCRIPTION:${icsText(`Boat charter ${info.bookingRef}`)}`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** Saves the event as `{ref}.ics` through a Blob link: no network needed. */
export function downloadCalendarEvent(info: BookingInfo): void {
  const blob = new Blob([calendarEvent(info)], { type: 'text/calendar;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${info.bookingRef}.ics`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
