// Issue #58 'People' on a phone: an admin invites a captain by email; the captain opens the emailed link, chooses a
// password and is signed in; the admin sees when they signed in, disables them (their session ends at once) and
// enables them again, adds an agency (a cap off the scale is refused beside its field) and edits it; offline, the
// tab says it needs a connection. Nothing is wider than the 390 px screen.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { country, expect, test, waitForServiceWorkerControl, watchForProblems } from './fixtures';
import { readState, repoRoot, runAdmin } from './serverProcess';

const PASSWORD = 'a long people password';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const SHOTS = join(repoRoot, 'test-results');
const ADMIN = 'people-admin@charters.test';
const CAPTAIN = 'new-skipper@charters.test';

/** The sign-in link of the newest staff mail to `to`, as a path, or null while none was written. */
function mailedLink(to: string): string | null {
  const dir = join(readState().dataDir, 'mail');
  if (!existsSync(dir)) return null;
  for (const name of readdirSync(dir).sort().reverse()) {
    const text = readFileSync(join(dir, name), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    if (!text.includes(to) || !text.includes('?invite=')) continue;
    const match = /https?:\/\/[^\s"<>]+\/agent\/sign-in\?invite=[A-Za-z0-9_%-]+/.exec(text);
    if (match) return new URL(match[0]).pathname + new URL(match[0]).search;
  }
  return null;
}

const phonePage = async (browser: Browser): Promise<Page> =>
  (await browser.newContext({ ...PHONE, baseURL: readState().baseURL, serviceWorkers: 'allow' })).newPage();
const widthOf = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test.use(PHONE);

test('an admin invites a captain, who chooses a password from the email; disabling ends their session', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const problems = watchForProblems(page, {
    // The refused invitation (a taken address) and the request made offline on purpose.
    allow: [/answer 409: POST .*\/operator\/people$/, /status of 409/, /ERR_INTERNET_DISCONNECTED|Failed to fetch/],
  });
  runAdmin(
    ['create-user', '--email', ADMIN, '--role', 'admin', '--name', 'People Office', '--password-stdin'],
    `${PASSWORD}\n`,
  );
  await page.goto(`/${country}/operator?tab=people`);
  await page.getByLabel('Email').fill(ADMIN);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'People' }).click();
  await expect(page.getByRole('heading', { name: 'People', level: 1 })).toBeVisible();
  await expect(page.locator('.people-person', { hasText: ADMIN })).toContainText('Active');

  // An invitation without an address is refused beside the field, which takes the focus.
  const invite = page.locator('form', { has: page.getByRole('heading', { name: 'Invite someone' }) });
  await invite.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(invite.getByLabel('Email')).toBeFocused();
  await expect(invite.getByLabel('Email')).toHaveAccessibleDescription('This field is required');
  // A taken address: the server's words, beside the field.
  await invite.getByLabel('Email').fill(ADMIN.toUpperCase());
  await invite.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(invite.getByLabel('Email')).toHaveAccessibleDescription(
    `Someone with the email ${ADMIN} exists already (invited or signed up).`,
  );
  await expect(invite.getByLabel('Email')).toBeFocused();

  await invite.getByLabel('Email').fill(CAPTAIN);
  await invite.getByLabel('Name (optional)').fill('Skipper Ria');
  await invite.getByLabel('Role').selectOption('captain');
  await invite.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(invite.getByRole('status')).toContainText(`Invitation emailed to ${CAPTAIN}`);
  await expect(invite.getByRole('status')).toBeFocused();
  const card = page.locator('.people-person', { hasText: 'Skipper Ria' });
  await expect(card).toContainText('Invited');
  await expect(card).toContainText('Never signed in');
  expect(await widthOf(page)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: join(SHOTS, 'people-invited-390.png'), fullPage: true });

  // The captain opens the emailed link on their own phone and chooses a password.
  await expect.poll(() => mailedLink(CAPTAIN), { timeout: 30_000 }).not.toBeNull();
  const captain = await phonePage(browser);
  await captain.goto(mailedLink(CAPTAIN)!);
  await expect(captain.getByRole('heading', { name: /password/i })).toBeVisible();
  await captain.getByLabel('New password').fill('short');
  await captain.getByLabel('New password').press('Enter');
  await expect(captain.getByLabel('New password')).toBeFocused();
  await expect(captain.getByLabel('New password')).toHaveAccessibleDescription(
    'Choose a password of at least 10 characters',
  );
  await captain.getByLabel('New password').fill('the captain chose this');
  await captain.getByRole('button', { name: /Save/ }).click();
  await expect(captain).toHaveURL(new RegExp(`/${country}/operator`));
  await expect(captain.getByRole('heading', { name: 'Manifest' })).toBeVisible();

  // The office sees the sign-in, then disables the captain: their next request is refused and they are signed out.
  await page.reload();
  await expect(card).toContainText('Active');
  await expect(card).toContainText(/Last sign-in /);
  await card.getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Skipper Ria is disabled' })).toHaveText(
    'Skipper Ria is disabled and signed out everywhere.',
  );
  await expect(card).toContainText('Disabled');
  await captain.reload();
  await expect(captain).toHaveURL(/\/agent\/sign-in/, { timeout: 30_000 });
  await card.getByRole('button', { name: 'Enable' }).click();
  await expect(card).toContainText('Active');

  // Agencies: a cap off the scale is refused beside its field; then added, and edited to book on account.
  await page.getByRole('button', { name: 'Add an agency' }).click();
  const agencyForm = page.locator('form', { has: page.getByRole('heading', { name: 'New agency' }) });
  await expect(agencyForm.getByLabel('Name')).toBeFocused();
  await agencyForm.getByLabel('Name').fill('Harbour Concierge');
  await agencyForm.getByLabel(/Largest discount/).fill('150');
  // Submitted from the field by keyboard: the refusal keeps the focus on it, with its error as its description.
  await agencyForm.getByLabel(/Largest discount/).press('Enter');
  await expect(agencyForm.getByLabel(/Largest discount/)).toBeFocused();
  await expect(agencyForm.getByLabel(/Largest discount/)).toHaveAccessibleDescription(/from 0 to 100/);
  await agencyForm.getByLabel(/Largest discount/).fill('12.5');
  await agencyForm.getByRole('button', { name: 'Save the agency' }).click();
  const agency = page.locator('.people-person', { hasText: 'Harbour Concierge' });
  await expect(agency).toContainText('Discounts up to 12.5% · guests pay by link');
  await agency.getByRole('button', { name: 'Edit Harbour Concierge' }).click();
  await agency.getByLabel(/May book on account/).check();
  await agency.getByRole('button', { name: 'Save the agency' }).click();
  await expect(page.getByText('Harbour Concierge is saved.')).toBeVisible();
  await expect(agency).toContainText('may book on account');
  expect(await widthOf(page)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: join(SHOTS, 'people-agencies-390.png'), fullPage: true });

  // Offline, nothing is kept to be sent later: the action says it needs a connection.
  await waitForServiceWorkerControl(page);
  await page.context().setOffline(true);
  await card.getByRole('button', { name: 'Email a sign-in link' }).click();
  await expect(card.getByRole('alert')).toHaveText('You are offline: this needs a connection.');
  await page.context().setOffline(false);
  await card.getByRole('button', { name: 'Email a sign-in link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'sign-in link was emailed' })).toContainText(
    `A sign-in link was emailed to ${CAPTAIN}`,
  );
  expect(problems.list()).toEqual([]);
});
