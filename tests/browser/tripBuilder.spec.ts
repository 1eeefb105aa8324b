// A cruise passenger on a phone builds a whole trip, reloads, loses the connection and keeps going on an estimate.
import { country, expect, goOffline, test } from './fixtures';
import { ensureServerRunning } from './serverProcess';

test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async () => {
  await ensureServerRunning();
});

test.afterEach(async () => {
  await ensureServerRunning(); // later tests need the server whatever happened here
});

test('on a phone the builder is never wider than the screen, the boats off the screen included', async ({ page }) => {
  await page.goto(`/${country}/trip-builder`);
  // The steps under the first screen come a frame or two after it, the boats last.
  await expect(page.locator('#dropOffSection')).toBeVisible();
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.locator('#dropOffSection').scrollIntoViewIfNeeded();
  expect(await overflow()).toBeLessThanOrEqual(0);
});

test('the calendar keeps one box: its placeholder while the code loads, then every month the same', async ({
  page,
}) => {
  await page.goto(`/${country}/trip-builder`);
  const box = page.locator('#arrivalSection .tb-dates');
  const height = async () => (await box.boundingBox())!.height;
  await expect(box.locator('.tb-dates__placeholder')).toBeAttached();
  const reserved = await height();
  await box.scrollIntoViewIfNeeded();
  await expect(box.locator('.rdp-root')).toBeVisible();
  expect(await height()).toBe(reserved);
  // A year ahead holds months of five weeks and of six.
  for (let month = 0; month < 12; month++) {
    await box.getByRole('button', { name: /next month/i }).click();
    expect(await height()).toBe(reserved);
  }
});

test('a trip built on a phone survives a reload and is re-estimated offline', async ({ context, page, baseURL }) => {
  await page.goto(`/${country}/trip-builder`);
  const bar = page.locator('[data-variant="mobile-bar"]');
  await expect(bar).toBeVisible();

  await test.step('click through every section', async () => {
    await page
      .locator('#regionSection')
      .getByRole('button', { name: /West Bay/ })
      .click();
    await page
      .locator('#pickULSection')
      .getByRole('button', { name: /^Morgan/ })
      .click();
    await expect(page.locator('#itinerary').getByRole('button').first()).toBeVisible();
    await page.getByRole('checkbox', { name: 'Stingray City Sandbar' }).check();
    await page.getByRole('checkbox', { name: /Coral Gardens/ }).check();
    await page.getByRole('spinbutton', { name: 'Adults' }).fill('2');
    await page
      .locator('#boatSection')
      .getByRole('button', { name: /^Select Reef Hopper/ })
      .click();
    await expect(page.locator('#boatSection').getByRole('button', { name: /^Selected/ })).toBeVisible();
    await expect(bar.getByText(/^\$[\d,]+\.\d\d$/)).toBeVisible();
  });

  await test.step('booking starts with the Nicely Done! step', async () => {
    await bar.getByRole('button', { name: 'Book This Trip' }).click();
    const nicelyDone = page.getByRole('dialog', { name: 'Nicely Done!' });
    await expect(nicelyDone.getByRole('button', { name: 'CHECK AVAILABILITY' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nicelyDone).toHaveCount(0);
  });

  await test.step('the summary shows the schedule and the price lines', async () => {
    await bar.getByRole('button', { name: 'Trip', exact: true }).click();
    await page.getByRole('button', { name: 'Trip Summary' }).click();
    const summary = page.getByRole('dialog', { name: 'Trip Summary' });
    await expect(summary.getByText(/mins\*/).first()).toBeVisible();
    await summary.getByRole('tab', { name: 'Details' }).click();
    await expect(summary.getByText('Total')).toBeVisible();
    await summary.getByRole('button', { name: 'Close' }).click();
  });

  const url = page.url();
  expect(url).toContain('region=region-west-bay');
  expect(url).toContain('boat=reef-hopper');

  await test.step('reload: the trip is restored', async () => {
    await page.reload();
    await expect(page.locator('#boatSection').getByRole('button', { name: /^Selected/ })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Stingray City Sandbar' })).toBeChecked();
    await expect(page.getByRole('spinbutton', { name: 'Adults' })).toHaveValue('2');
  });
  const onlinePrice = await bar.getByText(/^\$[\d,]+\.\d\d$/).textContent();

  await goOffline(context, baseURL!);

  await test.step('offline: change guests and pace, see a new estimate', async () => {
    await page.getByRole('button', { name: 'Increase Adults' }).click();
    await page.getByRole('button', { name: 'Increase Children' }).click();
    await page.locator('#activity').getByRole('button', { name: /Pace/ }).click();
    await page.getByRole('radio', { name: /Relaxed/ }).check();
    await expect(bar.getByText('Estimate')).toBeVisible();
    await expect(bar.getByText(/^\$[\d,]+\.\d\d$/)).not.toHaveText(onlinePrice!);
    await expect(page.getByRole('status').filter({ hasText: 'Checking the price' })).toHaveCount(0);
  });
  await context.setOffline(false);
});
