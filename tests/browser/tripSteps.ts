// The trip most browser tests start from: West Bay, Morgan's Harbour, Stingray City, two adults, Reef Hopper; and the
// steps from 'Book This Trip' to a held time.
import type { Locator, Page } from '@playwright/test';
import { country, expect } from './fixtures';

/** Clicks the demo trip together on the builder page that is open, and waits for its price. */
export async function pickDemoTrip(page: Page): Promise<void> {
  await page
    .locator('#regionSection')
    .getByRole('button', { name: /West Bay/ })
    .click();
  await page
    .locator('#pickULSection')
    .getByRole('button', { name: /^Morgan/ })
    .click();
  await page.getByRole('checkbox', { name: 'Stingray City Sandbar' }).check();
  await page.getByRole('spinbutton', { name: 'Adults' }).fill('2');
  await page
    .locator('#boatSection')
    .getByRole('button', { name: /^Select Reef Hopper/ })
    .click();
  await expect(page.locator('#boatSection').getByRole('button', { name: /^Selected/ })).toBeVisible();
  await expect(page.locator('.tb-bar').getByText(/^\$[\d,]+\.\d\d$/)).toBeVisible();
}

/** Opens the trip builder and builds the demo trip. */
export async function buildDemoTrip(page: Page): Promise<void> {
  await page.goto(`/${country}/trip-builder`);
  await pickDemoTrip(page);
}

/** Builds the demo trip and answers 'Cruise' to 'How are you arriving?': the 'Cruise Guest Notice' it opens. */
export async function openCruiseNotice(page: Page): Promise<Locator> {
  await buildDemoTrip(page);
  await page.getByRole('button', { name: 'Book This Trip' }).first().click();
  await page.getByRole('dialog', { name: 'Nicely Done!' }).getByRole('button', { name: 'CHECK AVAILABILITY' }).click();
  await page.getByRole('dialog', { name: 'How are you arriving?' }).getByRole('button', { name: 'Cruise' }).click();
  return page.getByRole('dialog', { name: 'Cruise Guest Notice' });
}

/** Fills the local test checkout's form that is open with the card that succeeds, and `name` as the name on it. */
export async function fillTestCard(page: Page, name = 'Ada Lovelace'): Promise<void> {
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill(name);
}

/** Pays on the local test checkout page that is open, with the card that succeeds, and waits for the confirmation. */
export async function payOnTestCheckout(page: Page): Promise<void> {
  await fillTestCard(page);
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(new RegExp(`/${country}/booking-confirmed`));
}

/** 'Book This Trip' → 'Nicely Done!' → 'How are you arriving?' (Flight) → the time step, its days listed. */
export async function openTimes(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Book This Trip' }).first().click();
  await page.getByRole('dialog', { name: 'Nicely Done!' }).getByRole('button', { name: 'CHECK AVAILABILITY' }).click();
  await page.getByRole('dialog', { name: 'How are you arriving?' }).getByRole('button', { name: 'Flight' }).click();
  await page.getByRole('dialog', { name: 'Arriving by Air' }).getByRole('button', { name: 'CONTINUE' }).click();
  const dialog = page.getByRole('dialog', { name: 'Select Date & Time' });
  await expect(dialog.getByRole('list', { name: 'Days' })).toBeVisible();
  return dialog;
}

/** Shows the first day after tomorrow with free times: its times never need a call first, whatever the clock says. */
export async function showLaterDay(dialog: Locator): Promise<void> {
  await dialog
    .locator('.bk-day-chip--free')
    .filter({ hasNotText: /^(Today|Tomorrow)/ })
    .first()
    .click();
  await expect(dialog.locator('.bk-slot__button:not([disabled])').first()).toBeVisible();
}

/** Holds the first free time of a day that needs no call first, and waits for 'Confirm Itinerary'. */
export async function holdFirstFreeSlot(page: Page): Promise<void> {
  const dialog = await openTimes(page);
  await showLaterDay(dialog);
  const slot = dialog.locator('.bk-slot__button:not([disabled])').filter({ hasNotText: 'Call to book' }).first();
  const hold = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/web/booking/hold') && r.request().method() === 'POST',
  );
  await slot.click();
  expect((await hold).status()).toBe(200);
  await expect(page.getByRole('dialog', { name: 'Confirm Itinerary' })).toBeVisible();
}

/**
 * From a held time ('Confirm Itinerary' open) to the booking-confirmed page: contact details (fillContactDetails),
 * SECURE BOOKING and the test checkout.
 */
export async function bookHeldTrip(page: Page): Promise<void> {
  await page.getByRole('dialog', { name: 'Confirm Itinerary' }).getByRole('button', { name: 'CONTINUE' }).click();
  const summary = await fillContactDetails(page);
  await summary.getByRole('button', { name: 'SECURE BOOKING' }).click();
  await page.waitForURL(/\/test-checkout\//);
  await payOnTestCheckout(page);
}

/** Fills the contact form of step 2 that is open, and continues to the Trip Summary. */
export async function fillContactDetails(page: Page): Promise<Locator> {
  const contact = page.getByRole('dialog', { name: 'Contact Information' });
  await contact.getByRole('textbox', { name: 'First name' }).fill('Ada');
  await contact.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
  await contact.getByRole('textbox', { name: 'Email', exact: true }).fill('ada@example.com');
  await contact.getByRole('textbox', { name: 'Confirm email' }).fill('ada@example.com');
  await contact.getByRole('textbox', { name: /Phone/ }).fill('3455551234');
  await contact.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await contact.getByRole('button', { name: 'CONTINUE' }).click();
  const summary = page.getByRole('dialog', { name: 'Trip Summary' });
  await expect(summary.getByRole('button', { name: 'SECURE BOOKING' })).toBeEnabled();
  return summary;
}

/** The demo trip built, held and paid through the test checkout; answers the booking reference shown. */
export async function bookDemoTrip(page: Page): Promise<string> {
  await buildDemoTrip(page);
  await holdFirstFreeSlot(page);
  await bookHeldTrip(page);
  const reference = page.getByTestId('booking-ref');
  await expect(reference).toHaveText(/^KY-[0-9A-Z]{6,12}$/, { timeout: 60_000 });
  return (await reference.textContent())!;
}
