// The app shell's precache, installed in as few round trips as a ship's link allows (600 ms each on a geostationary
// link): the hashed build files the page already loaded are taken from the browser's HTTP cache (`only-if-cached`:
// never a request; ~0.3 s for all lookups at once on the satellite profile), every other file comes in one request
// (src/domain/protocol/precacheBundle.ts; ~310 KiB brotli for all files). Should that request fail, the files are
// fetched several at a time: Workbox's own install fetches one file after another (workbox#2528).
import { PrecacheController, PrecacheRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { defined } from '../src/domain/schema';
import { decodeBundle, PRECACHE_BUNDLE } from '../src/domain/protocol';
import { onlyFittingFiles } from './keptAnswers';

declare const self: ServiceWorkerGlobalScope;

/** As many as a browser opens connections to one host. */
const AT_ONCE = 6;

type Entry = [url: string, cacheKey: string];

/** Workbox's own way, file by file (six at a time): what the bundle could not bring. */
async function fetchEach(controller: PrecacheController, event: ExtendableEvent, entries: Entry[]): Promise<void> {
  const queue = [...entries];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [url, cacheKey] = next;
      const request = new Request(url, {
        integrity: controller.getIntegrityForCacheKey(cacheKey),
        // As Workbox does: a URL without its own hash carries a revision and must bypass the HTTP cache.
        cache: cacheKey.includes('__WB_REVISION__') ? 'reload' : 'default',
        credentials: 'same-origin',
      });
      await Promise.all(controller.strategy.handleAll({ params: { cacheKey }, request, event }));
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
}

/** The entries asked for in one request, put in the precache; returns those it could not bring. */
async function fetchBundle(cache: Cache, entries: Entry[]): Promise<Entry[]> {
  if (entries.length === 0) return [];
  try {
    const files = entries.map(([url]) => new URL(url, self.location.origin).pathname.slice(1));
    const response = await fetch(PRECACHE_BUNDLE.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ files }),
      cache: 'no-store',
      credentials: 'same-origin',
    });
    if (!response.ok) return entries;
    const bundled = decodeBundle(new Uint8Array(await response.arrayBuffer()));
    if (bundled.length !== entries.length || bundled.some((f, i) => f.file !== files[i])) return entries;
    await Promise.all(
      bundled.map((f, i) =>
        cache.put(
          defined(entries[i], 'the entry of a bundled file')[1],
          new Response(f.bytes.slice(), { headers: { 'content-type': f.type } }),
        ),
      ),
    );
    return [];
  } catch {
    return entries;
  }
}

/** Hashed build files the page has already loaded, from the browser's HTTP cache (no request); returns the others. */
async function fromHttpCache(cache: Cache, entries: Entry[]): Promise<Entry[]> {
  const kept = await Promise.all(
    entries.map(async ([url, cacheKey]) => {
      if (!new URL(url, self.location.origin).pathname.startsWith('/assets/')) return false;
      const response = await fetch(url, {
        cache: 'only-if-cached',
        mode: 'same-origin',
        credentials: 'same-origin',
      }).catch(() => undefined);
      if (!response?.ok) return false;
      await cache.put(cacheKey, response);
      return true;
    }),
  );
  return entries.filter((_, i) => !kept[i]);
}

async function install(controller: PrecacheController, event: ExtendableEvent): Promise<void> {
  const cache = await caches.open(controller.strategy.cacheName);
  const entries = [...controller.getURLsToCacheKeys()];
  // A file with an integrity hash is checked by Workbox's own fetch.
  const withIntegrity = entries.filter(([, cacheKey]) => controller.getIntegrityForCacheKey(cacheKey));
  const notCached = await fromHttpCache(
    cache,
    entries.filter((entry) => !withIntegrity.includes(entry)),
  );
  const left = await fetchBundle(cache, notCached);
  await fetchEach(controller, event, [...left, ...withIntegrity]);
}

/** Call once from sw.ts in place of `precacheAndRoute`; returns the controller (for the navigation fallback). */
export function precacheInParallel(entries: Array<PrecacheEntry | string>): PrecacheController {
  // A captive portal's page in place of a script fails the install (tried again on the next visit), never kept as it.
  const controller = new PrecacheController({ plugins: [onlyFittingFiles] });
  controller.addToCacheList(entries);
  self.addEventListener('install', (event) => event.waitUntil(install(controller, event)));
  self.addEventListener('activate', (event) => void controller.activate(event));
  registerRoute(new PrecacheRoute(controller));
  return controller;
}
