// A guest coming back to a booking from another phone: through the email's link (then from 'My bookings' there), or by
// reference and email on the booking summary page. Each way offers what the server lets it do, and no call fails.
import type { Browser, Page } from '@playwright/test';
import { country, expect, test, watchForProblems } from './fixtures';
import { readState } from './serverProcess';
import { bookDemoTrip } from './tripSteps';

const PHONE = { viewport: { width: 390, height: 844 }, timezoneId: 'Asia/Tokyo', serviceWorkers: 'allow' as const };
const otherPhone = async (browser: Browser): Promise<Page> =>
  (await browser.newContext({ ...PHONE, baseURL: readState().baseURL })).newPage();

test('the email link works on another phone, also reopened from its My bookings; a booking found by email offers no call that fails', async ({
  page,
  browser,
}) => {
  const bookingRef = await bookDemoTrip(page);
  const token = new URL(page.url()).searchParams.get('token');
  expect(token).toBeTruthy();

  const linked = await otherPhone(browser);
  const linkedProblems = watchForProblems(linked);
  await linked.goto(`/${country}/booking-confirmed?ref=${bookingRef}&token=${token}`);
  await expect(linked.getByTestId('booking-ref')).toHaveText(bookingRef);
  // Later, from the home page's 'My bookings': the address names only the reference.
  await linked.goto(`/${country}`);
  await linked.getByRole('link', { name: new RegExp(bookingRef) }).click();
  await expect(linked).toHaveURL(new RegExp(`booking-confirmed\\?ref=${bookingRef}$`));
  await expect(linked.getByRole('button', { name: 'Change date or time' })).toBeVisible();
  await linked.getByRole('button', { name: 'Send again' }).click();
  await expect(linked.getByText('Email sent successfully!')).toBeVisible();
  // Sent empty: the keyboard goes to the field, which reads why.
  await linked.getByRole('button', { name: 'Send feedback' }).click();
  await expect(linked.getByLabel(/Your feedback/)).toBeFocused();
  await linked.getByLabel(/Your feedback/).fill('Easy to find again from the email.');
  await linked.getByRole('button', { name: 'Send feedback' }).click();
  await expect(linked.getByText('Feedback sent successfully!')).toBeVisible();
  expect(linkedProblems.list()).toEqual([]);

  const found = await otherPhone(browser);
  const foundProblems = watchForProblems(found);
  await found.goto(`/${country}/booking-summary`);
  await found.getByRole('button', { name: 'Find booking' }).click();
  await expect(found.getByLabel(/Booking reference/)).toBeFocused();
  await found.getByLabel(/Booking reference/).fill(bookingRef);
  await found.getByLabel(/Email/).fill('ada@example.com');
  await found.getByRole('button', { name: 'Find booking' }).click();
  await expect(found.getByTestId('booking-ref')).toHaveText(bookingRef);
  await expect(
    found.getByText('To change or cancel this booking, open the link in its confirmation email.'),
  ).toBeVisible();
  await found.reload();
  await expect(found.getByTestId('booking-ref')).toHaveText(bookingRef);
  await expect(
    found.getByText('To change or cancel this booking, open the link in its confirmation email.'),
  ).toBeVisible();
  // Read afresh from the server, so not presented as the copy kept on the device.
  await expect(found.getByText('This is the copy of your confirmation kept on this device.')).toBeHidden();
  expect(foundProblems.list()).toEqual([]);
});
