// Issue #57 §1, on a phone: the guest pays with the test card and the connection drops before the confirmation loads
// (the checkout's answer, the way to the confirmation, never reaches the phone). Reopened offline, the app says a
// payment may have gone through, shows no timer, no 'time ran out' and no 'Welcome Back!'; back online it asks by
// itself, opens the confirmation, keeps it and lists it in 'My bookings'; a second payment for that hold is impossible.
import { country, expect, goOffline, test, waitForServiceWorkerControl } from './fixtures';
import { join } from 'node:path';
import { ensureServerRunning, repoRoot } from './serverProcess';
import { buildDemoTrip, fillContactDetails, holdFirstFreeSlot } from './tripSteps';
import { HOLD_BOOKED, HOLD_BOOKED_MESSAGE } from '../../src/domain/booking';
import { PAYMENT_FOLLOW_UP_TEXT } from '../../src/app/booking/bookingMessages';

const SHOTS = join(repoRoot, 'test-results/paid-connection-dropped');

test.beforeEach(async () => {
  await ensureServerRunning();
});

test.afterEach(async () => {
  await ensureServerRunning(); // later tests need the server whatever happened here
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('paid, then the connection dropped: told offline, confirmed and kept once back, never paid twice', async ({
    context,
    page,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    await page.goto(`/${country}`);
    await waitForServiceWorkerControl(page);
    await buildDemoTrip(page);
    await holdFirstFreeSlot(page);
    await page.getByRole('dialog', { name: 'Confirm Itinerary' }).getByRole('button', { name: 'CONTINUE' }).click();
    const summary = await fillContactDetails(page);
    const checkoutRequest = page.waitForRequest((r) => r.url().endsWith('/api/v1/payment/create-checkout-session'));
    await summary.getByRole('button', { name: 'SECURE BOOKING' }).click();
    await page.waitForURL(/\/test-checkout\//);
    const checkoutBody = (await checkoutRequest).postDataJSON() as Record<string, unknown>;

    await test.step('pay: the payment reaches the server, its answer never reaches the phone', async () => {
      let answered = 0;
      await context.route('**/test-checkout/**', async (route) => {
        if (route.request().method() !== 'POST') return route.fallback();
        answered = (await route.fetch({ maxRedirects: 0 })).status();
        await route.abort('internetdisconnected');
      });
      await page.getByLabel('Card number').fill('4242 4242 4242 4242');
      await page.getByLabel('Expiry (MM/YY)').fill('12/34');
      await page.getByLabel('CVC').fill('123');
      await page.getByLabel('Name on card').fill('Ada Lovelace');
      await page.getByRole('button', { name: /^Pay / }).click();
      await expect.poll(() => answered).toBe(303); // paid: the server sent the way to the confirmation
      await context.unroute('**/test-checkout/**');
    });

    const notice = page.getByRole('dialog', { name: PAYMENT_FOLLOW_UP_TEXT.title });
    await test.step('reopened offline: the message, and nothing else', async () => {
      await goOffline(context, baseURL!);
      await page.goto(`/${country}`); // the installed app's start page
      await expect(notice.getByText(PAYMENT_FOLLOW_UP_TEXT.unreachable)).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(1);

      await page.goto(`/${country}/trip-builder`);
      await expect(notice.getByText(PAYMENT_FOLLOW_UP_TEXT.unreachable)).toBeVisible();
      await expect(page.locator('.tb-bar')).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(1); // no 'Welcome Back!', no booking modal with a timer
      await expect(page.getByRole('timer')).toHaveCount(0);
      await expect(page.getByText('Time ran out to secure your trip')).toHaveCount(0);
      await page.screenshot({ path: join(SHOTS, 'offline-390.png'), fullPage: false });

      // Put aside, the notice comes back instead of a second booking of the same trip.
      await notice.getByRole('button', { name: PAYMENT_FOLLOW_UP_TEXT.close }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.getByRole('button', { name: 'Book This Trip' }).first().click();
      await expect(notice).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Nicely Done!' })).toHaveCount(0);
    });

    let bookingRef = '';
    await test.step('back online: the app asks by itself and opens the confirmation', async () => {
      await ensureServerRunning();
      await context.setOffline(false); // the 'online' event: no Background Sync needed
      await page.waitForURL(new RegExp(`/${country}/booking-confirmed\\?`));
      const reference = page.getByTestId('booking-ref');
      await expect(reference).toHaveText(/^KY-[0-9A-Z]{6,12}$/, { timeout: 60_000 });
      bookingRef = (await reference.textContent())!;
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.screenshot({ path: join(SHOTS, 'confirmed-390.png'), fullPage: false });
    });

    await test.step('kept: listed in My bookings', async () => {
      await page.goto(`/${country}/booking-summary`);
      await expect(page.getByRole('link', { name: new RegExp(bookingRef) })).toBeVisible();
      await page.goto(`/${country}`);
      await expect(page.getByRole('link', { name: new RegExp(bookingRef) })).toBeVisible();
      await expect(page.getByRole('dialog', { name: PAYMENT_FOLLOW_UP_TEXT.title })).toHaveCount(0);
    });

    await test.step('a second payment for that hold: not offered by the app, refused by the server', async () => {
      await page.goto(`/${country}/trip-builder`);
      await expect(page.locator('.tb-bar')).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Contact Information' })).toHaveCount(0);
      await expect(page.getByRole('dialog', { name: 'Welcome Back!' })).toHaveCount(0);
      await expect(page.getByRole('timer')).toHaveCount(0);
      const again = await page.request.post('/api/v1/payment/create-checkout-session', { data: checkoutBody });
      expect(again.status()).toBe(409);
      expect(await again.json()).toMatchObject({ code: HOLD_BOOKED, message: HOLD_BOOKED_MESSAGE });
    });
  });

  test('a phone that never learnt of the payment (paid from another tab) is refused a second one and shown the confirmation', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.goto(`/${country}`);
    await waitForServiceWorkerControl(page);
    await buildDemoTrip(page);
    await holdFirstFreeSlot(page);
    await page.getByRole('dialog', { name: 'Confirm Itinerary' }).getByRole('button', { name: 'CONTINUE' }).click();
    const builderAddress = page.url();
    const summary = await fillContactDetails(page);
    await summary.getByRole('button', { name: 'SECURE BOOKING' }).click();
    await page.waitForURL(/\/test-checkout\//);
    // Paid elsewhere: this page never follows the payment, and forgets it started one.
    const paid = await page.request.post(page.url(), {
      form: { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Ada Lovelace' },
      maxRedirects: 0,
    });
    expect(paid.status()).toBe(303);
    await page.evaluate(() => localStorage.removeItem('paymentsStarted'));

    await page.goto(builderAddress);
    const contact = page.getByRole('dialog', { name: 'Contact Information' });
    await expect(contact).toBeVisible(); // the hold it kept, as it knows it
    await contact.getByRole('button', { name: 'CONTINUE' }).click();
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/v1/payment/create-checkout-session'));
    await page.getByRole('dialog', { name: 'Trip Summary' }).getByRole('button', { name: 'SECURE BOOKING' }).click();
    expect((await refused).status()).toBe(409);
    await page.waitForURL(new RegExp(`/${country}/booking-confirmed\\?`));
    await expect(page.getByTestId('booking-ref')).toHaveText(/^KY-[0-9A-Z]{6,12}$/, { timeout: 60_000 });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(page.url()).not.toContain('/test-checkout/');
  });
});
