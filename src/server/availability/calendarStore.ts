// Reads boat calendars and the live reservations of boats over a period.
import { and, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { boatCalendars, boatReservations, calendarBlackouts, calendarHours } from '../db/bookingSchema';
import type { BoatCalendar, ClosedTime, TakenTime } from './slotGrid';
import { rowsOf } from '../db/rows';

/** Calendars by calendarId, with their blackouts from `fromDate` to `toDate` (all when no range is given); a calendarId
 * without a row is missing from the map. */
export async function loadCalendars(
  db: Db,
  calendarIds: string[],
  fromDate = '0001-01-01',
  toDate = '9999-12-31',
): Promise<Map<string, BoatCalendar>> {
  const ids = [...new Set(calendarIds)];
  const out = new Map<string, BoatCalendar>();
  if (ids.length === 0) return out;
  const [calendars, hours, blackouts] = await Promise.all([
    db.select().from(boatCalendars).where(inArray(boatCalendars.calendarId, ids)),
    db.select().from(calendarHours).where(inArray(calendarHours.calendarId, ids)),
    db
      .select({ calendarId: calendarBlackouts.calendarId, day: calendarBlackouts.day })
      .from(calendarBlackouts)
      .where(
        and(
          inArray(calendarBlackouts.calendarId, ids),
          gte(calendarBlackouts.day, fromDate),
          lte(calendarBlackouts.day, toDate),
        ),
      ),
  ]);
  for (const c of calendars) out.set(c.calendarId, { timezone: c.timezone, hours: new Map(), blackouts: new Set() });
  for (const h of hours) {
    out.get(h.calendarId)?.hours.set(h.weekday, {
      opens: h.opens,
      closes: h.closes,
      intervalMinutes: h.intervalMinutes,
      bioBayStarts: h.bioBayStarts,
    });
  }
  for (const b of blackouts) out.get(b.calendarId)?.blackouts.add(b.day);
  return out;
}

const epochMs = (column: unknown) => sql<number>`(extract(epoch from ${column}) * 1000)::float8`;

/** A BOOKED or HELD reservation; a hold counts until it expires. */
export interface LiveReservation extends TakenTime {
  expiresMs: number | null;
  holdId: string;
}

/**
 * Every BOOKED or HELD reservation of `boatIds`, by boat: what the slot search keeps in memory (availabilityInputs.ts).
 */
export async function loadLiveReservations(db: Db, boatIds: string[]): Promise<Map<string, LiveReservation[]>> {
  const out = new Map<string, LiveReservation[]>();
  if (boatIds.length === 0) return out;
  const rows = await db
    .select({
      boatId: boatReservations.boatId,
      status: boatReservations.status,
      startMs: epochMs(sql`lower(${boatReservations.during})`),
      endMs: epochMs(sql`upper(${boatReservations.during})`),
      expiresMs: epochMs(boatReservations.expiresAt),
      holdId: boatReservations.bookingId,
    })
    .from(boatReservations)
    .where(
      and(
        inArray(boatReservations.boatId, [...new Set(boatIds)]),
        inArray(boatReservations.status, ['BOOKED', 'HELD']),
      ),
    );
  for (const r of rows) {
    const list = out.get(r.boatId) ?? [];
    list.push({
      startMs: Number(r.startMs),
      endMs: Number(r.endMs),
      status: r.status === 'BOOKED' ? 'BOOKED' : 'HELD',
      expiresMs: r.expiresMs === null ? null : Number(r.expiresMs),
      holdId: r.holdId,
    });
    out.set(r.boatId, list);
  }
  return out;
}

/**
 * Of `reservations`, those overlapping [fromMs, toMs) that hold the boat at `now` (BOOKED, or HELD and not expired),
 * but those of the hold `exceptHoldId` (a booking being moved does not stand in its own way).
 */
export function takenTimes(
  reservations: readonly LiveReservation[],
  fromMs: number,
  toMs: number,
  now: Date,
  exceptHoldId?: string,
): TakenTime[] {
  return reservations
    .filter((r) => r.holdId !== exceptHoldId)
    .filter(
      (r) =>
        r.startMs < toMs &&
        fromMs < r.endMs &&
        (r.status === 'BOOKED' || (r.expiresMs !== null && r.expiresMs > now.getTime())),
    )
    .map(({ startMs, endMs, status }) => ({ startMs, endMs, status }));
}

/** The open closures (migration 090) of `boatIds`, by boat: the slot search answers BLACKOUT. */
export async function loadClosedTimes(db: Db, boatIds: string[]): Promise<Map<string, ClosedTime[]>> {
  const out = new Map<string, ClosedTime[]>();
  if (boatIds.length === 0) return out;
  const ids = [...new Set(boatIds)];
  const result = await db.execute(sql`
    SELECT boat_id, (extract(epoch from lower(during)) * 1000)::float8 AS start_ms, (extract(epoch from upper(during)) * 1000)::float8 AS end_ms
    FROM calendar_closures, unnest(boat_ids) AS boat_id
    WHERE reopened_at IS NULL AND boat_id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  for (const r of rowsOf<{ boat_id: string; start_ms: number; end_ms: number }>(result)) {
    const list = out.get(r.boat_id) ?? [];
    list.push({ startMs: Number(r.start_ms), endMs: Number(r.end_ms) });
    out.set(r.boat_id, list);
  }
  return out;
}
