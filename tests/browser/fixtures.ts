// The browser tests' `test`: baseURL is the server globalSetup started; seed data is read from its API.
import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';
import { readState, stopServer } from './serverProcess';

export const country = 'cayman-islands';
export const ZONE = 'America/Cayman';
/** A phone-sized context (a 390 × 844 touch screen), as the specs of issue #58's phone layouts open. */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
/** The boats' local date `offset` days from today ('YYYY-MM-DD'). */
export const caymanDate = (offset = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(Date.now() + offset * 86_400_000));

export interface SeedBoat {
  name: string;
  urlTitle: string;
}

/** Boats of the demo seed, read through the catalogue API so the tests follow whatever the seed holds. */
export async function seedBoats(baseURL: string): Promise<SeedBoat[]> {
  const response = await fetch(`${baseURL}/api/v1/web/boat?destination=${country}`);
  if (!response.ok) throw new Error(`GET boat list answered ${response.status}`);
  const body = (await response.json()) as unknown;
  const list = Array.isArray(body) ? body : ((body as { data?: unknown }).data ?? []);
  const boats = (list as SeedBoat[]).filter((b) => typeof b.name === 'string' && typeof b.urlTitle === 'string');
  if (boats.length === 0) throw new Error('The demo seed has no boats');
  return boats;
}

/** Resolves once a service worker controls the page (the first visit registers it after load). */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
}

/** A guest going offline: the device reports no network and the server is really unreachable (setOffline alone
 * does not cover the service worker's own fetches). */
export async function goOffline(context: BrowserContext, baseURL: string): Promise<void> {
  await stopServer();
  await expect(fetch(`${baseURL}/api/v1/health`)).rejects.toThrow();
  await context.setOffline(true);
}

export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from an object pattern
  baseURL: async ({}, use) => {
    await use(readState().baseURL);
  },
});

export { expect } from '@playwright/test';

/**
 * Everything a guest should never meet on a page: a page error, a console error, a request that failed or an answer
 * of 400 or more. Collects from now on; `list()` says what happened.
 */
export function watchForProblems(page: Page, { allow = [] }: { allow?: RegExp[] } = {}) {
  const seen: string[] = [];
  const note = (problem: string) => {
    if (!allow.some((pattern) => pattern.test(problem))) seen.push(problem);
  };
  page.on('pageerror', (error) => note(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') note(`console error: ${message.text()}`);
  });
  // A page left while its images still load has them aborted by the browser: that is the navigation, not a fault.
  // So is an image whose element left the page (a step or list re-rendered, in the same document) before it arrived.
  // The worker fetching a site image to keep for offline (sw/seenImages.ts) may be cut short the same way; the page
  // never waits on it. Any other abort (a request the page itself gave up) is still a problem, and so is an image that
  // failed otherwise.
  let navigations = 0;
  const startedAt = new WeakMap<object, number>();
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigations += 1;
    else startedAt.set(request, navigations);
  });
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText ?? '';
    if (error === 'net::ERR_ABORTED' && request.resourceType() !== 'document' && startedAt.get(request) !== navigations)
      return;
    if (
      error === 'net::ERR_ABORTED' &&
      (request.resourceType() === 'image' || /^\/(images|photos)\//.test(new URL(request.url()).pathname))
    )
      return;
    // The map cancels the range reads of tiles it no longer needs when the view moves (a tap, a typed position).
    if (error === 'net::ERR_ABORTED' && /^\/tiles\/[^/]+\.pmtiles$/.test(new URL(request.url()).pathname)) return;
    note(`failed request: ${request.method()} ${request.url()} (${error})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) note(`answer ${response.status()}: ${response.request().method()} ${response.url()}`);
  });
  return { list: () => [...seen] };
}
