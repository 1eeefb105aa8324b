// @vitest-environment jsdom
// The registration waits for the first screen: until nothing the page loads is in flight. When it meets no signal: a
// first visit waits for the signal rather than failing for the visit; a device that has the worker registers offline
// as before; a real failure is given up once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const script = vi.hoisted(() => ({
  attempts: [] as { resolve: (value: unknown) => void; reject: (error: Error) => void }[],
}));
vi.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener() {}
    register() {
      return new Promise((resolve, reject) => script.attempts.push({ resolve, reject }));
    }
  },
}));

let online = true;
let existing: object | undefined;

async function start() {
  vi.resetModules();
  const { registerServiceWorker } = await import('../../../src/app/pwa/registerServiceWorker');
  registerServiceWorker();
}

/** Past the wait for a settled page after load (0.4 s with nothing in flight), when the registration starts. */
const pastQuietWait = () => vi.advanceTimersByTimeAsync(2_000);

/** The first attempt's script fetch fails, as Chromium says when the link is gone. */
const failScriptFetch = () =>
  script.attempts[0]!.reject(new TypeError('An unknown error occurred when fetching the script.'));

function signal(on: boolean) {
  online = on;
  window.dispatchEvent(new Event(on ? 'online' : 'offline'));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'performance'] });
  vi.stubEnv('DEV', false);
  script.attempts = [];
  online = true;
  existing = undefined;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    // Never ready: what happens after a registration is not this test's subject.
    value: { controller: null, ready: new Promise(() => {}), getRegistration: () => Promise.resolve(existing) },
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('registering the service worker without a signal', () => {
  it('a first visit with no signal registers once the signal is back, not before', async () => {
    online = false;
    await start();
    await vi.advanceTimersByTimeAsync(15_000);
    expect(script.attempts).toHaveLength(0);
    signal(true);
    await pastQuietWait();
    expect(script.attempts).toHaveLength(1);
  });

  it('a script fetch cut by a lost signal is tried again once the signal is back', async () => {
    await start();
    await pastQuietWait();
    expect(script.attempts).toHaveLength(1);
    signal(false);
    failScriptFetch();
    await vi.advanceTimersByTimeAsync(15_000);
    expect(script.attempts).toHaveLength(1);
    signal(true);
    await pastQuietWait();
    expect(script.attempts).toHaveLength(2);
  });

  it('also when the signal came back before the fetch failed', async () => {
    await start();
    await pastQuietWait();
    signal(false);
    signal(true);
    failScriptFetch();
    await pastQuietWait();
    expect(script.attempts).toHaveLength(2);
  });

  it('a device that already has the worker registers with no signal, as a waiting update is announced then', async () => {
    online = false;
    existing = {};
    await start();
    await pastQuietWait();
    expect(script.attempts).toHaveLength(1);
  });

  it('a failure with the signal on all along is given up, once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await start();
    await pastQuietWait();
    script.attempts[0]!.reject(new Error('blocked'));
    await vi.advanceTimersByTimeAsync(15_000);
    expect(script.attempts).toHaveLength(1);
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('waiting for the first screen', () => {
  /** A load the page has in flight until `finish()`. */
  async function loadInFlight() {
    const { inFlight } = await import('../../../src/app/ui/loadsInFlight');
    let finish = () => {};
    void inFlight(
      new Promise<void>((resolve) => {
        finish = resolve;
      }),
    );
    return () => finish();
  }

  /** An image at `top`, `left` on the page (jsdom's window is 1024 × 768), still loading until `finish()`. */
  function imageLoading({ top, left = 0, lazy = true }: { top: number; left?: number; lazy?: boolean }) {
    const image = document.body.appendChild(document.createElement('img'));
    if (lazy) image.setAttribute('loading', 'lazy');
    let complete = false;
    Object.defineProperty(image, 'complete', { get: () => complete });
    image.getBoundingClientRect = () =>
      ({ top, bottom: top + 200, left, right: left + 200, width: 200, height: 200 }) as DOMRect;
    return () => {
      complete = true;
    };
  }

  /** Nothing registers while the load is in flight; once `finish()`ed, the registration follows at once. */
  async function registersOnlyAfter(finish: () => void) {
    await vi.advanceTimersByTimeAsync(5_000);
    expect(script.attempts).toHaveLength(0);
    finish();
    await vi.advanceTimersByTimeAsync(200);
    expect(script.attempts).toHaveLength(1);
  }

  afterEach(() => {
    document.body.replaceChildren();
  });

  it('registers as soon as the page has settled, well before the 1.5 s of quiet it used to wait', async () => {
    await start();
    await vi.advanceTimersByTimeAsync(500);
    expect(script.attempts).toHaveLength(1);
  });

  it('waits while an API call or a part of the code is in flight', async () => {
    await start();
    await registersOnlyAfter(await loadInFlight());
  });

  it('waits while a lazy image on the screen loads, not for lazy ones off it that wait for a scroll', async () => {
    const finish = imageLoading({ top: 100 });
    imageLoading({ top: 9_000 }); // far below
    imageLoading({ top: 100, left: 2_000 }); // a carousel's next slide
    await start();
    await registersOnlyAfter(finish);
  });

  it('waits while an image the page asks for at once loads, wherever it is', async () => {
    const finish = imageLoading({ top: 9_000, lazy: false });
    await start();
    await registersOnlyAfter(finish);
  });

  it('registers 10 s after load at the latest, whatever is still in flight', async () => {
    await start();
    await loadInFlight();
    await vi.advanceTimersByTimeAsync(9_800);
    expect(script.attempts).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(400);
    expect(script.attempts).toHaveLength(1);
  });
});
