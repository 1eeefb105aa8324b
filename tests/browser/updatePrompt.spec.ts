// A new deployment: the waiting worker is announced, 'Later' hides the banner, 'Reload' switches to it; while it
// waits, the banner never covers a dialog's buttons or the builder's booking bar.
import type { Locator } from '@playwright/test';
import { updateMessages } from '../../src/app/pwa/updateMessages';
import { country, expect, test, waitForServiceWorkerControl } from './fixtures';
import { pickDemoTrip } from './tripSteps';
import { replaceWorkerScript } from './workerScript';

/** Whether a tap at the middle of the element would reach it (nothing drawn over it). */
function inReach(element: Locator): Promise<boolean> {
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    return node.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
  });
}

test('a new version is announced and reloads into it on request', async ({ page }) => {
  await page.goto(`/${country}`);
  await waitForServiceWorkerControl(page);
  const banner = page.getByRole('status').filter({ hasText: updateMessages.available });
  await expect(banner).toHaveCount(0);

  // A byte-different sw.js, as a new build would serve.
  const restore = replaceWorkerScript((script) => `${script}\n// next version ${Date.now()}\n`);
  try {
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    await expect(banner).toBeVisible();

    await banner.getByRole('button', { name: updateMessages.later }).click();
    await expect(banner).toHaveCount(0);

    await page.reload();
    await expect(banner).toBeVisible(); // still waiting, so offered again

    await test.step("on a phone, the banner leaves a dialog's buttons, the booking bar and the menu in reach", async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('button', { name: 'Send Us Feedback' }).click();
      const dialog = page.getByRole('dialog', { name: 'Send Us Feedback' });
      await expect.poll(() => inReach(dialog.getByRole('button', { name: 'CONTINUE' }))).toBe(true); // once slid in
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);

      await page.goto(`/${country}/trip-builder`);
      await pickDemoTrip(page);
      await expect(banner).toBeVisible();
      expect(await inReach(page.locator('.tb-bar').getByRole('button', { name: 'Book This Trip' }))).toBe(true);
      expect(await inReach(banner.getByRole('button', { name: updateMessages.reload }))).toBe(true);
      await page.getByRole('button', { name: 'Menu' }).click();
      expect(await inReach(page.getByRole('navigation', { name: 'Main' }).getByRole('link').first())).toBe(true);
      await page.goto(`/${country}`);
      await page.setViewportSize({ width: 1280, height: 720 });
    });

    const reloaded = page.waitForEvent('load');
    await banner.getByRole('button', { name: updateMessages.reload }).click();
    await reloaded;
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return { waiting: Boolean(registration?.waiting), active: registration?.active?.state };
        }),
      )
      .toEqual({ waiting: false, active: 'activated' });
    await expect(banner).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  } finally {
    restore();
  }
});
