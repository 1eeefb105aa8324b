// Focus a keyboard user can see: the site's ring, and no fixed or sticky bar drawn over the focused control.
import { expect, type Page } from '@playwright/test';

/** Whether the focused element draws the site's focus ring (the --focus shadow, in the coral of its outer ring). */
export async function focusRingShown(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--coral-600)';
    document.body.append(probe);
    const coral = getComputedStyle(probe).color;
    probe.remove();
    return getComputedStyle(document.activeElement!).boxShadow.includes(coral);
  });
}

/** The focused element is in `bar` or not drawn under it (a sticky bar scrolls away at its section's end). */
export async function expectFocusNotUnder(page: Page, bar: string): Promise<void> {
  const overlap = await page.evaluate((selector) => {
    const focused = document.activeElement!;
    const barBox = document.querySelector(selector)!.getBoundingClientRect();
    const box = focused.getBoundingClientRect();
    const under =
      !document.querySelector(selector)!.contains(focused) && box.bottom > barBox.top + 1 && box.top < barBox.bottom;
    return under
      ? `${focused.textContent?.trim()} (${Math.round(box.top)}–${Math.round(box.bottom)}) under the bar from ${Math.round(barBox.top)}`
      : '';
  }, bar);
  expect(overlap).toBe('');
}
