// Staff in the browser tests: sign in to the operator's page as a member of staff made with the admin command.
import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { PHONE, country, expect, watchForProblems } from './fixtures';
import { readState, runAdmin } from './serverProcess';

export const STAFF_PASSWORD = 'a long operator password';

/** Opens the operator's page, signs in on the sign-in page it leads to, and waits for the manifest. */
export async function signInToOperator(page: Page, email: string, password = STAFF_PASSWORD): Promise<void> {
  await page.goto(`/${country}/operator`);
  await expect(page).toHaveURL(/\/agent\/sign-in/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Manifest' })).toBeVisible();
}

/**
 * What an office session may meet without a fault: its access token renewed (the browser tests' tokens live 15
 * seconds: a 401, then the retry) and a view's queries given up when the office moves to another view.
 */
export const OFFICE_SESSION_NOISE = [
  /^answer 401: /,
  /status of 401 \(Unauthorized\)/,
  /^failed request: GET \S+\/api\/v1\/web\/operator\/\S+ \(net::ERR_ABORTED\)$/,
];

export interface OfficeOnPhoneOptions {
  /** The admin's display name. */
  name?: string;
  /** What the problem watcher lets pass (watchForProblems' `allow`). */
  allow?: RegExp[];
  /** More for the new context, e.g. `acceptDownloads`. */
  context?: BrowserContextOptions;
}

/**
 * A new admin `email` made with the admin command, signed in to the operator's page in a new phone-sized context; the
 * page is watched for problems from its first request, and signed in once the manifest shows.
 */
export async function officeOnPhone(
  browser: Browser,
  email: string,
  { name = 'Office', allow = [], context: options = {} }: OfficeOnPhoneOptions = {},
): Promise<{ context: BrowserContext; page: Page; problems: ReturnType<typeof watchForProblems> }> {
  runAdmin(
    ['create-user', '--email', email, '--role', 'admin', '--name', name, '--password-stdin'],
    `${STAFF_PASSWORD}\n`,
  );
  const context = await browser.newContext({ ...PHONE, baseURL: readState().baseURL, ...options });
  const page = await context.newPage();
  const problems = watchForProblems(page, { allow });
  await signInToOperator(page, email);
  return { context, page, problems };
}
