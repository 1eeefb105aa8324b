// The trip kept on the device (IndexedDB through idb-keyval): versioned, validated on the way back, kept 5 days.
import { del, get, set } from 'idb-keyval';
import { versioned, type StoredRecordProblem } from '../../domain/storedRecord';
import { SAVED_TRIP_LIFETIME_MS } from '../../domain/storedTrip';
import { tripState, type TripState } from '../../domain/tripState';

export const TRIP_STORAGE_KEY = 'trip-builder:trip';
export const storedBuilderTrip = versioned(tripState, 1);
export const SAVE_DELAY_MS = 400;

export type RestoredTrip = { trip: TripState } | { trip: null; problem: StoredRecordProblem };

/** Reads the kept trip; a record that is old, expired or does not fit is deleted and its problem returned. */
export async function loadStoredTrip(now = new Date()): Promise<RestoredTrip> {
  let raw: unknown;
  try {
    raw = await get(TRIP_STORAGE_KEY);
  } catch {
    return { trip: null, problem: 'missing' }; // no IndexedDB (private mode): the builder works without it
  }
  const read = storedBuilderTrip.read(raw, now);
  if (read.ok) return { trip: read.data };
  if (read.problem !== 'missing') await del(TRIP_STORAGE_KEY).catch(() => undefined);
  return { trip: null, problem: read.problem };
}

export async function saveStoredTrip(trip: TripState, now = new Date()): Promise<void> {
  try {
    await set(TRIP_STORAGE_KEY, storedBuilderTrip.wrap(structuredClone(trip), now, SAVED_TRIP_LIFETIME_MS));
  } catch {
    // Storage full or unavailable: the trip still lives in the page and its address.
  }
}

export const forgetStoredTrip = () => del(TRIP_STORAGE_KEY).catch(() => undefined);

/** Calls `save` once changes have stopped for `delayMs`; `flush` saves what is pending at once. */
export function debounced<A extends unknown[]>(save: (...args: A) => void, delayMs = SAVE_DELAY_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  const flush = () => {
    clearTimeout(timer);
    if (pending) save(...pending);
    pending = undefined;
  };
  const run = (...args: A) => {
    clearTimeout(timer);
    pending = args;
    timer = setTimeout(flush, delayMs);
  };
  run.flush = flush;
  return run;
}
