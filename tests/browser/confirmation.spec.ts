// The booking-confirmed page: a booking made in the builder and paid through the test checkout shows its KY- reference;
// the confirmation is kept on the device, so it opens again with the server stopped and still exports a PDF.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { country, expect, test, waitForServiceWorkerControl } from './fixtures';
import { ensureServerRunning, repoRoot, stopServer } from './serverProcess';
import { bookDemoTrip } from './tripSteps';

const WEB = '/api/v1/web';
const SHOTS = join(repoRoot, 'test-results/confirmation');

async function json<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string, data?: unknown): Promise<{ status: number; body: T }> {
  const response = method === 'GET' ? await request.get(path) : await request.post(path, { data });
  const text = await response.text();
  return { status: response.status(), body: (text ? JSON.parse(text) : undefined) as T };
}

interface Trip {
  countryId: string;
  regionId: string;
  boatId: string;
  pulId: string;
  activities: string[];
  calculateTrip: { result: { time: number }; tripSummary: unknown };
}

type SeedBoat = { _id: string; regions: { _id: string }[]; activities: string[]; access: string[]; pickUpLocations: { main: { location: string } }; maxGuests: number };

/** A small day trip of the demo seed, priced by the server (as the trip builder does), for the API calls below. */
async function pricedTrip(request: APIRequestContext): Promise<Trip> {
  const countryRow = await json<{ _id: string }>(request, 'GET', `${WEB}/country/url-title/${country}`);
  const boats = await json<SeedBoat[]>(request, 'GET', `${WEB}/boat?destination=${country}`);
  const boat = boats.body.find((b) => b.access.includes('primary') && b.regions.length > 0 && b.activities.length > 0 && b.maxGuests >= 2);
  if (!boat) throw new Error('The demo seed has no day-charter boat');
  const regionId = boat.regions[0]!._id;
  const pulId = boat.pickUpLocations.main.location;
  const regionActivities = await json<{ activities: { _id: string; type: string }[] }>(request, 'GET', `${WEB}/activity/activities/${regionId}?totalPerson=2`);
  const stop = regionActivities.body.activities.find((a) => boat.activities.includes(a._id) && a.type === 'Activity');
  const activities = stop ? [stop._id] : [];
  const price = await json<Trip['calculateTrip']>(
    request, 'GET', `${WEB}/calculate-time/${regionId}?boatId=${boat._id}&pulId=${pulId}&activities=${activities.join(',')}&adults=2&children=0`,
  );
  expect(price.status, JSON.stringify(price.body)).toBe(200);
  return { countryId: countryRow.body._id, regionId, boatId: boat._id, pulId, activities, calculateTrip: price.body };
}

async function screenshots(page: Page, name: string) {
  for (const [width, height] of [[390, 844], [1280, 800]] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: join(SHOTS, `${name}-${width}x${height}.png`), fullPage: true });
  }
}

test.describe('booking confirmed page', () => {
  test.afterEach(async () => {
    await ensureServerRunning();
  });

  test('a paid booking shows its reference, and opens again offline with a PDF export', async ({ page, baseURL }) => {
    await page.goto(`/${country}`);
    await waitForServiceWorkerControl(page);

    const bookingRef = await bookDemoTrip(page);
    await expect(page).toHaveURL(new RegExp(`ref=${bookingRef}`));
    for (const heading of ['Trip Details', 'Pick up Location', 'Payment Summary', 'Guest Details', 'Things to Know', "What's Next", 'Tell us about your booking experience']) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(page.getByText(/ USD$/)).toBeVisible();
    await screenshots(page, 'paid');

    await page.getByRole('button', { name: 'Send again' }).click();
    await expect(page.getByText('Email sent successfully!')).toBeVisible();
    await page.getByLabel(/Your feedback/).fill('Booking took two minutes, thank you.');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByText('Feedback sent successfully!')).toBeVisible();
    await expect(page.getByLabel(/Your feedback/)).toHaveValue('');

    // Found again by reference and email on the booking summary page.
    await page.goto(`/${country}/booking-summary`);
    await expect(page.getByRole('link', { name: new RegExp(bookingRef) })).toBeVisible();
    await screenshots(page, 'summary');
    await page.getByLabel(/Booking reference/).fill(bookingRef.toLowerCase());
    await page.getByLabel(/Email/).fill('ada@example.com');
    await page.getByRole('button', { name: 'Find booking' }).click();
    await expect(page.getByTestId('booking-ref')).toHaveText(bookingRef);

    // Kept on the device: listed on the home page.
    await page.goto(`/${country}`);
    await expect(page.getByRole('heading', { name: 'My bookings' })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(bookingRef) })).toBeVisible();
    await page.locator('section[aria-labelledby="my-bookings-title"]').screenshot({ path: join(SHOTS, 'home-my-bookings-1280x800.png') });

    await stopServer();
    await page.goto(`${baseURL}/${country}/booking-confirmed?ref=${bookingRef}`);
    await expect(page.getByTestId('booking-ref')).toHaveText(bookingRef);
    await expect(page.getByText('You are offline: this is the copy of your confirmation kept on this device.')).toBeVisible();
    await expectPdfDownload(page, bookingRef);
  });

  test('a confirmation kept on the device opens with the server stopped and exports a PDF', async ({ page, baseURL }) => {
    await page.goto(`/${country}`);
    await waitForServiceWorkerControl(page);
    const trip = await pricedTrip(page.context().request);
    const bookingRef = 'KY-KEPT42';
    const start = new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10);
    const info = {
      bookingRef, _id: 'pay_kept', firstName: 'Ana', lastName: 'Ebanks', email: 'ana@example.test', phone: '+13455550100',
      adults: 2, kids: 0, timeSlot: { startTime: `${start}T10:00:00-05:00`, endTime: `${start}T13:00:00-05:00` }, timezone: 'America/Cayman',
      updatedAt: new Date().toISOString().replace(/\.\d{3}Z$/, '.000Z'), feeLateMorning: 0, extraGuestsForBoat: 0, boatPriceForExtraGuests: 0,
      tripSummary: trip.calculateTrip.tripSummary,
    };
    const now = new Date().toISOString();
    const record = { version: 1, savedAt: now, expiresAt: null, data: { info, country, token: null, paymentStorageId: null, images: {} } };
    await page.evaluate(async ({ key, value }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('cayman-confirmations');
        open.onupgradeneeded = () => open.result.createObjectStore('confirmations');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction('confirmations', 'readwrite');
        tx.objectStore('confirmations').put(value, key);
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    }, { key: bookingRef, value: record });

    // Online, the server does not know this device's booking: the kept copy stands.
    await page.goto(`/${country}/booking-confirmed?ref=${bookingRef}`);
    await expect(page.getByTestId('booking-ref')).toHaveText(bookingRef);
    await expect(page.getByRole('heading', { name: 'YOUR BOOKING IS COMPLETE' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tell us about your booking experience' })).toBeVisible();
    // Online, the kept copy's missing photos are fetched and kept with it.
    await expect(page.locator('.trip-boat__image')).toHaveAttribute('src', /^data:image\//);
    await screenshots(page, 'kept');

    await page.goto(`/${country}`);
    await expect(page.getByRole('link', { name: new RegExp(bookingRef) })).toBeVisible();

    await stopServer();
    await page.goto(`${baseURL}/${country}`);
    await page.getByRole('link', { name: new RegExp(bookingRef) }).click();
    await expect(page.getByTestId('booking-ref')).toHaveText(bookingRef);
    // The photos came along with the kept copy (filled in on the online visit above).
    await expect(page.locator('.trip-boat__image')).toHaveAttribute('src', /^data:image\//);
    await page.getByRole('button', { name: 'Map' }).click();
    await expect(page.getByRole('dialog', { name: 'Pick-up point on the map' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expectPdfDownload(page, bookingRef);
  });

  test('a confirmation shown before the service worker was active opens offline once it is', async ({ page, baseURL }) => {
    // A fresh device pays on its first visit, before any worker is in control: no worker may register until then
    // (registration is held back until the test lets it, on a later page load).
    await page.addInitScript(() => {
      if (localStorage.getItem('test-allow-worker')) return;
      Object.defineProperty(ServiceWorkerContainer.prototype, 'register', { value: () => new Promise(() => undefined) });
    });
    await page.goto(`/${country}`);
    const bookingRef = await bookDemoTrip(page);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r === undefined))).toBe(true);

    // The next page registers the worker; once it controls the page the signal drops.
    await page.evaluate(() => localStorage.setItem('test-allow-worker', '1'));
    await page.goto(`/${country}`);
    await waitForServiceWorkerControl(page);
    await stopServer();
    await page.goto(`${baseURL}/${country}/booking-confirmed?ref=${bookingRef}`);
    await expect(page.getByTestId('booking-ref')).toHaveText(bookingRef);
    await expect(page.getByText('You are offline: this is the copy of your confirmation kept on this device.')).toBeVisible();
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
