// Calendar-day arithmetic on 'YYYY-MM-DD' dates and the browsable range rule (MAX_RANGE_DAYS).
import { dateInZone } from './temporal';

/** A search covers at most 14 calendar days, start included: the end is at most start + 13 days. */
export const MAX_RANGE_DAYS = 14;

/** A calendar date as a UTC midnight (a date has no zone, so no day is ever 23 or 25 hours long). Plain Date
 * arithmetic: the slot search calls these for every slot, and dayjs costs ten times as much. */
const DAY_MS = 86_400_000;
const dayMs = (date: string) => Date.parse(`${date.slice(0, 10)}T00:00:00Z`);

/** Whole days from `start` to `end` (negative when `end` is earlier). */
export const daysBetween = (start: string, end: string) => Math.round((dayMs(end) - dayMs(start)) / DAY_MS);

export const addDays = (date: string, days: number) => new Date(dayMs(date) + days * DAY_MS).toISOString().slice(0, 10);

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The 'YYYY-MM-DD' of the instant `ms` in `zone`, by Intl: one formatter per zone, kept (making one costs far more
 * than using it; the server's hold check asks for many days, and dayjs's localDate costs several times as much).
 */
export function intlDateInZone(ms: number, zone: string): string {
  let format = dayFormats.get(zone);
  if (!format)
    dayFormats.set(
      zone,
      (format = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      })),
    );
  const parts = format.formatToParts(ms);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

/**
 * Today's date where the boats are (not on the device): by Temporal where there is one (see temporal.ts), else by Intl.
 */
export function todayInZone(zone: string, now: Date = new Date()): string {
  return dateInZone(zone, now.getTime()) ?? intlDateInZone(now.getTime(), zone);
}

/** Dates before today (in the country's zone) cannot be picked. */
export const isBeforeToday = (date: string, zone: string, now: Date = new Date()) => date < todayInZone(zone, now);

export interface ClampedRange {
  start: string;
  end: string;
  /** True when the range was longer than allowed and its end was moved: show 'Oops! Too Many Days'. */
  trimmed: boolean;
}

/**
 * The range after a click on `day` in a range picker. One day chosen: a click on another day makes the range between
 * them, a click on the same day keeps it (never clears it). A range of several days: a click starts a new range on that
 * day, rather than stretch the old one (and maybe past MAX_RANGE_DAYS).
 */
export function rangeAfterClick(
  current: { start: string | null; end: string | null },
  day: string,
): { start: string; end: string } {
  const { start, end } = current;
  if (start === null || (end !== null && end !== start)) return { start: day, end: day };
  return day < start ? { start: day, end: start } : { start, end: day };
}

/** Trims a range to MAX_RANGE_DAYS; an end before the start becomes the start. */
export function clampRange(start: string, end: string): ClampedRange {
  const span = daysBetween(start, end);
  if (span < 0) return { start, end: start, trimmed: false };
  if (span < MAX_RANGE_DAYS) return { start, end, trimmed: false };
  return { start, end: addDays(start, MAX_RANGE_DAYS - 1), trimmed: true };
}
