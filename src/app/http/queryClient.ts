// One query client for the app, its cache persisted to localStorage so visited catalogue pages work offline.
import { dehydrate, hydrate, QueryClient, type Query } from '@tanstack/react-query';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { PersistedClient, PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { is } from 'superstruct';
import { version } from '../../../package.json';
import { isApiError } from './ApiError';
import { registry } from './resources';
import { whenIdle } from '../ui/whenIdle';

const ONE_DAY = 24 * 60 * 60 * 1000;
export const CACHE_STORAGE_KEY = 'catalogue-cache';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: 'offlineFirst',
        staleTime: 5 * 60 * 1000,
        gcTime: ONE_DAY, // at least the persister's maxAge, or restored entries are dropped
        refetchOnWindowFocus: false,
        // A 4xx will not change on retry, and offline a retry would only pause: fail at once so the page can say so.
        retry: (failures, error) => {
          if (isApiError(error) && (error.offline || (error.status !== null && error.status < 500))) return false;
          return failures < 1;
        },
      },
      // An office or agent action is sent now or not at all: paused offline, it would leave its button disabled and
      // then act minutes later, unasked. Sent at once, it fails at once and the form says it needs a connection.
      mutations: { networkMode: 'always' },
    },
  });
}

function persistedResource(query: Pick<Query, 'queryKey'>) {
  const [scope, name] = query.queryKey;
  if (scope !== 'catalogue' || typeof name !== 'string') return undefined;
  const r = registry.get(name);
  return r?.persist ? r : undefined;
}

/**
 * The code that saves the device's copy: this chunk's own address, which every build that changes it (or a schema it
 * imports) renames. A copy saved by this very code holds only answers its schemas let in (fetched, rendered by the
 * server, or checked on an earlier restore), so its entries are not checked again: the check was most of the restore,
 * which runs in the first render of every page the worker opens.
 */
const SAVED_BY = import.meta.url;

type SavedCopy = PersistedClient & { savedBy?: string };

const saved = (client: PersistedClient) => JSON.stringify({ ...client, savedBy: SAVED_BY } satisfies SavedCopy);

/**
 * A copy's entries the app may use: allowlisted, successful, and, unless this code saved it, still fitting their
 * schema.
 */
function fittingEntries(copy: SavedCopy): PersistedClient {
  const queries = Array.isArray(copy?.clientState?.queries) ? copy.clientState.queries : [];
  const trusted = copy?.savedBy === SAVED_BY;
  const kept = queries.filter((q) => {
    const r = persistedResource(q);
    return r !== undefined && q.state?.status === 'success' && (trusted || is(q.state.data, r.schema));
  });
  if (kept.length < queries.length)
    console.info(`Dropped ${queries.length - kept.length} cached entries that no longer fit.`);
  return { timestamp: copy?.timestamp, buster: copy?.buster, clientState: { mutations: [], queries: kept } };
}

/** Restored data is untrusted unless this code saved it: entries that no longer match their schema are dropped. */
export const restoreCache = (text: string): PersistedClient => fittingEntries(JSON.parse(text) as SavedCopy);

/** The queries kept on the device: successful catalogue reads of the resources marked to persist. */
const isKept = (query: Pick<Query, 'queryKey' | 'state'>) =>
  query.state.status === 'success' && persistedResource(query) !== undefined;
const keptOnly = { shouldDehydrateQuery: isKept, shouldDehydrateMutation: () => false };

export function persistOptions(
  storage: Storage | undefined = typeof window === 'undefined' ? undefined : window.localStorage,
): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister: createSyncStoragePersister({
      storage,
      key: CACHE_STORAGE_KEY,
      serialize: saved,
      deserialize: restoreCache,
      throttleTime: 1000,
    }),
    maxAge: ONE_DAY,
    buster: version,
    dehydrateOptions: keptOnly,
  };
}

/**
 * The same options, restoring once the browser is idle: on a page the server rendered, which already holds the
 * server's data, reading and checking the device's copy (restoreCache: tens of milliseconds on a phone) waits until
 * React has hydrated the page in its short tasks. (The restore's end once was an update above the page too, and one
 * during the hydration made React hydrate the rest at once: KeptQueryClientProvider makes none.)
 */
export function restoredWhenIdle(options: ReturnType<typeof persistOptions>): ReturnType<typeof persistOptions> {
  const { persister } = options;
  const idle = () => new Promise<void>((resolve) => whenIdle(resolve, { timeoutMs: 5_000, fallbackMs: 1_000 }));
  return { ...options, persister: { ...persister, restoreClient: () => idle().then(() => persister.restoreClient()) } };
}

/** The kept part of the cache, as the persister saves it. */
const keptState = (queryClient: QueryClient) => dehydrate(queryClient, keptOnly);

function writeOnDevice(storage: Storage, client: PersistedClient): void {
  try {
    storage.setItem(CACHE_STORAGE_KEY, saved(client));
  } catch {
    // Full or refused: the persister writes again on the next change.
  }
}

type CacheOptions = ReturnType<typeof persistOptions>;

/**
 * Keeps the cache on the device now, once the device's copy is restored into it. The server's data is put in the cache
 * before the persister listens, and nothing changes it after: without this, a page seen only on a first visit would not
 * open offline. Written at once: the persister's own writes come a second after the call, and a guest who lost the
 * signal and reloaded within it found the page gone.
 */
export function persistNow(
  queryClient: QueryClient,
  options: CacheOptions,
  storage: Storage = window.localStorage,
): void {
  writeOnDevice(storage, { timestamp: Date.now(), buster: options.buster ?? '', clientState: keptState(queryClient) });
}

/**
 * The device's copy of the cache as the restore would take it: null when missing, unreadable, of another version or
 * past its age. (The persister's restore makes the same checks inline; it exports no function for them.)
 */
function usableDeviceCopy(options: CacheOptions, storage: Storage): PersistedClient | null {
  const text = storage.getItem(CACHE_STORAGE_KEY);
  if (!text) return null;
  let stored: SavedCopy;
  try {
    stored = JSON.parse(text) as SavedCopy;
  } catch {
    return null;
  }
  // Version and age first: a copy the restore would drop is not worth checking entry by entry.
  const fresh =
    stored?.buster === (options.buster ?? '') && Date.now() - stored.timestamp <= (options.maxAge ?? ONE_DAY);
  return fresh ? fittingEntries(stored) : null;
}

/**
 * The same options, with the device's copy put in the cache now, before the first render: the static shell (the
 * service worker's copy of every page) then renders its page with the country and catalogue in one pass, not a spinner
 * first and the page after the persister's restore, a render, a layout and a paint later. A copy the restore would
 * drop is left to it, to drop.
 */
export function restoredAtOnce(
  queryClient: QueryClient,
  options: CacheOptions,
  storage: Storage | undefined = typeof window === 'undefined' ? undefined : window.localStorage,
): CacheOptions {
  const copy = storage ? usableDeviceCopy(options, storage) : null;
  if (!copy) return options;
  hydrate(queryClient, copy.clientState);
  return { ...options, persister: { ...options.persister, restoreClient: () => Promise.resolve(undefined) } };
}

/**
 * Until persistNow has run (the restore waits for an idle moment, up to 5 s), a page the guest leaves or reloads merges
 * the server's data into the device's copy as it goes, synchronously in `pagehide`: a copy of another version or past
 * its age is dropped, as the restore would. Returns the function that stops it.
 */
export function keepServerDataOnLeave(
  queryClient: QueryClient,
  options: CacheOptions,
  storage: Storage = window.localStorage,
): () => void {
  const leave = () => {
    const stored = usableDeviceCopy(options, storage);
    const current = keptState(queryClient).queries;
    const replaced = new Set(current.map((query) => query.queryHash));
    const older = stored ? stored.clientState.queries.filter((query) => !replaced.has(query.queryHash)) : [];
    writeOnDevice(storage, {
      timestamp: Date.now(),
      buster: options.buster ?? '',
      clientState: { mutations: [], queries: [...older, ...current] },
    });
  };
  window.addEventListener('pagehide', leave);
  return () => window.removeEventListener('pagehide', leave);
}
