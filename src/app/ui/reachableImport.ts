// Chromium (150 at least) remembers a module whose download failed for the rest of the page's life: importing it again
// fails at once, without a request, even once the signal is back. A part that could not load offline would then stay
// unavailable until a reload, though the guest was told to try again when online. So a page the service worker does not
// control (a first visit before it took over, a browser without one) imports code only once the server has just
// answered; a controlled page imports at once, its worker holding the code.

import { inFlight } from './loadsInFlight';

/** A small file, asked for past the HTTP cache (only pages no worker controls ask, so no worker answers either). */
const PROBE = '/favicon.svg';

// Imports asked for together share one question; a later import asks again (the signal may have gone meanwhile).
let probing: Promise<void> | null = null;

function serverAnswers(): Promise<void> {
  probing ??= fetch(PROBE, { cache: 'no-store' })
    .then((response) => response.arrayBuffer()) // read to its end: a body left unread is a cancelled request
    .then(() => undefined)
    .finally(() => {
      probing = null;
    });
  return probing;
}

const controlled = () => typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller);

/**
 * A loader of code (`load` is a dynamic import) that imports once: on a page no worker controls, only after the server
 * has answered, so that it rejects without trying when the server does not; once loaded, at once, with or without a
 * signal (the module is in the page); after a failure, again on the next call.
 */
export function reachableImport<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | null = null;
  return () => {
    if (loaded) return loaded;
    const attempt = inFlight((controlled() ? Promise.resolve() : serverAnswers()).then(load));
    loaded = attempt;
    attempt.catch(() => {
      if (loaded === attempt) loaded = null;
    });
    return attempt;
  };
}
