// A page seen once opens offline whole. Lazy images below the fold that the guest has not scrolled to, images a part
// of the page holds back (src/app/ui/heldImages.ts) and images a later render adds (the builder's sections, a list's
// next cards) were never fetched, so the worker never kept them.
// Once a worker is active the page names every site image it shows, at idle, and the worker keeps the ones it lacks
// (sw/seenImages.ts, within the image cache's bounds).
import { isSiteImage, SEEN_IMAGES } from '../../domain/protocol';
import { heldSource } from '../ui/heldImages';
import { whenIdle } from '../ui/whenIdle';

function siteImageUrl(address: string): string | null {
  if (!address) return null;
  try {
    const url = new URL(address, window.location.href);
    return isSiteImage(url, window.location.origin) ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Hands the active worker the site images of the page, now and whenever the page changes. `loaded` are those the page
 * has fetched so far: already in the worker's cache when it was in control (`loadedAreKept`), else named first.
 */
export function keepPageImages(
  registration: ServiceWorkerRegistration,
  loaded: string[],
  loadedAreKept: boolean,
): void {
  const named = new Set(loadedAreKept ? loaded : []);
  let scheduled = false;

  const handOver = () => {
    scheduled = false;
    const worker = registration.active;
    if (!worker) return;
    const fresh = new Set<string>(loaded.filter((url) => !named.has(url)));
    for (const image of Array.from(document.images)) {
      const url = siteImageUrl(image.currentSrc || image.src || (heldSource(image) ?? ''));
      if (url && !named.has(url)) fresh.add(url);
    }
    const urls = [...fresh];
    for (let start = 0; start < urls.length; start += SEEN_IMAGES.maxUrls) {
      const batch = urls.slice(start, start + SEEN_IMAGES.maxUrls);
      worker.postMessage({ type: SEEN_IMAGES.message, urls: batch });
      for (const url of batch) named.add(url);
    }
  };

  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    whenIdle(handOver, { timeoutMs: 5_000, fallbackMs: 1_000 });
  };

  schedule();
  new MutationObserver(schedule).observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['src'],
  });
}
