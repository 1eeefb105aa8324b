// @vitest-environment jsdom
// The app links the web app manifest itself: in Chromium once the worker has settled and the page is idle (its
// installability check then stays out of the first screen), elsewhere at once; never twice, never on the dev server.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const worker = vi.hoisted(() => ({ settle: () => {} }));
vi.mock('../../../src/app/pwa/registerServiceWorker', () => ({
  workerSettled: () =>
    new Promise<void>((resolve) => {
      worker.settle = resolve;
    }),
}));

const manifestLinks = () =>
  [...document.head.querySelectorAll('link[rel="manifest"]')].map((link) => link.getAttribute('href'));

async function link() {
  vi.resetModules();
  const { linkManifestWhenUseful } = await import('../../../src/app/pwa/manifestLink');
  linkManifestWhenUseful();
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubEnv('DEV', false);
  document.head.innerHTML = '';
});

afterEach(() => {
  delete (window as { onbeforeinstallprompt?: unknown }).onbeforeinstallprompt;
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe('linking the web app manifest', () => {
  it('where the browser offers installation, links it once the worker has settled and the page is idle', async () => {
    Object.assign(window, { onbeforeinstallprompt: null });
    await link();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(manifestLinks()).toEqual([]);

    worker.settle();
    await vi.advanceTimersByTimeAsync(0);
    expect(manifestLinks(), 'not before the page is idle').toEqual([]);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(manifestLinks()).toEqual(['/manifest.webmanifest']);
  });

  it('elsewhere (Safari reads it only when the guest adds the app to the home screen), links it at once', async () => {
    await link();
    expect(manifestLinks()).toEqual(['/manifest.webmanifest']);
  });

  it('never links it twice', async () => {
    await link();
    await link();
    expect(manifestLinks()).toHaveLength(1);
  });

  it('links nothing on the dev server, which serves no manifest', async () => {
    vi.stubEnv('DEV', true);
    await link();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(manifestLinks()).toEqual([]);
  });
});
