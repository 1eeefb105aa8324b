// Dates and times as guests see them, always in the boats' zone, never the device's (a ship may keep ship time).
import { dayjs, inZone, zoneOffsetAt } from './zonedTime';

/** The display patterns ('EEEE, dd MMM', 'dd MMM yyyy', 'hh:mm a') in dayjs tokens. */
const DATE_FORMATS = {
  dayLong: 'dddd, DD MMM', // 'Thursday, 03 Dec'
  date: 'DD MMM YYYY', // '03 Dec 2026'
  time: 'hh:mm A', // '10:00 AM'
  /** A booked day, where the year matters too. */
  dayWithYear: 'dddd, DD MMM YYYY', // 'Thursday, 03 Dec 2026'
  /** A day in a strip of days. */
  dayShort: 'ddd DD MMM', // 'Thu 03 Dec'
  /** A calendar's day as a screen reader names it. */
  dayFull: 'dddd, MMMM D, YYYY', // 'Sunday, November 1, 2026'
} as const;

/**
 * `value` is a 'YYYY-MM-DD' date (a local day in `zone`), a slot time with its offset
 * ('2026-12-03T10:00:00-05:00') or a UTC instant; all are shown as `zone`'s local time.
 */
export const formatDayLong = (value: string, zone: string) => inZone(value, zone).format(DATE_FORMATS.dayLong);
export const formatDate = (value: string, zone: string) => inZone(value, zone).format(DATE_FORMATS.date);
export const formatTime = (value: string, zone: string) => inZone(value, zone).format(DATE_FORMATS.time);
export const formatDayWithYear = (value: string, zone: string) => inZone(value, zone).format(DATE_FORMATS.dayWithYear);
export const formatDayShort = (value: string, zone: string) => inZone(value, zone).format(DATE_FORMATS.dayShort);
/**
 * A device-local day of a date picker ('Sunday, November 1, 2026'), without Intl: a page's first Intl date format loads
 * ICU's data.
 */
export const formatPickerDay = (date: Date) => dayjs(date).format(DATE_FORMATS.dayFull);
/** A booked start with its weekday: 'Thursday, 03 Dec 2026, 10:00 AM' (the staff screens and the booking's history). */
export const formatDayAndTime = (value: string, zone: string) =>
  `${formatDayWithYear(value, zone)}, ${formatTime(value, zone)}`;
/** A trip's days: '05 Dec 2026 – 06 Dec 2026'. */
export const formatDateSpan = (start: string, end: string, zone: string) =>
  `${formatDate(start, zone)} – ${formatDate(end, zone)}`;
/** A moment with its day and time: '03 Dec 2026, 10:00 AM' (when a booking was updated or cancelled). */
export const formatDateAndTime = (value: string, zone: string) =>
  `${formatDate(value, zone)}, ${formatTime(value, zone)}`;

/** A wall-clock 'HH:mm' (no day, no zone) the way slot times read: '17:00' → '05:00 PM'. */
export const formatClock = (clock: string) => dayjs.utc(`2000-01-01T${clock}:00Z`).format(DATE_FORMATS.time);

/** The local 'HH:mm' of a slot time in `zone` (to compare with a boat's lateMorningTimes). */
export const localClock = (value: string, zone: string) => inZone(value, zone).format('HH:mm');

/** The local 'YYYY-MM-DD' of an instant or slot time in `zone`. */
export const localDate = (value: string, zone: string) => inZone(value, zone).format('YYYY-MM-DD');

/** The slot time of a local date and 'HH:mm' in `zone`: '2026-12-03T10:00:00-05:00'. */
export const slotTime = (date: string, clock: string, zone: string) =>
  dayjs.tz(`${date}T${clock}`, zone).format('YYYY-MM-DDTHH:mm:ssZ');

/** 'UTC−5' (with a true minus sign), 'UTC+5:30', 'UTC' for `zone` at the moment `at`. */
export function zoneOffsetLabel(zone: string, at: Date = new Date()): string {
  const offset = zoneOffsetAt(zone, at);
  if (offset === 0) return 'UTC';
  const sign = offset < 0 ? '\u2212' : '+';
  const abs = Math.abs(offset);
  const minutes = abs % 60;
  return `UTC${sign}${Math.floor(abs / 60)}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}

/** The note shown next to times: 'Cayman time, UTC−5'. */
/** How the guests' pages and emails name the boats' clock: 'Cayman time, UTC−5' (ships keep ship time). */
export const ZONE_PLACE = 'Cayman';

export const zoneNote = (place: string, zone: string, at: Date = new Date()) =>
  `${place} time, ${zoneOffsetLabel(zone, at)}`;

/** Whether the device shows a different clock from `zone` at `at`, so that the note is needed. */
export const deviceClockDiffers = (zone: string, deviceZone: string, at: Date = new Date()) =>
  zoneOffsetAt(zone, at) !== zoneOffsetAt(deviceZone, at);
