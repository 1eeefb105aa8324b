/// <reference lib="WebWorker" />
// The offline promise: every page visited once opens again without a network, with its data.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { isCacheableApiRead, notAppRoutes } from './apiCachePolicy';
import { isSiteImage } from '../src/domain/protocol';
import { registerMapTileRoutes } from './mapTiles';
import { registerOfflineLater } from './offlineLater';
import { keepOfflineCopy, watchPageRequests } from './offlineCopy';
import { registerSendQueue } from './backgroundSync';
import { precacheInParallel } from './precacheInParallel';
import { registerSeenImages } from './seenImages';
import { KeptOrServerJson, onlyFittingFiles } from './keptAnswers';
import { anyKeptVariant } from './photoVariants';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

const day = 24 * 60 * 60;

const precache = precacheInParallel(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The map archive is not in the precache manifest (vite.config.ts ignores tiles/**): it has its own cache.
registerMapTileRoutes();

// Before Workbox's routes: the offline copy waits while the page asks for things.
watchPageRequests();

// Emails and feedback sent without a connection wait here and go once it returns.
registerSendQueue();

registerRoute(new NavigationRoute(precache.createHandlerBoundToURL('/index.html'), { denylist: notAppRoutes }));

const catalogue = new KeptOrServerJson({
  cacheName: 'catalogue',
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    // Room for the offline copy's reads (OFFLINE_COPY.budgetBytes) and those of the pages opened besides.
    new ExpirationPlugin({ maxEntries: 600, maxAgeSeconds: 30 * day, purgeOnQuotaError: true }),
  ],
});
registerRoute(({ url, request }) => isCacheableApiRead(url, request.method, self.location.origin), catalogue);

const images = new CacheFirst({
  cacheName: 'images',
  plugins: [
    onlyFittingFiles,
    anyKeptVariant('images'),
    new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * day, purgeOnQuotaError: true }),
  ],
});
registerRoute(({ url, request }) => request.method === 'GET' && isSiteImage(url, self.location.origin), images);
// And those the first visit loaded before this worker was in control, when the page names them.
registerSeenImages(images);

// The map library, the PDF writer and the archive come in a second phase, once the page is idle; then the offline copy
// of the country's catalogue and guide, through the two strategies above.
registerOfflineLater((event, country) =>
  keepOfflineCopy(event, country, { catalogue, catalogueCache: 'catalogue', images, imagesCache: 'images' }),
);

// The update banner asks the waiting worker to take over (workbox-window's messageSkipWaiting).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

clientsClaim();
