// dayjs with the utc and timezone plugins: zone-aware dates without the DOM. The zone maths are Temporal's where the
// engine has it (temporal.ts), else Intl's (through dayjs's timezone plugin).
/// <reference types="dayjs/plugin/utc" preserve="true" />
/// <reference types="dayjs/plugin/timezone" preserve="true" />
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { dayStartInZone, hasTemporal, offsetInZone } from './temporal';

dayjs.extend(utc);
dayjs.extend(timezone);

export { dayjs };

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The instant `ms` at a fixed offset: it formats as the zone's wall clock with no zone maths left to do. (dayjs reads
 * an offset of at most 16 as hours; no zone has one of 1–16 minutes.) */
const atOffset = (ms: number, offsetMinutes: number) =>
  offsetMinutes === 0 ? dayjs.utc(ms) : dayjs(ms).utcOffset(offsetMinutes);

/**
 * inZone by Temporal, or null where there is none (before parsing anything: the server calls this per booking) or it
 * rejects the value (a 30 February goes dayjs's way, as before).
 */
function inZoneByTemporal(value: string, zone: string, dateOnly: boolean) {
  if (!hasTemporal()) return null;
  try {
    if (dateOnly) {
      const start = dayStartInZone(value, zone);
      return start && atOffset(start.ms, start.offsetMinutes);
    }
    const at = dayjs(value);
    const offset = at.isValid() ? offsetInZone(zone, at.valueOf()) : null;
    return offset === null ? null : atOffset(at.valueOf(), offset);
  } catch {
    return null;
  }
}

/**
 * A moment in `zone`: a 'YYYY-MM-DD' date is that day's midnight there; anything else is an instant or offset time.
 * UTC needs no zone maths at all (the content pages show their dates in UTC).
 */
export function inZone(value: string, zone: string) {
  if (zone === 'UTC') return dayjs.utc(value);
  const dateOnly = DATE_ONLY.test(value);
  return inZoneByTemporal(value, zone, dateOnly) ?? (dateOnly ? dayjs.tz(value, zone) : dayjs(value).tz(zone));
}

/** `zone`'s offset from UTC in minutes at `at`. */
export const zoneOffsetAt = (zone: string, at: Date) =>
  offsetInZone(zone, at.getTime()) ?? dayjs(at).tz(zone).utcOffset();
