// Issue #53 on a 390 px phone: an admin signs in and lands on the operator page (with the agents' builder a link
// away); the bookings list opens on the coming days; a booking's detail fits the phone; a whole-day closure reads
// 'all day'; the printed manifest has a page per boat that sails and no more; a day the captain opened online opens
// again with the server stopped. An on-account agent's reserve dialog starts on the payment link, and its phone field
// reads '+1 345 555 0101' under the United States flag and '345 555 0101' under the Cayman flag as one number.
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import {
  caymanDate,
  country,
  expect,
  goOffline,
  test,
  waitForServiceWorkerControl,
  watchForProblems,
} from './fixtures';
import { ensureServerRunning, readState, repoRoot, runAdmin as admin } from './serverProcess';
import { bookDemoTrip, pickDemoTrip } from './tripSteps';

const PASSWORD = 'a long staff password';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const SHOTS = join(repoRoot, 'test-results');

async function signIn(browser: Browser, email: string, path: string): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, baseURL: readState().baseURL, serviceWorkers: 'allow' });
  const page = await context.newPage();
  await page.goto(path);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  return page;
}

test.use(PHONE);
test.afterEach(async () => {
  await ensureServerRunning();
});

test('an admin runs the day on a phone: lands on the operator page, the coming bookings, a detail that fits, the manifest printed and kept', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const ref = await bookDemoTrip(page);
  const booked = await page.evaluate(async (r) => (await fetch(`/api/v1/web/booking/confirmed/${r}`)).json(), ref);
  const day = String(booked.timeSlot.startTime).slice(0, 10);
  admin(
    ['create-user', '--email', 'office53@charters.test', '--role', 'admin', '--name', 'Day Office', '--password-stdin'],
    `${PASSWORD}\n`,
  );

  const office = await signIn(browser, 'office53@charters.test', `/${country}/agent/sign-in`);
  const problems = watchForProblems(office);
  await expect(office).toHaveURL(new RegExp(`/${country}/operator`));
  await expect(office.getByRole('heading', { name: 'Manifest' })).toBeVisible();
  await expect(office.getByRole('link', { name: 'Agent trip builder' })).toBeVisible();

  // The bookings list opens on the coming days, the new booking in it, no search needed.
  await office.getByRole('link', { name: 'Bookings', exact: true }).click();
  await expect(office.getByRole('heading', { name: 'Today and the coming days' })).toBeVisible();
  await office.getByRole('button', { name: new RegExp(ref) }).click();
  await expect(office.getByRole('heading', { name: new RegExp(`^${ref} · `) })).toBeFocused();
  // The detail fits the phone: nothing wider than the screen.
  const widest = await office.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));
  const wide = await office.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > 391)
      .slice(-3)
      .map((e) => `${e.tagName}.${e.className} ${Math.round(e.getBoundingClientRect().right)}px`),
  );
  expect(widest, wide.join(', ')).toBeLessThanOrEqual(390);
  await office.screenshot({ path: join(SHOTS, 'staff-booking-detail-390.png'), fullPage: true });

  // A day closed whole (a date alone, far ahead of the other tests' days) reads 'all day', not '12:00 AM–12:00 AM'.
  const closedDay = caymanDate(40);
  admin(['close-calendar', '--boat', 'all', '--from', closedDay, '--to', closedDay, '--reason', 'maintenance']);
  await office.goto(`/${country}/operator`);
  // Today's manifest first (a day changed while it loads cancels its request, as it should).
  await expect(office.locator('.manifest-boat').first()).toBeVisible();
  await office.getByLabel('Day', { exact: true }).fill(closedDay);
  await expect(office.locator('.manifest-boat__closure').first()).toHaveText(/^Closed all day: Maintenance/);
  await expect(office.getByText(/12:00 AM\s*–\s*12:00 AM/)).toHaveCount(0);
  await expect(office.locator('.manifest-boat').first()).toBeVisible();
  await office.getByLabel('Day', { exact: true }).fill(day);
  await expect(office.getByText(ref)).toBeVisible();
  // Printed: a page per boat that sails that day, not one per boat of the fleet and a blank one. The other tests book
  // this boat on this day too, so its trips may fill more than a page: the print leaves out the boats that do not sail,
  // starts each that does on a page of its own, and prints nothing after the last one.
  await office.emulateMedia({ media: 'print' });
  const layout = await office.evaluate(() => {
    const boats = [...document.querySelectorAll('.manifest-boat')];
    const sailing = boats.filter((b) => !b.classList.contains('manifest-boat--empty'));
    const shown = (e: Element) => getComputedStyle(e).display !== 'none';
    return {
      sailing: sailing.length,
      trips: document.querySelectorAll('.manifest-boat:not(.manifest-boat--empty) .manifest-trip').length,
      emptyShown: boats.filter((b) => b.classList.contains('manifest-boat--empty') && shown(b)).length,
      breaks: sailing.slice(1).map((b) => getComputedStyle(b).breakBefore),
    };
  });
  const pages = ((await office.pdf({ format: 'A4' })).toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
  expect(layout.sailing).toBeGreaterThanOrEqual(1);
  expect(layout.emptyShown).toBe(0);
  expect(layout.breaks.every((b) => b === 'page')).toBe(true);
  expect(pages).toBeGreaterThanOrEqual(layout.sailing);
  expect(pages).toBeLessThanOrEqual(layout.sailing + layout.trips);
  await office.emulateMedia({ media: 'screen' });
  await office.screenshot({ path: join(SHOTS, 'staff-manifest-day-390.png'), fullPage: true });
  expect(problems.list()).toEqual([]);
});

test('a day the captain opened online, other than today or tomorrow, opens from the device with the server stopped', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  admin(
    ['create-user', '--email', 'skipper53@charters.test', '--role', 'captain', '--password-stdin'],
    `${PASSWORD}\n`,
  );
  await page.goto(`/${country}`);
  await waitForServiceWorkerControl(page);
  await page.goto(`/${country}/operator`);
  await page.getByLabel('Email').fill('skipper53@charters.test');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Manifest' })).toBeVisible();
  const later = caymanDate(4);
  await page.getByLabel('Day', { exact: true }).fill(later);
  await expect(page.getByRole('heading', { name: /Reef Hopper/ })).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(
        (d) =>
          JSON.parse(localStorage.getItem('operatorManifests') ?? '{"manifests":[]}').manifests.some(
            (m: { date: string }) => m.date === d,
          ),
        later,
      ),
    )
    .toBe(true);

  await goOffline(context, baseURL!);
  await page.reload();
  await page.getByLabel('Day', { exact: true }).fill(later);
  await expect(page.getByText(/^Offline copy, as of \d{1,2}:\d\d/)).toBeVisible();
  await expect(page.getByRole('heading', { name: /Reef Hopper/ })).toBeVisible();
  await page.screenshot({ path: join(SHOTS, 'staff-manifest-later-offline-390.png'), fullPage: true });
  await context.setOffline(false);
});

test("an on-account agent's reserve dialog starts on the payment link, and its phone field never adds a second country code", async ({
  page,
}) => {
  test.setTimeout(180_000);
  admin(['create-agency', '--name', 'Account Desk 53', '--max-discount', '10', '--on-account']);
  admin(
    [
      'create-user',
      '--email',
      'desk53@account.test',
      '--role',
      'agent',
      '--agency',
      'Account Desk 53',
      '--name',
      'Desk',
      '--password-stdin',
    ],
    `${PASSWORD}\n`,
  );
  const problems = watchForProblems(page);
  await page.goto(`/${country}/agent/sign-in`);
  await page.getByLabel('Email').fill('desk53@account.test');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/${country}/trip-builder-agent`));
  await pickDemoTrip(page);
  await page.getByRole('button', { name: 'Reserve for a guest' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Reserve for a guest' });
  await dialog.locator('.agent-days button').last().click();
  await dialog.locator('.agent-slot:enabled').first().click();
  await page.getByRole('button', { name: 'Reserve', exact: true }).click();
  await expect(dialog.getByRole('radio', { name: /payment link/i })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: /account/i })).not.toBeChecked();

  const phone = dialog.getByRole('textbox', { name: /Guest phone/ });
  await phone.fill('+1 345 555 0101');
  await expect(dialog.getByText('Saved as +1 345 555 0101')).toBeVisible();
  await dialog.getByLabel('Country calling code').selectOption('KY');
  await phone.fill('345 555 0101');
  await expect(dialog.getByText('Saved as +1 345 555 0101')).toBeVisible();
  await phone.fill('345 555 01');
  await phone.blur();
  await expect(dialog.getByText('Invalid phone number')).toBeVisible();
  await phone.fill('345 555 0101');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: join(SHOTS, 'staff-reserve-phone-390.png') });
  expect(problems.list()).toEqual([]);
});
