// A guest books: picks a time (held, with the timer), reloads (back at step 2), leaves (hold released), loses the
// connection on the way (told, and carried on when it returns), runs out of time, and pays on the test checkout.
import type { Page } from '@playwright/test';
import { HOLD_TIMER_CAPTION, TIME_RAN_OUT } from '../../src/domain/texts';
import { BOOKING_TEXT } from '../../src/app/booking/bookingMessages';
import { expect, goOffline, test } from './fixtures';
import { ensureServerRunning, readState, startServer, stopServer } from './serverProcess';
import { buildDemoTrip, holdFirstFreeSlot, payOnTestCheckout } from './tripSteps';

test.beforeEach(async () => {
  await ensureServerRunning();
});

test.afterEach(async () => {
  await ensureServerRunning(); // later tests need the server whatever happened here
});

const timer = (page: Page) => page.getByRole('timer', { name: HOLD_TIMER_CAPTION });

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a held time shows its timer, survives a reload at step 2 and is released on leaving', async ({ page }) => {
    await buildDemoTrip(page);
    await holdFirstFreeSlot(page);
    await expect(timer(page)).toContainText(/1[45]:\d\d/);
    await expect(timer(page)).toContainText(HOLD_TIMER_CAPTION);

    await test.step('reload: restored at step 2 with the timer running', async () => {
      await page.reload();
      await expect(page.getByRole('dialog', { name: 'Contact Information' })).toBeVisible();
      const first = await page.getByTestId('hold-timer').textContent();
      await expect(page.getByTestId('hold-timer')).not.toHaveText(first!, { timeout: 3000 });
    });

    await test.step('leave: asked first, then the hold is released', async () => {
      await page.getByRole('dialog', { name: 'Contact Information' }).getByRole('button', { name: 'Close' }).click();
      const leave = page.getByRole('dialog', { name: 'Are You Sure You Want to Leave?' });
      await expect(
        leave.getByText("This charter time won't be held if you leave the booking process now."),
      ).toBeVisible();
      const release = page.waitForResponse(
        (r) => /\/api\/v1\/web\/booking\/hold\/[^/]+$/.test(r.url()) && r.request().method() === 'DELETE',
      );
      await leave.getByRole('button', { name: 'Yes, cancel this booking' }).click();
      const released = await release;
      expect(released.status()).toBe(200);
      expect(await released.json()).toMatchObject({ success: true, released: true });
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem('bookingData'))).toBeNull();
    });
  });

  test('offline, checking availability says it needs a connection and carries on when it returns', async ({
    context,
    page,
    baseURL,
  }) => {
    await buildDemoTrip(page);
    await page.getByRole('button', { name: 'Book This Trip' }).first().click();
    const nicelyDone = page.getByRole('dialog', { name: 'Nicely Done!' });
    // Wait for the dialog's lazily loaded code before the link drops: this test is about the availability check.
    await expect(nicelyDone).toBeVisible();
    await goOffline(context, baseURL!);
    await nicelyDone.getByRole('button', { name: 'CHECK AVAILABILITY' }).click();
    await expect(nicelyDone.getByText(BOOKING_TEXT.offline)).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'How are you arriving?' })).toHaveCount(0);

    await ensureServerRunning();
    await context.setOffline(false); // the 'online' event retries by itself
    await expect(page.getByRole('dialog', { name: 'How are you arriving?' })).toBeVisible();
  });

  test('contact details, trip summary and SECURE BOOKING lead to the test checkout and the confirmation', async ({
    page,
  }) => {
    await buildDemoTrip(page);
    await holdFirstFreeSlot(page);
    await page.getByRole('button', { name: 'CONTINUE' }).click();
    const contact = page.getByRole('dialog', { name: 'Contact Information' });
    await contact.getByRole('button', { name: 'CONTINUE' }).click();
    await expect(contact.getByText('This field is required').first()).toBeVisible();
    // The keyboard goes to the first field to fix, which reads its error; the others are not read out at once.
    await expect(contact.getByRole('textbox', { name: 'First name' })).toBeFocused();
    await expect(contact.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription(
      'This field is required',
    );
    await expect(page.getByRole('alert')).toHaveCount(0);
    await contact.getByRole('textbox', { name: 'First name' }).fill('Ada');
    await contact.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
    await contact.getByRole('textbox', { name: 'Email', exact: true }).fill('ada@example.com');
    await contact.getByRole('textbox', { name: 'Confirm email' }).fill('ada@example.org');
    await contact.getByRole('button', { name: 'CONTINUE' }).click();
    await expect(contact.getByText('Emails must match')).toBeVisible();
    await expect(contact.getByText('You must accept the terms and conditions')).toBeVisible();
    await contact.getByRole('textbox', { name: 'Confirm email' }).fill('ada@example.com');
    await contact.getByRole('textbox', { name: /Phone/ }).fill('3455551234');
    await contact.getByRole('checkbox', { name: /I accept the terms/ }).check();
    await contact.getByRole('button', { name: 'CONTINUE' }).click();
    // The step's heading says what it is (issue #13): the dialog is the Trip Summary now.
    const summary = page.getByRole('dialog', { name: 'Trip Summary' });
    await expect(summary.getByText(/Hour Charter/)).toBeVisible();
    await expect(summary.getByText(/^\$[\d,]+\.\d\d USD$/)).toBeVisible();

    await summary.getByRole('button', { name: 'SECURE BOOKING' }).click();
    await page.waitForURL(/\/test-checkout\//);

    await test.step('cancel on the checkout page: its session is deleted once and the booking reopens at step 2', async () => {
      const deleted = page.waitForResponse((r) => r.url().includes('/api/v1/payment/delete-checkout-session/'));
      await page.getByRole('link', { name: 'Cancel and go back' }).click();
      await page.waitForURL(/backFromStripe=/);
      expect((await deleted).status()).toBe(200);
      const reopened = page.getByRole('dialog', { name: 'Contact Information' });
      await expect(reopened).toBeVisible();
      await expect(timer(page)).toBeVisible();
      await expect(reopened.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
      await reopened.getByRole('button', { name: 'CONTINUE' }).click();
      await page.getByRole('dialog', { name: 'Trip Summary' }).getByRole('button', { name: 'SECURE BOOKING' }).click();
      await page.waitForURL(/\/test-checkout\//);
    });

    await payOnTestCheckout(page);
  });
});

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a short hold runs out: "Uh, oh!" and START OVER', async ({ page }) => {
    test.setTimeout(240_000);
    // The shared server again, with one-minute holds (src/server/booking/settings.ts reads HOLD_MINUTES).
    process.env.HOLD_MINUTES = '1';
    try {
      await stopServer();
      await startServer({ ...readState(), pid: null });
      await buildDemoTrip(page);
      await holdFirstFreeSlot(page);
      await expect(timer(page)).toContainText(/0[01]:\d\d/);
      const ranOut = page.getByRole('dialog', { name: 'Uh, oh!' });
      await expect(ranOut.getByText(TIME_RAN_OUT)).toBeVisible({ timeout: 90_000 });
      await ranOut.getByRole('button', { name: 'START OVER' }).click();
      await expect(page.getByRole('dialog', { name: 'Select Date & Time' })).toBeVisible();
      await expect(timer(page)).toHaveCount(0);
    } finally {
      delete process.env.HOLD_MINUTES;
      await stopServer();
      await ensureServerRunning();
    }
  });
});
