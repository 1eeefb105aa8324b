// Offline map: keeps the whole PMTiles archive in its own cache and answers pmtiles' range requests from it.
import { RangeRequestsPlugin } from 'workbox-range-requests';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { MAP_ARCHIVE } from '../src/domain/geography';
import { fitsFileAddress } from '../src/domain/protocol';
import { onlyFittingFiles } from './keptAnswers';

declare const self: ServiceWorkerGlobalScope;

const OLD_ARCHIVE_CACHE = /^map-archive-/;

/** Only a full 200 answer is stored: browsers never cache the 206 partial answers pmtiles asks for. */
export async function saveWholeArchive(): Promise<void> {
  const cache = await caches.open(MAP_ARCHIVE.cacheName);
  if (await cache.match(MAP_ARCHIVE.path)) return;
  const response = await fetch(MAP_ARCHIVE.path, { cache: 'no-store' });
  if (response.status === 200 && fitsFileAddress(MAP_ARCHIVE.path, response.headers.get('content-type')))
    await cache.put(MAP_ARCHIVE.path, response);
}

/**
 * Call once from sw.ts. The archive is saved in the offline copy's second phase (offlineLater.ts; the app also saves
 * it on first map use); on activate it drops archives of earlier builds; then every request for the archive,
 * ranged or not, is answered from the cache (Workbox slices the cached file into 206 answers), going to the
 * network only while nothing is cached.
 */
export function registerMapTileRoutes(): void {
  self.addEventListener('activate', (event) => {
    event.waitUntil(
      caches
        .keys()
        .then((names) =>
          Promise.all(
            names
              .filter((name) => OLD_ARCHIVE_CACHE.test(name) && name !== MAP_ARCHIVE.cacheName)
              .map((name) => caches.delete(name)),
          ),
        ),
    );
  });
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname === MAP_ARCHIVE.path,
    new CacheFirst({
      cacheName: MAP_ARCHIVE.cacheName,
      plugins: [onlyFittingFiles, new RangeRequestsPlugin()],
    }),
  );
}
