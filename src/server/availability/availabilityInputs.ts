// What the slot search reads, kept in memory per database: each boat's live reservations and open closures and each
// calendar's hours and blackouts, with the version (migration 096) they were read at. Every search reads the versions
// of its boats and calendars (one small query) and reloads only what changed, so a hold, release, booking, change,
// cancel, closure or reopening made by this process or by another one on the same PostgreSQL shows on the next search.
// Hold expiry needs no version: a hold's expiry instant is kept and compared with the clock on every search.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loadCalendars, loadClosedTimes, loadLiveReservations, type LiveReservation } from './calendarStore';
import type { BoatCalendar, ClosedTime } from './slotGrid';
import { rowsOf } from '../db/rows';

interface BoatInputs {
  reservations: LiveReservation[];
  closed: ClosedTime[];
}
/**
 * A load under way or done; searches that read the same version share it, so a change is reloaded once, not once per
 * search.
 */
interface Kept<T> {
  version: number;
  value: Promise<T>;
}

interface Store {
  boats: Map<string, Kept<BoatInputs>>;
  calendars: Map<string, Kept<BoatCalendar | undefined>>;
}

const stores = new WeakMap<Db, Store>();
const storeOf = (db: Db) => {
  let store = stores.get(db);
  if (!store) stores.set(db, (store = { boats: new Map(), calendars: new Map() }));
  return store;
};

export interface SearchInputs {
  calendars: Map<string, BoatCalendar | undefined>;
  boats: Map<string, BoatInputs>;
}

async function readVersions(db: Db, keys: string[]): Promise<Map<string, number>> {
  const result = await db.execute(
    sql`SELECT key, version FROM availability_versions WHERE key IN (${sql.join(
      keys.map((k) => sql`${k}`),
      sql`, `,
    )})`,
  );
  const rows = rowsOf<{ key: string; version: number | string }>(result);
  return new Map(rows.map((r) => [r.key, Number(r.version)]));
}

/**
 * The kept value of each id when its version is at least `version`, else a load of the older ones (one query for all),
 * kept. A failed load is forgotten, so the next search tries again.
 */
function current<T>(
  kept: Map<string, Kept<T>>,
  ids: string[],
  versionOf: (id: string) => number,
  load: (ids: string[]) => Promise<Map<string, T>>,
): Promise<Map<string, T>> {
  const stale = ids.filter((id) => (kept.get(id)?.version ?? -1) < versionOf(id));
  if (stale.length > 0) {
    const loading = load(stale);
    for (const id of stale) {
      const entry: Kept<T> = { version: versionOf(id), value: loading.then((m) => m.get(id) as T) };
      entry.value.catch(() => {
        if (kept.get(id) === entry) kept.delete(id);
      });
      kept.set(id, entry);
    }
  }
  return Promise.all(ids.map(async (id) => [id, await kept.get(id)!.value] as const)).then((pairs) => new Map(pairs));
}

/** The inputs of `boatIds` and `calendarIds`, current as of this call. */
export async function searchInputs(db: Db, boatIds: string[], calendarIds: string[]): Promise<SearchInputs> {
  const store = storeOf(db);
  const boats = [...new Set(boatIds)];
  const calendars = [...new Set(calendarIds)];
  // Versions first, then the rows: rows read after the versions are at least as new as them, never older.
  const versions = await readVersions(db, [
    ...boats.map((id) => `boat:${id}`),
    ...calendars.map((id) => `calendar:${id}`),
  ]);
  const [boatInputs, calendarInputs] = await Promise.all([
    current(
      store.boats,
      boats,
      (id) => versions.get(`boat:${id}`) ?? 0,
      async (ids) => {
        const [reservations, closed] = await Promise.all([loadLiveReservations(db, ids), loadClosedTimes(db, ids)]);
        return new Map(
          ids.map((id) => [id, { reservations: reservations.get(id) ?? [], closed: closed.get(id) ?? [] }]),
        );
      },
    ),
    current(
      store.calendars,
      calendars,
      (id) => versions.get(`calendar:${id}`) ?? 0,
      async (ids) => {
        const loaded = await loadCalendars(db, ids);
        return new Map(ids.map((id) => [id, loaded.get(id)]));
      },
    ),
  ]);
  return { boats: boatInputs, calendars: calendarInputs };
}
