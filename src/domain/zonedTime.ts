// dayjs with the utc and timezone plugins: zone-aware dates without the DOM (Intl does the zone maths).
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';

dayjs.extend(utc);
dayjs.extend(timezone);

export { dayjs };

/**
 * A moment in `zone`: a 'YYYY-MM-DD' date is that day's midnight there; anything else is an instant or offset time.
 * UTC needs no zone maths, so no Intl: the content pages show their dates in UTC as they render, and a page's first
 * Intl.DateTimeFormat loads ICU's locale data (12–20 ms in one task).
 */
export function inZone(value: string, zone: string) {
  if (zone === 'UTC') return dayjs.utc(value);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? dayjs.tz(value, zone) : dayjs(value).tz(zone);
}
