// Issue #58, a charter company's first day: its own server on an empty database (no demo catalogue, as APP_ENV=PROD
// starts). A guest on a phone is told the site opens soon, nothing failing but the answers the app expects (below);
// staff sign in at the operator page, put the company in from the Catalogue tab, and the home page shows it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { country, expect, test, watchForProblems } from './fixtures';
import { findFreePort, repoRoot, runAdmin, startServer, stopServer, type ServerState } from './serverProcess';
import { STAFF_PASSWORD, signInToOperator } from './staffSteps';
import { axeViolations } from './pageChecks';
import { holdFirstFreeSlot, payOnTestCheckout, fillContactDetails } from './tripSteps';

const ADMIN = 'first-day@charters.test';
const STATE = 'BROWSER_SERVER_STATE';
let dataDir: string;
let server: ServerState;
const SHOTS = join(repoRoot, 'test-results');

// The second test carries on from the company the first put in.
test.describe.configure({ mode: 'serial' });

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
  runAdmin(['create-user', '--email', ADMIN, '--role', 'admin', '--name', 'First Day Office', '--password-stdin'], `${STAFF_PASSWORD}\n`, dataDir);
  const port = await findFreePort();
  server = await keepingSharedState(() => startServer({ port, baseURL: `http://127.0.0.1:${port}`, dataDir, pid: null }, join(dataDir, 'server-state.json'), 'tests/browser/freshInstallServer.ts'));
});

test.afterAll(async () => {
  await keepingSharedState(() => stopServer(join(dataDir, 'server-state.json')));
  rmSync(dataDir, { recursive: true, force: true });
});

const phone = (browser: Browser) => browser.newContext({ baseURL: server.baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('an empty site opens soon; staff put the company in and the home page shows it', async ({ browser }) => {
  const context = await phone(browser);
  const page = await context.newPage();
  // Expected, and nothing else: the address's country not found on an empty site, the home page's metadata a new
  // company has not written (both read as none), and the first save's refusal (on purpose, below).
  const problems = watchForProblems(page, {
    allow: [
      new RegExp(`answer 404: GET .*/api/v1/web/country/url-title/${country}$`), /answer 404: GET .*\/api\/v1\/web\/metadata\/home$/,
      /answer 400: PUT .*\/operator\/catalogue\/countries\//, /^console error: Failed to load resource: .*status of (400|404)/,
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

const serverStateFile = () => join(dataDir, 'server-state.json');
const startOwnServer = () => keepingSharedState(() => startServer({ ...server, pid: null }, serverStateFile(), 'tests/browser/freshInstallServer.ts'));
const fitsThePhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const backToCatalogue = async (page: Page) => {
  await page.getByRole('button', { name: /^(Back to the catalogue|All boats)$/ }).click();
  await expect(page.getByRole('heading', { name: 'Company settings' })).toBeVisible();
};
const saveIt = async (page: Page) => {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved: guests see the change within seconds.')).toBeVisible({ timeout: 30_000 });
};

/** Two photos as a phone would send them, made now: a JPEG and a PNG. */
async function makePhotos(): Promise<{ jpeg: string; png: string }> {
  const jpeg = join(dataDir, 'boat-side.jpg');
  const png = join(dataDir, 'boat-deck.png');
  await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 20, g: 110, b: 170 } } }).jpeg().toFile(jpeg);
  await sharp({ create: { width: 800, height: 800, channels: 4, background: { r: 240, g: 200, b: 90, alpha: 1 } } }).png().toFile(png);
  return { jpeg, png };
}

/** The guest's trip: North Sound, Kaibo, Starfish Point, two adults, Sea Star; answers the price the bar shows. */
async function buildSeaStarTrip(page: Page): Promise<string> {
  await page.goto(`/${country}/trip-builder`);
  await page.locator('#regionSection').getByRole('button', { name: /North Sound/ }).click();
  await page.locator('#pickULSection').getByRole('button', { name: /^Kaibo/ }).click();
  await page.getByRole('checkbox', { name: 'Starfish Point' }).check();
  await page.getByRole('spinbutton', { name: 'Adults' }).fill('2');
  await page.locator('#boatSection').getByRole('button', { name: /^Select Sea Star/ }).click();
  await expect(page.locator('#boatSection').getByRole('button', { name: /^Selected/ })).toBeVisible();
  const price = page.locator('.tb-bar').getByText(/^\$[\d,]+\.\d\d$/);
  await expect(price).toBeVisible();
  return (await price.textContent())!;
}

test('the office adds a boat with photos, rates, hours, a stop and a pick-up; a guest books it, and a raise spares the hold', async ({ browser }) => {
  test.setTimeout(420_000);
  const photos = await makePhotos();
  const office = await phone(browser);
  const page = await office.newPage();
  // Allowed: a view's queries given up when the office moves to another view.
  const problems = watchForProblems(page, { allow: [/^failed request: GET \S+\/api\/v1\/web\/operator\/\S+ \(net::ERR_ABORTED\)$/] });
  await signInToOperator(page, ADMIN);
  await page.getByRole('link', { name: 'Catalogue' }).click();
  await expect(page.getByRole('heading', { name: 'Boats', exact: true })).toBeVisible();

  await test.step('a region', async () => {
    await page.locator('summary', { hasText: /^Regions/ }).click();
    await page.getByRole('button', { name: 'Add to Regions' }).click();
    await page.getByLabel('Name', { exact: true }).fill('North Sound');
    await page.getByLabel('Description').fill('The calm lagoon inside the reef.');
    await page.getByLabel('Latitude').fill('19.34');
    await page.getByLabel('Longitude').fill('-81.3');
    await saveIt(page);
    await backToCatalogue(page);
  });

  await test.step('a pick-up point, by its position typed', async () => {
    await page.getByRole('button', { name: 'Add a pick-up point' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Kaibo Yacht Club Dock');
    await page.getByRole('checkbox', { name: 'North Sound' }).check();
    await page.getByLabel('Latitude').fill('19.3585');
    await page.getByLabel('Longitude').fill('-81.2788');
    await saveIt(page);
    await backToCatalogue(page);
  });

  await test.step('a stop placed on the map', async () => {
    await page.getByRole('button', { name: 'Add a stop' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Starfish Point');
    await page.getByRole('checkbox', { name: 'North Sound' }).check();
    await page.getByRole('checkbox', { name: 'Kaibo Yacht Club Dock' }).check();
    await page.evaluate(() => document.querySelector('.island-map')?.scrollIntoView({ block: 'center' }));
    const map = page.locator('.island-map[data-map-ready="true"]');
    await expect(map).toBeVisible({ timeout: 60_000 });
    const canvas = map.locator('canvas.maplibregl-canvas');
    await canvas.scrollIntoViewIfNeeded();
    const box = (await canvas.boundingBox())!;
    // The map opens on the pick-up point; the tap is about 1.2 km west and 1.5 km south of it, in the North Sound.
    await canvas.tap({ position: { x: box.width / 2 - 62, y: box.height / 2 + 78 } });
    await expect(page.getByLabel('Latitude')).not.toHaveValue('19.3585');
    const lat = Number(await page.getByLabel('Latitude').inputValue());
    const lng = Number(await page.getByLabel('Longitude').inputValue());
    expect(lat).toBeGreaterThan(19.33);
    expect(lat).toBeLessThan(19.36);
    expect(lng).toBeGreaterThan(-81.3);
    expect(lng).toBeLessThan(-81.28);
    await page.screenshot({ path: join(SHOTS, 'first-day-stop-390.png') });
    await saveIt(page);
    expect(await fitsThePhone(page)).toBe(true);
    await backToCatalogue(page);
  });

  await test.step('a boat: rates, two photos, its stop, pick-up and hours', async () => {
    await page.getByRole('button', { name: 'Add a boat' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Sea Star');
    await page.getByLabel('Description').fill('A 30-foot centre console with a bimini top.');
    const rates = page.locator('.catalogue-rate');
    await rates.nth(0).getByLabel('Price').fill('400');
    await rates.nth(1).getByLabel('Price').fill('150');
    await page.getByRole('group', { name: 'Main photo' }).locator('input[type="file"]').setInputFiles(photos.jpeg);
    await expect(page.getByRole('img', { name: /Main photo/ })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('group', { name: 'Photo 1' }).locator('input[type="file"]').setInputFiles(photos.png);
    await expect(page.getByRole('img', { name: /Photo 1/ })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('checkbox', { name: 'North Sound' }).check();
    await page.getByRole('checkbox', { name: 'Starfish Point (Activity)' }).check();
    await expect(page.getByLabel('Main pick-up point')).toHaveValue(/kaibo/);
    await page.getByRole('checkbox', { name: 'Sails on Sunday' }).uncheck();
    await page.getByRole('button', { name: 'Add a day off' }).click();
    await page.getByLabel('Day', { exact: true }).fill('2027-03-01');
    await page.getByLabel('Why').fill('Haul-out');
    await page.screenshot({ path: join(SHOTS, 'first-day-boat-390.png'), fullPage: true });
    await saveIt(page);
    expect(await fitsThePhone(page)).toBe(true);
    await backToCatalogue(page);
  });
  expect(problems.list()).toEqual([]);
  await office.close();
});
