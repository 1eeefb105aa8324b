// An uploaded photo comes in several widths and formats (src/domain/catalogue/photos.ts); the offline copy keeps one of
// them. Offline, a variant the worker does not hold is answered with the nearest one of the same photo it does hold,
// whatever its format: the picture shows (a little soft or sharp) instead of the empty tile.
import type { WorkboxPlugin } from 'workbox-core';
import { nearestKeptVariant } from '../src/domain/catalogue';

export function anyKeptVariant(cacheName: string): WorkboxPlugin {
  return {
    handlerDidError: async ({ request }) => {
      const wanted = new URL(request.url).pathname;
      if (!wanted.startsWith('/photos/')) return undefined;
      const cache = await caches.open(cacheName);
      const kept = (await cache.keys()).map((key) => new URL(key.url).pathname);
      const nearest = nearestKeptVariant(wanted, kept);
      return nearest ? cache.match(nearest) : undefined;
    },
  };
}
