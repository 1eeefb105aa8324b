// The kept trip's read from IndexedDB, started by main.tsx on a builder's address while the builder's code is still
// loading: the builder takes it instead of starting its own once it has rendered, and once it has settled the builder's
// first render can paint the trip at once (storedTripAtOnce in tripPersistence.ts) instead of a spinner first.
import { del } from 'idb-keyval';
import { readOnDevice } from './deviceRead';

export const TRIP_STORAGE_KEY = 'trip-builder:trip';

/** The pages that open with the kept trip (the guest's and the agents' builders), by file as routes.tsx names them. */
export const TRIP_BUILDER_PAGE_FILE = 'trip-builder/TripBuilderPage.tsx';
export const AGENT_TRIP_BUILDER_PAGE_FILE = 'agent/AgentTripBuilderPage.tsx';
export const KEPT_TRIP_PAGE_FILES: readonly string[] = [TRIP_BUILDER_PAGE_FILE, AGENT_TRIP_BUILDER_PAGE_FILE];

type Outcome = { value: unknown } | { failed: true };
interface EarlyRead {
  read: Promise<unknown>;
  outcome: Outcome | null;
  /** False where the server rendered the page: its first render must match the server's (no trip yet). */
  forFirstRender: boolean;
}

let early: EarlyRead | null = null;

const readRecord = () => readOnDevice(TRIP_STORAGE_KEY);

/** Drops the kept trip (here, not in ./tripPersistence.ts, so the confirmation page need not load that). */
export const forgetStoredTrip = () => del(TRIP_STORAGE_KEY).catch(() => undefined);

export function readKeptTripEarly({ forFirstRender }: { forFirstRender: boolean }): void {
  const entry: EarlyRead = { read: readRecord(), outcome: null, forFirstRender };
  entry.read.then(
    (value) => (entry.outcome = { value }),
    () => (entry.outcome = { failed: true }),
  );
  early = entry;
}

/** The raw record: the early read the first time it is asked for, a new read after that. */
export function readKeptTrip(): Promise<unknown> {
  const read = early?.read ?? readRecord();
  early = null;
  return read;
}

/** What the early read found, if it has settled and may shape the first render; the read stays to be taken. */
export function settledEarlyRead(): Outcome | null {
  return early?.forFirstRender ? early.outcome : null;
}

/** The early read is no longer wanted (the builder used what it had settled to). */
export function dropEarlyRead(): void {
  early = null;
}
