// The trip most browser tests start from: West Bay, Morgan's Harbour, Stingray City, two adults, Reef Hopper.
import type { Page } from '@playwright/test';
import { country, expect } from './fixtures';

/** Clicks the demo trip together on the builder page that is open, and waits for its price. */
export async function pickDemoTrip(page: Page): Promise<void> {
  await page.locator('#regionSection').getByRole('button', { name: /West Bay/ }).click();
  await page.locator('#pickULSection').getByRole('button', { name: /^Morgan/ }).click();
  await page.getByRole('checkbox', { name: 'Stingray City Sandbar' }).check();
  await page.getByRole('button', { name: 'Increase Adults' }).click();
  await page.getByRole('button', { name: 'Increase Adults' }).click();
  await page.locator('#boatSection').getByRole('button', { name: /^Select Reef Hopper/ }).click();
  await expect(page.locator('#boatSection').getByRole('button', { name: /^Selected/ })).toBeVisible();
  await expect(page.locator('.tb-bar').getByText(/^\$[\d,]+\.\d\d$/)).toBeVisible();
}

/** Opens the trip builder and builds the demo trip. */
export async function buildDemoTrip(page: Page): Promise<void> {
  await page.goto(`/${country}/trip-builder`);
  await pickDemoTrip(page);
}
