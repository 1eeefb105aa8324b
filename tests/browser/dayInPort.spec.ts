// The day-in-port booking on a phone (issue #13): a 'call to book' slot tomorrow at 09:00 booked from the home page
// to the confirmation and its PDF, with no page error or failed request on the way; guests from the start; day
// trips by daylight; the Trip Summary a guest checks before paying; the time step's days, reasons and fees; a
// cruise guest's all-aboard time; the confirmation naming its own region's office. None of it depends on the hour
// the tests run at: they book tomorrow or later, and 'No more times today' is shown from a late-evening answer.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { caymanDate, country, expect, test, watchForProblems, ZONE } from './fixtures';
import { ensureServerRunning } from './serverProcess';
import { BOOKING_DATA_KEY } from '../../src/app/state/bookingUnderway';
import {
  bookHeldTrip,
  buildDemoTrip,
  fillContactDetails,
  holdFirstFreeSlot,
  openCruiseNotice,
  openTimes,
  payOnTestCheckout,
  pickDemoTrip,
  showLaterDay,
} from './tripSteps';

test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async () => {
  await ensureServerRunning();
});

/** The times of the day the time step shows, as their buttons read. */
const shownTimes = (page: Page) =>
  page.getByRole('dialog', { name: 'Select Date & Time' }).locator('.bk-slot__time').allTextContents();

test('a call-to-book slot tomorrow at 09:00 is booked from the home page to the confirmation, with no page error or failed request', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  // Tomorrow as the app sees it: a run that crosses midnight in Cayman may see either day.
  const tomorrowBefore = caymanDate(1);
  let tomorrow = tomorrowBefore;
  const problems = watchForProblems(page);

  await page.goto(`/${country}`);
  await page
    .getByRole('link', { name: /Build (your|a) trip/i })
    .first()
    .click();
  await page.waitForURL(new RegExp(`/${country}/trip-builder`));
  await pickDemoTrip(page);

  await test.step("tomorrow 09:00 is '- Call to book': tick, CONTINUE, the hold is asked for and the step moves on", async () => {
    const times = await openTimes(page);
    const tomorrowChip = times.getByRole('button', { name: /^Tomorrow/ });
    test.skip(
      (await tomorrowChip.textContent())!.includes('No charters'),
      'the whole fleet stays in harbour tomorrow (a blackout day)',
    );
    await tomorrowChip.click();
    const nine = times.getByRole('button', { name: /^09:00 AM - Call to book/ });
    await expect(nine).toBeEnabled();
    await nine.click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Before Proceeding' });
    await expect(confirm.getByRole('button', { name: 'CONTINUE' })).toBeDisabled();
    await confirm.getByRole('checkbox').check();
    const hold = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/web/booking/hold') && r.request().method() === 'POST',
    );
    await confirm.getByRole('button', { name: 'CONTINUE' }).click();
    const answer = await hold;
    expect(answer.status()).toBe(200);
    const startTime = (answer.request().postDataJSON() as { startTime: string }).startTime;
    tomorrow = startTime.slice(0, 10);
    expect([tomorrowBefore, caymanDate(1)]).toContain(tomorrow);
    expect(startTime).toBe(`${tomorrow}T09:00:00-05:00`);
    await expect(page.getByRole('dialog', { name: 'Confirm Itinerary' })).toBeVisible();
  });

  await test.step('contact details, the Trip Summary, SECURE BOOKING and the test checkout', async () => {
    await page.getByRole('dialog', { name: 'Confirm Itinerary' }).getByRole('button', { name: 'CONTINUE' }).click();
    const summary = await fillContactDetails(page);
    await expect(summary.getByText('09:00 AM – 11:00 AM')).toBeVisible();
    await summary.getByRole('button', { name: 'SECURE BOOKING' }).click();
    await page.waitForURL(/\/test-checkout\//);
    await payOnTestCheckout(page);
  });

  const year = tomorrow.slice(0, 4);
  let bookingRef = '';
  await test.step('the confirmation shows the year and the return time, and saves a PDF written as text', async () => {
    await expect(page.getByTestId('booking-ref')).toHaveText(/^KY-[0-9A-Z]{6,12}$/, { timeout: 60_000 });
    const start = page.locator('.trip-start');
    await expect(start).toContainText(year);
    await expect(start).toContainText('09:00 AM – 11:00 AM');
    bookingRef = (await page.getByTestId('booking-ref').textContent())!;
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Save page as PDF' }).click();
    const file = await download;
    const path = testInfo.outputPath(file.suggestedFilename());
    await file.saveAs(path);
    const pdf = readFileSync(path).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    for (const text of [bookingRef, 'Trip Details', 'Payment Summary', 'Pick up Location', 'Cancellation Policy', year])
      expect(pdf).toContain(text);
    expect(pdf).not.toContain('/Subtype /Image'); // text, not a picture of the page
  });

  await test.step('back in the builder the booked trip is finished: a fresh start, and no release of the paid hold', async () => {
    const releases: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'DELETE') releases.push(r.url());
    });
    await page.goto(`/${country}/trip-builder`);
    await expect(page.getByRole('heading', { name: 'Build Your Trip' })).toBeVisible();
    await expect(page.locator('#regionSection [aria-pressed="true"]')).toHaveCount(0);
    // The builder's restore looks once it is painted (BookingFlow, after a frame), and acts only on a hold named by the
    // trip (a fresh one names none) or kept on the device: by the next frame it has looked, and found none to act on.
    const holdKept = await page.evaluate(async (key) => {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))));
      return localStorage.getItem(key) !== null;
    }, BOOKING_DATA_KEY);
    expect(holdKept).toBe(false);
    await expect(page.getByRole('dialog', { name: 'Welcome Back!' })).toHaveCount(0);
    expect(releases).toEqual([]);
    await page.goto(`/${country}`);
    await expect(page.getByRole('link', { name: new RegExp(bookingRef) })).toBeVisible(); // 'My bookings' keeps it
  });

  expect(problems.list()).toEqual([]);
});

test('a trip starts with two adults; without guests the bar says so and nothing starts that cannot finish', async ({
  page,
}) => {
  await page.goto(
    `/${country}/trip-builder?region=region-west-bay&pickUpLocation=pul-morgans-harbour&activities=act-stingray-city&boat=reef-hopper`,
  );
  const bar = page.locator('.tb-bar');
  await expect(page.getByRole('spinbutton', { name: 'Adults' })).toHaveValue('2');
  await expect(bar.getByText(/^\$[\d,]+\.\d\d$/)).toBeVisible();

  await page.getByRole('spinbutton', { name: 'Adults' }).fill('0');
  await expect(bar.getByText('Add guests to see the price')).toBeVisible();
  await bar.getByRole('button', { name: 'Book This Trip' }).click();
  const holdOn = page.getByRole('dialog', { name: 'Hold on...' });
  await expect(holdOn.getByText('Add guests to see the price')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Nicely Done!' })).toHaveCount(0);
  await holdOn.getByRole('button', { name: 'CONTINUE' }).click();
  await page.getByRole('button', { name: 'Increase Adults' }).click();
  await expect(bar.getByText(/^\$[\d,]+\.\d\d$/)).toBeVisible();
});

test('a boat that also runs bio bay trips offers day trips by daylight only', async ({ page }) => {
  await buildDemoTrip(page); // Reef Hopper works with a bio-bay boat
  const times = await openTimes(page);
  await showLaterDay(times);
  const clocks = await shownTimes(page);
  expect(clocks.length).toBeGreaterThan(0);
  expect(clocks[0]).toBe('07:00 AM');
  // A two-hour trip: the last start is 16:00, back by 18:00; nothing in the evening.
  expect(clocks.at(-1)).toBe('04:00 PM');
  expect(clocks.filter((c) => /^(0[6-9]|1[01]):\d\d PM$/.test(c))).toEqual([]);
});

test("the time step: a strip of days, one day's times, the fee amount and why a time is taken", async ({
  page,
  request,
}) => {
  await buildDemoTrip(page);
  // Another guest holds 13:00 in four days' time.
  const day = caymanDate(4);
  const countryRow = (await (await request.get(`/api/v1/web/country/url-title/${country}`)).json()) as { _id: string };
  const held = await request.post('/api/v1/web/booking/hold', {
    data: {
      startTime: `${day}T13:00:00-05:00`,
      tripType: 'STANDARD',
      boats: [{ boatId: 'boat-reef-hopper', duration: 2, boatRole: 'primary' }],
      countryId: countryRow._id,
      timezone: ZONE,
    },
  });
  expect(held.status()).toBe(200);

  const search = page.waitForRequest((r) => r.url().endsWith('/api/v1/web/booking/time-slots'));
  const times = await openTimes(page);
  const chips = times.getByRole('list', { name: 'Days' }).getByRole('button');
  expect(await chips.count()).toBeGreaterThanOrEqual(7);
  await expect(chips.first()).toContainText('Today');
  // The held day's chip counted from the app's today (one fewer when the run crossed midnight in Cayman).
  const { startDate } = (await search).postDataJSON() as { startDate: string };
  const heldDayIndex = Math.round((Date.parse(day) - Date.parse(startDate)) / 86_400_000);
  await times.locator('.bk-day-chip').nth(heldDayIndex).click();
  await expect(times.getByRole('heading', { level: 3 })).toContainText(day.slice(0, 4));
  // One day's times, not a wall of every day.
  expect((await shownTimes(page)).length).toBeLessThanOrEqual(11);
  await expect(times.getByRole('button', { name: /^01:00 PM\s*Held$/ })).toBeDisabled();
  await expect(times.getByRole('button', { name: /^11:00 AM/ })).toContainText('+ $100 fee');
});

test("today's times over: 'No more times today', tomorrow's first time, never a gap", async ({ page }) => {
  await buildDemoTrip(page);
  // The answer the server gives late in the evening: every time of today has passed. Today is the day the app asked
  // from, not the test's clock, so that a run crossing midnight in Cayman still changes the app's today.
  await page.route('**/api/v1/web/booking/time-slots', async (route) => {
    const { startDate } = route.request().postDataJSON() as { startDate: string };
    const response = await route.fetch();
    const body = (await response.json()) as {
      availableSlots: { date: string; bookings: { isAvailable: boolean; reason?: string; callToBook?: boolean }[] }[];
    };
    for (const day of body.availableSlots) {
      if (day.date !== startDate) continue;
      day.bookings = day.bookings.map((s) => ({ ...s, isAvailable: false, reason: 'PAST', callToBook: undefined }));
    }
    await route.fulfill({ response, json: body });
  });
  const times = await openTimes(page);
  const todayChip = times.getByRole('list', { name: 'Days' }).getByRole('button').first();
  await expect(todayChip).toContainText('Today');
  await expect(todayChip).toContainText('No more times today');
  await todayChip.click();
  await expect(times.getByText('No more times today').last()).toBeVisible();
  await expect(times.getByText(/Tomorrow's first time: \d\d:\d\d [AP]M/)).toBeVisible();
  await times.getByRole('button', { name: 'See tomorrow' }).click();
  await expect(times.getByRole('list', { name: 'Days' }).getByRole('button', { name: /^Tomorrow/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('the last screen before SECURE BOOKING shows the basics of the trip', async ({ page }) => {
  await buildDemoTrip(page);
  await holdFirstFreeSlot(page);
  await page.getByRole('dialog', { name: 'Confirm Itinerary' }).getByRole('button', { name: 'CONTINUE' }).click();
  const summary = await fillContactDetails(page);
  await expect(summary.getByRole('heading', { name: 'Trip Summary' })).toBeVisible();
  const facts = summary.locator('.bk-facts');
  await expect(facts.getByText(/^(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, \d\d \w{3} \d{4}$/)).toBeVisible();
  await expect(facts.getByText(/^\d\d:\d\d [AP]M – \d\d:\d\d [AP]M$/)).toBeVisible();
  await expect(facts.getByText('Cayman time, UTC−5')).toBeVisible();
  await expect(facts.getByText(/Reef Hopper/)).toBeVisible();
  await expect(facts.getByText('Morgan’s Harbour Marina, West Bay')).toBeVisible();
  await expect(facts.getByText('2 Guests (2 adults, 0 children)')).toBeVisible();
  await expect(facts.getByRole('listitem').filter({ hasText: 'Stingray City Sandbar' })).toBeVisible();
  await expect(summary.getByText('2 Hour Charter')).toBeVisible();
  await expect(summary.getByText('$650', { exact: true })).toBeVisible(); // a boat price, without decimals
  await expect(summary.getByText('Taxes & Fees')).toBeVisible();
  await expect(summary.getByText(/^\$[\d,]+\.\d\d USD$/)).toBeVisible();
  await expect(summary.getByText(/Full refund up to 72 hours/)).toBeVisible();
  await expect(summary.getByRole('link', { name: /Cancellation Policy/ })).toHaveAttribute(
    'href',
    `/${country}/policies/cancellation-policy`,
  );
});

test('a cruise guest gives the all-aboard time and times that would bring them back too late are greyed, saying why', async ({
  page,
}) => {
  const notice = await openCruiseNotice(page);
  await notice.getByRole('checkbox', { name: /getting back on board/ }).check();
  await notice.getByRole('button', { name: 'I UNDERSTAND' }).click();
  await expect(notice.getByText("Enter your ship's all-aboard time")).toBeVisible();
  // The keyboard goes from the footer's button to the time to give.
  await expect(notice.getByLabel(/All-aboard time/)).toBeFocused();
  await expect(page.getByRole('dialog', { name: 'Select Date & Time' })).toHaveCount(0);
  await notice.getByLabel(/All-aboard time/).fill('14:00');
  await notice.getByLabel(/ship's name/).fill('Allure of the Seas');
  await notice.getByRole('button', { name: 'I UNDERSTAND' }).click();

  const times = page.getByRole('dialog', { name: 'Select Date & Time' });
  await expect(times.getByLabel(/All-aboard time/)).toHaveValue('14:00');
  await showLaterDay(times);
  // Two hours out: back by 12:30 (1.5 hours before 14:00) means starting by 10:30.
  await expect(times.getByRole('button', { name: /^10:00 AM/ })).toBeEnabled();
  const late = times.getByRole('button', { name: /^11:00 AM/ });
  await expect(late).toBeDisabled();
  await expect(late).toContainText('Too late for your ship');
  await expect(times.getByText(/times ending after 12:30 PM/)).toBeVisible();

  await times.getByRole('button', { name: /^10:00 AM/ }).click();
  await page.getByRole('dialog', { name: 'Confirm Itinerary' }).getByRole('button', { name: 'CONTINUE' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Contact Information' }).getByLabel('Notes for the captain'),
  ).toHaveValue(/Allure of the Seas\. All aboard: 02:00 PM/);
});

test('the confirmation of a George Town cruise-terminal booking names the George Town office', async ({ page }) => {
  test.setTimeout(150_000);
  await page.goto(
    `/${country}/trip-builder?region=region-george-town&pickUpLocation=pul-royal-watler&activities=act-stingray-city&boat=cayman-pearl&adults=2`,
  );
  await expect(page.locator('#boatSection').getByRole('button', { name: /^Selected/ })).toBeVisible();
  await holdFirstFreeSlot(page);
  await bookHeldTrip(page);
  await expect(page.getByTestId('booking-ref')).toHaveText(/^KY-/, { timeout: 60_000 });
  const questions = page.locator('li').filter({ hasText: 'Questions about your charter?' });
  await expect(questions.getByRole('link', { name: 'georgetown@caymancharters.ky' })).toBeVisible();
  await expect(questions).not.toContainText('westbay@');
});
