// The offline promise with the server really gone: the worker's own fetches fail too, unlike setOffline.
import { OFFLINE_FIRST_VISIT } from '../../src/app/messages';
import { country, expect, goOffline, seedBoats, test, waitForServiceWorkerControl, watchForProblems } from './fixtures';
import { mainHeadings, recordCacheableApiReads, uncachedOf } from './pageChecks';
import type { BrowserContext } from '@playwright/test';
import { ensureServerRunning } from './serverProcess';
import { MAP_ARCHIVE } from '../../src/domain/geography';
import { OFFLINE_LATER } from '../../src/domain/protocol';
import { HELD_SRC } from '../../src/app/ui/heldImages';

test.beforeEach(async () => {
  await ensureServerRunning();
});

test.afterEach(async () => {
  await ensureServerRunning(); // later tests need the server whatever happened here
});

/**
 * From the next page load on, the app starts without its persisted query cache: its data comes through the service
 * worker.
 */
async function forgetAppStorageOnEveryLoad(context: BrowserContext) {
  await context.addInitScript(() => window.localStorage.clear());
}

test('every page visited once opens again, with its data, when the server is gone', async ({
  context,
  page,
  baseURL,
}) => {
  const [boat] = await seedBoats(baseURL!);
  const visits = [
    { name: 'home', path: `/${country}` },
    { name: 'boat page', path: `/${country}/boat/${boat!.urlTitle}`, shows: boat!.name },
    { name: 'guide', path: `/${country}/guide` },
  ];

  await page.goto(visits[0]!.path);
  await waitForServiceWorkerControl(page);
  // The first visit fetched before the worker was in control; fetch again through it.
  await forgetAppStorageOnEveryLoad(context);

  const onlineHeadings = new Map<string, string[]>();
  for (const visit of visits) {
    await test.step(`visit the ${visit.name} online`, async () => {
      const reads = recordCacheableApiReads(page, new URL(baseURL!).origin);
      await page.goto(visit.path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      if (visit.shows) await expect(page.getByRole('heading', { name: visit.shows }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      reads.stop();
      expect(reads.urls().length, `the ${visit.name} reads its data from the API`).toBeGreaterThan(0);
      await expect
        .poll(() => uncachedOf(page, reads.urls()), { message: `the ${visit.name}'s data is cached` })
        .toEqual([]);
      onlineHeadings.set(visit.path, await mainHeadings(page));
    });
  }

  await goOffline(context, baseURL!);

  for (const visit of visits) {
    await test.step(`reopen the ${visit.name} with the server stopped`, async () => {
      await page.goto(visit.path);
      await expect.poll(() => mainHeadings(page)).toEqual(onlineHeadings.get(visit.path));
      if (visit.shows) await expect(page.getByRole('heading', { name: visit.shows }).first()).toBeVisible();
      await expect(page.getByText(OFFLINE_FIRST_VISIT)).toHaveCount(0);
    });
  }
});

test('a first visit whose signal drops before the worker registers gets its offline copy once the signal is back', async ({
  context,
  page,
}) => {
  // A picture the page asks for while there is no signal fails, as in any browser (the carousel's later slides, asked
  // for once it is near, may be): that is the lost signal, not the page.
  const problems = watchForProblems(page, {
    allow: [/^failed request: GET \S+\/images\/\S+ \(net::ERR_INTERNET_DISCONNECTED\)$/],
  });
  // The worker registers only once the first screen is in: an image on the screen (tall enough to show the first
  // activity's card) is held back until the signal drops.
  await page.setViewportSize({ width: 1280, height: 1200 });
  let heldImage: (() => Promise<void>) | null = null;
  await page.route('**/images/activities/stingray-city.svg', (route) => {
    heldImage = () => route.abort('aborted');
  });
  await page.clock.install(); // the page's timers: the wait for the first screen runs on it
  await page.goto(`/${country}`);
  // Hydrated and settled: the restored cache (the first update above the page) has been kept again.
  await page.waitForFunction(() => window.localStorage.getItem('catalogue-cache') !== null);
  await expect.poll(() => heldImage !== null).toBe(true);
  const registered = () => page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) !== undefined);
  expect(await registered()).toBe(false);
  await context.setOffline(true);
  await heldImage!();
  // Past even the longest wait for the first screen (10 s after the load event), while there is no signal.
  await page.clock.runFor(11_000);
  expect(await registered()).toBe(false);

  await context.setOffline(false);
  await waitForServiceWorkerControl(page);
  expect(problems.list(), 'no failed script fetch, no console error').toEqual([]);
});

test('a page never visited, on a phone with no offline copy, says it needs a connection when the server is gone', async ({
  context,
  page,
  baseURL,
}) => {
  // The worker's copy of the whole catalogue (offlineCopy.spec.ts) never arrives here: only the pages opened are kept.
  await context.route('**/api/v1/web/offline-copy/**', (route) => route.abort('connectionrefused'));
  await page.goto(`/${country}`);
  await waitForServiceWorkerControl(page);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

  await goOffline(context, baseURL!);

  await page.goto(`/${country}/policies/privacy-policy`);
  await expect(page.getByText(OFFLINE_FIRST_VISIT)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
});

test('after one visit to the home page the map library, its archive and the PDF writer are kept, fetched after the first screen', async ({
  page,
}) => {
  await page.goto(`/${country}`);
  await waitForServiceWorkerControl(page);
  const { files } = (await (await page.request.get(OFFLINE_LATER.listPath)).json()) as { files: string[] };
  expect(
    files.some((file) => /\/maplibre-.*\.js$/.test(file)),
    'the map library is listed',
  ).toBe(true);
  expect(
    files.some((file) => /\/jspdf-.*\.js$/.test(file)),
    'the PDF writer is listed',
  ).toBe(true);
  // The page itself never asked for them: the worker fetched them once the page was idle.
  const pageLoaded = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  expect(pageLoaded.filter((url) => files.some((file) => url.endsWith(file)))).toEqual([]);
  await expect
    .poll(
      () =>
        page.evaluate(
          async ({ later, archive, files }) => {
            const laterCache = await caches.open(later);
            const kept = await Promise.all(files.map(async (file) => (await laterCache.match(file)) !== undefined));
            return (
              kept.every(Boolean) && (await (await caches.open(archive.cacheName)).match(archive.path)) !== undefined
            );
          },
          { later: OFFLINE_LATER.cacheName, archive: MAP_ARCHIVE, files },
        ),
      { timeout: 60_000 },
    )
    .toBe(true);
});

test('the images of a first visit, loaded before the worker was in control, are kept and shown when the server is gone', async ({
  context,
  page,
  baseURL,
}) => {
  await page.goto(`/${country}`);
  const hero = page.locator('img.page-hero__image');
  await expect(hero).toBeVisible();
  const heroUrl = new URL((await hero.getAttribute('src'))!, baseURL).href;
  await waitForServiceWorkerControl(page);
  // The page does not ask for the hero again: only the page's hand-over can put it in the worker's image cache.
  await expect
    .poll(() => page.evaluate(async (url) => (await (await caches.open('images')).match(url)) !== undefined, heroUrl), {
      message: 'the hero art is in the image cache',
      timeout: 30_000,
    })
    .toBe(true);

  await goOffline(context, baseURL!);
  const fromWorker: string[] = [];
  page.on('response', (response) => {
    if (response.fromServiceWorker()) fromWorker.push(response.url());
  });
  await page.reload();
  await expect(hero).toBeVisible();
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(fromWorker).toContain(heroUrl);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a page seen once shows every image when the server is gone, those below the fold it never scrolled to too', async ({
    context,
    page,
    baseURL,
  }) => {
    await page.goto(`/${country}`);
    await waitForServiceWorkerControl(page);
    // A held image (the carousel's later slides, src/app/ui/heldImages.ts) keeps its address in HELD_SRC.
    const siteImages = () =>
      page.evaluate(
        (heldSrc) =>
          Array.from(document.images)
            .map((img) => ({ address: img.getAttribute('src') ?? img.getAttribute(heldSrc) ?? '', img }))
            .filter(({ address }) => address.startsWith('/images/'))
            .map(({ address, img }) => ({
              url: new URL(address, location.href).href,
              held: !img.hasAttribute('src'),
              loaded: img.complete && img.naturalWidth > 0,
            })),
        HELD_SRC,
      );
    const shown = await siteImages();
    // Lazy loading left some unfetched and the carousel held some: what the page names to the worker is the only way
    // they reach its cache.
    expect(shown.filter((image) => !image.loaded && !image.held).length).toBeGreaterThan(0);
    expect(shown.filter((image) => image.held).length).toBeGreaterThan(0);
    await expect
      .poll(
        () =>
          page.evaluate(
            async (urls) => {
              const cache = await caches.open('images');
              return (await Promise.all(urls.map((url) => cache.match(url)))).filter((hit) => !hit).length;
            },
            shown.map((image) => image.url),
          ),
        { message: 'every image of the page is in the image cache', timeout: 30_000 },
      )
      .toBe(0);

    await goOffline(context, baseURL!);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const image of await page.locator(`img[src^="/images/"], img[${HELD_SRC}^="/images/"]`).all()) {
      const address = (await image.getAttribute('src')) ?? (await image.getAttribute(HELD_SRC)) ?? '';
      await image.scrollIntoViewIfNeeded(); // a held image is asked for once its carousel nears the screen
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
          message: address,
        })
        .toBe(true);
    }
  });
});
