// A new deployment: the waiting worker is announced, 'Later' hides the banner, 'Reload' switches to it.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { updateMessages } from '../../src/app/pwa/updateMessages';
import { country, expect, test, waitForServiceWorkerControl } from './fixtures';
import { repoRoot } from './serverProcess';

const swPath = join(repoRoot, 'dist', 'sw.js');
const compressed = [`${swPath}.br`, `${swPath}.gz`];

/** Serves a byte-different sw.js, as a new build would; returns how to put the original back. */
function deployNewWorker(): () => void {
  const original = readFileSync(swPath);
  const moved = compressed.filter((file) => existsSync(file));
  for (const file of moved) renameSync(file, `${file}.keep`);
  writeFileSync(swPath, Buffer.concat([original, Buffer.from(`\n// next version ${Date.now()}\n`)]));
  return () => {
    writeFileSync(swPath, original);
    for (const file of moved) renameSync(`${file}.keep`, file);
  };
}

test('a new version is announced and reloads into it on request', async ({ page }) => {
  await page.goto(`/${country}`);
  await waitForServiceWorkerControl(page);
  const banner = page.getByRole('status').filter({ hasText: updateMessages.available });
  await expect(banner).toHaveCount(0);

  const restore = deployNewWorker();
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
