// Issue #58 on a phone: the office corrects a guest's name, e-mail and phone (a number that does not dial is refused
// beside its field), tags the party and leaves a note, and puts a captain on the trip; each lands in the booking's
// history. With no signal the forms say they need a connection. The captain on the trip reads it on the manifest,
// tags and note included, also from the device's copy with the server stopped; another captain reads no guest of it.
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { country, expect, goOffline, test, waitForServiceWorkerControl, watchForProblems } from './fixtures';
import { ensureServerRunning, readState, repoRoot, runAdmin as admin } from './serverProcess';
import { bookDemoTrip } from './tripSteps';
import { signInToOperator } from './staffSteps';

const PASSWORD = 'a long operator password';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const SHOTS = join(repoRoot, 'test-results');

const staff = (email: string, role: 'admin' | 'captain', name: string) =>
  admin(['create-user', '--email', email, '--role', role, '--name', name, '--password-stdin'], `${PASSWORD}\n`);

async function newPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, baseURL: readState().baseURL, serviceWorkers: 'allow' });
  return context.newPage();
}

test.use(PHONE);
test.afterEach(async () => {
  await ensureServerRunning();
});

test('the office corrects a guest, tags the party and crews the trip; only its captain reads it, also offline', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const ref = await bookDemoTrip(page);
  const info = await page.evaluate(async (r) => (await fetch(`/api/v1/web/booking/confirmed/${r}`)).json(), ref);
  const day = String(info.timeSlot.startTime).slice(0, 10);
  staff('desk58@charters.test', 'admin', 'Desk Fiftyeight');
  staff('cap58@charters.test', 'captain', 'Captain Cora');
  staff('mate58@charters.test', 'captain', 'Mate Milo');

  const office = await newPhone(browser);
  // The browser tests' access tokens live 15 seconds; the app renews one before it runs out, so no refusal is expected.
  const problems = watchForProblems(office);
  await signInToOperator(office, 'desk58@charters.test');
  await office.getByRole('link', { name: 'Bookings', exact: true }).click();
  await office.getByLabel('Reference, name, email or phone').fill(ref);
  await office.getByRole('button', { name: 'Search' }).click();
  await office.getByRole('button', { name: new RegExp(ref) }).click();
  await expect(office.getByRole('heading', { name: new RegExp(`^${ref} · `) })).toBeFocused();

  // The guest's details: a number that does not dial is refused beside the field, and the form is not sent.
  await office.getByText('Correct the guest’s details').click();
  const guest = office.getByRole('form', { name: 'Correct the guest’s details' });
  await guest.getByLabel('Last name').fill('King');
  await guest.getByLabel('Email').fill('ada.king@example.com');
  const phone = guest.getByRole('textbox', { name: /Phone/ });
  await phone.fill('555');
  // Leaving the field names its error (the button below moves down); saving then brings focus back to it.
  await phone.press('Tab');
  await expect(phone).toHaveAccessibleDescription('Invalid phone number');
  await guest.getByRole('button', { name: 'Save the guest’s details' }).click();
  await expect(phone).toBeFocused();
  await expect(phone).toHaveAccessibleDescription('Invalid phone number');
  await phone.fill('(345) 555-0177');
  await expect(guest.getByText('Saved as +1 345 555 0177')).toBeVisible();
  await guest.getByRole('button', { name: 'Save the guest’s details' }).click();
  await expect(guest.getByRole('status')).toHaveText('The guest’s details are saved.');
  await expect(
    office.getByText(
      /Guest's details corrected: last name Lovelace → King; email ada@example.com → ada.king@example.com; phone \+1 345 555 1234 → \+1 345 555 0177/,
    ),
  ).toBeVisible();

  // Tags and a note for the captain.
  const notes = office.locator('form', { has: office.getByRole('heading', { name: 'Office notes for the captain' }) });
  await notes.getByRole('checkbox', { name: 'VIP' }).check();
  await notes.getByRole('checkbox', { name: 'Birthday' }).check();
  await notes.getByLabel('Note').fill('Cake in the cooler; sing at the sandbar.');
  await notes.getByRole('button', { name: 'Save the notes' }).click();
  await expect(notes.getByRole('status')).toHaveText('The notes are saved: the captain reads them on the manifest.');
  await expect(
    office.getByText('Office notes: VIP, Birthday · “Cake in the cooler; sing at the sandbar.” (were: none)'),
  ).toBeVisible();

  // The crew: Captain Cora skippers it.
  const crew = office.locator('form', { has: office.getByRole('heading', { name: 'Crew', exact: true }) });
  await crew.getByRole('combobox', { name: 'Captain', exact: true }).selectOption({ label: 'Captain Cora' });
  await crew.getByRole('button', { name: 'Save the crew' }).click();
  await expect(crew.getByRole('status')).toHaveText('The crew is saved: they see this trip on their manifest.');
  await expect(office.getByText('Crew: captain Captain Cora (was: none)')).toBeVisible();
  expect(await office.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await office.screenshot({ path: join(SHOTS, 'office-edits-booking-390.png'), fullPage: true });

  expect(problems.list()).toEqual([]);

  // With no signal, each form says it needs a connection, and nothing is sent.
  await waitForServiceWorkerControl(office);
  await office.context().setOffline(true);
  await expect(notes.getByText('You are offline: changing a booking needs a connection.')).toBeVisible();
  await notes.getByRole('checkbox', { name: 'Anniversary' }).check();
  await notes.getByRole('button', { name: 'Save the notes' }).click();
  await expect(notes.getByRole('alert')).toHaveText('You are offline: this needs a connection.');
  await office.context().setOffline(false);
  await office.context().close();

  // Another captain reads the boats but no guest of this trip.
  const mate = await newPhone(browser);
  await signInToOperator(mate, 'mate58@charters.test');
  await mate.getByLabel('Day', { exact: true }).fill(day);
  await expect(mate.getByText('You see the trips you crew. The office assigns them.')).toBeVisible();
  await expect(mate.getByText('No trips of yours.').first()).toBeVisible();
  await expect(mate.getByText(ref)).toHaveCount(0);
  await expect(mate.getByText(/Ada King/)).toHaveCount(0);
  await mate.context().close();

  // Its captain reads it with the office's tags and note, and again from the device with the server stopped.
  const captain = await newPhone(browser);
  await captain.goto(`/${country}`);
  await waitForServiceWorkerControl(captain);
  await signInToOperator(captain, 'cap58@charters.test');
  await captain.getByLabel('Day', { exact: true }).fill(day);
  const trip = captain.locator('.manifest-trip', { hasText: ref });
  await expect(trip.getByText(/Ada King/)).toBeVisible();
  await expect(trip.getByRole('listitem').filter({ hasText: /^VIP$/ })).toBeVisible();
  await expect(trip.getByText('Cake in the cooler; sing at the sandbar.')).toBeVisible();
  await expect(trip.getByText('Captain Captain Cora')).toBeVisible();
  await expect
    .poll(() =>
      captain.evaluate(
        (d) =>
          JSON.parse(localStorage.getItem('operatorManifests') ?? '{"manifests":[]}').manifests.some(
            (m: { date: string }) => m.date === d,
          ),
        day,
      ),
    )
    .toBe(true);
  await captain.screenshot({ path: join(SHOTS, 'office-edits-captain-manifest-390.png'), fullPage: true });

  await goOffline(captain.context(), baseURL!);
  await captain.reload();
  await captain.getByLabel('Day', { exact: true }).fill(day);
  await expect(captain.getByText(/^Offline copy, as of \d{1,2}:\d\d/)).toBeVisible();
  await expect(
    captain.locator('.manifest-trip', { hasText: ref }).getByText('Cake in the cooler; sing at the sandbar.'),
  ).toBeVisible();
  await captain.context().setOffline(false);
});
