// 'Add to calendar': the booking's iCalendar event (domain/calendarEvent.ts, the same as the email's invitation),
// made on the device and offered as a file download.
import type { BookingInfo } from '../../domain/bookingConfirmed';
import { bookingCalendarEvent } from '../../domain/calendarEvent';

/** Saves the event as `{ref}.ics` through a Blob link: no network needed. */
export function downloadCalendarEvent(info: BookingInfo): void {
  const blob = new Blob([bookingCalendarEvent(info, new Date())], { type: 'text/calendar;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${info.bookingRef}.ics`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
