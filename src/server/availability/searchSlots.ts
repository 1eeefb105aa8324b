// Answers a time-slot search: every day of the range with its starts, free or taken and why.
import type { Boat, Country } from '../../domain/catalogue';
import { isCallToBookOn, addDays, daysBetween, todayInZone } from '../../domain/time';
import { lateMorningFeeFor, PRICING_MESSAGES } from '../../domain/pricing';
import {
  type TimeSlot,
  type TimeSlotDay,
  type TimeSlotsRequest,
  type TimeSlotsResponse,
  isBioBayTrip,
} from '../../domain/booking';
import { getDoc } from '../catalogue/store';
import { catalogueRevision } from '../catalogue/revision';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';
import { takenTimes } from './calendarStore';
import { searchInputs } from './availabilityInputs';
import { keepAnswer, keptAnswer } from './keptAnswers';
import { customDaySlot, dayTripHoursOf, daySlots, unavailability, type BoatTimes, type GridSlot } from './slotGrid';
import { customTimeAppliesOn } from '../../domain/trip';

const DAY_MS = 86_400_000;

// The documents a search reads, kept per database for one catalogue revision (catalogue/revision.ts).
const catalogueDocs = new WeakMap<Db, { revision: number; docs: Map<string, Promise<unknown>> }>();
async function keptDoc<T>(db: Db, kind: 'country' | 'boat', id: string): Promise<T | undefined> {
  const revision = await catalogueRevision(db);
  let kept = catalogueDocs.get(db);
  if (!kept || kept.revision !== revision) catalogueDocs.set(db, (kept = { revision, docs: new Map() }));
  const docs = kept.docs;
  const key = `${kind}:${id}`;
  let doc = docs.get(key);
  if (!doc) {
    doc = getDoc<T>(db, kind, id);
    docs.set(key, doc);
    doc.then(
      (found) => {
        if (!found) docs.delete(key);
      },
      () => docs.delete(key),
    ); // only found documents are kept
  }
  return doc as Promise<T | undefined>;
}

async function countryOf(db: Db, countryId: string): Promise<Country> {
  const country = await keptDoc<Country>(db, 'country', countryId);
  if (!country) throw new HttpError(404, 'Country not found');
  return country;
}

async function boatOf(db: Db, boatId: string, countryId: string): Promise<Boat> {
  const boat = await keptDoc<Boat>(db, 'boat', boatId);
  if (!boat || boat.countryId !== countryId) throw new HttpError(404, 'Boat not found');
  return boat;
}

export function checkCharterHours(boat: Boat, hours: number): void {
  if (hours > boat.maxHours)
    throw new HttpError(400, PRICING_MESSAGES.charterTooLong(hours, boat.maxHours), 'CHARTER_TOO_LONG');
}

/** The bio-bay boats that may join `main`: those the request names (when it names any), else all of the boat's. */
export function bioBayCandidates(main: Boat, named: string[]): Boat['additionalBioBayBoats'] {
  if (named.length === 0) return main.additionalBioBayBoats;
  const unknown = named.find((id) => !main.additionalBioBayBoats.some((b) => b._id === id));
  if (unknown) throw new HttpError(400, `${unknown} is not a bio bay boat of ${main.name}`, 'BAD_REQUEST');
  return main.additionalBioBayBoats.filter((b) => named.includes(b._id));
}

export interface SearchOptions {
  /** A signed-in agent's search: the request's customTime replaces the calendar's starts on its days. */
  customStart?: boolean;
  /** A booking being moved: its own times count as free. */
  exceptHoldId?: string;
}

export async function searchTimeSlots(
  db: Db,
  request: TimeSlotsRequest,
  now: Date,
  options: SearchOptions = {},
): Promise<TimeSlotsResponse> {
  const country = await countryOf(db, request.countryId);
  const [primary, ...otherPrimaries] = request.boats.filter((b) => b.role === 'primary');
  if (!primary || otherPrimaries.length > 0)
    throw new HttpError(400, 'Invalid request: boats: exactly one boat with role primary is needed', 'BAD_REQUEST');
  const main = await boatOf(db, primary.boatId, country._id);
  checkCharterHours(main, request.tripDuration);
  const bioBay = isBioBayTrip(request.tripType);
  const extras = bioBay
    ? bioBayCandidates(
        main,
        request.boats.filter((b) => b.role === 'bioBayAccess').map((b) => b.boatId),
      )
    : [];

  const zone = country.timezone;
  const fromMs = Date.parse(`${request.startDate}T00:00:00Z`) - DAY_MS;
  const toMs = Date.parse(`${request.endDate}T00:00:00Z`) + 3 * DAY_MS; // evening trips may end after midnight
  const boatIds = [main._id, ...extras.map((b) => b._id)];
  const inputs = await searchInputs(db, boatIds, [main.calendarId, ...extras.map((b) => b.calendarId)]);
  const today = todayInZone(zone, now);
  const key = JSON.stringify([request, options.customStart === true, options.exceptHoldId ?? null]);
  const basis = { inputs: [...inputs.boats.values(), ...inputs.calendars.values()], today };
  const kept = keptAnswer(db, key, basis, now.getTime());
  if (kept) return kept;
  // The first instant after now at which this answer could change: a listed slot starts, or a hold runs out.
  let untilMs = Infinity;
  const changesAt = (ms: number | null) => {
    if (ms !== null && ms > now.getTime() && ms < untilMs) untilMs = ms;
  };
  for (const boat of inputs.boats.values())
    for (const r of boat.reservations) if (r.status === 'HELD') changesAt(r.expiresMs);
  const timesOf = (boatId: string, calendarId: string): BoatTimes => {
    const boat = inputs.boats.get(boatId)!;
    return {
      boatId,
      calendar: inputs.calendars.get(calendarId),
      taken: takenTimes(boat.reservations, fromMs, toMs, now, options.exceptHoldId),
      closed: boat.closed,
    };
  };
  const mainTimes = timesOf(main._id, main.calendarId);
  const mainCalendar = mainTimes.calendar;
  const extraTimes: BoatTimes[] = extras.map((b) => timesOf(b._id, b.calendarId));
  const custom = options.customStart && !bioBay ? (request.customTime ?? undefined) : undefined;
  const dayTrips = dayTripHoursOf(main);

  const availableSlots: TimeSlotDay[] = [];
  for (let i = 0; i <= daysBetween(request.startDate, request.endDate); i++) {
    const date = addDays(request.startDate, i);
    const bookings: TimeSlot[] = [];
    const customHere =
      custom && mainCalendar && customTimeAppliesOn(custom, date)
        ? customDaySlot(mainCalendar, date, custom.time, request.tripDuration, dayTrips)
        : undefined;
    const grid: GridSlot[] = customHere
      ? [customHere.slot]
      : mainCalendar
        ? daySlots(mainCalendar, date, request.tripDuration, bioBay, dayTrips)
        : [];
    for (const slot of grid) {
      changesAt(slot.startMs);
      const reason =
        (customHere?.outside && slot.startMs > now.getTime() ? customHere.outside : undefined) ??
        unavailability(slot, { ...mainTimes, calendar: mainCalendar! }, bioBay ? extraTimes : undefined, now);
      if (reason && !request.returnAllTimeSlots) continue;
      const entry: TimeSlot = { startTime: slot.startTime, endTime: slot.endTime, isAvailable: reason === undefined };
      if (customHere) entry.custom = true;
      if (reason && request.includeUnavailabilityReason) entry.reason = reason;
      // Only today and tomorrow can be 'call to book'; the domain rule decides which of their slots are.
      if (reason !== 'PAST' && isCallToBookOn(slot.date, slot.startClock, today)) entry.callToBook = true;
      const fee = lateMorningFeeFor(main, slot.startClock, request.tripDuration);
      if (fee > 0) entry.lateMorningFee = fee;
      bookings.push(entry);
    }
    availableSlots.push({ date, bookings });
  }
  const answer = { availableSlots, timezone: zone };
  keepAnswer(db, key, { ...basis, fromMs: now.getTime(), untilMs }, answer);
  return answer;
}
