import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { createQueryClient } from './http/queryClient';
import { SERVER_DATA_ID } from './http/serverData';
import { App } from './App';
import { registerServiceWorker } from './pwa/registerServiceWorker';
import { linkManifestWhenUseful } from './pwa/manifestLink';
import { keepStorageWhenInstalled } from './map';
import { readKeptEarly, hasPaintedCopy } from './confirmation';
import { pageFileAt, preloadPage } from './routes';
import { CONFIRMATION_PAGE_FILE } from '../domain/protocol';
import { keepDeviceSeed } from './http/deviceSeed';
import { KEPT_TRIP_PAGE_FILES, readKeptTripEarly } from './state/keptTripRead';
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';
import './styles/ui.css';
import './styles/content.css';

// Before any API call (and any of the worker's replays this page asks for): concurrent requests are then one device.
keepDeviceSeed();

// The app starts in a task of its own, after the one that evaluates its modules: together they made one task of
// 100–170 ms at a phone's speed (Lighthouse's total blocking time counts what every task takes over 50 ms).
setTimeout(startApp);

function startApp(): void {
  // The confirmation's page is the static shell (its data is the guest's own): its kept copy is read while the page's
  // code is still loading, not after, unless the banner's painter has handed it over already.
  const pageFile = pageFileAt(window.location.pathname);
  const keptRef = new URLSearchParams(window.location.search).get('ref');
  if (keptRef && pageFile === CONFIRMATION_PAGE_FILE && !hasPaintedCopy(keptRef)) readKeptEarly(keptRef);

  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  // A page the server rendered (src/app/serverEntry.tsx) carries the data it was rendered with: the app starts from
  // it and hydrates the HTML; the static shell (the service worker's offline copy) has an empty root and renders anew.
  const serverData = document.getElementById(SERVER_DATA_ID);
  const serverRendered = serverData !== null && root.hasChildNodes();
  // The builders' kept trip is read while their code loads; on the static shell their first render can then show it.
  if (pageFile && KEPT_TRIP_PAGE_FILES.includes(pageFile)) readKeptTripEarly({ forFirstRender: !serverRendered });
  if (serverData && serverRendered) {
    const queryClient = createQueryClient();
    hydrate(queryClient, JSON.parse(serverData.textContent ?? '{}'));
    // Hydrated once the page's module is in (its chunks were fetched with the entry's): a page that suspended while
    // hydrating would be replaced by the spinner at the first update above it (the restored cache), and a tap on its
    // links lost. Until then the server's HTML is plain HTML: its links navigate natively.
    // Hydrated as a transition: React then works in slices of a few milliseconds instead of one long task (a default
    // update's hydration is not sliced), and a tap meanwhile is handled first. Started in a task of its own, not in
    // the one that evaluates the page's module.
    void preloadPage(window.location.pathname).then(() =>
      setTimeout(() =>
        startTransition(() => {
          hydrateRoot(
            root,
            <StrictMode>
              <App queryClient={queryClient} />
            </StrictMode>,
          );
        }),
      ),
    );
  } else {
    // The page's module is evaluated while its data (the country) is asked for, so that the page renders without
    // suspending.
    void preloadPage(window.location.pathname);
    // Rendered as a transition, the first render yields to the browser every few milliseconds instead of blocking it.
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
  }

  registerServiceWorker(); // in development it registers nothing, and says so to workerSettled
  linkManifestWhenUseful();
  // An installed app keeps its offline map and data: ask once installed, from whichever page.
  keepStorageWhenInstalled();
}
