// Issue #58's other lists on a phone: the office adds a review of a boat and a 'what to bring' item (ticked on the
// boat), and retitles the boats page for search engines and shared links; a guest then sees the review and the item on
// the boat's page and the new title and description on the boats page. Each change is put back after, since the other
// specs share the demo catalogue. The editors pass axe.
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { PHONE, country, expect, test, watchForProblems } from './fixtures';
import { axeViolations } from './pageChecks';
import { readState, repoRoot } from './serverProcess';
import { OFFICE_SESSION_NOISE, officeOnPhone } from './staffSteps';

const demo = JSON.parse(readFileSync(join(repoRoot, 'src/server/seed/cayman/catalogue.json'), 'utf8')) as {
  boats: Array<{ _id: string; urlTitle: string; name: string }>;
  metadata: Array<{ page: string; title: string; description: string }>;
};
const REVIEW = 'The captain found us a sandbar all to ourselves.';
const ITEM = 'Dry bag for phones';
const TITLE = 'Charter boats and rates in Grand Cayman';
const DESCRIPTION = 'Every boat we sail, its rates and what comes aboard.';

test.use(PHONE);

const fitsThePhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const openList = (page: Page, name: RegExp) => page.locator('summary', { hasText: name }).click();
const saveIt = async (page: Page) => {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved: guests see the change within seconds.')).toBeVisible({ timeout: 30_000 });
};
const backToCatalogue = async (page: Page) => {
  await page.getByRole('button', { name: /^(Back to the catalogue|All boats)$/ }).click();
  await expect(page.getByRole('heading', { name: 'Company settings' })).toBeVisible();
};

test('the office adds a review and a checklist item and retitles a page; a guest sees each', async ({ browser }) => {
  test.setTimeout(240_000);
  const { context, page, problems } = await officeOnPhone(browser, 'lists@charters.test', {
    name: 'Lists Office',
    allow: OFFICE_SESSION_NOISE,
  });
  const { baseURL } = readState();
  await page.getByRole('link', { name: 'Catalogue' }).click();
  await expect(page.getByRole('heading', { name: 'Reviews, checklists, map and page titles' })).toBeVisible();
  const boat = demo.boats[0]!;

  // A review of the first boat.
  await openList(page, /^Reviews/);
  await page.getByRole('button', { name: 'Add to Reviews' }).click();
  await page.getByLabel('Who wrote it').fill('Sam K., Leeds');
  await page.getByLabel('Rating').selectOption('4');
  await page.getByLabel('What they wrote').fill(REVIEW);
  await page.getByLabel('About the boat').selectOption(boat._id);
  expect(await axeViolations(page)).toEqual([]);
  await saveIt(page);
  await backToCatalogue(page);

  // A 'what to bring' item, then ticked on the boat.
  await openList(page, /^Checklist items/);
  await page.getByRole('button', { name: /^Add to Checklist items/ }).click();
  await page.getByLabel('Name', { exact: true }).fill(ITEM);
  await page.getByLabel('List', { exact: true }).selectOption('WHAT_TO_BRING');
  await saveIt(page);
  await expect(page.getByText('No boat lists it yet: add it to a boat in the boat editor.')).toBeVisible();
  await backToCatalogue(page);
  await page.locator('.operator-list__item', { hasText: boat.name }).first().click();
  await page.getByLabel(ITEM).check();
  await saveIt(page);
  await backToCatalogue(page);

  // The boats page's title and description.
  const before = demo.metadata.find((m) => m.page === 'boats-and-rates')!;
  await openList(page, /^Page titles and descriptions/);
  await page.locator('.operator-list__item', { hasText: 'boats-and-rates' }).click();
  await expect(page.getByLabel('Page', { exact: true })).toHaveValue('boats-and-rates');
  await page.getByLabel(/^Title/).fill(TITLE);
  await page.getByLabel(/^Description/).fill(DESCRIPTION);
  expect(await axeViolations(page)).toEqual([]);
  expect(await fitsThePhone(page)).toBe(true);
  await saveIt(page);

  // A guest: the review and the item on the boat's page; the new title and description on the boats page.
  const guestContext = await browser.newContext({ ...PHONE, baseURL });
  const guest = await guestContext.newPage();
  const guestProblems = watchForProblems(guest);
  await guest.goto(`/${country}/boat/${boat.urlTitle}`);
  await expect(guest.getByText(REVIEW)).toBeVisible();
  await guest.getByRole('tab', { name: 'What to Bring' }).click();
  await expect(guest.getByText(ITEM)).toBeVisible();
  // Its own tab: leaving the boat's page while its map still loads would abort the map's requests.
  const boatsPage = await guestContext.newPage();
  const boatsPageProblems = watchForProblems(boatsPage);
  await boatsPage.goto(`/${country}/boats-and-rates`);
  await expect(boatsPage).toHaveTitle(new RegExp(`^${TITLE}( \\| .+)?$`));
  await expect(boatsPage.locator('meta[name="description"]')).toHaveAttribute('content', DESCRIPTION);
  expect([...guestProblems.list(), ...boatsPageProblems.list()]).toEqual([]);
  await guestContext.close();

  // Put back: the earlier title, the boat without the item, the item and the review hidden.
  await page
    .getByRole('button', { name: /^Restore version \d+$/ })
    .first()
    .click();
  await expect(page.getByLabel(/^Title/)).toHaveValue(before.title);
  await backToCatalogue(page);
  await page.locator('.operator-list__item', { hasText: boat.name }).first().click();
  await page
    .getByRole('button', { name: /^Restore version \d+$/ })
    .first()
    .click();
  await expect(page.getByLabel(ITEM)).not.toBeChecked();
  await backToCatalogue(page);
  for (const [list, name] of [
    [/^Checklist items/, ITEM],
    [/^Reviews/, 'Sam K., Leeds'],
  ] as const) {
    await openList(page, list);
    await page.locator('.operator-list__item', { hasText: name }).click();
    await page.getByRole('button', { name: 'Hide from guests' }).click();
    await expect(page.getByRole('button', { name: 'Show to guests' })).toBeVisible();
    await backToCatalogue(page);
  }
  expect(problems.list()).toEqual([]);
  await context.close();
});
