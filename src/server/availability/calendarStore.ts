// Reads boat calendars and the live reservations of boats over a period.
import { and, gte, inArray, lte, ne, or, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { boatCalendars, boatReservations, calendarBlackouts, calendarHours } from '../db/bookingSchema';
import type { BoatCalendar, ClosedTime, TakenTime } from './slotGrid';

/** Calendars by calendarId; a calendarId without a row is missing from the map. */
export async function loadCalendars(db: Db, calendarIds: string[], fromDate: string, toDate: string): Promise<Map<string, BoatCalendar>> {
  const ids = [...new Set(calendarIds)];
  const out = new Map<string, BoatCalendar>();
  if (ids.length === 0) return out;
  const [calendars, hours, blackouts] = await Promise.all([
    db.select().from(boatCalendars).where(inArray(boatCalendars.calendarId, ids)),
    db.select().from(calendarHours).where(inArray(calendarHours.calendarId, ids)),
    db
      .select({ calendarId: calendarBlackouts.calendarId, day: calendarBlackouts.day })
      .from(calendarBlackouts)
      .where(and(inArray(calendarBlackouts.calendarId, ids), gte(calendarBlackouts.day, fromDate), lte(calendarBlackouts.day, toDate))),
  ]);
  for (const c of calendars) out.set(c.calendarId, { timezone: c.timezone, hours: new Map(), blackouts: new Set() });
  for (const h of hours) {
    out.get(h.calendarId)?.hours.set(h.weekday, {
      opens: h.opens, closes: h.closes, intervalMinutes: h.intervalMinutes, bioBayStarts: h.bioBayStarts,
    });
  }
  for (const b of blackouts) out.get(b.calendarId)?.blackouts.add(b.day);
  return out;
}

const epochMs = (column: unknown) => sql<number>`(extract(epoch from ${column}) * 1000)::float8`;

/**
 * Live (BOOKED, or HELD and not yet expired at `now`) reservations of `boatIds` overlapping [fromMs, toMs), but those
 * of `exceptBookingId` (a booking being moved does not stand in its own way).
 */
export async function loadTakenTimes(db: Db, boatIds: string[], fromMs: number, toMs: number, now: Date, exceptBookingId?: string): Promise<Map<string, TakenTime[]>> {
  const out = new Map<string, TakenTime[]>();
  if (boatIds.length === 0) return out;
  const rows = await db
    .select({
      boatId: boatReservations.boatId,
      status: boatReservations.status,
      startMs: epochMs(sql`lower(${boatReservations.during})`),
      endMs: epochMs(sql`upper(${boatReservations.during})`),
    })
    .from(boatReservations)
    .where(
      and(
        inArray(boatReservations.boatId, [...new Set(boatIds)]),
        exceptBookingId === undefined ? undefined : ne(boatReservations.bookingId, exceptBookingId),
        sql`${boatReservations.during} && tstzrange(${new Date(fromMs).toISOString()}::timestamptz, ${new Date(toMs).toISOString()}::timestamptz, '[)')`,
        or(
          eq(boatReservations.status, 'BOOKED'),
          and(eq(boatReservations.status, 'HELD'), sql`${boatReservations.expiresAt} > ${now.toISOString()}::timestamptz`),
        ),
      ),
    );
  for (const r of rows) {
    const list = out.get(r.boatId) ?? [];
    list.push({ startMs: Number(r.startMs), endMs: Number(r.endMs), status: r.status === 'BOOKED' ? 'BOOKED' : 'HELD' });
    out.set(r.boatId, list);
  }
  return out;
}

/** The open closures (migration 090) of `boatIds` overlapping [fromMs, toMs), by boat: the slot search answers BLACKOUT. */
export async function loadClosedTimes(db: Db, boatIds: string[], fromMs: number, toMs: number): Promise<Map<string, ClosedTime[]>> {
  const out = new Map<string, ClosedTime[]>();
  if (boatIds.length === 0) return out;
  const ids = [...new Set(boatIds)];
  const result = await db.execute(sql`
    SELECT boat_id, (extract(epoch from lower(during)) * 1000)::float8 AS start_ms, (extract(epoch from upper(during)) * 1000)::float8 AS end_ms
    FROM calendar_closures, unnest(boat_ids) AS boat_id
    WHERE reopened_at IS NULL AND boat_id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})
      AND during && tstzrange(${new Date(fromMs).toISOString()}::timestamptz, ${new Date(toMs).toISOString()}::timestamptz, '[)')`);
  for (const r of (result as unknown as { rows: Array<{ boat_id: string; start_ms: number; end_ms: number }> }).rows) {
    const list = out.get(r.boat_id) ?? [];
    list.push({ startMs: Number(r.start_ms), endMs: Number(r.end_ms) });
    out.set(r.boat_id, list);
  }
  return out;
}
