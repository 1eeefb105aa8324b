// Issue #58, a charter company's first day: its own server on an empty database (no demo catalogue, as APP_ENV=PROD
// starts). A guest on a phone is told the site opens soon, nothing failing but the answers the app expects (below);
// staff sign in at the operator page, put the company in from the Catalogue tab, and the home page shows it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { country, expect, test, watchForProblems } from './fixtures';
import { findFreePort, repoRoot, runAdmin, startServer, stopServer, type ServerState } from './serverProcess';
import { STAFF_PASSWORD, signInToOperator } from './staffSteps';
import { axeViolations } from './pageChecks';

const ADMIN = 'first-day@charters.test';
const STATE = 'BROWSER_SERVER_STATE';
let dataDir: string;
let server: ServerState;

/** startServer names its state file for the tests' processes: the shared server's stays the one named. */
async function keepingSharedState<T>(work: () => Promise<T>): Promise<T> {
  const shared = process.env[STATE];
  try {
    return await work();
  } finally {
    process.env[STATE] = shared;
  }
}

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'cayman-first-day-'));
  // The admin made as an office does on day one, before the server holds the database (the command migrates it).
  runAdmin(
    ['create-user', '--email', ADMIN, '--role', 'admin', '--name', 'First Day Office', '--password-stdin'],
    `${STAFF_PASSWORD}\n`,
    dataDir,
  );
  const port = await findFreePort();
  server = await keepingSharedState(() =>
    startServer(
      { port, baseURL: `http://127.0.0.1:${port}`, dataDir, pid: null },
      join(dataDir, 'server-state.json'),
      'tests/browser/freshInstallServer.ts',
    ),
  );
});

test.afterAll(async () => {
  await keepingSharedState(() => stopServer(join(dataDir, 'server-state.json')));
  rmSync(dataDir, { recursive: true, force: true });
});

const phone = (browser: Browser) =>
  browser.newContext({
    baseURL: server.baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });

test('an empty site opens soon; staff put the company in and the home page shows it', async ({ browser }) => {
  const context = await phone(browser);
  const page = await context.newPage();
  // Expected, and nothing else: the address's country not found on an empty site, the home page's metadata a new
  // company has not written (both read as none), and the first save's refusal (on purpose, below).
  const problems = watchForProblems(page, {
    allow: [
      new RegExp(`answer 404: GET .*/api/v1/web/country/url-title/${country}$`),
      /answer 404: GET .*\/api\/v1\/web\/metadata\/home$/,
      /answer 400: PUT .*\/operator\/catalogue\/countries\//,
      /^console error: Failed to load resource: .*status of (400|404)/,
    ],
  });

  await page.goto('/');
  await expect(page).toHaveURL(`${server.baseURL}/${country}`);
  await expect(page.getByRole('heading', { name: 'Opening soon', level: 1 })).toBeVisible();
  await expect(page.getByText('this site is being set up')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: join(repoRoot, 'test-results/opening-soon-390.png') });
  expect(await axeViolations(page)).toEqual([]);
  // A page the server renders says the same.
  await page.goto(`/${country}/boats-and-rates`);
  await expect(page.getByRole('heading', { name: 'Opening soon', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Staff sign in' }).click();
  await expect(page).toHaveURL(/\/agent\/sign-in/);

  await signInToOperator(page, ADMIN);
  // The day's manifest answers (empty: no boats yet) before the office moves on.
  await expect(page.getByText('No boats yet')).toBeVisible();
  await page.getByRole('link', { name: 'Catalogue' }).click();
  await expect(page.getByRole('heading', { name: 'Catalogue', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Set up the company' }).click();

  // Saved with no field given: each field the site needs says so, and nothing is created.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('correct the fields marked');
  await page.getByLabel('Country (as guests read it)').fill('Cayman Islands');
  await page.getByLabel('Country code').fill('ky');
  await page.getByLabel('Time zone').selectOption('America/Cayman');
  await page.getByLabel('Main island').fill('Grand Cayman');
  await page.getByLabel('Map centre: latitude').fill('19.295');
  await page.getByLabel('Map centre: longitude').fill('-81.381');
  await page.getByLabel('Description').fill('Private boat charters with licensed local captains.');
  await page.getByRole('spinbutton', { name: 'Tax and fee rate (%)' }).fill('13');
  await page.getByLabel('E-mail').fill('office@charters.test');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await page.screenshot({ path: join(repoRoot, 'test-results/first-company-390.png'), fullPage: true });
  await expect(page.getByRole('heading', { name: 'Company settings: Cayman Islands' })).toBeVisible();

  await page.goto(`/${country}`);
  await expect(page.getByText('Grand Cayman, Cayman Islands')).toBeVisible();
  await expect(page.getByText('Private boat charters with licensed local captains.').first()).toBeVisible();
  expect(problems.list()).toEqual([]);
  await context.close();
});
