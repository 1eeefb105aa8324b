// The web app manifest is linked by the app, not by the page's HTML: Chromium fetches a linked manifest and its icon
// and checks the app's installability at once, which shared the link and the CPU with the first screen.
import { whenIdle } from '../ui/whenIdle';
import { workerSettled } from './registerServiceWorker';
import { MANIFEST_HREF } from './webManifest';

/**
 * Links the manifest once the app can be installed usefully: where the browser offers installation itself
 * (`beforeinstallprompt`: Chromium), once the worker is active (or none will be) and the page is idle; elsewhere
 * (Safari reads the manifest only when the guest adds the app to the home screen) at once.
 */
export function linkManifestWhenUseful(): void {
  if (import.meta.env.DEV) return; // the dev server serves no manifest
  if (!('onbeforeinstallprompt' in window)) {
    linkManifest();
    return;
  }
  void workerSettled().then(() => whenIdle(linkManifest, { timeoutMs: 2_000, fallbackMs: 500 }));
}

function linkManifest(): void {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = MANIFEST_HREF;
  document.head.append(link);
}
