// A read from IndexedDB (idb-keyval) that always answers with a promise. Where a browser has no IndexedDB, idb-keyval
// throws at once (opening a store too, so it is opened inside); a read started with the app (main.tsx) would then stop
// the app from starting.
import { get, type UseStore } from 'idb-keyval';

export const readOnDevice = (key: IDBValidKey, store?: () => UseStore): Promise<unknown> =>
  new Promise((resolve) => resolve(get(key, store?.())));
