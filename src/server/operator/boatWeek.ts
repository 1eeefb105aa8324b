// One boat's week for the office's calendar (issue #58): by day, its booked trips (guest, party, a no-show mark), the
// live holds of guests checking out, the closures, and the free time left within the boat's calendar hours (from now
// on). What the office opens a booking, closes a time or moves a trip from.
import { sql } from 'drizzle-orm';
import type { Boat } from '../../domain/catalogue';
import { addDays, todayInZone, minuteOfDay } from '../../domain/time';
import {
  freeSpans,
  OFFICE_DESK_MESSAGES,
  weekDates,
  type AttendanceState,
  type BoatWeek,
  type Span,
  type WeekItem,
} from '../../domain/office';
import { loadCalendars } from '../availability/calendarStore';
import { localTimeString } from '../availability/slotGrid';
import { listDocs } from '../catalogue/store';
import type { Db } from '../db/client';
import type { PaymentBooking } from '../db/paymentBooking';
import { HttpError } from '../http/errors';
import { dayBounds, operatorCountry } from './manifest';
import { rowsOf } from '../db/rows';

const MIN_MS = 60_000;
const instantSql = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;

export async function boatWeekOf(db: Db, boatId: string, query: { from?: string }, now: Date): Promise<BoatWeek> {
  const country = await operatorCountry(db);
  const zone = country.timezone;
  const boat = (await listDocs<Boat>(db, 'boat', { countryId: country._id, withHidden: true })).find(
    (b) => b._id === boatId,
  );
  if (!boat) throw new HttpError(404, OFFICE_DESK_MESSAGES.unknownBoat(boatId), 'UNKNOWN_BOAT');
  const from = query.from ?? todayInZone(zone, now);
  const dates = weekDates(from);
  const weekFrom = dayBounds(from, zone).fromMs;
  const weekTo = dayBounds(addDays(from, dates.length - 1), zone).toMs;
  const week = sql`tstzrange(${instantSql(weekFrom)}, ${instantSql(weekTo)}, '[)')`;
  const epoch = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);

  const [booked, held, closed, calendars] = await Promise.all([
    db.execute(sql`
      SELECT b.booking_ref, p.booking, a.state AS attendance, ${epoch('lower(r.during)')} AS start_ms, ${epoch('upper(r.during)')} AS end_ms
      FROM boat_reservations r
      JOIN slot_holds h ON h.booking_id = r.booking_id AND h.status = 'BOOKED'
      JOIN bookings b ON b.hold_id = h.booking_id AND b.cancelled_at IS NULL
      JOIN payments p ON p.id = b.payment_id
      LEFT JOIN booking_attendance a ON a.booking_ref = b.booking_ref
      WHERE r.boat_id = ${boatId} AND r.status = 'BOOKED' AND r.during && ${week}
      ORDER BY lower(r.during)`),
    db.execute(sql`
      SELECT ${epoch('lower(during)')} AS start_ms, ${epoch('upper(during)')} AS end_ms, expires_at
      FROM boat_reservations WHERE boat_id = ${boatId} AND status = 'HELD' AND expires_at > ${instantSql(now.getTime())} AND during && ${week}
      ORDER BY lower(during)`),
    db.execute(sql`
      SELECT id, reason, ${epoch('lower(during)')} AS start_ms, ${epoch('upper(during)')} AS end_ms
      FROM calendar_closures WHERE reopened_at IS NULL AND ${boatId} = ANY(boat_ids) AND during && ${week}
      ORDER BY lower(during)`),
    loadCalendars(db, [boat.calendarId], from, addDays(from, dates.length - 1)),
  ]);
  const calendar = calendars.get(boat.calendarId);

  const days = dates.map((date) => {
    const { fromMs, toMs, offset } = dayBounds(date, zone);
    const local = (ms: number) => localTimeString(ms, offset);
    const within = (r: Record<string, unknown>) => Number(r.start_ms) < toMs && Number(r.end_ms) > fromMs;
    // An item is listed on the day it starts; a closure on each day it covers, cut to that day.
    const startsToday = (r: Record<string, unknown>) => Number(r.start_ms) >= fromMs && Number(r.start_ms) < toMs;
    const taken: Span[] = [];
    const items: WeekItem[] = [];
    for (const r of rowsOf(booked).filter(startsToday)) {
      const b = r.booking as PaymentBooking;
      taken.push({ startMs: Number(r.start_ms), endMs: Number(r.end_ms) });
      items.push({
        kind: 'booking',
        startTime: local(Number(r.start_ms)),
        endTime: local(Number(r.end_ms)),
        bookingRef: String(r.booking_ref),
        guestName: `${b.firstName} ${b.lastName}`,
        guests: b.adults + b.kids,
        attendance: (r.attendance as AttendanceState | null) ?? null,
      });
    }
    for (const r of rowsOf(held).filter(startsToday)) {
      taken.push({ startMs: Number(r.start_ms), endMs: Number(r.end_ms) });
      items.push({
        kind: 'hold',
        startTime: local(Number(r.start_ms)),
        endTime: local(Number(r.end_ms)),
        expiresAt: new Date(String(r.expires_at)).toISOString(),
      });
    }
    for (const r of rowsOf(closed).filter(within)) {
      const span = { startMs: Math.max(Number(r.start_ms), fromMs), endMs: Math.min(Number(r.end_ms), toMs) };
      taken.push(span);
      items.push({
        kind: 'closure',
        startTime: local(span.startMs),
        endTime: local(span.endMs),
        closureId: String(r.id),
        reason: String(r.reason),
      });
    }
    // Free: the boat's calendar hours of that weekday not taken, from now on (none on a blackout day).
    const hours =
      calendar && !calendar.blackouts.has(date)
        ? calendar.hours.get(new Date(`${date}T12:00:00Z`).getUTCDay())
        : undefined;
    if (hours) {
      const opens = fromMs + minuteOfDay(hours.opens) * MIN_MS;
      const closes = fromMs + minuteOfDay(hours.closes) * MIN_MS;
      for (const f of freeSpans(Math.max(opens, now.getTime()), closes, taken)) {
        items.push({ kind: 'free', startTime: local(f.startMs), endTime: local(f.endMs) });
      }
    }
    items.sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
    return { date, items, past: toMs <= now.getTime() };
  });
  return { boatId: boat._id, boatName: boat.name, timezone: zone, from, days, generatedAt: now.toISOString() };
}
