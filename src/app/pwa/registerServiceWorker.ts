import { Workbox } from 'workbox-window';
import { OFFLINE_LATER, countryOfPath, isSiteImage } from '../../domain/protocol';
import { DEFAULT_COUNTRY } from '../../domain/catalogue';
import { keepPageImages } from './keepPageImages';
import { loadsInFlight } from '../ui/loadsInFlight';
import { afterPaint } from '../ui/nextTask';
import { whenIdle } from '../ui/whenIdle';

/** Update state the UpdatePrompt listens to; the service worker is registered once per page. */
type WaitingListener = (workbox: Workbox) => void;

let workbox: Workbox | null = null;
let waitingWorkbox: Workbox | null = null;
const waitingListeners = new Set<WaitingListener>();

let settle: () => void = () => {};
const settled = new Promise<void>((resolve) => {
  settle = resolve;
});

/**
 * Resolves once this page's worker is active, or at once where none will be (no service workers, Vite's dev server,
 * or a registration that failed: private modes, a blocked sw.js). A first visit with no signal resolves once the
 * signal is back and the worker installed. Work that must not share the link with the worker's install waits for
 * it, and still runs where no worker installs.
 */
export const workerSettled = (): Promise<void> => settled;

function announceWaiting(registered: Workbox): void {
  waitingWorkbox = registered;
  for (const listener of waitingListeners) listener(registered);
}

/**
 * Registers /sw.js once the page has loaded and its first screen is in (afterFirstScreen), so the first visit's own
 * requests are not slowed by precaching. Does nothing where service workers are unavailable (old browsers,
 * insecure origins) or during Vite's dev server, which serves no sw.js.
 */
export function registerServiceWorker(): void {
  if (workbox) return;
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || import.meta.env.DEV) {
    settle();
    return;
  }
  workbox = new Workbox('/sw.js', { scope: '/' });
  const registered = workbox;
  registered.addEventListener('waiting', () => announceWaiting(registered));
  // A page loaded without a worker in control fetched its images past the worker's image cache.
  const uncontrolled = !navigator.serviceWorker.controller;
  // A first visit with no signal cannot fetch the script and would get no offline copy: it waits for the signal.
  const registerOnceOnline = () => {
    if (navigator.onLine) afterFirstScreen(() => void register());
    else window.addEventListener('online', () => afterFirstScreen(() => void register()), { once: true });
  };
  const register = async (): Promise<void> => {
    // A device that already has the worker registers offline too (nothing to fetch): a waiting update is announced.
    if (!navigator.onLine && !(await hasRegistration())) {
      registerOnceOnline();
      return;
    }
    let signalLost = false;
    const lost = () => {
      signalLost = true;
    };
    window.addEventListener('offline', lost);
    registered
      .register()
      .then(
        () => {
          void navigator.serviceWorker.ready.then(() => settle());
          void navigator.serviceWorker.ready.then((ready) => keepPageImages(ready, loadedSiteImages(), !uncontrolled));
          askForSecondPhase();
        },
        (error: unknown) => {
          if (signalLost || !navigator.onLine) {
            registerOnceOnline(); // the signal dropped while the script was on its way
            return;
          }
          console.warn('Service worker registration failed', error);
          settle();
        },
      )
      .finally(() => window.removeEventListener('offline', lost));
  };
  if (document.readyState === 'complete') afterFirstScreen(() => void register());
  else window.addEventListener('load', () => afterFirstScreen(() => void register()), { once: true });
}

/** Whether this device already has the worker registered (false where the browser will not say). */
const hasRegistration = () => navigator.serviceWorker.getRegistration('/').then(Boolean, () => false);

/**
 * How long after the last resource finished the page may still start another off it (a handler's code runs, a list
 * renders its images), how often to look, and the longest wait after the load event.
 */
const SETTLE_MS = 400;
const CHECK_EVERY_MS = 100;
const MAX_WAIT_MS = 10_000;

/**
 * Whether an image of the first screen is still loading: any image the page asks for at once, and a lazy one only once
 * it is on the screen. The browser asks for a lazy image further off only as it nears (the next slides of a carousel,
 * a tile far below): waiting for those would wait for a scroll.
 */
function imagesLoading(): boolean {
  return [...document.images].some((image) => {
    if (image.complete) return false;
    if (image.getAttribute('loading') !== 'lazy') return true;
    const box = image.getBoundingClientRect();
    return (
      box.width > 0 &&
      box.height > 0 &&
      box.bottom > 0 &&
      box.right > 0 &&
      box.top < window.innerHeight &&
      box.left < window.innerWidth
    );
  });
}

/**
 * Calls `then` once the first screen is in: after the load event the page may still load its route's code, its data
 * and images. The install (one large download on a ship's link) waits until none of them is in flight and no resource
 * has finished for SETTLE_MS, so that it never shares the link with them. (Waiting for a quiet network alone had to
 * wait longer than a round trip, 1.5 s, for a request started off the last answer to show.)
 */
function afterFirstScreen(then: () => void): void {
  const loadedAt = performance.now();
  const lastFinished = () =>
    Math.max(
      loadedAt,
      ...performance.getEntriesByType('resource').map((e) => (e as PerformanceResourceTiming).responseEnd),
    );
  const check = () => {
    const now = performance.now();
    const settled = now - lastFinished() >= SETTLE_MS && loadsInFlight() === 0 && !imagesLoading();
    if (settled || now - loadedAt >= MAX_WAIT_MS) then();
    else later(CHECK_EVERY_MS);
  };
  // Each look just after a frame, when the page is laid out already: an image's box then costs no layout of its own.
  const later = (ms: number) => setTimeout(() => void afterPaint().then(check), ms);
  later(SETTLE_MS);
}

/** The site images this page has loaded so far (src/domain/protocol/seenImages.ts). */
function loadedSiteImages(): string[] {
  const names = performance.getEntriesByType('resource').map((entry) => entry.name);
  return [...new Set(names.filter((name) => isSiteImage(new URL(name), window.location.origin)))];
}

/**
 * The offline copy's second phase (map library and archive, PDF writer: src/domain/protocol/offlineLater.ts), then the
 * copy of the country's catalogue and guide (src/domain/protocol/offlineCopy.ts), start once the page is idle and a
 * worker is active; the worker skips what it already holds, so every page load may ask.
 */
function askForSecondPhase(): void {
  const country = countryOfPath(window.location.pathname) ?? DEFAULT_COUNTRY;
  const ask = () => {
    void navigator.serviceWorker.ready.then((registration) =>
      registration.active?.postMessage({ type: OFFLINE_LATER.message, country }),
    );
  };
  whenIdle(ask, { timeoutMs: 10_000, fallbackMs: 2_000 });
}

/** Calls the listener when a new version is waiting (at once if one already is). Returns an unsubscribe. */
export function onUpdateWaiting(listener: WaitingListener): () => void {
  waitingListeners.add(listener);
  if (waitingWorkbox) listener(waitingWorkbox);
  return () => {
    waitingListeners.delete(listener);
  };
}

/** Lets the waiting worker take over, then reloads once it controls the page. */
export function activateWaitingUpdate(waiting: Workbox): void {
  let reloaded = false;
  waiting.addEventListener('controlling', () => {
    if (reloaded) return;
    reloaded = true;
    window.location.reload();
  });
  waiting.messageSkipWaiting();
}
