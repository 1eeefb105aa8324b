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

/** Pays on the local test checkout page that is open, with the card that succeeds, and waits for the confirmation. */
export async function payOnTestCheckout(page: Page): Promise<void> {
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(new RegExp(`/${country}/booking-confirmed`));
}
