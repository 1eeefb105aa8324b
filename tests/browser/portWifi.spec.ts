// Port wifi with no internet behind it: the phone believes it is online while the server cannot be reached. The
// connection is refused, or hangs, or a captive portal answers every request with its own 200 HTML page; meanwhile a
// new build of the site was published. Every page seen before opens with its data, whatever the network does.
// The failure this pins down: a page whose data only the worker kept (the app's own copy is written a second after a
// page's reads, and a guest who moved on faster has none) was answered with the portal's page, kept in place of the
// data, and the page said it needed a connection.
import type { BrowserContext, Page, Route } from '@playwright/test';
import { country, expect, seedBoats, test, waitForServiceWorkerControl } from './fixtures';
import { mainHeadings, recordCacheableApiReads, uncachedOf } from './pageChecks';
import { keepConfirmationOnDevice, keptConfirmationRecord, type GetJson } from './keptConfirmation';
import { OFFLINE_FIRST_VISIT } from '../../src/app/messages';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const PORTAL =
  '<!doctype html><html><head><title>Port WiFi</title></head><body><h1>Welcome to Port WiFi</h1><p>Accept the terms to browse.</p></body></html>';

type Behaviour = 'refused' | 'captive' | 'hangs';

const apiOf =
  (page: Page): GetJson =>
  async (path) => {
    const answer = await page.request.get(path);
    return { status: answer.status(), body: await answer.json() };
  };

/**
 * From now on every request that reaches the network (the page's and the worker's) meets `behaviour`; the worker's
 * script is a new build's, as if one had been published while the phone was away. Returns the hung requests' count.
 */
async function portWifi(context: BrowserContext, behaviour: Behaviour, newBuildScript: string): Promise<() => number> {
  const hung: Route[] = [];
  await context.route('**/*', (route) => {
    if (new URL(route.request().url()).pathname === '/sw.js')
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: newBuildScript });
    if (behaviour === 'refused') return route.abort('connectionrefused');
    if (behaviour === 'captive') return route.fulfill({ status: 200, contentType: 'text/html', body: PORTAL });
    hung.push(route); // never answered
  });
  return () => hung.length;
}

for (const behaviour of ['refused', 'captive', 'hangs'] as const) {
  test(`pages seen before open with their data when the server is unreachable and the connection ${behaviour === 'captive' ? 'is a captive portal' : behaviour}`, async ({
    context,
    page,
    baseURL,
  }) => {
    const [boat] = await seedBoats(baseURL!);
    await page.goto(`/${country}`);
    await waitForServiceWorkerControl(page);
    const bookingRef = `KY-PORT${behaviour.slice(0, 3).toUpperCase()}`;
    await keepConfirmationOnDevice(page, bookingRef, await keptConfirmationRecord(apiOf(page), country, bookingRef));
    // The app's own copy of its data is gone at every load: the worker's copy is all these pages have.
    await context.addInitScript(() => window.localStorage.removeItem('catalogue-cache')); // CACHE_STORAGE_KEY

    const pages = [
      { name: 'home', path: `/${country}` },
      { name: 'guide', path: `/${country}/guide` },
      { name: 'boats', path: `/${country}/boats-and-rates` },
      { name: 'boat', path: `/${country}/boat/${boat!.urlTitle}` },
      { name: 'FAQ', path: `/${country}/faq` },
      { name: 'trip builder', path: `/${country}/trip-builder` },
    ];
    const seen = new Map<string, string[]>();
    const origin = new URL(baseURL!).origin;
    for (const visit of pages) {
      await test.step(`visit the ${visit.name} online`, async () => {
        const reads = recordCacheableApiReads(page, origin);
        await page.goto(visit.path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        // Its data shown, not only asked for: on a busy machine a read can start after the network went quiet.
        await expect(page.locator('main .spinner')).toHaveCount(0, { timeout: 15_000 });
        await page.waitForLoadState('networkidle');
        reads.stop();
        await expect
          .poll(() => uncachedOf(page, reads.urls()), { message: `the worker keeps the ${visit.name}'s data` })
          .toEqual([]);
        seen.set(visit.path, await mainHeadings(page));
      });
    }
    await page.goto(`/${country}/booking-confirmed?ref=${bookingRef}`);
    await expect(page.getByTestId('booking-ref')).toHaveText(bookingRef);
    const newBuildScript = `${await (await page.request.get('/sw.js')).text()}\n// A build published while the phone was away.\n`;

    const hungRequests = await portWifi(context, behaviour, newBuildScript);

    for (const visit of pages) {
      await test.step(`reopen the ${visit.name}`, async () => {
        await page.goto(visit.path);
        await expect
          .poll(() => mainHeadings(page), { message: `the ${visit.name} with its data` })
          .toEqual(seen.get(visit.path));
        await expect(page.getByText(OFFLINE_FIRST_VISIT)).toHaveCount(0);
        await expect(page.locator('.load-problem')).toHaveCount(0);
      });
    }
    await test.step("'My bookings' lists the kept confirmation, which opens at its own address and at the e-mailed one", async () => {
      await page.goto(`/${country}`);
      await page.getByRole('link', { name: new RegExp(bookingRef) }).click();
      await expect(page.getByTestId('booking-ref')).toHaveText(bookingRef);
      await page.goto(`/${country}/booking-confirmed?ref=${bookingRef}&token=emailed-link-token`);
      await expect(page.getByTestId('booking-ref')).toHaveText(bookingRef);
    });
    if (behaviour === 'hangs') {
      // The pages above opened while the network still owed them answers: none waited for it.
      expect(hungRequests()).toBeGreaterThan(0);
      await test.step('a page nothing was kept for says it needs a connection, not an endless spinner', async () => {
        await page.goto(`/${country}/boat/no-such-boat`);
        await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible({ timeout: 30_000 });
      });
    }
  });
}
