// The IndexedDB database that holds confirmations kept on this device (its own database, apart from other stores).
import { createStore, del, entries, get, set } from 'idb-keyval';
import type { KeyValueStore } from './confirmationStore';
import { readOnDevice } from '../state/deviceRead';

let idb: ReturnType<typeof createStore> | null = null;
const database = () => (idb ??= createStore('cayman-confirmations', 'confirmations'));

// Reads started before the page's code arrived (readKeptEarly), each handed to the page's first read of its key.
const earlyReads = new Map<string, Promise<unknown>>();

/** Starts reading the kept confirmation of `bookingRef` at once (main.tsx, on the confirmation's address). */
export function readKeptEarly(bookingRef: string): void {
  const read = readOnDevice(bookingRef, database);
  read.catch(() => undefined); // handled by the page's read, if it comes
  earlyReads.set(bookingRef, read);
}

export const deviceConfirmations: KeyValueStore = {
  get: (key) => {
    const early = earlyReads.get(key);
    earlyReads.delete(key);
    return early ?? get(key, database());
  },
  set: (key, value) => set(key, value, database()),
  del: (key) => del(key, database()),
  entries: () => entries<string, unknown>(database()),
};
