// Issue #58's pages on a phone: the office rewrites an FAQ answer in Markdown, previews it as the guest will see it
// (formatting kept, a script shown as text and never run), saves, and a guest's FAQ page — as the server renders it and
// in the browser — shows it. Then the earlier version is restored, since the other specs share the demo catalogue.
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { PHONE, country, expect, test } from './fixtures';
import { readState, repoRoot } from './serverProcess';
import { OFFICE_SESSION_NOISE, officeOnPhone } from './staffSteps';

const demo = JSON.parse(readFileSync(join(repoRoot, 'src/server/seed/cayman/catalogue.json'), 'utf8')) as {
  faq: Array<{ _id: string; question: string; answer: string }>;
};
const SHOTS = join(repoRoot, 'test-results');
const ANSWER = 'Book in the **trip builder**:\n\n- choose a boat\n- pick a time\n\n<script>window.pwned = 1</script>';

test.use(PHONE);

const fitsThePhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const apiAnswer = (page: Page, id: string) =>
  page.evaluate(
    async ([c, faqId]) =>
      ((await (await fetch(`/api/v1/web/faq/country/${c}`)).json()) as Array<{ _id: string; answer: string }>).find(
        (f) => f._id === faqId,
      )?.answer,
    [country, id] as const,
  );

test('the office writes an FAQ answer in Markdown, previews it, and a guest sees it', async ({ browser }) => {
  test.setTimeout(180_000);
  const { context, page, problems } = await officeOnPhone(browser, 'pages@charters.test', {
    name: 'Pages Office',
    allow: OFFICE_SESSION_NOISE,
  });
  const { baseURL } = readState();
  await page.getByRole('link', { name: 'Catalogue' }).click();
  await expect(page.getByRole('heading', { name: 'Pages' })).toBeVisible();

  const faq = demo.faq[0]!;
  await page.locator('summary', { hasText: /^FAQ/ }).click();
  await page.locator('.operator-list__item', { hasText: faq.question }).click();
  await expect(page.getByRole('heading', { name: faq.question })).toBeVisible();
  const answer = page.getByLabel('Answer', { exact: true });
  await expect(answer).toHaveValue(faq.answer);
  await answer.fill(ANSWER);

  // The preview is the guest page's own rendering: bold and a list; the script is text, never an element.
  await page.getByRole('button', { name: 'Preview: Answer' }).click();
  const preview = page.getByRole('region', { name: 'Answer: as guests will see it' });
  await expect(preview.locator('strong')).toHaveText('trip builder');
  await expect(preview.locator('li')).toHaveText(['choose a boat', 'pick a time']);
  await expect(preview).toContainText('<script>window.pwned = 1</script>');
  await expect(preview.locator('script')).toHaveCount(0);
  expect(await fitsThePhone(page)).toBe(true);
  await page.screenshot({ path: join(SHOTS, 'catalogue-faq-preview-390.png'), fullPage: true });
  await page.getByRole('button', { name: 'Edit: Answer' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved: guests see the change within seconds.')).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => apiAnswer(page, faq._id)).toBe(ANSWER);

  // A guest: the page as the server renders it, then in the browser once the question is opened.
  const guestContext = await browser.newContext({ ...PHONE, baseURL });
  const guest = await guestContext.newPage();
  const rendered = await (await guestContext.request.get(`/${country}/faq`)).text();
  expect(rendered).toContain('Book in the <strong>trip builder</strong>:');
  expect(rendered).not.toContain('<script>window.pwned');
  await guest.goto(`/${country}/faq`);
  await guest.getByRole('button', { name: faq.question }).click();
  const panel = guest.locator('.accordion__panel', { hasText: 'trip builder' });
  await expect(panel.locator('strong')).toHaveText('trip builder');
  await expect(panel.locator('li')).toHaveText(['choose a boat', 'pick a time']);
  expect(await guest.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
  await guest.screenshot({ path: join(SHOTS, 'faq-markdown-390.png') });
  await guestContext.close();

  // Put back: the earlier version restored.
  await page
    .getByRole('button', { name: /^Restore version \d+$/ })
    .first()
    .click();
  await expect.poll(() => apiAnswer(page, faq._id)).toBe(faq.answer);
  await page.getByRole('button', { name: 'Back to the catalogue' }).click();
  await expect(page.getByRole('heading', { name: 'Company settings' })).toBeVisible();
  expect(await fitsThePhone(page)).toBe(true);
  expect(problems.list()).toEqual([]);
  await context.close();
});
