// The offline copy (src/domain/protocol/offlineCopy.ts): once the page is idle, after the offline copy's second phase,
// the worker fetches the country's list and keeps what it lacks through the same strategies that answer the page (same
// caches, same bounds), without competing with the page: two at a time, at low priority, and only while the page has
// asked for nothing for a moment. A network that fails stops it; the next page load asks again and it goes on from
// there.
import type { Strategy } from 'workbox-strategies';
import {
  isJsonAnswer,
  OFFLINE_COPY,
  readOfflineCopyList,
  type OfflineCopyList,
  type OfflineCopyState,
} from '../src/domain/protocol';

declare const self: ServiceWorkerGlobalScope;

const AT_ONCE = 2;
/** The page has asked for nothing for this long: the copy may use the link. */
const PAGE_QUIET_MS = 500;

let lastPageRequest = 0;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function pageQuiet(): Promise<void> {
  for (let quietFor = Date.now() - lastPageRequest; quietFor < PAGE_QUIET_MS; quietFor = Date.now() - lastPageRequest)
    await sleep(PAGE_QUIET_MS - quietFor);
}

async function readState(country: string): Promise<OfflineCopyState | null> {
  const kept = await (await caches.open(OFFLINE_COPY.stateCache)).match(OFFLINE_COPY.stateAddress(country));
  return kept ? ((await kept.json().catch(() => null)) as OfflineCopyState | null) : null;
}

async function writeState(country: string, state: OfflineCopyState): Promise<void> {
  const cache = await caches.open(OFFLINE_COPY.stateCache);
  await cache.put(
    OFFLINE_COPY.stateAddress(country),
    new Response(JSON.stringify(state), { headers: { 'content-type': 'application/json' } }),
  );
}

async function fetchList(country: string): Promise<OfflineCopyList | null> {
  const response = await fetch(OFFLINE_COPY.listPath(country), { cache: 'no-cache', priority: 'low' });
  if (!response.ok || !isJsonAnswer(response.headers.get('content-type'))) return null;
  return readOfflineCopyList(await response.json());
}

interface Keepers {
  catalogue: Strategy;
  catalogueCache: string;
  images: Strategy;
  imagesCache: string;
}

/**
 * Keeps `addresses` through `strategy`, skipping those `cacheName` holds unless `again`; false when the network failed.
 */
async function keepAll(
  event: ExtendableEvent,
  addresses: string[],
  strategy: Strategy,
  cacheName: string,
  again: boolean,
): Promise<boolean> {
  const cache = await caches.open(cacheName);
  const queue = [...addresses];
  let failed = false;
  const next = async () => {
    for (let address = queue.shift(); address && !failed; address = queue.shift()) {
      if (!again && (await cache.match(address))) continue;
      await pageQuiet();
      const response = await strategy
        .handle({ event, request: new Request(address, { priority: 'low' }) })
        .catch(() => undefined);
      if (!response || response.type === 'error' || !response.ok) failed = true;
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, next));
  return !failed;
}

async function keepCopy(event: ExtendableEvent, country: string, keepers: Keepers): Promise<void> {
  const list = await fetchList(country);
  if (!list) return;
  const before = await readState(country);
  const fresh =
    before?.status === 'complete' &&
    before.revision === list.revision &&
    Date.now() - before.at < OFFLINE_COPY.refreshAfterMs;
  if (fresh) return;
  // A changed catalogue (another revision) or an old copy: every answer again; otherwise only what is missing.
  const again =
    before !== null && (before.revision !== list.revision || Date.now() - before.at >= OFFLINE_COPY.refreshAfterMs);
  const state = { revision: list.revision, reads: list.reads.length, images: list.images.length, bytes: list.bytes };
  await writeState(country, { status: 'saving', ...state, at: Date.now() });
  const complete =
    (await keepAll(event, list.reads, keepers.catalogue, keepers.catalogueCache, again)) &&
    (await keepAll(event, list.images, keepers.images, keepers.imagesCache, false));
  if (!complete) return;
  await writeState(country, { status: 'complete', ...state, at: Date.now() });
  for (const client of await self.clients.matchAll({ type: 'window' }))
    client.postMessage({ type: OFFLINE_COPY.doneMessage, country });
}

const running = new Map<string, Promise<void>>();

/** Starts (or joins) the copy of `country`; call with the event of the app's idle message. */
export function keepOfflineCopy(event: ExtendableEvent, country: string, keepers: Keepers): Promise<void> {
  let run = running.get(country);
  if (!run) {
    run = keepCopy(event, country, keepers)
      .catch(() => undefined)
      .finally(() => running.delete(country));
    running.set(country, run);
  }
  return run;
}

/** Call once from sw.ts, before Workbox's routes: notes when the page last asked for something. */
export function watchPageRequests(): void {
  self.addEventListener('fetch', () => {
    lastPageRequest = Date.now();
  });
}
