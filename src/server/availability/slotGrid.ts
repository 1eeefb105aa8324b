// The start times a boat's calendar offers on a day, and whether each one can be taken.
// Pure: the routes load calendars and reservations, this file applies the rules: a start is taken when it is past,
// on a day off or closed time, outside the boat's hours, overlapped by a live booking or hold of the boat, or (bio
// bay) when no additional boat is free for its last two hours.
import type { Boat } from '../../domain/catalogue';
import { minuteOfDay, dayjs } from '../../domain/time';
import { DAY_CHARTER_WINDOW, type SlotUnavailabilityReason } from '../../domain/booking';
import { BIO_BAY_HOURS } from '../../domain/trip';

interface DayHours {
  /** Day charters: from `opens`, back by `closes` (both kept inside the day window, DAY_CHARTER_WINDOW). */
  opens: string; // local 'HH:mm'
  closes: string; // local 'HH:mm' ('24:00' allowed)
  intervalMinutes: number;
  /** Local times at which the bio-bay part (the last two hours) of an evening trip begins. */
  bioBayStarts: string[];
}

export interface BoatCalendar {
  timezone: string;
  /** By weekday, 0 = Sunday; a missing weekday is closed. */
  hours: Map<number, DayHours>;
  /** Local 'YYYY-MM-DD' days on which the boat does not sail. */
  blackouts: Set<string>;
}

/** A time the operator closed the boat (weather, maintenance, a private event). */
export interface ClosedTime {
  startMs: number;
  endMs: number;
}

const overlapsAny = (spans: readonly ClosedTime[] | undefined, startMs: number, endMs: number) =>
  (spans ?? []).some((s) => s.startMs < endMs && startMs < s.endMs);

export interface TakenTime {
  startMs: number;
  endMs: number;
  status: 'BOOKED' | 'HELD';
}

export interface GridSlot {
  date: string;
  startMs: number;
  endMs: number;
  /** Local 'HH:mm' of the start (late-morning times are listed this way). */
  startClock: string;
  startTime: string; // '2026-12-03T10:00:00-05:00'
  endTime: string;
  /** False when the charter would start before opening or (for day trips) end after closing. */
  withinHours: boolean;
}

/**
 * Which hours a day trip of the calendar's boat may use: a boat sold for day charters keeps them inside the day
 * window whatever its calendar says (an evening belongs to the bio bay); a bio-bay tender, which never sails a day
 * charter, keeps its own evening hours.
 */
export type DayTripHours = 'daylight' | 'calendar';
export const dayTripHoursOf = (boat: Pick<Boat, 'access'>): DayTripHours =>
  boat.access.includes('primary') ? 'daylight' : 'calendar';

const HOUR_MS = 3_600_000;
const DAY_FIRST_START = minuteOfDay(DAY_CHARTER_WINDOW.firstStart);
const DAY_LAST_END = minuteOfDay(DAY_CHARTER_WINDOW.lastEnd);
const pad = (n: number) => String(n).padStart(2, '0');

const offsets = new Map<string, number>();
/** The zone's UTC offset in minutes on a local day (taken at noon: zones change offset in the small hours). */
export function dayOffsetMinutes(date: string, zone: string): number {
  const key = `${zone}|${date}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    offset = dayjs.tz(`${date}T12:00`, zone).utcOffset();
    if (offsets.size > 10_000) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

/** An instant as local time with its offset: '2026-12-03T10:00:00-05:00'. */
export function localTimeString(ms: number, offsetMinutes: number): string {
  const local = new Date(ms + offsetMinutes * 60_000).toISOString().slice(0, 19);
  if (offsetMinutes === 0) return `${local}Z`;
  const abs = Math.abs(offsetMinutes);
  return `${local}${offsetMinutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/**
 * The starts offered on `date` for a charter of `hours`. Day trips start every interval from opening, and none
 * starts after the day window ends; bio-bay trips start so that their last two hours begin at one of the evening
 * bio-bay times.
 */
export function daySlots(
  calendar: BoatCalendar,
  date: string,
  hours: number,
  bioBay: boolean,
  dayTrips: DayTripHours = 'daylight',
): GridSlot[] {
  const day = calendar.hours.get(weekdayOf(date));
  if (!day) return [];
  const opens = minuteOfDay(day.opens);
  const closes = minuteOfDay(day.closes);
  const length = hours * 60;
  const starts: { minute: number; withinHours: boolean }[] = [];
  if (bioBay) {
    for (const bioBayStart of day.bioBayStarts) {
      const minute = minuteOfDay(bioBayStart) - (hours - BIO_BAY_HOURS) * 60;
      if (minute >= 0) starts.push({ minute, withinHours: minute >= opens });
    }
    starts.sort((a, b) => a.minute - b.minute);
  } else {
    const daylight = dayTrips === 'daylight';
    const first = daylight ? Math.max(opens, DAY_FIRST_START) : opens;
    const lastEnd = daylight ? Math.min(closes, DAY_LAST_END) : closes;
    for (let minute = first; minute < lastEnd; minute += day.intervalMinutes) {
      starts.push({ minute, withinHours: minute >= first && minute + length <= lastEnd });
    }
  }
  const offset = dayOffsetMinutes(date, calendar.timezone);
  const midnightMs = Date.parse(`${date}T00:00:00Z`) - offset * 60_000;
  return starts.map(({ minute, withinHours }) => {
    const startMs = midnightMs + minute * 60_000;
    const endMs = startMs + length * 60_000;
    return {
      date,
      startMs,
      endMs,
      startClock: `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`,
      startTime: localTimeString(startMs, offset),
      endTime: localTimeString(endMs, offset),
      withinHours,
    };
  });
}

/**
 * An agent's custom start (Apply Custom Time) on `date`: a day charter starting at `clock`, whatever the calendar's
 * interval. `outside` says why it cannot be offered: the boat does not sail then (OUTSIDE_HOURS), or it would leave
 * before or return after the day window (OUTSIDE_DAY_WINDOW). Bio-bay trips keep their evening times.
 */
export function customDaySlot(
  calendar: BoatCalendar,
  date: string,
  clock: string,
  hours: number,
  dayTrips: DayTripHours = 'daylight',
): { slot: GridSlot; outside?: 'OUTSIDE_HOURS' | 'OUTSIDE_DAY_WINDOW' } {
  const minute = minuteOfDay(clock);
  const length = hours * 60;
  const offset = dayOffsetMinutes(date, calendar.timezone);
  const startMs = Date.parse(`${date}T00:00:00Z`) - offset * 60_000 + minute * 60_000;
  const endMs = startMs + length * 60_000;
  const slot: GridSlot = {
    date,
    startMs,
    endMs,
    startClock: clock,
    startTime: localTimeString(startMs, offset),
    endTime: localTimeString(endMs, offset),
    withinHours: true,
  };
  const day = calendar.hours.get(weekdayOf(date));
  if (dayTrips === 'daylight' && (minute < DAY_FIRST_START || minute + length > DAY_LAST_END))
    return { slot: { ...slot, withinHours: false }, outside: 'OUTSIDE_DAY_WINDOW' };
  if (!day || minute < minuteOfDay(day.opens) || minute + length > minuteOfDay(day.closes))
    return { slot: { ...slot, withinHours: false }, outside: 'OUTSIDE_HOURS' };
  return { slot };
}

/** BOOKED wins over HELD when both overlap. */
function takenReason(
  taken: readonly TakenTime[] | undefined,
  startMs: number,
  endMs: number,
): 'BOOKED' | 'HELD' | undefined {
  let reason: 'BOOKED' | 'HELD' | undefined;
  for (const t of taken ?? []) {
    if (t.startMs < endMs && startMs < t.endMs) {
      if (t.status === 'BOOKED') return 'BOOKED';
      reason = 'HELD';
    }
  }
  return reason;
}

export interface BoatTimes {
  boatId: string;
  calendar: BoatCalendar | undefined;
  taken: readonly TakenTime[] | undefined;
  closed?: readonly ClosedTime[];
}

/** The bio-bay boat joins for the last two hours, ending with the main boat. */
export const bioBayWindow = (slot: Pick<GridSlot, 'endMs'>) => ({
  startMs: slot.endMs - BIO_BAY_HOURS * HOUR_MS,
  endMs: slot.endMs,
});

/** Additional boats free for the end-aligned bio-bay window of `slot`, in the order given. */
function freeBioBayBoats(slot: GridSlot, extras: readonly BoatTimes[]): string[] {
  const window = bioBayWindow(slot);
  return extras
    .filter((b) => b.calendar !== undefined)
    .filter((b) => !b.calendar!.blackouts.has(slot.date) && !overlapsAny(b.closed, window.startMs, window.endMs))
    .filter((b) => takenReason(b.taken, window.startMs, window.endMs) === undefined)
    .map((b) => b.boatId);
}

/** Why `slot` of the main boat cannot be taken, or undefined when it can. */
export function unavailability(
  slot: GridSlot,
  main: BoatTimes & { calendar: BoatCalendar },
  extras: readonly BoatTimes[] | undefined,
  now: Date,
): SlotUnavailabilityReason | undefined {
  if (slot.startMs <= now.getTime()) return 'PAST';
  if (main.calendar.blackouts.has(slot.date) || overlapsAny(main.closed, slot.startMs, slot.endMs)) return 'BLACKOUT';
  if (!slot.withinHours) return 'OUTSIDE_HOURS';
  const taken = takenReason(main.taken, slot.startMs, slot.endMs);
  if (taken) return taken;
  if (extras && freeBioBayBoats(slot, extras).length === 0) return 'ADDITIONAL_BOAT_UNAVAILABLE';
  return undefined;
}
