import { Workbox } from 'workbox-window';

/** Update state the UpdatePrompt listens to; the service worker is registered once per page. */
type WaitingListener = (workbox: Workbox) => void;

let workbox: Workbox | null = null;
let waitingWorkbox: Workbox | null = null;
const waitingListeners = new Set<WaitingListener>();

function announceWaiting(registered: Workbox): void {
  waitingWorkbox = registered;
  for (const listener of waitingListeners) listener(registered);
}

/**
 * Registers /sw.js after the page has loaded, so the first visit's own requests are not
 * slowed by precaching. Does nothing where service workers are unavailable (old browsers,
 * insecure origins) or during Vite's dev server, which serves no sw.js.
 */
export function registerServiceWorker(): void {
  if (workbox || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  if (import.meta.env.DEV) return;
  workbox = new Workbox('/sw.js', { scope: '/' });
  const registered = workbox;
  registered.addEventListener('waiting', () => announceWaiting(registered));
  const register = () => {
    registered.register().catch((error: unknown) => {
      console.warn('Service worker registration failed', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
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
