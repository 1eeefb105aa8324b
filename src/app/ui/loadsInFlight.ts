// What the page is still loading that the browser does not list until it is done: its API calls and its code's
// dynamic imports. The service worker's install waits until none is left (src/app/pwa/registerServiceWorker.ts), so
// that on a slow link it never shares the link with what the guest is waiting for.

let count = 0;

/** Counts `work` as in flight until it settles; returns it unchanged. */
export function inFlight<T>(work: Promise<T>): Promise<T> {
  count += 1;
  const done = () => {
    count -= 1;
  };
  work.then(done, done);
  return work;
}

/** How many loads counted by `inFlight` have not settled yet. */
export const loadsInFlight = (): number => count;
