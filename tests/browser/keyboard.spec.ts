// What a keyboard or screen-reader user meets in the guest journey: focus they can see (not hidden under the booking
// bar, not lost when a selected choice restyles).
import type { Page } from '@playwright/test';
import { country, expect, test } from './fixtures';
import { ensureServerRunning } from './serverProcess';

test.beforeEach(async () => {
  await ensureServerRunning();
});

/** Whether the focused element draws the site's focus ring (the --focus shadow, in the coral of its outer ring). */
async function focusRingShown(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--coral-600)';
    document.body.append(probe);
    const coral = getComputedStyle(probe).color;
    probe.remove();
    return getComputedStyle(document.activeElement!).boxShadow.includes(coral);
  });
}

/** The focused element's box lies above the fixed booking bar. */
async function expectFocusAboveBar(page: Page): Promise<void> {
  const [focused, barTop] = await page.evaluate(() => [
    `${document.activeElement!.textContent} ${Math.round(document.activeElement!.getBoundingClientRect().bottom)}`,
    Math.round(document.querySelector('.tb-bar')!.getBoundingClientRect().top),
  ]);
  expect(Number(String(focused).split(' ').pop()), String(focused)).toBeLessThanOrEqual(Number(barTop));
}

test('on a phone, Tab never leaves focus hidden under the booking bar, and a selected choice keeps its ring', async ({ page }) => {
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
    await expectFocusAboveBar(page);
  }
});
