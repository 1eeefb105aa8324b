// No dead ends on a phone (issue #13): meals after an activity in the schedule; a boat page, the comparison and the
// boat modal lead into a booking; an itinerary never overrules the guest's pick-up silently; guide pages have their
// metadata and the site its favicon; a shared trip comes back whole; stops of other regions stay in sight; the
// policies have an index; Escape closes every step of a modal and focus goes back where it was.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { GUIDE_SECTIONS } from '../../src/domain/catalogue';
import { country, expect, test } from './fixtures';
import { ensureServerRunning, readState } from './serverProcess';
import { buildDemoTrip, holdFirstFreeSlot } from './tripSteps';

test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async () => {
  await ensureServerRunning();
});

const CALYPSO = 'Calypso Grill, Morgan’s Harbour';
const ITINERARY = 'Stingrays, Coral Gardens & Calypso Lunch';

async function openItinerary(page: Page) {
  await page
    .locator('#itinerary')
    .getByRole('button', { name: new RegExp(ITINERARY) })
    .click();
  return page.getByRole('dialog', { name: ITINERARY });
}

async function openSummary(page: Page, tab: 'Schedule' | 'Details') {
  await page.locator('.tb-bar').getByRole('button', { name: 'Trip', exact: true }).click();
  await page.getByRole('button', { name: 'Trip Summary' }).click();
  const summary = page.getByRole('dialog', { name: 'Trip Summary' });
  await summary.getByRole('tab', { name: tab }).click();
  return summary;
}

test('a lunch stop never comes first: the schedule goes to an activity before the meal', async ({ page }) => {
  await page.goto(`/${country}/trip-builder`);
  await page
    .locator('#regionSection')
    .getByRole('button', { name: /West Bay/ })
    .click();
  await page
    .locator('#pickULSection')
    .getByRole('button', { name: /^Morgan/ })
    .click();
  const itinerary = await openItinerary(page);
  await itinerary.getByRole('button', { name: 'Get Started' }).click();
  await expect(page.getByRole('checkbox', { name: CALYPSO })).toBeChecked();
  await page
    .locator('#boatSection')
    .getByRole('button', { name: /^Select Reef Hopper/ })
    .click();
  const summary = await openSummary(page, 'Schedule');
  const stops = summary.locator('.tb-schedule__group strong');
  await expect(stops).toHaveCount(3);
  const order = await stops.allTextContents();
  expect(order[0]).not.toBe(CALYPSO);
  expect(order.indexOf(CALYPSO)).toBeGreaterThan(0);
});

test('every boat leads into a booking: its page, the comparison and the boat modal', async ({ page }) => {
  await test.step("the boat page: 'Build a trip with this boat' opens the builder with the boat, its region and pick-up", async () => {
    await page.goto(`/${country}/boat/reef-hopper`);
    await page.getByRole('link', { name: 'Build a trip with this boat' }).click();
    await page.waitForURL(new RegExp(`/${country}/trip-builder`));
    await expect(page.locator('#boatSection').getByRole('button', { name: /^Selected\s*Reef Hopper/ })).toBeVisible();
    await expect(page.locator('#regionSection').getByRole('button', { name: /West Bay/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.locator('#pickULSection').getByRole('button', { name: /^Morgan/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  await test.step('compare boats: bio bay through a paired boat says Yes, and each boat can start a trip', async () => {
    await page.goto(`/${country}/compare-boats?ids=boat-reef-hopper,boat-blue-runner`);
    const bioBay = page.getByRole('row', { name: /^Bio bay trips/ });
    await expect(bioBay.getByRole('cell')).toHaveText(['Yes', 'No']);
    await expect(page.getByRole('link', { name: /Build a trip with Reef Hopper/ })).toBeVisible();
    await page.getByRole('link', { name: /Build a trip with Blue Runner/ }).click();
    await expect(page.locator('#boatSection').getByRole('button', { name: /^Selected\s*Blue Runner/ })).toBeVisible();
  });

  await test.step('the boat modal in the builder: Select, and View Boat in a new tab', async () => {
    await page.locator('#boatSection').getByRole('button', { name: 'Details of Blue Runner' }).click();
    const modal = page.getByRole('dialog', { name: 'Blue Runner' });
    await expect(modal.getByRole('link', { name: /View Boat/ })).toHaveAttribute('target', '_blank');
    await modal.getByRole('button', { name: /^Selected/ }).click(); // unselects
    await expect(modal).toHaveCount(0);
    await expect(page.locator('#boatSection').getByRole('button', { name: /^Select\s*Blue Runner/ })).toBeVisible();
    await page.locator('#boatSection').getByRole('button', { name: 'Details of Blue Runner' }).click();
    await page
      .getByRole('dialog', { name: 'Blue Runner' })
      .getByRole('button', { name: /^Select\s*Blue Runner/ })
      .click();
    await expect(page.locator('#boatSection').getByRole('button', { name: /^Selected\s*Blue Runner/ })).toBeVisible();
  });
});

test("'Get Started' keeps the guest's pick-up when the itinerary can start there, and asks when it cannot", async ({
  page,
}) => {
  await page.goto(`/${country}/trip-builder`);
  await page
    .locator('#regionSection')
    .getByRole('button', { name: /West Bay/ })
    .click();
  await page
    .locator('#pickULSection')
    .getByRole('button', { name: /^Safehaven/ })
    .click();
  await (await openItinerary(page)).getByRole('button', { name: 'Get Started' }).click();
  await expect(page.locator('#pickULSection').getByRole('button', { name: /^Safehaven/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('checkbox', { name: 'Stingray City Sandbar' })).toBeChecked();

  await page
    .locator('#pickULSection')
    .getByRole('button', { name: /^Seven Mile Public Beach/ })
    .click();
  const itinerary = await openItinerary(page);
  await itinerary.getByRole('button', { name: 'Get Started' }).click();
  await expect(itinerary.getByText(/Switch meeting point\?/)).toBeVisible();
  await itinerary.getByRole('button', { name: /^Keep Seven Mile Public Beach/ }).click();
  await expect(
    page.locator('#pickULSection').getByRole('button', { name: /^Seven Mile Public Beach/ }),
  ).toHaveAttribute('aria-pressed', 'true');
  await itinerary.getByRole('button', { name: 'Get Started' }).click();
  await itinerary.getByRole('button', { name: /^Switch to Morgan/ }).click();
  await expect(page.locator('#pickULSection').getByRole('button', { name: /^Morgan/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('guide pages have their metadata and the site serves /favicon.ico: no 404 on the way', async ({
  page,
  request,
}) => {
  const missing: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) missing.push(`${r.status()} ${r.url()}`);
  });
  await page.goto(`/${country}/guide`);
  for (const section of GUIDE_SECTIONS) {
    await page.goto(`/${country}/guide/${section}`);
    await expect(page).toHaveTitle(/– Grand Cayman Guide \| Cayman Charters$/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/images\/content\/.+\.svg$/);
  }
  const favicon = await request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toMatch(/icon/);
  expect(missing).toEqual([]);

  await page.goto(`/${country}/policies`);
  await expect(page.getByRole('heading', { name: 'Our policies' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Cancellation Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cancellation Policy' })).toBeVisible();
});

const mailFiles = () => {
  const dir = join(readState().dataDir, 'mail');
  try {
    return readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .map((f) => join(dir, f));
  } catch {
    return [];
  }
};

test('a trip shared by email comes back whole when the page was open at another address than PUBLIC_URL', async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await buildDemoTrip(page);
  await page.locator('#activity').getByRole('button', { name: /Pace/ }).click();
  await page.getByRole('radio', { name: /Relaxed/ }).check();
  const start = new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10);
  const url = new URL(page.url());
  url.searchParams.set('start_date', start);
  url.searchParams.set('end_date', start);
  await page.goto(url.toString());
  await expect(page.locator('.tb-bar').getByText(/^\$[\d,]+\.\d\d$/)).toBeVisible();

  const before = new Set(mailFiles());
  await page.locator('.tb-bar').getByRole('button', { name: 'Trip', exact: true }).click();
  await page.locator('.tb-bar [data-panel-key="share"]').click();
  const share = page.getByRole('dialog', { name: 'Share My Trip Itinerary' });
  const shown = await share.getByRole('textbox', { name: 'Trip link' }).inputValue();
  expect(shown).toContain(`start_date=${start}`);
  await share.getByRole('button', { name: 'Email it to a friend' }).click();
  const form = page.locator('.modal-backdrop.is-open').getByRole('dialog', { name: 'Send Itinerary by Email' });
  await form.getByLabel(/^Your name/).fill('Ann');
  await form.getByLabel(/^Friend's name/).fill('Mary');
  await form.getByLabel(/^Friend's email/).fill('mary@friend.test');
  await form.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await form.getByRole('button', { name: 'SEND' }).click();
  await expect(form.getByText(/Mary will receive an email/)).toBeVisible();

  // The outbox writes the mail to a file (no SMTP in the tests); the server's PUBLIC_URL is not this page's address.
  await expect.poll(() => mailFiles().filter((f) => !before.has(f)).length, { timeout: 30_000 }).toBeGreaterThan(0);
  const newest = mailFiles()
    .filter((f) => !before.has(f))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0]!;
  const mail = readFileSync(newest, 'utf8')
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
  const emailed = new URL(mail.match(/https?:\/\/[^\s"<>]+\/trip-builder\?[^\s"<>]+/)![0].replace(/&amp;/g, '&'));
  for (const [key, value] of [
    ['start_date', start],
    ['region', 'region-west-bay'],
    ['estTimePace', 'relaxed'],
    ['boat', 'reef-hopper'],
  ]) {
    expect(emailed.searchParams.get(key!), key).toBe(value);
  }

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL });
  const friend = await phone.newPage();
  await friend.goto(`${emailed.pathname}${emailed.search}`);
  await friend
    .getByRole('dialog', { name: 'Boat Trip Shared with You!' })
    .getByRole('button', { name: 'VIEW ITINERARY' })
    .click();
  const summary = friend.getByRole('dialog', { name: 'Trip Summary' });
  await expect(summary.getByText('Stingray City Sandbar').first()).toBeVisible();
  await summary.getByRole('tab', { name: 'Details' }).click();
  await expect(summary.getByText('Total')).toBeVisible();
  await summary.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(friend.locator('#regionSection').getByRole('button', { name: /West Bay/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(friend.getByText('Choose a region first.')).toHaveCount(0);
  await phone.close();
});

test("stops of other regions stay in sight, greyed, with the spec's reason", async ({ page }) => {
  await page.goto(`/${country}/trip-builder`);
  await page
    .locator('#regionSection')
    .getByRole('button', { name: /East End/ })
    .click();
  const starfish = page.locator('.tb-activity').filter({ hasText: 'Starfish Point' });
  await expect(starfish).toBeVisible();
  await expect(starfish.getByRole('checkbox')).toBeDisabled();
  await expect(starfish.getByText("This activity isn't suitable with your pick-up location")).toBeVisible();
});

test('Escape closes every step of a modal and focus goes back to where it was', async ({ page }) => {
  await buildDemoTrip(page);
  const tripMenu = page.locator('.tb-bar').getByRole('button', { name: 'Trip', exact: true });
  await tripMenu.click();
  await page.locator('.tb-bar [data-panel-key="share"]').click();
  const share = page.getByRole('dialog', { name: 'Share My Trip Itinerary' });
  await share.getByRole('button', { name: 'Email it to a friend' }).click();
  const form = page.locator('.modal-backdrop.is-open').getByRole('dialog', { name: 'Send Itinerary by Email' });
  await expect(form).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('.modal-backdrop.is-open')).toHaveCount(0);
  await expect(tripMenu).toBeFocused();

  // The booking steps: the time clicked goes away with its step, and Escape still closes (asking first: a time is
  // held).
  await holdFirstFreeSlot(page);
  await page.keyboard.press('Escape');
  const leave = page.getByRole('dialog', { name: 'Are You Sure You Want to Leave?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Yes, cancel this booking' }).click();
  await expect(page.locator('.modal-backdrop.is-open')).toHaveCount(0);
});
