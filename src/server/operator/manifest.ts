// The operator's day manifest: per boat, each live booking that sails that day (no holds, nothing cancelled), in start
// order, with what the captain needs at the dock: times, meeting point and drop-off, guests, stops in route order, the
// guest's name and phone, notes, the office's tags and note, the crew, how it was booked and settled, and whether a
// closure covers it. A reader who may not see every trip (a captain) gets only the trips they crew: every boat and its
// closures stay, other trips are left out.
import { sql } from 'drizzle-orm';
import { type Boat, type Country, officeZoneOf } from '../../domain/catalogue';
import { addDays, todayInZone } from '../../domain/time';
import { type Manifest, type ManifestTrip, NO_CREW, NO_OFFICE_NOTES } from '../../domain/office';
import { listDocs } from '../catalogue/store';
import type { Db } from '../db/client';
import type { PaymentBooking } from '../db/paymentBooking';
import { dayOffsetMinutes, localTimeString } from '../availability/slotGrid';
import { bookedByOf, closedByOperatorSql, settledByOf } from '../payment/bookingRecords';
import { HttpError } from '../http/errors';
import { phoneWarning } from '../../domain/phone';
import { officeNotesOf } from './bookingEdits';
import { crewedBy, crewsOf } from './crew';
import { rowsOf } from '../db/rows';

const MIN_MS = 60_000;

/** Midnight to midnight of a local day, as instants. */
export function dayBounds(date: string, zone: string): { fromMs: number; toMs: number; offset: number } {
  const offset = dayOffsetMinutes(date, zone);
  const next = addDays(date, 1);
  return {
    fromMs: Date.parse(`${date}T00:00:00Z`) - offset * MIN_MS,
    toMs: Date.parse(`${next}T00:00:00Z`) - dayOffsetMinutes(next, zone) * MIN_MS,
    offset,
  };
}

async function findOperatorCountry(db: Db, countryId?: string): Promise<Country | undefined> {
  const countries = await listDocs<Country>(db, 'country');
  return countryId ? countries.find((c) => c._id === countryId) : countries[0];
}

/** The zone the office's days are read in (officeZoneOf), also on a fresh install with no country yet. */
export async function officeZone(db: Db): Promise<string> {
  return officeZoneOf(await findOperatorCountry(db));
}

export async function operatorCountry(db: Db, countryId?: string): Promise<Country> {
  const country = await findOperatorCountry(db, countryId);
  if (!country) throw new HttpError(404, 'Country not found');
  return country;
}

/** Who reads the manifest: `userId` sees only the trips they crew unless `seesAll`. */
export interface ManifestReader {
  userId: string;
  seesAll: boolean;
}

export async function dayManifest(
  db: Db,
  opts: { date?: string; countryId?: string; now: Date; reader: ManifestReader },
): Promise<Manifest> {
  // A fresh install has no country, so no boat, yet: its day is empty, in the office's clock before one.
  const country = opts.countryId ? await operatorCountry(db, opts.countryId) : await findOperatorCountry(db);
  const zone = officeZoneOf(country);
  const date = opts.date ?? todayInZone(zone, opts.now);
  const { fromMs, toMs, offset } = dayBounds(date, zone);
  const local = (ms: number) => localTimeString(ms, offset);
  const day = sql`tstzrange(${new Date(fromMs).toISOString()}::timestamptz, ${new Date(toMs).toISOString()}::timestamptz, '[)')`;
  const boats = country
    ? (await listDocs<Boat>(db, 'boat', { countryId: country._id, withHidden: true })).sort((a, b) =>
        a.name.localeCompare(b.name),
      )
    : [];

  const booked = rowsOf(
    await db.execute(sql`
    SELECT r.boat_id, r.role, (extract(epoch from lower(r.during)) * 1000)::float8 AS start_ms,
      (extract(epoch from upper(r.during)) * 1000)::float8 AS end_ms,
      b.booking_ref, p.booking, p.provider, h.owner_kind, u.name AS agent_name, u.email AS agent_email,
      ${closedByOperatorSql(sql`h.booking_id`)} AS closed, att.state AS attendance
    FROM boat_reservations r
    JOIN slot_holds h ON h.booking_id = r.booking_id AND h.status = 'BOOKED'
    JOIN bookings b ON b.hold_id = h.booking_id AND b.cancelled_at IS NULL
    JOIN payments p ON p.id = b.payment_id
    LEFT JOIN reservations res ON res.hold_id = h.booking_id
    LEFT JOIN users u ON u.id = res.agent_id
    LEFT JOIN booking_attendance att ON att.booking_ref = b.booking_ref
    WHERE r.status = 'BOOKED' AND lower(r.during) <@ ${day}
    ORDER BY lower(r.during), b.booking_ref`),
  );
  const refs = [...new Set(booked.map((t) => String(t.booking_ref)))];
  const crewed = opts.reader.seesAll ? null : await crewedBy(db, opts.reader.userId, refs);
  const trips = crewed ? booked.filter((t) => crewed.has(String(t.booking_ref))) : booked;
  const shownRefs = refs.filter((r) => !crewed || crewed.has(r));
  const [office, crews] = await Promise.all([officeNotesOf(db, shownRefs), crewsOf(db, shownRefs)]);

  const closures = rowsOf(
    await db.execute(sql`
    SELECT id, boat_id, reason, note, (extract(epoch from lower(during)) * 1000)::float8 AS start_ms, (extract(epoch from upper(during)) * 1000)::float8 AS end_ms
    FROM calendar_closures, unnest(boat_ids) AS boat_id
    WHERE reopened_at IS NULL AND during && ${day}
    ORDER BY lower(during)`),
  );

  return {
    date,
    timezone: zone,
    generatedAt: opts.now.toISOString(),
    scope: crewed ? 'crewed' : 'all',
    boats: boats.map((boat) => ({
      boatId: boat._id,
      boatName: boat.name,
      trips: trips
        .filter((t) => t.boat_id === boat._id)
        .map((t): ManifestTrip => {
          const b = t.booking as PaymentBooking;
          const s = b.tripSummary;
          return {
            bookingRef: String(t.booking_ref),
            startTime: local(Number(t.start_ms)),
            endTime: local(Number(t.end_ms)),
            charterHours: s.boatPriceRateAndExtraHour.data.hours,
            meetAt: s.pull.data?.name ?? '',
            meetingInstructions: s.pull.data?.instructions ?? '',
            dropOff: s.doll.data?.name ?? s.pull.data?.name ?? '',
            adults: b.adults,
            kids: b.kids,
            stops: s.activities.map((a) => a.data.name),
            guestName: `${b.firstName} ${b.lastName}`,
            phone: b.phone,
            phoneWarning: phoneWarning(b.phone),
            notes: b.notes ?? '',
            bookedBy: bookedByOf(String(t.owner_kind)),
            agentName: t.agent_name ? String(t.agent_name) || String(t.agent_email) : null,
            settledBy: settledByOf(String(t.provider), String(t.owner_kind)),
            role: t.role === 'bioBayAccess' ? 'bioBayAccess' : 'primary',
            closed: t.closed === true,
            office: office.get(String(t.booking_ref)) ?? NO_OFFICE_NOTES,
            crew: crews.get(String(t.booking_ref)) ?? NO_CREW,
            attendance: t.attendance === 'no-show' ? 'no-show' : null,
          };
        }),
      closures: closures
        .filter((c) => c.boat_id === boat._id)
        .map((c) => ({
          id: String(c.id),
          from: local(Math.max(Number(c.start_ms), fromMs)),
          to: local(Math.min(Number(c.end_ms), toMs)),
          reason: c.reason as Manifest['boats'][number]['closures'][number]['reason'],
          note: String(c.note),
        })),
    })),
  };
}
