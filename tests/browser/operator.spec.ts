// Issue #19 on a phone: an operator closes the boats for weather on a booked day and the guest moves the trip to
// another day from the emailed link; a guest cancels from the confirmation page (which then says so at the top, also
// offline); a guest changes to a dearer time and pays the difference; a captain opens today's manifest with
// the server stopped, from the copy the device kept.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { SELF_SERVICE_TEXT } from '../../src/domain/booking';
import { focusRingShown } from './focusRing';
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
import { bookDemoTrip, payOnTestCheckout } from './tripSteps';

const PASSWORD = 'a long operator password';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const SHOTS = join(repoRoot, 'test-results');

const user = (email: string, role: 'admin' | 'captain') =>
  admin(
    [
      'create-user',
      '--email',
      email,
      '--role',
      role,
      '--name',
      role === 'admin' ? 'Dock Office' : 'Skipper Sam',
      '--password-stdin',
    ],
    `${PASSWORD}\n`,
  );

/** The booking link of the newest closure notice mailed for `bookingRef`, or null while none was written. */
function closureLink(bookingRef: string): string | null {
  const dir = join(readState().dataDir, 'mail');
  if (!existsSync(dir)) return null;
  for (const name of readdirSync(dir).sort().reverse()) {
    const text = readFileSync(join(dir, name), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    if (!text.includes(bookingRef) || !text.includes('WE HAVE TO CHANGE YOUR CHARTER')) continue;
    const match = /https?:\/\/[^\s"<>]+\/booking-confirmed\?ref=[A-Z0-9-]+&(?:amp;)?token=[A-Za-z0-9_-]{32}/.exec(text);
    if (match) {
      const url = new URL(match[0].replace('&amp;', '&'));
      return url.pathname + url.search;
    }
  }
  return null;
}

/** A guest books the demo trip through the builder and the test checkout; answers its reference and start. */
async function bookAsGuest(page: Page): Promise<{ ref: string; startTime: string }> {
  const ref = await bookDemoTrip(page);
  const info = await page.evaluate(async (r) => (await fetch(`/api/v1/web/booking/confirmed/${r}`)).json(), ref);
  return { ref, startTime: info.timeSlot.startTime as string };
}

async function signIn(browser: Browser, email: string, path: string, timezoneId?: string): Promise<Page> {
  const context = await browser.newContext({
    ...PHONE,
    baseURL: readState().baseURL,
    serviceWorkers: 'allow',
    timezoneId,
  });
  const page = await context.newPage();
  await page.goto(path);
  await expect(page).toHaveURL(/\/agent\/sign-in/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  return page;
}

test.use(PHONE);
test.afterEach(async () => {
  await ensureServerRunning();
});

test('an operator closes a booked day for weather; the guest moves the trip from the emailed link', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const problems = watchForProblems(page);
  const booked = await bookAsGuest(page);
  const day = booked.startTime.slice(0, 10);

  user('office@charters.test', 'admin');
  const office = await signIn(browser, 'office@charters.test', `/${country}/operator`);
  await office.getByRole('link', { name: 'Calendars' }).click();
  await expect(office.getByRole('heading', { name: 'Calendars' })).toBeVisible();
  await office.getByLabel('From (day)').fill(day);
  await office.getByLabel('To (day)').fill(day);
  await office.getByLabel('Reason').selectOption('weather');
  // By keyboard: focus follows each replaced button to what it led to, with the ring drawn.
  await office.getByRole('button', { name: 'Check bookings' }).press('Enter');
  await expect(office.getByText(/booking(s)? affected/)).toBeVisible();
  await expect(office.locator('.operator-preview')).toBeFocused();
  expect(await focusRingShown(office)).toBe(true);
  await expect(office.getByText(new RegExp(booked.ref))).toBeVisible();
  await office.screenshot({ path: join(SHOTS, 'operator-close-preview-390.png'), fullPage: true });
  await office.getByRole('button', { name: /^Close and email \d+ guest/ }).press('Enter');
  await expect(office.getByText(/^Closed\. \d+ guests? emailed\.$/)).toBeFocused();
  await expect(office.getByRole('button', { name: 'Reopen' }).first()).toBeVisible();
  await expect(office.getByText('(closed by Dock Office)').first()).toBeVisible();
  await office.context().close();

  // The guest's email: its link opens the booking on any device, offering a free change.
  let link: string | null = null;
  await expect.poll(() => (link = closureLink(booked.ref)), { timeout: 60_000 }).not.toBeNull();
  const guest = await (await browser.newContext({ ...PHONE, baseURL: readState().baseURL })).newPage();
  const guestProblems = watchForProblems(guest);
  await guest.goto(link!);
  await expect(guest.getByTestId('booking-ref')).toHaveText(booked.ref);
  await expect(guest.getByText(/We had to close your trip's time/)).toBeVisible();
  await guest.getByRole('button', { name: 'Change date or time' }).click();
  const dialog = guest.getByRole('dialog', { name: 'Change date or time' });
  const nextDay = new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  await dialog.getByLabel('Pick a day').fill(nextDay);
  await expect(dialog.getByText('Cayman time, UTC−5')).toBeVisible();
  const free = dialog
    .locator('.self-service__slot')
    .filter({ hasText: /Same price|less/ })
    .first();
  await free.click();
  await guest.screenshot({ path: join(SHOTS, 'operator-guest-change-390.png') });
  await dialog.getByRole('button', { name: 'Move my booking' }).click();
  await expect(guest.getByText(/^Your booking now starts/)).toBeVisible();
  expect(guestProblems.list()).toEqual([]);
  expect(problems.list()).toEqual([]);

  // Reopened, the closure's Reopen gives way to 'Reopened', which takes focus.
  const reopening = await signIn(browser, 'office@charters.test', `/${country}/operator`);
  await reopening.getByRole('link', { name: 'Calendars' }).click();
  await reopening.getByRole('button', { name: 'Reopen' }).first().press('Enter');
  await expect(reopening.locator(':focus')).toHaveText('Reopened');
  await reopening.context().close();
});

test('a guest cancels from the confirmation page; the page says so at the top, online and offline', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const problems = watchForProblems(page);
  await bookAsGuest(page);
  await waitForServiceWorkerControl(page);
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(dialog.getByText(/You will get \$[\d,.]+ back to your card\.|No refund is due/)).toBeVisible();
  await page.screenshot({ path: join(SHOTS, 'operator-guest-cancel-390.png') });
  await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
  const cancelled = page.getByRole('heading', { level: 1, name: 'THIS BOOKING IS CANCELLED' });
  await expect(cancelled).toBeVisible();
  await expect(page.getByText(/was refunded to your card|No refund was due/)).toBeVisible();
  await expect(page.getByText('YOUR BOOKING IS COMPLETE')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await page.reload();
  await expect(cancelled).toBeVisible();
  await expect(page.getByText('YOUR BOOKING IS COMPLETE')).toHaveCount(0);
  await page.screenshot({ path: join(SHOTS, 'operator-guest-cancelled-390.png'), fullPage: true });
  // Every photo seen, as by a guest who scrolled the page: one still loading when the server stops is not kept.
  await page.evaluate(() =>
    document.querySelectorAll('img').forEach((image) => {
      image.loading = 'eager';
    }),
  );
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  // The copy kept on the device says the same with the server stopped.
  await goOffline(context, baseURL!);
  await page.reload();
  await expect(page.getByText(/^You are offline: this is the copy/)).toBeVisible();
  await expect(cancelled).toBeVisible();
  await expect(page.getByText('YOUR BOOKING IS COMPLETE')).toHaveCount(0);
  await page.screenshot({ path: join(SHOTS, 'operator-guest-cancelled-offline-390.png') });
  await context.setOffline(false);
  expect(
    problems.list().filter((p) => !/Failed to fetch|net::ERR_INTERNET_DISCONNECTED|ERR_CONNECTION_REFUSED/.test(p)),
  ).toEqual([]);
});

test('a guest changes to a dearer time and pays the difference through the test checkout', async ({ page }) => {
  test.setTimeout(240_000);
  const problems = watchForProblems(page);
  const booked = await bookAsGuest(page);
  await page.getByRole('button', { name: 'Change date or time' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change date or time' });
  const dearer = dialog
    .locator('.self-service__slot')
    .filter({ hasText: /more: you pay the difference/ })
    .first();
  const pricedOtherwise = dialog
    .locator('.self-service__slot')
    .filter({ hasText: /more: you pay the difference|less: refunded/ });
  // The booking's own day may be full by now (the other tests book the first free days): a day weeks away, nobody's.
  for (const offset of [21, 22, 23, 24, 25, 26, 27]) {
    await dialog.getByLabel(SELF_SERVICE_TEXT.pickDay).fill(caymanDate(offset));
    await expect(
      dialog.locator('.self-service__slot').first().or(dialog.getByText(SELF_SERVICE_TEXT.noSlots)),
    ).toBeVisible();
    if ((await pricedOtherwise.count()) > 0) break;
  }
  if ((await dearer.count()) === 0) {
    // Booked at a dearer time itself (the late-morning fee): move to a cheaper one first; then the fee's times cost
    // more.
    await dialog
      .locator('.self-service__slot')
      .filter({ hasText: /less: refunded/ })
      .first()
      .click();
    await dialog.getByRole('button', { name: 'Move my booking' }).click();
    await expect(page.getByText(/^Your booking now starts/)).toBeVisible();
    await page.reload();
    await page.getByRole('button', { name: 'Change date or time' }).click();
    await expect(
      dialog.locator('.self-service__slot').first().or(dialog.getByText(SELF_SERVICE_TEXT.noSlots)),
    ).toBeVisible();
  }
  await expect(dearer).toBeVisible();
  const before = (
    await page.evaluate(async (r) => (await fetch(`/api/v1/web/booking/confirmed/${r}`)).json(), booked.ref)
  ).timeSlot.startTime as string;
  const choice = (await dearer.textContent())!;
  await dearer.click();
  await expect(dialog.getByText(/your booking moves once it is paid/)).toBeVisible();
  await page.screenshot({ path: join(SHOTS, 'operator-guest-dearer-390.png') });
  await dialog.getByRole('button', { name: /^Pay \$[\d,.]+ and move$/ }).click();
  await page.waitForURL(/\/test-checkout\//);
  await payOnTestCheckout(page);
  await expect(page.getByTestId('booking-ref')).toHaveText(booked.ref);
  const info = await page.evaluate(async (r) => (await fetch(`/api/v1/web/booking/confirmed/${r}`)).json(), booked.ref);
  expect(info.timeSlot.startTime).not.toBe(before);
  await expect(page.getByText(choice.replace(/Costs.*$/, '').trim()).first()).toBeVisible();
  await page.screenshot({ path: join(SHOTS, 'operator-guest-dearer-paid-390.png') });
  expect(problems.list()).toEqual([]);
});

test('the office moves a booking for free and then cancels it with a refund, from the operator page', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const booked = await bookAsGuest(page);
  user('desk@charters.test', 'admin');
  // A phone still on Tokyo time: the times say they are Cayman's.
  const office = await signIn(browser, 'desk@charters.test', `/${country}/operator`, 'Asia/Tokyo');
  // The refund tried with no signal (below) fails as it should.
  const problems = watchForProblems(office, {
    allow: [
      /^failed request: POST .*\/refund \(net::ERR_INTERNET_DISCONNECTED\)$/,
      /^console error: Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/,
    ],
  });
  await expect(office.getByRole('heading', { name: /Reef Hopper/ })).toBeVisible();
  await expect(office.getByText('Cayman time, UTC−5')).toHaveCount(1);
  await office.screenshot({ path: join(SHOTS, 'operator-manifest-tokyo-390.png'), fullPage: true });
  await office.getByRole('link', { name: 'Bookings', exact: true }).click();
  await office.getByLabel('Reference, name, email or phone').fill(booked.ref);
  await office.getByRole('button', { name: 'Search' }).click();
  await office.getByRole('button', { name: new RegExp(booked.ref) }).click();
  await expect(office.getByRole('heading', { name: new RegExp(`^${booked.ref} · `) })).toBeFocused();
  // A refused refund or cancel focuses the field to fix, which names its error.
  const refund = office.locator('form', { has: office.getByRole('heading', { name: 'Refund', exact: true }) });
  await refund.getByRole('button', { name: /^Refund/ }).click();
  await expect(refund.getByLabel('Reason')).toBeFocused();
  await expect(refund.getByLabel('Reason')).toHaveAccessibleDescription('Say why the refund is given.');
  // With no signal the refund is not kept to be sent later, unasked: the form says it needs a connection.
  const refundable = Number(await refund.getByLabel('Amount (USD)').inputValue());
  await refund.getByLabel('Amount (USD)').fill('1.00');
  await refund.getByLabel('Reason').fill('Goodwill');
  // The worker registers once the page is quiet: going offline while it fetches its script would log a browser error.
  await waitForServiceWorkerControl(office);
  await office.context().setOffline(true);
  await refund.getByRole('button', { name: 'Refund $1.00' }).click();
  await expect(refund.getByRole('alert')).toHaveText('You are offline: this needs a connection.');
  await expect(refund.getByRole('button', { name: 'Refund $1.00' })).toBeEnabled();
  await office.context().setOffline(false);
  // A part refunded: the form then offers what is left, with no error about the amount just refunded.
  await refund.getByRole('button', { name: 'Refund $1.00' }).click();
  await expect(refund.getByRole('status')).toHaveText('Refunded $1.00. The guest has been emailed.');
  await expect(refund.getByLabel('Amount (USD)')).toHaveValue((refundable - 1).toFixed(2));
  await expect(refund.getByLabel('Reason')).toHaveValue('');
  await expect(refund.getByText(/^Enter an amount/)).toHaveCount(0);
  // Once the booking is read again (its history shows the refund), the message is still there.
  await expect(office.getByText('Refunded $1.00: Goodwill', { exact: false })).toBeVisible();
  await expect(refund.getByRole('status')).toHaveText('Refunded $1.00. The guest has been emailed.');
  const move = office.locator('form', {
    has: office.getByRole('heading', { name: 'Move to another time (free of charge)' }),
  });
  await move.locator('.operator-slots button').first().click();
  await move.getByRole('button', { name: /^Move to .* and email the guest$/ }).click();
  await expect(office.getByText(/^Moved to .*\. The guest has been emailed\.$/)).toBeVisible();
  await office.screenshot({ path: join(SHOTS, 'operator-office-moved-390.png'), fullPage: true });
  const cancel = office.locator('form', { has: office.getByRole('heading', { name: 'Cancel the booking' }) });
  await cancel.getByRole('button', { name: 'Cancel the booking and email the guest' }).click();
  await expect(cancel.getByLabel('Reason')).toBeFocused();
  await expect(cancel.getByLabel('Reason')).toHaveAccessibleDescription('Say why the booking is cancelled.');
  await cancel.getByLabel('Reason').fill('Engine failure');
  await cancel.getByRole('button', { name: 'Cancel the booking and email the guest' }).click();
  await expect(office.getByText(/^Cancelled; \$[\d,.]+ refunded\. The guest has been emailed\.$/)).toBeVisible();
  // The cancel refunded the rest: the refund section says so, not the message of the earlier part refund.
  await expect(office.getByText('Nothing is left to refund.')).toBeVisible();
  await expect(office.getByText('Refunded $1.00. The guest has been emailed.')).toHaveCount(0);
  await expect(office.getByRole('heading', { name: `${booked.ref} · Cancelled` })).toBeVisible();
  await expect(office.getByText(/Cancelled by the office \(Engine failure\)/)).toBeVisible();
  await expect(office.getByText('Cayman time, UTC−5')).toHaveCount(2);
  await expect(office.getByText(/Moved from \w+day, \d\d \w{3} \d{4}, \d\d:\d\d [AP]M to /)).toBeVisible();
  await expect(office.getByText('(Dock Office)').first()).toBeVisible();
  await office.screenshot({ path: join(SHOTS, 'operator-office-cancelled-390.png'), fullPage: true });
  await office.getByRole('button', { name: 'Back to the list' }).click();
  await expect(office.getByRole('button', { name: new RegExp(booked.ref) })).toBeFocused();
  expect(problems.list()).toEqual([]);
});

test("a captain opens today's manifest with the server stopped, from the device's copy", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  user('skipper@charters.test', 'captain');
  await page.goto(`/${country}`);
  await waitForServiceWorkerControl(page);
  await page.goto(`/${country}/operator`);
  await page.getByLabel('Email').fill('skipper@charters.test');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/${country}/operator`));
  await expect(page.getByRole('heading', { name: 'Manifest' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Reef Hopper/ })).toBeVisible();
  // A captain has the manifest only.
  await expect(page.getByRole('link', { name: 'Calendars' })).toHaveCount(0);
  // The day shown is filled, the other not.
  await expect(page.getByRole('button', { name: 'Today', pressed: true })).not.toHaveCSS(
    'background-color',
    'rgba(0, 0, 0, 0)',
  );
  await expect(page.getByRole('button', { name: 'Tomorrow', pressed: false })).toHaveCSS(
    'background-color',
    'rgba(0, 0, 0, 0)',
  );
  await expect
    .poll(() =>
      page.evaluate(() => JSON.parse(localStorage.getItem('operatorManifests') ?? '{"manifests":[]}').manifests.length),
    )
    .toBe(2);
  await page.screenshot({ path: join(SHOTS, 'operator-manifest-390.png'), fullPage: true });

  await goOffline(context, baseURL!);
  await page.reload();
  await expect(page.getByText(/^Offline copy, as of \d{1,2}:\d\d/)).toBeVisible();
  await expect(page.getByRole('heading', { name: /Reef Hopper/ })).toBeVisible();
  await page.screenshot({ path: join(SHOTS, 'operator-manifest-offline-390.png'), fullPage: true });
  await context.setOffline(false);
  await ensureServerRunning();

  // Signing out clears the guests' data from the device.
  await page.reload();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/agent\/sign-in/);
  expect(await page.evaluate(() => localStorage.getItem('operatorManifests'))).toBeNull();
});
