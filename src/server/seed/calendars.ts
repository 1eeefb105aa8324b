// Boat calendars: opening hours, start interval and evening bio-bay starts per weekday, and blackout days.
// Times are the boat's local time (America/Cayman); seedCalendars gives every boat in the catalogue one.
import type { Boat, Country } from '../../domain/catalogue';
import { DAY_CHARTER_WINDOW } from '../../domain/slotRules';
import type { Db } from '../db/client';
import { boatCalendars, calendarBlackouts, calendarHours } from '../db/bookingSchema';
import { listDocs } from '../catalogue/store';

export interface WeekHours {
  opens: string;
  closes: string;
  intervalMinutes: number;
  bioBayStarts: string[];
  /** Weekdays (0 = Sunday) the boat sails; all when absent. */
  weekdays?: number[];
}

export interface CalendarSeed {
  hours: WeekHours;
  blackouts: { day: string; note: string }[];
}

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

/** Days the whole fleet stays in harbour. */
export const FLEET_BLACKOUTS = [
  { day: '2026-12-25', note: 'Christmas Day' },
  { day: '2027-01-01', note: "New Year's Day" },
  { day: '2027-12-25', note: 'Christmas Day' },
  { day: '2028-01-01', note: "New Year's Day" },
];

/** Day charters: every hour from 07:00, the last start ending by 18:00 (spec 00). */
export const DAY_CHARTER_HOURS: WeekHours = {
  opens: DAY_CHARTER_WINDOW.firstStart, closes: DAY_CHARTER_WINDOW.lastEnd, intervalMinutes: 60, bioBayStarts: [],
};
/** Bio-bay night boats: the bio bay part starts after dark. */
export const BIO_BAY_BOAT_HOURS: WeekHours = { opens: '17:00', closes: '23:00', intervalMinutes: 60, bioBayStarts: ['19:00', '20:00', '21:00'] };
/** Day charters by daylight and, apart from them, evening bio-bay starts. */
const DAY_AND_BIO_BAY: WeekHours = { ...DAY_CHARTER_HOURS, bioBayStarts: ['19:00', '20:00'] };

/** Calendars that differ from the defaults, by calendarId. */
export const CALENDARS: Record<string, Partial<CalendarSeed>> = {
  'cal-seven-mile-star': { hours: { opens: '09:00', closes: '17:00', intervalMinutes: 60, bioBayStarts: [], weekdays: [1, 2, 3, 4, 5, 6] } },
  'cal-island-time': { hours: { opens: '07:00', closes: '18:00', intervalMinutes: 30, bioBayStarts: [] } },
  'cal-sandbar-cat': { blackouts: [{ day: '2026-09-15', note: 'Annual haul-out' }, { day: '2026-09-16', note: 'Annual haul-out' }] },
  'cal-moonglow': { blackouts: [{ day: '2026-10-05', note: 'Engine service' }] },
};

/** The calendar a boat gets: its own entry over the defaults for its kind. */
export function calendarFor(boat: Pick<Boat, 'calendarId' | 'access' | 'additionalBioBayBoats'>): CalendarSeed {
  const own = CALENDARS[boat.calendarId] ?? {};
  const bioBayOnly = boat.access.includes('bioBayAccess') && !boat.access.includes('primary');
  const base = bioBayOnly ? BIO_BAY_BOAT_HOURS : boat.additionalBioBayBoats.length > 0 ? DAY_AND_BIO_BAY : DAY_CHARTER_HOURS;
  return { hours: own.hours ?? base, blackouts: [...FLEET_BLACKOUTS, ...(own.blackouts ?? [])] };
}

/** Gives every boat of the catalogue a calendar; calendars that exist are left alone, so a restart changes nothing. */
export async function seedCalendars(db: Db): Promise<void> {
  const [boats, countries] = await Promise.all([listDocs<Boat>(db, 'boat'), listDocs<Country>(db, 'country')]);
  const zoneOf = new Map(countries.map((c) => [c._id, c.timezone]));
  const seen = new Set<string>();
  const calendars: (typeof boatCalendars.$inferInsert)[] = [];
  const hours: (typeof calendarHours.$inferInsert)[] = [];
  const blackouts: (typeof calendarBlackouts.$inferInsert)[] = [];
  for (const boat of boats) {
    if (seen.has(boat.calendarId)) continue;
    seen.add(boat.calendarId);
    const seed = calendarFor(boat);
    calendars.push({ calendarId: boat.calendarId, timezone: zoneOf.get(boat.countryId) ?? 'America/Cayman' });
    for (const weekday of seed.hours.weekdays ?? EVERY_DAY) {
      const { opens, closes, intervalMinutes, bioBayStarts } = seed.hours;
      hours.push({ calendarId: boat.calendarId, weekday, opens, closes, intervalMinutes, bioBayStarts });
    }
    for (const b of seed.blackouts) blackouts.push({ calendarId: boat.calendarId, day: b.day, note: b.note });
  }
  if (calendars.length === 0) return;
  await db.transaction(async (tx) => {
    const created = await tx.insert(boatCalendars).values(calendars).onConflictDoNothing().returning({ id: boatCalendars.calendarId });
    const fresh = new Set(created.map((c) => c.id));
    const freshHours = hours.filter((h) => fresh.has(h.calendarId));
    const freshBlackouts = blackouts.filter((b) => fresh.has(b.calendarId));
    if (freshHours.length > 0) await tx.insert(calendarHours).values(freshHours);
    if (freshBlackouts.length > 0) await tx.insert(calendarBlackouts).values(freshBlackouts).onConflictDoNothing();
  });
}
