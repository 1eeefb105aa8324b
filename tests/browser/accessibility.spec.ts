// axe-core on every kind of page and on the booking steps: no WCAG 2.1 A/AA violation it can detect (contrast,
// names, labels, roles), nor of its best practices (heading order, landmarks that can be told apart), which
// Lighthouse's accessibility score counts too. Keyboard use of modals and focus are covered where each feature is
// tested.
import { country, expect, seedBoats, test } from './fixtures';
import { ensureServerRunning } from './serverProcess';
import { axeViolations as violations } from './pageChecks';
import { buildDemoTrip, payOnTestCheckout, showLaterDay } from './tripSteps';

test.beforeEach(async () => {
  await ensureServerRunning();
});

test('content pages pass axe', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const [boat] = await seedBoats(baseURL!);
  const pages = [
    '',
    '/guide',
    '/guide/see-do',
    '/activity',
    '/boats-and-rates',
    `/boat/${boat!.urlTitle}`,
    '/compare-boats',
    '/faq',
    '/blog',
    '/contact-us',
    '/gallery',
    '/custom-trip',
    '/policies/privacy',
    '/booking-summary',
    '/trip-builder',
    '/no-such-page',
    '/policies',
    `/compare-boats?ids=${boat!.urlTitle}`,
  ];
  for (const path of pages) {
    await page.goto(`/${country}${path}`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await violations(page), path || '/').toEqual([]);
  }
  for (const [list, link] of [
    ['/guide', 'a[href*="/destination/"]'],
    ['/activity', 'a[href*="/adventures/"]'],
    ['/blog', 'a[href*="/blog/"]'],
  ]) {
    await page.goto(`/${country}${list}`);
    const href = await page.locator(link!).first().getAttribute('href');
    await page.goto(href!);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await violations(page), href!).toEqual([]);
  }
});

test('the trip builder, the booking steps, the test checkout and the confirmation pass axe on a phone', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await buildDemoTrip(page);
  expect(await violations(page), 'builder').toEqual([]);

  await page.getByRole('button', { name: 'Book This Trip' }).first().click();
  const nicelyDone = page.getByRole('dialog', { name: 'Nicely Done!' });
  await expect(nicelyDone).toBeVisible();
  expect(await violations(page), 'Nicely Done!').toEqual([]);

  await nicelyDone.getByRole('button', { name: 'CHECK AVAILABILITY' }).click();
  const arriving = page.getByRole('dialog', { name: 'How are you arriving?' });
  await expect(arriving).toBeVisible();
  expect(await violations(page), 'How are you arriving?').toEqual([]);

  await arriving.getByRole('button', { name: 'Flight' }).click();
  const air = page.getByRole('dialog', { name: 'Arriving by Air' });
  await expect(air).toBeVisible();
  expect(await violations(page), 'Arriving by Air').toEqual([]);

  await air.getByRole('button', { name: 'CONTINUE' }).click();
  const slots = page.getByRole('dialog', { name: 'Select Date & Time' });
  await showLaterDay(slots);
  expect(await violations(page), 'Select Date & Time').toEqual([]);

  await slots.locator('.bk-slot__button:not([disabled])').filter({ hasNotText: 'Call to book' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Confirm Itinerary' })).toBeVisible();
  expect(await violations(page), 'Confirm Itinerary').toEqual([]);

  await page.getByRole('button', { name: 'CONTINUE' }).click();
  const contact = page.getByRole('dialog', { name: 'Contact Information' });
  await contact.getByRole('button', { name: 'CONTINUE' }).click();
  await expect(contact.getByText('This field is required').first()).toBeVisible();
  expect(await violations(page), 'Contact Information with its errors').toEqual([]);

  await contact.getByRole('textbox', { name: 'First name' }).fill('Ada');
  await contact.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
  await contact.getByRole('textbox', { name: 'Email', exact: true }).fill('ada@example.com');
  await contact.getByRole('textbox', { name: 'Confirm email' }).fill('ada@example.com');
  await contact.getByRole('textbox', { name: /Phone/ }).fill('3455551234');
  await contact.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await contact.getByRole('button', { name: 'CONTINUE' }).click();
  const summary = page.getByRole('dialog', { name: 'Trip Summary' });
  await expect(summary.getByRole('button', { name: 'SECURE BOOKING' })).toBeEnabled();
  expect(await violations(page), 'Trip Summary').toEqual([]);

  await summary.getByRole('button', { name: 'SECURE BOOKING' }).click();
  await page.waitForURL(/\/test-checkout\//);
  expect(await violations(page), 'test checkout').toEqual([]);

  await payOnTestCheckout(page);
  await expect(page.getByTestId('booking-ref')).toHaveText(/^KY-[0-9A-Z]{6,12}$/, { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  expect(await violations(page), 'booking confirmed').toEqual([]);
});
