// Staff in the browser tests: sign in to the operator's page as a member of staff made with the admin command.
import type { Page } from '@playwright/test';
import { country, expect } from './fixtures';

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
