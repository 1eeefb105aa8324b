// The app shell's precache, installed several files at a time. Workbox's own install fetches one file after another
// (workbox#2528): over a ship's 600 ms round trips ~75 files took over a minute before the worker was active.
import { PrecacheController, PrecacheRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope;

/** As many as a browser opens connections to one host. */
const AT_ONCE = 6;

async function install(controller: PrecacheController, event: ExtendableEvent): Promise<void> {
  const queue = [...controller.getURLsToCacheKeys()];
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

/** Call once from sw.ts in place of `precacheAndRoute`; returns the controller (for the navigation fallback). */
export function precacheInParallel(entries: Array<PrecacheEntry | string>): PrecacheController {
  const controller = new PrecacheController();
  controller.addToCacheList(entries);
  self.addEventListener('install', (event) => event.waitUntil(install(controller, event)));
  self.addEventListener('activate', (event) => void controller.activate(event));
  registerRoute(new PrecacheRoute(controller));
  return controller;
}
