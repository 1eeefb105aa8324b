// Issue #58 on a phone: an office moving from a spreadsheet downloads its boats and rates as CSV, changes a rate, and
// imports the sheet back: first what would change, then, on its word, the change, live for guests. A sheet with a cell
// it cannot read is refused with the row and column, and nothing changes. The price is put back for the other specs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { toCsv } from '../../src/domain/schema';
import { expect, test } from './fixtures';
import { repoRoot } from './serverProcess';
import { officeOnPhone } from './staffSteps';

test('the office downloads boats and rates as CSV, changes a rate and imports it back; a bad cell is refused', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { context, page, problems } = await officeOnPhone(browser, 'sheets@charters.test', {
    name: 'Sheet Office',
    allow: [
      /^answer 401: /,
      /status of 401 \(Unauthorized\)/,
      /^answer 400: POST \S+\/spreadsheet\/boats$/,
      /status of 400 \(Bad Request\)/,
    ],
    context: { acceptDownloads: true },
  });
  // The day's manifest loaded first: leaving while it loads would cancel its request.
  await expect(page.locator('.manifest-boat').first()).toBeVisible();
  await page.getByRole('link', { name: 'Catalogue' }).click();
  await expect(page.getByRole('heading', { name: 'Boats and rates as a spreadsheet' })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download boats and rates (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('boats-and-rates.csv');
  const sheet = parse(readFileSync(await download.path()), { bom: true }) as string[][];
  const twoHours = sheet[0]!.indexOf('2 hours');
  const row = sheet.find((r) => r[0] === 'reef-hopper')!;
  const price = row[twoHours];
  const upload = (rows: string[][]) =>
    page
      .getByLabel('Import a spreadsheet (CSV)')
      .setInputFiles({ name: 'fleet.csv', mimeType: 'text/csv', buffer: Buffer.from(toCsv(rows)) });

  row[twoHours] = String(Number(price) + 25);
  await upload(sheet);
  await expect(page.getByText('This spreadsheet would change 1 document:')).toBeVisible();
  await expect(page.getByText(/^boats: 1 changed \(boat-reef-hopper: pricing\)/)).toBeVisible();
  await page.screenshot({ path: join(repoRoot, 'test-results', 'catalogue-spreadsheet-390.png'), fullPage: true });
  await page.getByRole('button', { name: 'Import these changes' }).click();
  await expect(page.getByText('Imported: 1 change, live for guests now.')).toBeVisible();
  const boat = await page.evaluate(async () => (await fetch('/api/v1/web/boat/reef-hopper')).json());
  expect(boat.pricing.find((p: { value: string }) => p.value === 'TWO_HOURS').price).toBe((Number(price) + 25) * 100);

  row[twoHours] = 'four hundred';
  await upload(sheet);
  await expect(page.getByRole('alert')).toContainText(
    `row ${sheet.indexOf(row) + 1}, 2 hours: 'four hundred' is not an amount in dollars`,
  );

  row[twoHours] = price!;
  await upload(sheet);
  await page.getByRole('button', { name: 'Import these changes' }).click();
  await expect(page.getByText('Imported: 1 change, live for guests now.')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(problems.list()).toEqual([]);
  await context.close();
});
