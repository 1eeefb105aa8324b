// Issue #17 on a phone: an agent made with the admin command (through the running server's socket) signs in, builds a
// trip, applies a 10% discount and a custom start time, reserves it for a guest and sees it in 'My bookings'. The
// access token (15 s in these tests) runs out mid-flow and the next call refreshes it silently. The guest's emailed
// payment link then pays it, and the reservation reads 'Paid'. Offline, a captain is still refused the agents' pages
// (the role is kept with the session); a session kept without a role opens them only once the server has said.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { country, expect, goOffline, test, waitForServiceWorkerControl, watchForProblems } from './fixtures';
import { ensureServerRunning, readState, repoRoot, runAdmin as admin } from './serverProcess';
import { payOnTestCheckout, pickDemoTrip } from './tripSteps';

const AGENT = { email: 'desk@seven-mile.test', password: 'a long agent password', agency: 'Seven Mile Concierge' };

/**
 * Waits until the server refuses the stored access token, so that the next call must renew it first. (The page's
 * clock alone could not do it: the server judges the token by its own.)
 */
async function waitForTokenExpiry(page: Page): Promise<void> {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const { exp } = JSON.parse(Buffer.from(token!.split('.')[1]!, 'base64url').toString()) as { exp: number };
  const status = async () =>
    (
      await fetch(`${readState().baseURL}/api/v1/web/auth/user-auth-check`, {
        headers: { 'User-Authorization': `Bearer ${token}` },
      })
    ).status;
  await expect.poll(status, { timeout: Math.max(0, exp * 1000 - Date.now()) + 15_000, intervals: [500] }).toBe(401);
}

/** The payment link of the newest reservation email written to the data folder, once the outbox has sent it. */
function paymentLinkFromMail(email: string): string | undefined {
  const dir = join(readState().dataDir, 'mail');
  if (!existsSync(dir)) return undefined;
  for (const name of readdirSync(dir).sort().reverse()) {
    const text = readFileSync(join(dir, name), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    if (!text.includes(email) || !text.includes('/pay/rsv_')) continue;
    const match = /https?:\/\/[^\s"<>]+\/pay\/rsv_[A-Za-z0-9_-]+\?token=[A-Za-z0-9_-]{32}/.exec(text);
    if (match) return new URL(match[0]).pathname + new URL(match[0]).search;
  }
  return undefined;
}

/** '$1,093.28' in a text, in cents. */
function centsIn(text: string): number {
  const match = /\$([\d,]+(?:\.\d{2})?)/.exec(text);
  if (!match) throw new Error(`No amount in ${text}`);
  return Math.round(Number(match[1]!.replace(/,/g, '')) * 100);
}

/** The price the reserve dialog quotes for the chosen start, once the server has priced it. */
async function quotedCents(page: Page): Promise<number> {
  const line = page.getByRole('dialog', { name: 'Reserve for a guest' }).locator('.agent-applied');
  await expect(line).toContainText('$');
  return centsIn((await line.textContent())!);
}

// A phone still on Tokyo time: the staff screens say their times are Cayman's.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, timezoneId: 'Asia/Tokyo' });
test.afterEach(async () => {
  await ensureServerRunning();
});

test('an agent reserves a discounted trip at a custom time; the token refreshes silently; the guest pays the link', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  admin(['create-agency', '--name', AGENT.agency, '--max-discount', '15']);
  admin(
    [
      'create-user',
      '--email',
      AGENT.email,
      '--role',
      'agent',
      '--agency',
      AGENT.agency,
      '--name',
      'Front Desk',
      '--password-stdin',
    ],
    `${AGENT.password}\n`,
  );
  // Expected 401s: the wrong password, and the call made with the expired token (then refreshed); the 403: the
  // discount over the agency's maximum.
  const problems = watchForProblems(page, {
    allow: [/answer 40[13]: /, /status of 401 \(Unauthorized\)/, /status of 403 \(Forbidden\)/],
  });
  const refreshes: number[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('/api/v1/web/auth/refresh')) refreshes.push(r.status());
  });

  // Not signed in: the agent builder sends to the sign-in page.
  await page.goto(`/${country}/trip-builder-agent`);
  await expect(page).toHaveURL(new RegExp(`/${country}/agent/sign-in\\?next=`));
  // A refused submit focuses the first field that needs attention, which names its error.
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Email')).toBeFocused();
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('This field is required');
  // Both fields' errors show, but neither is read out as an alert: focus on the first reads it, with its field's name.
  await expect(page.locator('.field__error')).toHaveCount(2);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByLabel('Password').fill('wrong password!');
  await page.getByLabel('Email').fill(AGENT.email);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
  // The button kept the focus while it was busy, so a keyboard user goes on from there, not from the top of the page.
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeFocused();
  await page.getByLabel('Password').fill(AGENT.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/${country}/trip-builder-agent`));
  await expect(page.getByText('Signed in as Front Desk · Seven Mile Concierge')).toBeVisible();
  await page.screenshot({ path: join(repoRoot, 'test-results/agents-1-builder.png') });

  await pickDemoTrip(page);
  const discount = page.locator('#discountSection');
  await discount.getByRole('button', { name: 'Apply' }).click();
  await expect(discount.getByText('Discount value is required')).toBeVisible();
  await expect(discount.getByLabel('Discount value (%)')).toBeFocused();
  await discount.getByLabel('Discount value (%)').fill('120');
  await discount.getByRole('button', { name: 'Apply' }).click();
  await expect(discount.getByText('A percent discount must be a number from 0 to 100')).toBeVisible();
  // Over the agency's 15 %: a percentage is refused in the panel, an amount by the server, and neither reads 'applied'.
  await discount.getByLabel('Discount value (%)').fill('20');
  await discount.getByRole('button', { name: 'Apply' }).click();
  await expect(discount.getByText('Your agency allows discounts of up to 15% of the trip.')).toBeVisible();
  await expect(discount.getByText(/^Discount applied/)).toHaveCount(0);
  await discount.getByLabel(/^Discount type/).selectOption('DOLLAR_AMOUNT');
  await discount.getByLabel('Discount value ($)').fill('5000');
  await discount.getByRole('button', { name: 'Apply' }).click();
  await expect(discount.getByText('Discount not applied: $5,000.00')).toBeVisible();
  await expect(
    discount.locator('.agent-summary').getByText('Your agency allows discounts of up to 15% of the trip.'),
  ).toBeVisible();
  await discount.getByLabel(/^Discount type/).selectOption('PERCENT');

  // The access token runs out here: applying the discount prices the trip again, refreshing the token first (the app
  // renews one in its last third before sending it; a slow machine may have renewed it before too).
  await waitForTokenExpiry(page);
  const refreshesBefore = refreshes.length;
  await discount.getByLabel('Discount value (%)').fill('10');
  await discount.getByRole('button', { name: 'Apply' }).click();
  await expect(discount.getByText('Discount applied: 10%')).toBeVisible();
  const summary = discount.locator('.agent-summary');
  await expect(summary.getByText('Discount')).toBeVisible();
  await expect(summary.getByText(/^-\$/)).toBeVisible();
  expect(refreshes.length).toBeGreaterThan(refreshesBefore);
  expect(refreshes.every((status) => status === 200)).toBe(true);
  await page.screenshot({ path: join(repoRoot, 'test-results/agents-2-discount.png'), fullPage: false });

  // The trip summary's button is the agent's own action, not the guest's booking.
  await page.getByRole('region', { name: 'Your trip' }).getByRole('button', { name: 'Trip', exact: true }).click();
  await page.getByRole('button', { name: 'Trip Summary' }).click();
  const tripSummary = page.getByRole('dialog', { name: 'Trip Summary' });
  await expect(tripSummary.getByRole('button', { name: 'Book This Trip' })).toHaveCount(0);
  await tripSummary.getByRole('button', { name: 'Reserve for a guest' }).click();
  const quote = page.getByRole('dialog', { name: 'Reserve for a guest' });
  await expect(quote).toBeVisible();
  await expect(tripSummary).toBeHidden();

  // What the agent quotes is the chosen start's price of record: a late-morning start adds its fee.
  const pick = async (withFee: boolean) => {
    await quote.locator('.agent-days button').last().click();
    const slots = quote.locator('.agent-slot:enabled');
    await (
      withFee
        ? slots.filter({ has: page.locator('.agent-slot__fee') })
        : slots.filter({ hasNot: page.locator('.agent-slot__fee') })
    )
      .first()
      .click();
    return quotedCents(page);
  };
  const plainStart = await pick(false);
  await quote.getByRole('button', { name: 'Back' }).click();
  // Back shows the day the time was chosen on (the last), whatever the hour today.
  await expect(quote.locator('.agent-days button').last()).toHaveAttribute('aria-pressed', 'true');
  // The shown day is filled, unlike the others: a chosen state is not the focus ring's to draw.
  await expect(quote.locator('.agent-days [aria-pressed="true"]')).not.toHaveCSS(
    'background-color',
    'rgba(0, 0, 0, 0)',
  );
  await expect(quote.locator('.agent-days [aria-pressed="false"]').first()).toHaveCSS(
    'background-color',
    'rgba(0, 0, 0, 0)',
  );
  await expect(quote.locator('.agent-slot__fee').first()).toHaveText(/^\+ \$[\d,]+ fee$/);
  const lateMorningStart = await pick(true);
  expect(lateMorningStart).toBeGreaterThan(plainStart);
  await quote.getByRole('button', { name: 'Back' }).click(); // the dialog keeps its step when closed
  await page.keyboard.press('Escape');
  await expect(quote).toBeHidden();

  const custom = page.locator('#customTimeSection');
  await custom.getByRole('button', { name: 'Apply' }).click();
  await expect(custom.getByText('Start date is required')).toBeVisible();
  await expect(custom.getByText('Time is required')).toBeVisible();
  await expect(custom.getByLabel(/^Start date/)).toBeFocused();
  await custom.getByLabel(/^Start date/).selectOption('all-dates');
  await custom.getByLabel(/^Time/).selectOption('10:15');
  await custom.getByRole('button', { name: 'Apply' }).click();
  await expect(custom.getByText('Custom start 10:15 AM, all dates of the search')).toBeVisible();

  await page.getByRole('button', { name: 'Reserve for a guest' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Reserve for a guest' });
  // The last day of the search, its first free custom start: the other tests hold and book the days before it (the
  // day-in-port tests tomorrow at 09:00, the booking tests the first free day after tomorrow), whichever day the
  // run's clock in Cayman says it is.
  await expect(dialog.getByText('Cayman time, UTC−5')).toHaveCount(1);
  await dialog.locator('.agent-days button').last().click();
  await dialog
    .getByRole('button', { name: /10:15 AM · Custom/ })
    .and(page.locator(':enabled'))
    .first()
    .click();
  await page.getByRole('button', { name: 'Reserve', exact: true }).click();
  await expect(dialog.getByLabel('First name')).toBeFocused();
  await expect(dialog.getByLabel('First name')).toHaveAccessibleDescription('This field is required');
  await dialog.getByLabel('First name').fill('Ana');
  await dialog.getByLabel('Last name').fill('Ebanks');
  await dialog.getByLabel('Guest email').fill('ana.guest@example.test');
  await dialog.getByRole('textbox', { name: /Guest phone/ }).fill('3455550100');
  await page.screenshot({ path: join(repoRoot, 'test-results/agents-3-reserve.png') });
  const quoted = await quotedCents(page);
  await page.getByRole('button', { name: 'Reserve', exact: true }).click();
  const done = page.getByRole('dialog', { name: 'Reserved' });
  await expect(done.getByText(/We emailed ana.guest@example.test a secure payment link/)).toBeVisible();
  await expect(done.getByText('Cayman time, UTC−5')).toBeVisible();
  await page.screenshot({ path: join(repoRoot, 'test-results/agents-3-reserved.png') });
  await done.getByRole('link', { name: 'See My bookings' }).click();

  await expect(page).toHaveURL(new RegExp(`/${country}/agent/bookings`));
  const card = page.locator('.agent-booking').filter({ hasText: 'Ana Ebanks' });
  await expect(card.getByText('Reserved', { exact: true })).toBeVisible();
  await expect(card.getByText(/Discount 10%/)).toBeVisible();
  await expect(card.locator('dd').first()).toContainText('10:15 AM');
  await expect(page.getByText('Cayman time, UTC−5')).toHaveCount(1);
  await page.screenshot({ path: join(repoRoot, 'test-results/agents-4-bookings.png'), fullPage: true });
  expect(problems.list()).toEqual([]);

  // The guest opens the emailed link on their own phone, and pays.
  const guest = await page
    .context()
    .browser()!
    .newPage({ viewport: { width: 390, height: 844 } });
  const guestProblems = watchForProblems(guest);
  // The outbox sends on its own schedule: wait for the mail rather than read the folder once.
  let link: string | undefined;
  await expect
    .poll(() => (link = paymentLinkFromMail('ana.guest@example.test')), {
      message: 'the payment link is mailed',
      timeout: 30_000,
    })
    .toBeTruthy();
  await guest.goto(link!);
  await expect(guest.getByRole('heading', { name: 'YOUR CHARTER IS RESERVED' })).toBeVisible();
  await expect(guest.getByText('Reserved for you by Front Desk of Seven Mile Concierge.')).toBeVisible();
  await expect(guest.getByText('Discount')).toBeVisible();
  await guest.screenshot({ path: join(repoRoot, 'test-results/agents-5-pay-link.png'), fullPage: true });
  const pay = guest.getByRole('button', { name: /^Pay \$[\d,.]+ securely$/ });
  expect(centsIn((await pay.textContent())!)).toBe(quoted);
  await pay.click();
  await payOnTestCheckout(guest);
  await expect(guest.getByText('YOUR BOOKING IS COMPLETE')).toBeVisible();
  expect(guestProblems.list()).toEqual([]);
  await guest.close();

  await page.reload();
  await expect(card.getByText('Paid', { exact: true })).toBeVisible();
  await expect(card.getByText(/^KY-/)).toBeVisible();

  // Cancelling with no signal says it needs one and leaves the booking as it was.
  const cancelButton = card.getByRole('button', { name: /^Cancel Ana Ebanks’s booking, .+10:15 AM$/ });
  await context.setOffline(true);
  page.once('dialog', (dialog) => void dialog.accept());
  await cancelButton.click();
  await expect(card.getByRole('alert')).toHaveText('Cancelling needs a connection. Try again when you are online.');
  await context.setOffline(false);
  await expect(card.getByText('Paid', { exact: true })).toBeVisible();

  // Cancelled from the keyboard: the button names whose booking it cancels, and the keyboard stays on the card.
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toMatch(/^Cancel Ana Ebanks’s booking\? The guest gets \$[\d,.]+ back\.$/);
    void dialog.accept();
  });
  await cancelButton.focus();
  await page.keyboard.press('Enter');
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(card.getByRole('heading', { name: 'Ana Ebanks' })).toBeFocused();
  await expect(card.getByRole('status')).toHaveText('Booking cancelled.');
  await expect(cancelButton).toHaveCount(0);

  // Signing out clears the tokens and sends the agent to sign in.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(new RegExp(`/${country}/agent/sign-in`));
  await expect(page.getByText('You are signed out.')).toBeVisible();
  expect(
    await page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('refreshToken')]),
  ).toEqual([null, null]);
  expect(await page.evaluate(() => localStorage.getItem('catalogue-cache') ?? '')).not.toMatch(
    /accessToken|refreshToken|"agent"/,
  );
});

test("a captain signed in is told the agents' pages are not theirs, with the way to the manifest and out", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const captain = { email: 'deckhand@charters.test', password: 'a long captain password' };
  admin(
    ['create-user', '--email', captain.email, '--role', 'captain', '--name', 'Deck Hand', '--password-stdin'],
    `${captain.password}\n`,
  );
  const problems = watchForProblems(page);
  await page.goto(`/${country}/agent/bookings`);
  await expect(page).toHaveURL(/\/agent\/sign-in/);
  await page.getByLabel('Email').fill(captain.email);
  await page.getByLabel('Password').fill(captain.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/${country}/agent/bookings`));
  await expect(page.getByRole('heading', { name: 'Not for this account' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Your account cannot use the agents’ pages.');
  // Neither the agents' links nor their calls (each would be a 403). The guests' 'My bookings' (this device's kept
  // confirmations) is in every footer: the agents' one is the link to their bookings page.
  await expect(page.locator(`a[href$="/${country}/agent/bookings"]`)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Agent trip builder' })).toHaveCount(0);

  await page.goto(`/${country}/trip-builder-agent`);
  await expect(page.getByRole('heading', { name: 'Not for this account' })).toBeVisible();
  await page.getByRole('link', { name: 'Open the operator page and your manifest' }).click();
  await expect(page).toHaveURL(new RegExp(`/${country}/operator$`));
  await expect(page.getByRole('heading', { name: 'Manifest' })).toBeVisible();
  // The manifest keeps tomorrow's too, for the dock: leaving before that arrives would cut it off.
  await page.waitForLoadState('networkidle');

  await page.goto(`/${country}/trip-builder-agent`);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/agent\/sign-in/);
  expect(problems.list()).toEqual([]);
});

test("offline, a captain is still refused the agents' trip builder; a session kept without a role waits for a connection", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const captain = { email: 'bosun@charters.test', password: 'a long captain password' };
  admin(
    ['create-user', '--email', captain.email, '--role', 'captain', '--name', 'Bo Sun', '--password-stdin'],
    `${captain.password}\n`,
  );
  const refused = page.getByRole('heading', { name: 'Not for this account' });
  const role = () => page.evaluate(() => localStorage.getItem('sessionRole'));
  await page.goto(`/${country}`);
  await waitForServiceWorkerControl(page);
  await page.goto(`/${country}/trip-builder-agent`);
  await page.getByLabel('Email').fill(captain.email);
  await page.getByLabel('Password').fill(captain.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(refused).toBeVisible();
  expect(await role()).toBe('captain');

  await goOffline(context, baseURL!);
  await page.reload();
  await expect(refused).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Your account cannot use the agents’ pages.');
  await expect(page.getByRole('link', { name: 'Open the operator page and your manifest' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Agent trip builder' })).toHaveCount(0);

  // A session kept before roles were: unknown offline, so nothing opens; the next connection tells.
  await page.evaluate(() => localStorage.removeItem('sessionRole'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Connect once to continue' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Agent trip builder' })).toHaveCount(0);
  await context.setOffline(false);
  await ensureServerRunning();
  await page.reload();
  await expect(refused).toBeVisible();
  expect(await role()).toBe('captain');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/agent\/sign-in/);
  expect(await role()).toBeNull();
});
