import { PAGE_NOT_FOUND } from '../../src/app/messages';
import { country, expect, test } from './fixtures';

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto(`/${country}/no-such-page/at-all`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(PAGE_NOT_FOUND)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
});
