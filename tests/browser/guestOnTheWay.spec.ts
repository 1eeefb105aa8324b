// Issue #57 §4 and §5, on a phone: what a guest tripped over on the way from the first page to the confirmation.
import type { Locator, Page } from '@playwright/test';
import { caymanDate, country, expect, goOffline, test, ZONE } from './fixtures';
import { ensureServerRunning } from './serverProcess';
import { buildDemoTrip, fillContactDetails, fillTestCard, holdFirstFreeSlot, payOnTestCheckout } from './tripSteps';

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

test.beforeEach(async () => {
  await ensureServerRunning();
});
test.afterEach(async () => {
  await ensureServerRunning(); // a test here stops it to be offline
});

/** Every corner of `box` on the screen, left to right. */
async function expectWithinScreen(box: Locator) {
  const rect = (await box.boundingBox())!;
  expect(rect.x, await box.innerText()).toBeGreaterThanOrEqual(0);
  expect(rect.x + rect.width, await box.innerText()).toBeLessThanOrEqual(PHONE.width);
}

const tripMenu = (page: Page) => page.locator('.tb-bar').getByRole('button', { name: 'Trip', exact: true });

test("the 'Trip' menu and the pace menu in it stay on a 390 px screen", async ({ page }) => {
  await buildDemoTrip(page);
  await tripMenu(page).click();
  const panel = page.locator('.tb-bar .tb-menu--mini > .popover__panel');
  await expect(panel.getByRole('button', { name: 'Send Booking Inquiry' })).toBeVisible();
  await expectWithinScreen(panel);
  for (const control of await panel.locator('button').all()) await expectWithinScreen(control);
  await panel.getByRole('button', { name: /^Pace/ }).click();
  const pace = panel.locator('.popover__panel').filter({ hasText: 'Relaxed' });
  await expect(pace).toBeVisible();
  await expectWithinScreen(pace);
});

test('a boat that cannot run the trip: the bar says why at once, and Book says it again instead of Nicely Done', async ({
  page,
}) => {
  await buildDemoTrip(page); // the Reef Hopper, which does not fish
  await page.getByRole('checkbox', { name: 'Deep-Sea Fishing: North Wall' }).check();
  const why = 'Deep-Sea Fishing: North Wall is not offered by this boat';
  const bar = page.locator('.tb-bar');
  await expect(bar.getByText(why)).toBeVisible();
  await expect(bar.getByText('—', { exact: true })).toHaveCount(0);
  await expectWithinScreen(bar.getByText(why));
  await bar.getByRole('button', { name: 'Book This Trip' }).click();
  const holdOn = page.getByRole('dialog', { name: 'Hold on...' });
  await expect(holdOn.getByText(why)).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Nicely Done!' })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/guest-on-the-way/cannot-run.png' });
  await holdOn.getByRole('button', { name: 'CONTINUE' }).click();
  // Put right, the trip is ready again.
  await page.getByRole('checkbox', { name: 'Deep-Sea Fishing: North Wall' }).uncheck();
  await expect(bar.getByText(/^\$[\d,]+\.\d\d$/)).toBeVisible();
  await bar.getByRole('button', { name: 'Book This Trip' }).click();
  await expect(page.getByRole('dialog', { name: 'Nicely Done!' })).toBeVisible();
});

test("'My bookings' is in the menu and the footer, and opens the bookings kept on the device", async ({ page }) => {
  await page.goto(`/${country}`);
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(async () => {
    // a tap before the page's code has run opens nothing: tap again, as a guest would
    await menu.click();
    await expect(page.getByRole('button', { name: 'Close' })).toHaveAttribute('aria-expanded', 'true', {
      timeout: 1000,
    });
  }).toPass();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My bookings' }).click();
  await expect(page).toHaveURL(new RegExp(`/${country}/booking-summary$`));
  await expect(page.getByRole('heading', { name: 'My bookings' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'My bookings' })).toHaveAttribute(
    'href',
    `/${country}/booking-summary`,
  );
  // Where the links stand in a row, all of them fit: none wraps, the page is not wider than the screen.
  for (const width of [1200, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My bookings' });
    await expect(link).toBeVisible();
    expect((await link.boundingBox())!.height).toBeLessThan(48);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
});

test.describe('the date picker, on a phone a day ahead of the island', () => {
  // 21:30 on the island is the next afternoon on Kiritimati (UTC+14): the phone's date is one day on.
  test.use({ timezoneId: 'Pacific/Kiritimati' });

  test("'Today' is the island's; a click after a whole range starts a new one; a day clicked twice stays", async ({
    page,
  }) => {
    const islandDay = caymanDate(0);
    const eveningOnIsland = new Date(`${islandDay}T21:30:00-05:00`);
    expect(new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(eveningOnIsland)).toBe(islandDay);
    await page.clock.setFixedTime(eveningOnIsland);
    await page.goto(`/${country}/trip-builder`);
    const calendar = page.locator('#arrivalSection .tb-dates');
    await calendar.scrollIntoViewIfNeeded();
    await expect(calendar.locator('.rdp-root')).toBeVisible();
    await expect(calendar.locator('td[data-today]')).toHaveAttribute('data-day', islandDay);
    expect(await page.evaluate(() => new Date().getDate())).not.toBe(Number(islandDay.slice(8)));

    // Days of next month, all free to pick.
    await calendar.getByRole('button', { name: /next month/i }).click();
    const month = (await calendar.locator('td[data-day]:not([data-outside])').first().getAttribute('data-day'))!.slice(
      0,
      8,
    );
    const day = (n: number) => `${month}${String(n).padStart(2, '0')}`;
    const click = (n: number) => calendar.locator(`td[data-day="${day(n)}"] button`).click();
    const selected = () =>
      calendar.locator('td[data-selected]').evaluateAll((cells) => cells.map((c) => c.getAttribute('data-day')));

    await click(5);
    await click(5); // the same day again: still chosen
    expect(await selected()).toEqual([day(5)]);
    await click(8);
    expect(await selected()).toEqual([day(5), day(6), day(7), day(8)]);
    await click(25); // after a whole range: a new one, not 5–25 and 'Too Many Days'
    expect(await selected()).toEqual([day(25)]);
    await expect(page.getByRole('dialog', { name: /Too Many Days/ })).toHaveCount(0);
    await click(27);
    expect(await selected()).toEqual([day(25), day(26), day(27)]);
  });
});

test('booking inquiry step 1 names every missing answer at once', async ({ page }) => {
  await buildDemoTrip(page);
  await tripMenu(page).click();
  await page.getByRole('button', { name: 'Send Booking Inquiry' }).click();
  const inquiry = page.getByRole('dialog', { name: 'Booking Inquiry' });
  await inquiry.getByRole('button', { name: 'CONTINUE' }).click();
  await expect(inquiry.locator('.field__error')).toHaveText([
    'This field is required',
    'This field is required',
    'This field is required',
  ]);
  const summary = inquiry.getByText('Still to answer: Preferred date, Preferred time, How are you arriving?');
  await expect(summary).toBeVisible();
  await expect(inquiry.getByLabel('Preferred date')).toBeFocused();
  await inquiry.getByRole('radio', { name: 'PM' }).check();
  await expect(inquiry.getByText('Still to answer: Preferred date, How are you arriving?')).toBeVisible();
});

test("COPY LINK says 'Link copied to clipboard!'", async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await buildDemoTrip(page);
  await tripMenu(page).click();
  await page.getByRole('button', { name: 'Share Trip' }).click();
  await page.getByRole('dialog', { name: /Share/ }).getByRole('button', { name: 'COPY LINK' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied to clipboard!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Link copied successfully!' })).toBeVisible();
});

test('boats show their rating and review count beside their price: cards, the builder, the boat page', async ({
  page,
  baseURL,
}) => {
  const reviews = (await (await fetch(`${baseURL}/api/v1/web/review?country=${country}`)).json()) as {
    boatId: string | null;
    rating: number;
  }[];
  const mine = reviews.filter((r) => r.boatId === 'boat-reef-hopper');
  expect(mine.length).toBeGreaterThan(0);
  const average = (mine.reduce((s, r) => s + r.rating, 0) / mine.length).toFixed(1);
  const count = `(${mine.length} ${mine.length === 1 ? 'review' : 'reviews'})`;

  await page.goto(`/${country}/boats-and-rates`);
  const card = page.locator('.boat-card').filter({ hasText: 'Reef Hopper' });
  await expect(card.locator('.rating')).toHaveText(new RegExp(`${average}.*${count.replace(/[()]/g, '\\$&')}`));
  await expect(card.locator('.card__price')).toBeVisible();

  await buildDemoTrip(page);
  await expect(
    page.locator('#boatSection .tb-boat').filter({ hasText: 'Reef Hopper' }).locator('.rating'),
  ).toContainText(average);

  await page.goto(`/${country}/boat/reef-hopper`);
  const price = page.locator('.boat-page__price');
  await expect(price).toContainText('2 hours from');
  await expect(price.locator('.rating')).toContainText(`${average} out of 5,`);
  await price.getByRole('link', { name: count.slice(1, -1) }).click();
  await expect(page.getByRole('heading', { name: 'What guests say about Reef Hopper' })).toBeInViewport();
});

test("the hero's text has 4.5:1 over the lightest part of the drawing under it", async ({ page }) => {
  await page.goto(`/${country}`);
  const hero = page.locator('.page-hero--large');
  await expect(hero.locator('.page-hero__image')).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  for (const selector of ['.page-hero__lead', '.page-hero__eyebrow']) {
    const text = hero.locator(selector);
    // The text taken away, what is under it is photographed: its lightest pixel against the text's own colour.
    const colour = await text.evaluate((el) => getComputedStyle(el).color);
    await text.evaluate((el) => {
      (el as HTMLElement).style.color = 'transparent';
    });
    const shot = await text.screenshot({ animations: 'disabled' });
    await text.evaluate((el) => {
      (el as HTMLElement).style.color = '';
    });
    const ratio = await page.evaluate(
      async ({ png, colour }) => {
        const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
        const image = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(image.width, image.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        const { data } = context.getImageData(0, 0, image.width, image.height);
        const channel = (v: number) => ((v /= 255) <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
        const luminance = (r: number, g: number, b: number) =>
          0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
        let lightest = 0;
        for (let i = 0; i < data.length; i += 4)
          lightest = Math.max(lightest, luminance(data[i]!, data[i + 1]!, data[i + 2]!));
        const [r, g, b] = colour.match(/\d+(\.\d+)?/g)!.map(Number);
        const text = luminance(r!, g!, b!);
        return (Math.max(text, lightest) + 0.05) / (Math.min(text, lightest) + 0.05);
      },
      { png: shot.toString('base64'), colour },
    );
    expect(ratio, selector).toBeGreaterThanOrEqual(4.5);
  }
});

test("paying: an empty 'Name on card' is said; offline, 'Send again' says the phone is offline", async ({
  page,
  context,
  baseURL,
}) => {
  await buildDemoTrip(page);
  await holdFirstFreeSlot(page);
  await page.getByRole('dialog', { name: 'Confirm Itinerary' }).getByRole('button', { name: 'CONTINUE' }).click();
  const summary = await fillContactDetails(page);
  await summary.getByRole('button', { name: 'SECURE BOOKING' }).click();
  await page.waitForURL(/\/test-checkout\//);
  await fillTestCard(page, '');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByText('Enter the name on your card.')).toBeVisible();
  await expect(page.getByLabel('Name on card')).toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({ path: 'test-results/guest-on-the-way/checkout-name.png', fullPage: true });
  await payOnTestCheckout(page);
  await expect(page.getByTestId('booking-ref')).toHaveText(/^KY-/, { timeout: 60_000 });

  await goOffline(context, baseURL!);
  await page.getByRole('button', { name: 'Send again' }).click();
  await expect(page.locator('.send-again__result')).toHaveText(
    'This phone is offline: the email can be sent again once it has a connection.',
  );
  await context.setOffline(false);
});
