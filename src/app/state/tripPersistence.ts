// The trip kept on the device (IndexedDB through idb-keyval): versioned, validated on the way back, kept 5 days.
import { set } from 'idb-keyval';
import type { StoredRecordProblem } from '../../domain/schema';
import { SAVED_TRIP_LIFETIME_MS, storedBuilderTrip, type TripState } from '../../domain/trip';
import { forgetStoredTrip, readKeptTrip, settledEarlyRead, TRIP_STORAGE_KEY } from './keptTripRead';

export { forgetStoredTrip, TRIP_STORAGE_KEY };
const SAVE_DELAY_MS = 400;

export type RestoredTrip = { trip: TripState } | { trip: null; problem: StoredRecordProblem };

function restored(raw: unknown, now: Date): RestoredTrip {
  const read = storedBuilderTrip.read(raw, now);
  return read.ok ? { trip: read.data } : { trip: null, problem: read.problem };
}

/** Reads the kept trip; a record that is old, expired or does not fit is deleted and its problem returned. */
export async function loadStoredTrip(now = new Date()): Promise<RestoredTrip> {
  let raw: unknown;
  try {
    raw = await readKeptTrip();
  } catch {
    return { trip: null, problem: 'missing' }; // no IndexedDB (private mode): the builder works without it
  }
  const result = restored(raw, now);
  if (result.trip === null && result.problem !== 'missing') await forgetStoredTrip();
  return result;
}

/**
 * The kept trip at once, when main.tsx's early read has settled (null while it has not): the same checks as
 * loadStoredTrip, without deleting a record that failed them (the caller does, with forgetStoredTrip).
 */
export function storedTripAtOnce(now = new Date()): RestoredTrip | null {
  const outcome = settledEarlyRead();
  if (!outcome) return null;
  return 'failed' in outcome ? { trip: null, problem: 'missing' } : restored(outcome.value, now);
}

export async function saveStoredTrip(trip: TripState, now = new Date()): Promise<void> {
  try {
    await set(TRIP_STORAGE_KEY, storedBuilderTrip.wrap(structuredClone(trip), now, SAVED_TRIP_LIFETIME_MS));
  } catch {
    // Storage full or unavailable: the trip still lives in the page and its address.
  }
}

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
