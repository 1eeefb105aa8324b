// The booking-confirmed page: a booking made in the builder and paid through the test checkout shows its KY- reference;
// the confirmation is kept on the device, so it opens again with the server stopped and still exports a PDF.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { country, expect, test, waitForServiceWorkerControl } from './fixtures';
import { ensureServerRunning, repoRoot, stopServer } from './serverProcess';
import { bookDemoTrip } from './tripSteps';
import { focusRingShown } from './focusRing';
import { keepConfirmationOnDevice, keptConfirmationRecord, keptImagesOnDevice, type GetJson } from './keptConfirmation';

const SHOTS = join(repoRoot, 'test-results/confirmation');

async function screenshots(page: Page, name: string) {
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: join(SHOTS, `${name}-${width}x${height}.png`), fullPage: true });
  }
}

/** The API through the page's browser context. */
const apiOf =
  (page: Page): GetJson =>
  async (path) => {
    const response = await page.context().request.get(path);
    return { status: response.status(), body: await response.json() };
  };

/**
 * No worker registers on this page, as on a first visit before the worker's turn: a worker in control would answer the
 * page's requests itself, out of the routes the test sets.
 */
const withoutWorker = (page: Page) =>
  page.addInitScript(() =>
    Object.defineProperty(ServiceWorkerContainer.prototype, 'register', { value: () => new Promise(() => undefined) }),
  );

test.describe('booking confirmed page', () => {
  test.afterEach(async () => {
    await ensureServerRunning();
  });

  test('a paid booking shows its reference, and opens again offline with a PDF export', async ({ page, baseURL }) => {
    await page.goto(`/${country}`);
    await waitForServiceWorkerControl(page);

    const bookingRef = await bookDemoTrip(page);
    await expect(page).toHaveURL(new RegExp(`ref=${bookingRef}`));
    for (const heading of [
      'Trip Details',
      'Pick up Location',
      'Payment Summary',
      'Guest Details',
      'Things to Know',
      "What's Next",
      'Tell us about your booking experience',
    ]) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(page.getByText(/ USD$/)).toBeVisible();
    await screenshots(page, 'paid');

    // Buttons busy with their own action keep the focus: a keyboard user goes on from there.
    await page.getByRole('button', { name: 'Send again' }).click();
    await expect(page.getByText('Email sent successfully!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send again' })).toBeFocused();
    await page.getByLabel(/Your feedback/).fill('Booking took two minutes, thank you.');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByText('Feedback sent successfully!')).toBeVisible();
    await expect(page.getByLabel(/Your feedback/)).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Send feedback' })).toBeFocused();

    // Found again by reference and email on the booking summary page.
    await page.goto(`/${country}/booking-summary`);
    await expect(page.getByRole('link', { name: new RegExp(bookingRef) })).toBeVisible();
    await screenshots(page, 'summary');
    await page.getByLabel(/Booking reference/).fill(bookingRef.toLowerCase());
    // Enter in a field: the search says what went wrong and the focus stays in the field.
    await page.getByLabel(/Email/).fill('someone.else@example.com');
    await page.getByLabel(/Email/).press('Enter');
    await expect(page.locator('.find-booking').getByRole('alert')).toBeVisible();
    await expect(page.getByLabel(/Email/)).toBeFocused();
    await page.getByLabel(/Email/).fill('ada@example.com');
    await page.getByRole('button', { name: 'Find booking' }).click();
    await expect(page.getByTestId('booking-ref')).toHaveText(bookingRef);

    // Kept on the device: listed on the home page.
    await page.goto(`/${country}`);
    await expect(page.getByRole('heading', { name: 'My bookings' })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(bookingRef) })).toBeVisible();
    await page
      .locator('section[aria-labelledby="my-bookings-title"]')
      .screenshot({ path: join(SHOTS, 'home-my-bookings-1280x800.png') });

    await stopServer();
    await page.goto(`${baseURL}/${country}/booking-confirmed?ref=${bookingRef}`);
    await expect(page.getByTestId('booking-ref')).toHaveText(bookingRef);
    await expect(
      page.getByText('You are offline: this is the copy of your confirmation kept on this device.'),
    ).toBeVisible();
    await expectPdfDownload(page, bookingRef);
  });

  test('a confirmation kept on the device opens with the server stopped and exports a PDF', async ({
    page,
    baseURL,
  }) => {
    await page.goto(`/${country}`);
    await waitForServiceWorkerControl(page);
    const bookingRef = 'KY-KEPT42';
    await keepConfirmationOnDevice(page, bookingRef, await keptConfirmationRecord(apiOf(page), country, bookingRef));

    // Online, the server does not know this device's booking: the kept copy stands.
    await page.goto(`/${country}/booking-confirmed?ref=${bookingRef}`);
    await expect(page.getByTestId('booking-ref')).toHaveText(bookingRef);
    await expect(page.getByRole('heading', { name: 'YOUR BOOKING IS COMPLETE' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tell us about your booking experience' })).toBeVisible();
    // The country's 'See also' banners follow the booking (asked for on their own, shown through a deferred value).
    await expect(page.getByRole('heading', { name: 'See also' })).toBeVisible();
    // Online, the kept copy's missing photos are fetched and kept with it; the page goes on showing them from their
    // addresses (not decoded again from the copies).
    const boatPhoto = page.locator('.trip-boat__image');
    const boatPhotoAddress = await boatPhoto.getAttribute('src');
    expect(boatPhotoAddress).toMatch(/^\/images\//);
    await expect
      .poll(async () => (await keptImagesOnDevice(page, bookingRef))[boatPhotoAddress!] ?? '')
      .toMatch(/^data:image\//);
    await expect(boatPhoto).toHaveAttribute('src', boatPhotoAddress!);
    await expect.poll(() => boatPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await screenshots(page, 'kept');
    // The boat's info button draws the site's focus ring over its own shadow.
    await page.getByRole('button', { name: /^Boat details/ }).focus();
    expect(await focusRingShown(page), 'focus ring on the boat info button').toBe(true);

    await page.goto(`/${country}`);
    await expect(page.getByRole('link', { name: new RegExp(bookingRef) })).toBeVisible();

    await stopServer();
    await page.goto(`${baseURL}/${country}`);
    await page.getByRole('link', { name: new RegExp(bookingRef) }).click();
    await expect(page.getByTestId('booking-ref')).toHaveText(bookingRef);
    // The photos show (from the worker's cache or from the copies kept with the booking on the online visit above).
    await expect
      .poll(() => page.locator('.trip-boat__image').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Map' }).click();
    await expect(page.getByRole('dialog', { name: 'Pick-up point on the map' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expectPdfDownload(page, bookingRef);
  });

  test('a photo its address cannot give is shown from the copy kept with the booking; one without a copy is a tile', async ({
    page,
  }) => {
    await withoutWorker(page);
    await page.goto('/favicon.svg');
    const bookingRef = 'KY-PHOTO16';
    const record = await keptConfirmationRecord(apiOf(page), country, bookingRef);
    const boatPhoto = (record.data.info.tripSummary as { boat: { data: { boatInfo: { mainImage: string } } } }).boat
      .data.boatInfo.mainImage;
    const copy = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="#0b4f6c"/></svg>').toString('base64')}`;
    await keepConfirmationOnDevice(page, bookingRef, {
      ...record,
      data: { ...record.data, images: { [boatPhoto]: copy } },
    });
    // The site's images cannot be had (a dropped signal, no worker yet); the API still answers.
    await page.route('**/images/**', (route) => route.abort('internetdisconnected'));

    await page.goto(`/${country}/booking-confirmed?ref=${bookingRef}`);
    await expect(page.getByTestId('booking-ref')).toHaveText(bookingRef);
    const photo = page.locator('.trip-boat__image');
    await expect(photo).toHaveAttribute('src', copy);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(40);
    await expect(page.locator('.pick-up .image-fallback')).toBeVisible();
  });

  test("the kept copy's banner is painted before the app's code, where the app's own comes; none without a kept copy", async ({
    page,
  }) => {
    // A device with a kept copy and no worker yet (the page then comes from the server, as in the Lighthouse bench).
    await withoutWorker(page);
    await page.goto('/favicon.svg');
    const bookingRef = 'KY-EARLY16';
    await keepConfirmationOnDevice(page, bookingRef, await keptConfirmationRecord(apiOf(page), country, bookingRef));
    let release = () => {};
    const codeHeld = new Promise<void>((resolve) => (release = resolve));
    const askedForCode: string[] = [];
    await page.route('**/assets/*.js', async (route) => {
      askedForCode.push(route.request().url());
      await codeHeld;
      await route.continue();
    });

    const early = page.locator('.kept-banner');
    const banner = (scope: Page | typeof early) => scope.locator('.confirmation-banner');
    await page.goto(`/${country}/booking-confirmed?ref=${bookingRef}`);
    await expect(early.getByText('YOUR BOOKING IS COMPLETE')).toBeVisible();
    await expect(early.getByText(bookingRef)).toBeVisible();
    // Painted before any of the app's code ran: it is asked for only now, and held.
    await expect.poll(() => askedForCode.length).toBeGreaterThan(0);
    // Hidden from assistive technology (the app's banner is the one they get) and not focusable.
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
    expect(await early.getAttribute('aria-hidden')).toBe('true');
    expect(await early.evaluate((node) => (node as HTMLElement).inert)).toBe(true);
    const earlyBox = await banner(early).boundingBox();
    const earlyTitle = await early.locator('h1').boundingBox();
    await page.screenshot({ path: join(SHOTS, 'kept-early-390x844.png') });
    // The checked copy is handed to the app's page, which then neither reads nor checks it again.
    const handedOver = () =>
      page.evaluate(
        () => (window as { keptConfirmationCopy?: { bookingRef: string } }).keptConfirmationCopy?.bookingRef ?? null,
      );
    expect(await handedOver()).toBe(bookingRef);

    release();
    await expect(page.getByRole('heading', { level: 1, name: 'YOUR BOOKING IS COMPLETE' })).toBeVisible();
    await expect(early).toHaveCount(0);
    expect(await handedOver()).toBeNull();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    // The app's banner comes exactly where the early one was, at its size: nothing moves.
    expect(await banner(page).boundingBox()).toEqual(earlyBox);
    expect(await page.locator('#booking-complete').boundingBox()).toEqual(earlyTitle);
    await page.screenshot({ path: join(SHOTS, 'kept-app-390x844.png') });

    // Another booking, not kept here: nothing is painted and the page is as before.
    await page.unroute('**/assets/*.js');
    const asked: string[] = [];
    await page.route('**/assets/*.js', (route) => {
      asked.push(route.request().url());
      return route.abort();
    });
    await page.goto(`/${country}/booking-confirmed?ref=KY-NOTKEPT1`);
    // The code is asked for once the kept copy has been looked for.
    await expect.poll(() => asked.length).toBeGreaterThan(0);
    await expect(early).toHaveCount(0);
    await expect(page.locator('#root')).toBeEmpty();
  });

  test('a confirmation shown before the service worker was active opens offline once it is', async ({
    page,
    baseURL,
  }) => {
    // A fresh device pays on its first visit, before any worker is in control: no worker may register until then
    // (registration is held back until the test lets it, on a later page load).
    await page.addInitScript(() => {
      if (localStorage.getItem('test-allow-worker')) return;
      Object.defineProperty(ServiceWorkerContainer.prototype, 'register', {
        value: () => new Promise(() => undefined),
      });
    });
    await page.goto(`/${country}`);
    const bookingRef = await bookDemoTrip(page);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r === undefined))).toBe(
      true,
    );

    // The next page registers the worker; once it controls the page the signal drops.
    await page.evaluate(() => localStorage.setItem('test-allow-worker', '1'));
    await page.goto(`/${country}`);
    await waitForServiceWorkerControl(page);
    await stopServer();
    await page.goto(`${baseURL}/${country}/booking-confirmed?ref=${bookingRef}`);
    await expect(page.getByTestId('booking-ref')).toHaveText(bookingRef);
    await expect(
      page.getByText('You are offline: this is the copy of your confirmation kept on this device.'),
    ).toBeVisible();
  });
});

async function expectPdfDownload(page: Page, bookingRef: string) {
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Save page as PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`booking-${bookingRef}.pdf`);
  const path = join(SHOTS, file.suggestedFilename());
  await file.saveAs(path);
  const bytes = readFileSync(path);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(10_000);
}
