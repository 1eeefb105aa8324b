// What a keyboard or screen-reader user meets in the guest journey: focus they can see (not hidden under the booking
// or compare bar, not lost when a selected choice restyles), focus kept in the dialog when a booking step replaces the
// control they used, and every form error read out with its field.
import type { Locator } from '@playwright/test';
import { ACCEPT_TERMS } from '../../src/domain/texts';
import { BOOKING_TEXT } from '../../src/app/booking/bookingMessages';
import { country, expect, test } from './fixtures';
import { ensureServerRunning } from './serverProcess';
import { openCruiseNotice, showLaterDay } from './tripSteps';
import { expectFocusNotUnder, focusRingShown } from './focusRing';

test.beforeEach(async () => {
  await ensureServerRunning();
});

const focusInside = (dialog: Locator) => dialog.evaluate((el) => el.contains(document.activeElement));

test('on a phone, Tab never leaves focus hidden under the booking bar, and a selected choice keeps its ring', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/${country}/trip-builder`);
  const westBay = page.locator('#regionSection').getByRole('button', { name: /West Bay/ });
  await westBay.focus();
  await page.keyboard.press('Enter');
  await expect(westBay).toBeFocused();
  await expect(page.locator('#regionSection .tb-choice.is-selected')).toHaveCount(1);
  expect.soft(await focusRingShown(page), 'the focus ring on the selected region').toBe(true);

  await page.locator('.site-footer').getByRole('link').first().focus();
  await page.evaluate(() => window.scrollTo(0, 0));
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    await expectFocusNotUnder(page, '.tb-bar');
  }
});

test('on a phone, Tab through the boat list never leaves focus hidden under the compare bar', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/${country}/boats-and-rates`);
  const toggles = page.locator('.compare-toggle input');
  await toggles.first().check();
  await expect(page.getByRole('region', { name: 'Boats to compare' })).toBeVisible();
  await toggles.first().focus();
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Tab');
    await expectFocusNotUnder(page, '.compare-bar');
  }
});

test('a booking step that replaces the focused control keeps focus in the dialog, and its errors name their fields', async ({
  page,
}) => {
  const notice = await openCruiseNotice(page);
  const allAboard = notice.getByRole('textbox', { name: BOOKING_TEXT.allAboardLabel, exact: true });
  await allAboard.focus();
  await notice.getByRole('textbox', { name: BOOKING_TEXT.shipLabel }).focus(); // left empty
  await expect(allAboard).toHaveAttribute('aria-invalid', 'true');
  await expect.soft(allAboard).toHaveAccessibleDescription(new RegExp(`^${BOOKING_TEXT.allAboardRequired}`));
  await allAboard.fill('17:30');
  await notice.getByRole('checkbox').check();
  await notice.getByRole('button', { name: 'I UNDERSTAND' }).click();

  const slots = page.getByRole('dialog', { name: 'Select Date & Time' });
  await showLaterDay(slots);
  await slots.locator('.bk-slot__button:not([disabled])').filter({ hasNotText: 'Call to book' }).first().focus();
  await page.keyboard.press('Enter');
  const itinerary = page.getByRole('dialog', { name: 'Confirm Itinerary' });
  await expect(itinerary.getByRole('button', { name: 'CONTINUE' })).toBeVisible();
  expect.soft(await focusInside(itinerary), 'focus in Confirm Itinerary').toBe(true);

  await itinerary.getByRole('button', { name: 'CONTINUE' }).focus();
  await page.keyboard.press('Enter');
  const contact = page.getByRole('dialog', { name: 'Contact Information' });
  await expect(contact.getByRole('textbox', { name: 'First name' })).toBeVisible();
  expect.soft(await focusInside(contact), 'focus in Contact Information').toBe(true);

  await contact.getByRole('button', { name: 'CONTINUE' }).click();
  const consent = contact.getByRole('checkbox', { name: /I accept the terms/ });
  await expect(consent).toHaveAttribute('aria-invalid', 'true');
  await expect(consent).toHaveAccessibleDescription(ACCEPT_TERMS);
});
