// Issue #58 on a phone: an admin opens the Catalogue tab, raises a boat's two-hour rate (a guest's next look at the
// boat shows it), is told next to the field when a value is refused, adds a boat with its rates and a day off, and
// hides it again; places a new stop on the map, is refused on land and saves it at sea. What guests could meet is put
// back or kept out of their lists, since the other specs share the demo catalogue.
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { PHONE, expect, test } from './fixtures';
import { repoRoot } from './serverProcess';
import { OFFICE_SESSION_NOISE, officeOnPhone } from './staffSteps';
import { readFileSync } from 'node:fs';

const demo = JSON.parse(readFileSync(join(repoRoot, 'src/server/seed/cayman/catalogue.json'), 'utf8')) as {
  boats: Array<{ _id: string; name: string; access: string[] }>;
};
const SHOTS = join(repoRoot, 'test-results');

test.use(PHONE);

async function twoHourPrice(page: Page, boatId: string): Promise<number> {
  const boat = await page.evaluate(async (id) => (await fetch(`/api/v1/web/boat/${id}`)).json(), boatId);
  return boat.pricing.find((p: { value: string }) => p.value === 'TWO_HOURS').price as number;
}

const fitsThePhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test("an admin edits a boat's rate, sees a refused field by the field, adds a boat and hides it", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  // Allowed besides the session's own: the saves refused on purpose (400) and the hidden boat's 404 asked for below.
  const { context, page, problems } = await officeOnPhone(browser, 'fleet@charters.test', {
    name: 'Fleet Office',
    allow: [
      ...OFFICE_SESSION_NOISE,
      /^answer 400: PUT \S+\/operator\/catalogue\/(boats|activities)\//,
      /status of 400 \(Bad Request\)/,
      /^answer 404: GET \S+\/boat\/boat-test-skiff-58$/,
      /status of 404 \(Not Found\)/,
    ],
  });
  await page.getByRole('link', { name: 'Catalogue' }).click();
  await expect(page.getByRole('heading', { name: 'Boats', exact: true })).toBeVisible();
  expect(await fitsThePhone(page)).toBe(true);

  // A day boat of the demo: its two-hour rate up by $50, live for guests at once.
  const { _id: boatId, name: boatName } = demo.boats.find((b) => b.access.includes('primary'))!;
  await page.locator('.operator-list__item', { hasText: boatName }).click();
  await expect(page.getByRole('heading', { name: boatName })).toBeVisible();
  await page.screenshot({ path: join(SHOTS, 'catalogue-boat-top-390.png') });
  const before = await twoHourPrice(page, boatId);
  const rate = page.locator('.catalogue-rate').first();
  await expect(rate.getByLabel('Rate')).toHaveValue('TWO_HOURS');
  await rate.getByLabel('Price').fill(String(before / 100 + 50));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved: guests see the change within seconds.')).toBeVisible({ timeout: 30_000 });
  expect(await twoHourPrice(page, boatId)).toBe(before + 5000);
  expect(await fitsThePhone(page)).toBe(true);
  await page.screenshot({ path: join(SHOTS, 'catalogue-boat-390.png'), fullPage: true });

  // A refused value is named by its field, and nothing is saved.
  await page.getByLabel('Maximum guests').fill('0');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The boat was not saved: correct the fields marked.')).toBeVisible();
  await expect(
    page.locator('.catalogue-field', { has: page.getByLabel('Maximum guests') }).locator('.field__error'),
  ).toBeVisible();
  await expect(page.getByLabel('Maximum guests')).toBeFocused();
  await page.screenshot({ path: join(SHOTS, 'catalogue-refused-390.png') });
  await page.getByLabel('Maximum guests').fill('12');

  // Put back through an earlier version.
  await page
    .getByRole('button', { name: /^Restore version \d+$/ })
    .first()
    .click();
  await expect.poll(() => twoHourPrice(page, boatId)).toBe(before);
  await page.getByRole('button', { name: 'All boats' }).click();

  // A new boat with its rates and a day off; then hidden, so the other specs' fleet stays the demo's.
  await page.getByRole('button', { name: 'Add a boat' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Test Skiff 58');
  const rates = page.locator('.catalogue-rate');
  await rates.nth(0).getByLabel('Price').fill('400');
  await rates.nth(1).getByLabel('Price').fill('150');
  await page.getByRole('checkbox', { name: /^Stingray City/ }).check();
  await page.getByRole('button', { name: 'Add a day off' }).click();
  await page.getByLabel('Day', { exact: true }).fill('2027-03-01');
  await page.getByLabel('Why').fill('Haul-out');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved: guests see the change within seconds.')).toBeVisible({ timeout: 30_000 });
  expect(await twoHourPrice(page, 'boat-test-skiff-58')).toBe(40000);
  await page.getByRole('button', { name: 'Hide from guests' }).click();
  await expect(page.getByRole('button', { name: 'Show to guests' })).toBeVisible();
  const hidden = await page.evaluate(async () => (await fetch('/api/v1/web/boat/boat-test-skiff-58')).status);
  expect(hidden).toBe(404);
  await page.getByRole('button', { name: 'All boats' }).click();
  await expect(page.getByText('Hidden from guests')).toBeVisible();
  expect(await fitsThePhone(page)).toBe(true);

  // A stop placed on the map: a tap moves it; on land it is refused by the position; at sea it saves. No region, so
  // no guest's builder lists it.
  await page.getByRole('button', { name: 'Add a stop' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Test Reef 58');
  // The map loads as it nears the screen, as the office scrolls to it.
  await page.evaluate(() => document.querySelector('.island-map')?.scrollIntoView({ block: 'center' }));
  const map = page.locator('.island-map[data-map-ready="true"]');
  await expect(map).toBeVisible({ timeout: 60_000 });
  const latitude = page.getByLabel('Latitude');
  const before58 = await latitude.inputValue();
  const canvas = map.locator('canvas.maplibregl-canvas');
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  await canvas.click({ position: { x: box.width * 0.3, y: box.height * 0.3 } });
  await expect(latitude).not.toHaveValue(before58);
  await latitude.fill('19.3');
  await page.getByLabel('Longitude').fill('-81.25');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This stop is on land: tap the water where the boat stops.')).toBeVisible();
  await expect(latitude).toBeFocused();
  await page.screenshot({ path: join(SHOTS, 'catalogue-stop-390.png') });
  await latitude.fill('19.37');
  await page.getByLabel('Longitude').fill('-81.3');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved: guests see the change within seconds.')).toBeVisible({ timeout: 30_000 });
  expect(await fitsThePhone(page)).toBe(true);
  expect(problems.list()).toEqual([]);
  await context.close();
});
