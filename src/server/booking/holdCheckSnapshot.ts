// The catalogue and the boat calendars a hold request is checked against, read once per database and kept
// for a few seconds: both change rarely, and the exclusion constraint still decides every overlap, so a
// copy that is a moment old can only offer or refuse a start a moment late, never double-book a boat.
import type { Activity, Boat, Country, PickUpLocation } from '../../domain/catalogue';
import { listDocs } from '../catalogue/store';
import { catalogueRevision } from '../catalogue/revision';
import type { Db } from '../db/client';
import { boatCalendars, calendarBlackouts, calendarHours } from '../db/bookingSchema';
import type { BoatCalendar } from '../availability/slotGrid';

export interface HoldCheckData {
  countries: Map<string, Country>;
  boats: Map<string, Boat>;
  pickUps: Map<string, PickUpLocation>;
  /** In catalogue order (position, then id), as listDocs answers. */
  activities: Map<string, Activity>;
  /** Every calendar with all its blackout days; a calendarId without a row is missing. */
  calendars: Map<string, BoatCalendar>;
}

/** Unlike the price route's snapshot, a copy older than this is never answered: the request waits for a fresh one. */
const HOLD_CHECK_TTL_MS = 5_000;

const byId = <T extends { _id: string }>(docs: T[]) => new Map(docs.map((d) => [d._id, d]));

async function loadHoldCheckData(db: Db): Promise<HoldCheckData> {
  const [countries, boats, pickUps, activities, calendarRows, hours, blackouts] = await Promise.all([
    listDocs<Country>(db, 'country'),
    listDocs<Boat>(db, 'boat'),
    listDocs<PickUpLocation>(db, 'pickUpLocation'),
    listDocs<Activity>(db, 'activity'),
    db.select().from(boatCalendars),
    db.select().from(calendarHours),
    db.select({ calendarId: calendarBlackouts.calendarId, day: calendarBlackouts.day }).from(calendarBlackouts),
  ]);
  const calendars = new Map<string, BoatCalendar>();
  for (const c of calendarRows)
    calendars.set(c.calendarId, { timezone: c.timezone, hours: new Map(), blackouts: new Set() });
  for (const h of hours) {
    calendars.get(h.calendarId)?.hours.set(h.weekday, {
      opens: h.opens,
      closes: h.closes,
      intervalMinutes: h.intervalMinutes,
      bioBayStarts: h.bioBayStarts,
    });
  }
  for (const b of blackouts) calendars.get(b.calendarId)?.blackouts.add(b.day);
  return {
    countries: byId(countries),
    boats: byId(boats),
    pickUps: byId(pickUps),
    activities: byId(activities),
    calendars,
  };
}

interface Kept {
  data?: { value: HoldCheckData; at: number; revision: number };
  loading?: Promise<HoldCheckData>;
}

// One copy per database handle, so that each test app (and each engine) reads its own.
const keptByDb = new WeakMap<Db, Kept>();

/**
 * The hold-check data of `db` as of at most `ttlMs` ago and of the catalogue's current revision (catalogue/revision.ts:
 * a hold pins the prices the guest was just shown, never the ones before an office's change); concurrent callers share
 * one read.
 */
export async function holdCheckData(db: Db, ttlMs = HOLD_CHECK_TTL_MS, now = () => Date.now()): Promise<HoldCheckData> {
  let kept = keptByDb.get(db);
  if (!kept) keptByDb.set(db, (kept = {}));
  const revision = await catalogueRevision(db);
  if (kept.data && kept.data.revision === revision && now() - kept.data.at <= ttlMs) return kept.data.value;
  const entry = kept;
  const startedAt = now();
  entry.loading ??= loadHoldCheckData(db)
    .then((value) => {
      entry.data = { value, at: startedAt, revision };
      return value;
    })
    .finally(() => {
      entry.loading = undefined;
    });
  return entry.loading;
}
