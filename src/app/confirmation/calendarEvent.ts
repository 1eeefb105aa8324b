// 'Add to calendar': the booking's iCalendar event (domain/texts/calendarEvent.ts, the same as the email's invitation),
// made on the device and offered as a file download.
import type { BookingInfo } from '../../domain/booking';
import { bookingCalendarEvent } from '../../domain/texts';
import { downloadFile } from '../ui/downloadFile';

/** Saves the event as `{ref}.ics` through a Blob link: no network needed. */
export function downloadCalendarEvent(info: BookingInfo): void {
  downloadFile(bookingCalendarEvent(info, new Date()), 'text/calendar;charset=utf-8', `${info.bookingRef}.ics`);
}
