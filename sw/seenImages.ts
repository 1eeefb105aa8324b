// Keeps the images a page names (src/domain/protocol/seenImages.ts, src/app/pwa/keepPageImages.ts): those a first visit
// loaded before this worker was in control, and those it shows but has not fetched yet (lazy, below the fold), through
// the image route's own strategy: the same cache and the same bounds. The browser's HTTP cache answers many of them.
import type { Strategy } from 'workbox-strategies';
import { isSiteImage, SEEN_IMAGES } from '../src/domain/protocol';

declare const self: ServiceWorkerGlobalScope;

/** The page's message, read as untrusted input: same-origin site images only, at most SEEN_IMAGES.maxUrls. */
function imageUrls(data: unknown): URL[] {
  const { type, urls } = (data ?? {}) as { type?: unknown; urls?: unknown };
  if (type !== SEEN_IMAGES.message || !Array.isArray(urls)) return [];
  const parsed = urls.slice(0, SEEN_IMAGES.maxUrls).flatMap((url) => {
    try {
      return typeof url === 'string' ? [new URL(url, self.location.origin)] : [];
    } catch {
      return [];
    }
  });
  return parsed.filter((url) => isSiteImage(url, self.location.origin));
}

/** Call once from sw.ts with the strategy of the image route. */
export function registerSeenImages(images: Strategy): void {
  self.addEventListener('message', (event) => {
    const urls = imageUrls(event.data);
    if (urls.length === 0) return;
    // A cache-first strategy returns what it holds and fetches (and keeps) only what it lacks; two at a time, so that
    // a page of photos never crowds a ship's link.
    const keepNext = async (): Promise<void> => {
      for (let url = urls.shift(); url; url = urls.shift())
        await images.handle({ event, request: new Request(url) }).catch(() => undefined);
    };
    event.waitUntil(Promise.all([keepNext(), keepNext()]));
  });
}
