// The IndexedDB database that holds confirmations kept on this device (its own database, apart from other stores).
import { createStore, del, entries, get, set } from 'idb-keyval';
import type { KeyValueStore } from './confirmationStore';

let idb: ReturnType<typeof createStore> | null = null;
const database = () => (idb ??= createStore('cayman-confirmations', 'confirmations'));

export const deviceConfirmations: KeyValueStore = {
  get: (key) => get(key, database()),
  set: (key, value) => set(key, value, database()),
  del: (key) => del(key, database()),
  entries: () => entries<string, unknown>(database()),
};
