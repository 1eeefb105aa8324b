// Issue #53: a guest's phone fields never add a second country code. On a phone, the booking's contact step reads
// '+1 345 555 0101' under the default United States flag and '345 555 0101' under the Cayman flag as the same number;
// so does the call-back request's. (The agents' reserve dialog: staffDay.spec.ts; every way of typing: the unit tests.)
import type { Locator } from '@playwright/test';
import { expect, test, watchForProblems } from './fixtures';
import { buildDemoTrip, holdFirstFreeSlot } from './tripSteps';

async function readsOneNumber(scope: Locator): Promise<void> {
  const phone = scope.getByRole('textbox', { name: /Phone/ });
  await phone.fill('+1 345 555 0101');
  await expect(scope.getByText('Saved as +1 345 555 0101')).toBeVisible();
  await scope.getByLabel('Country calling code').selectOption('KY');
  await phone.fill('345 555 0101');
  await expect(scope.getByText('Saved as +1 345 555 0101')).toBeVisible();
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the booking's contact step reads the number once, whichever flag it is typed under", async ({ page }) => {
    test.setTimeout(120_000);
    const problems = watchForProblems(page);
    await buildDemoTrip(page);
    await holdFirstFreeSlot(page);
    await page.getByRole('dialog', { name: 'Confirm Itinerary' }).getByRole('button', { name: 'CONTINUE' }).click();
    const contact = page.getByRole('dialog', { name: 'Contact Information' });
    await readsOneNumber(contact);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(problems.list()).toEqual([]);
  });
});

test('the call-back request reads the number once, whichever flag it is typed under', async ({ page }) => {
  test.setTimeout(120_000);
  const problems = watchForProblems(page);
  await buildDemoTrip(page);
  const dialog = (name: string) => page.getByRole('dialog', { name });
  await page.locator('.tb-bar').getByRole('button', { name: 'Save & share' }).click();
  await page.locator('.tb-bar').getByRole('button', { name: 'Call Us' }).click();
  await dialog('Before You Call...').getByRole('button', { name: 'CONTINUE TO CALL' }).click();
  await dialog('Call Us Now').getByRole('button', { name: 'Rather we call you?' }).click();
  await dialog('When should we call?').getByLabel('As soon as possible').check();
  await dialog('When should we call?').getByRole('button', { name: 'NEXT' }).click();
  await dialog("Who's coming?").getByRole('button', { name: 'NEXT' }).click();
  await readsOneNumber(dialog('Your phone number'));
  expect(problems.list()).toEqual([]);
});
