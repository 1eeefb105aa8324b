// Issue #16: on a slow link the server's page is painted seconds before the app's code has run, and a guest taps it
// then. A tap on a link is never lost, whichever part of the code is still on its way: before the app runs the browser
// follows the link itself, once the app has hydrated it navigates in the page. The app's scripts are held back here
// and released on demand, never timed.
import type { Page, Route } from '@playwright/test';
import { DEVICE_SEED_COOKIE } from '../../src/domain/protocol';
import { country, expect, test, watchForProblems } from './fixtures';
import { ensureServerRunning } from './serverProcess';

test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async () => {
  await ensureServerRunning();
});

/** Holds back the app's scripts whose file name matches `pattern` until `release()`. */
async function holdScripts(page: Page, pattern: RegExp) {
  const held: Route[] = [];
  let releasing = false;
  await page.route('**/assets/*.js', async (route) => {
    if (releasing || !pattern.test(new URL(route.request().url()).pathname)) await route.continue();
    else held.push(route);
  });
  return {
    count: () => held.length,
    async release() {
      releasing = true;
      // A script held while the page was left was given up by the browser: there is nothing to answer.
      for (const route of held.splice(0)) await route.continue().catch(() => undefined);
    },
  };
}

/** The home page's first 'Build your trip' link, as the server rendered it. */
const buildTripLink = (page: Page) => page.getByRole('link', { name: /Build your trip/i }).first();

/** The entry has run once it has set the device seed (or the server's device cookie has replaced it). */
const entryHasRun = (page: Page) =>
  page.waitForFunction(
    (seed) => document.cookie.split('; ').some((c) => c.startsWith(`${seed}=`) || c.startsWith('cc_device=')),
    DEVICE_SEED_COOKIE,
  );

const beforeHydration = [
  { when: "before any of the app's code has run", held: /./, ready: async () => undefined },
  { when: "while the page's own code is still on its way", held: /\/HomePage-/, ready: entryHasRun },
];

for (const { when, held, ready } of beforeHydration) {
  test(`a tap ${when} follows the link`, async ({ page }) => {
    const problems = watchForProblems(page);
    const scripts = await holdScripts(page, held);
    await page.goto(`/${country}`);
    await ready(page);
    await expect.poll(scripts.count).toBeGreaterThan(0);

    await buildTripLink(page).click();
    await page.waitForURL(new RegExp(`/${country}/trip-builder`));
    await scripts.release();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(problems.list()).toEqual([]);
  });
}

test("the server's page is kept when its code arrives after the entry: the link first seen is the one that navigates, in the page", async ({
  page,
}) => {
  const problems = watchForProblems(page);
  const pageCode = await holdScripts(page, /\/HomePage-/);
  await page.goto(`/${country}`);
  await entryHasRun(page);
  // The element a guest is about to tap, before the app has hydrated it.
  const link = await buildTripLink(page).elementHandle();
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  await pageCode.release();
  // Hydrated and settled: the restored cache (the first update above the page) has been kept again.
  await page.waitForFunction(() => window.localStorage.getItem('catalogue-cache') !== null);
  await link!.click();
  await page.waitForURL(new RegExp(`/${country}/trip-builder`));
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(problems.list()).toEqual([]);
});

test("the boat list's own controls wait for its code, so that a choice made early is never undone", async ({
  page,
}) => {
  // A filter changed before the list of the one before it arrived gives that list up: the guest wants the newest.
  const problems = watchForProblems(page, {
    allow: [/^failed request: GET \S+\/api\/v1\/web\/boat\?\S+ \(net::ERR_ABORTED\)$/],
  });
  const pageCode = await holdScripts(page, /\/BoatsPage-/);
  await page.goto(`/${country}/boats-and-rates`);
  await entryHasRun(page);
  await expect.poll(pageCode.count).toBeGreaterThan(0);
  // The server's page: the filters (folded away on a phone) and the sort are shown but not yet usable.
  await expect(page.getByRole('button', { name: 'Show filters' })).toBeDisabled();
  const folded = page.locator('#boat-filters');
  await expect(folded.getByRole('button', { name: 'Increase Guests', includeHidden: true })).toBeDisabled();
  await expect(folded.getByRole('combobox', { name: 'Max price (2 hours)', includeHidden: true })).toBeDisabled();
  await expect(page.getByLabel('Sort by')).toBeDisabled();

  await pageCode.release();
  await page.getByRole('button', { name: 'Show filters' }).click();
  const filters = page.getByRole('form', { name: 'Filter boats' });
  await filters.getByRole('button', { name: 'Increase Guests' }).click();
  await expect(filters.getByLabel('Guests', { exact: true })).toHaveValue('1');
  await filters.getByLabel('Max price (2 hours)').selectOption({ index: 1 });
  await expect(filters.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  // The newest choice's list is the one shown.
  await expect(page.getByRole('heading', { name: /^\d+ boats?$/ })).toBeVisible();
  expect(problems.list()).toEqual([]);
});
