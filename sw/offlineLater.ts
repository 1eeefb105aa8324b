// The second phase of the offline copy (src/domain/protocol/offlineLater.ts): when the app says the page is idle, the
// worker fetches the map archive and the files the build listed (map library, its worker and styles, PDF writer) into
// their caches; until then, and for any built file outside the precache, a request is answered from the cache or
// fetched and kept (hashed names never change content).
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import {
  isOfflineLaterFile,
  OFFLINE_LATER,
  type OfflineLaterList,
  fitsFileAddress,
  isJsonAnswer,
  countryOfPath,
} from '../src/domain/protocol';
import { saveWholeArchive } from './mapTiles';
import { onlyFittingFiles } from './keptAnswers';

declare const self: ServiceWorkerGlobalScope;

async function readList(): Promise<string[]> {
  const response = await fetch(OFFLINE_LATER.listPath, { cache: 'no-store' });
  if (!response.ok || !isJsonAnswer(response.headers.get('content-type'))) return [];
  const list = (await response.json()) as Partial<OfflineLaterList>;
  return Array.isArray(list.files)
    ? list.files.filter((file): file is string => typeof file === 'string' && isOfflineLaterFile(file.slice(1)))
    : [];
}

/** One at a time, so the phase never crowds a slow link; files of earlier builds are dropped. */
async function cacheLater(): Promise<void> {
  await saveWholeArchive();
  const files = await readList();
  if (files.length === 0) return;
  const cache = await caches.open(OFFLINE_LATER.cacheName);
  for (const file of files) {
    if (await cache.match(file)) continue;
    const response = await fetch(file);
    if (response.status === 200 && fitsFileAddress(file, response.headers.get('content-type')))
      await cache.put(file, response);
  }
  const wanted = new Set(files.map((file) => new URL(file, self.location.origin).href));
  for (const request of await cache.keys()) if (!wanted.has(request.url)) await cache.delete(request);
}

let running: Promise<void> | null = null;

/**
 * Call once from sw.ts, after the precache route (precached files are answered there first). `andThen` runs after the
 * phase, with the country the page is in (the message's `country`, when it names one): the offline copy.
 */
export function registerOfflineLater(andThen: (event: ExtendableEvent, country: string) => Promise<void>): void {
  self.addEventListener('message', (event) => {
    const data = event.data as { type?: unknown; country?: unknown } | null;
    if (data?.type !== OFFLINE_LATER.message) return;
    running ??= cacheLater()
      .catch(() => undefined)
      .finally(() => {
        running = null;
      });
    const country = typeof data.country === 'string' ? countryOfPath(`/${data.country}`) : null;
    event.waitUntil(running.then(() => (country ? andThen(event, country) : undefined)));
  });
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
    new CacheFirst({ cacheName: OFFLINE_LATER.cacheName, plugins: [onlyFittingFiles] }),
  );
}
