// Issue #58 on a phone: an admin opens the Reports tab, sees this month's bookings and revenue in tables that fit the
// screen, and downloads them as CSV (UTF-8 with its mark, formula-safe) and as PDF (jspdf loaded on the click).
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PHONE, expect, test } from './fixtures';
import { repoRoot } from './serverProcess';
import { OFFICE_SESSION_NOISE, officeOnPhone } from './staffSteps';

const SHOTS = join(repoRoot, 'test-results');

test.use(PHONE);

test('an admin opens Reports on a phone and downloads the CSV and the PDF', async ({ browser }) => {
  test.setTimeout(180_000);
  const { context, page, problems } = await officeOnPhone(browser, 'books@charters.test', {
    name: 'Books Office',
    allow: OFFICE_SESSION_NOISE,
    context: { acceptDownloads: true },
  });
  await page.getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { name: 'Bookings and revenue' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Totals' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('table', { name: 'Refunds given' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'On-account statements' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.screenshot({ path: join(SHOTS, 'reports-390.png'), fullPage: true });
  const axe = await new AxeBuilder({ page })
    .include('.reports')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // A reversed range is refused on the spot, with the server's own words.
  await page.getByLabel('From', { exact: true }).fill('2026-12-31');
  await page.getByLabel('To', { exact: true }).fill('2026-12-01');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The range ends before it starts: choose an end on or after the start.',
  );
  await page.getByRole('button', { name: 'This month' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).first().click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/^report-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync((await csv.path())!, 'utf8');
  expect(text.startsWith('\uFEFFReport ')).toBe(true);
  expect(text).toContain('\r\nTotals\r\nBookings,Guests,Cancelled,Charged,Refunded or credited,Net\r\n');
  expect(text).toContain('\r\nRefunds given\r\nCount,Amount\r\n');
  // Every line is a row of plain cells: nothing a spreadsheet would run as a formula.
  for (const line of text.slice(1).split('\r\n')) expect(line).not.toMatch(/(^|,)[=+\-@]/);

  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).first().click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  expect(
    readFileSync((await pdf.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  expect(problems.list()).toEqual([]);
  await context.close();
});
