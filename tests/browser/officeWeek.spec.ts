// Issue #58 on a phone: the office opens a boat's week calendar (the days stacked, each a heading and a list), sees a
// guest's booking there, opens it from the calendar, and changes the party size: re-priced by the server, in the
// booking's history. Free time offers the closure form, prefilled.
import { join } from 'node:path';
import { PHONE, expect, test } from './fixtures';
import { repoRoot } from './serverProcess';
import { bookDemoTrip } from './tripSteps';
import { officeOnPhone } from './staffSteps';

const SHOTS = join(repoRoot, 'test-results');

test.use(PHONE);

test("the office opens a boat's week on a phone, opens a booking from it and changes its party", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const ref = await bookDemoTrip(page);
  const info = await page.evaluate(async (r) => (await fetch(`/api/v1/web/booking/confirmed/${r}`)).json(), ref);
  const day = String(info.timeSlot.startTime).slice(0, 10);
  const boatName = String(info.tripSummary.boat.data.name);

  // The week first asked for (this week's) is given up once 'Week from' changes: react-query aborts what no one reads.
  const {
    context,
    page: office,
    problems,
  } = await officeOnPhone(browser, 'week58@charters.test', {
    name: 'Desk Week',
    allow: [/^failed request: GET \S+\/operator\/boats\/\S+\/week\?\S+ \(net::ERR_ABORTED\)$/],
  });
  await office.getByRole('link', { name: 'Week calendar' }).click();
  await expect(office.getByRole('heading', { name: 'Week calendar', level: 1 })).toBeVisible();
  await office.getByRole('combobox', { name: 'Boat' }).selectOption({ label: boatName });
  await office.getByLabel('Week from').fill(day);
  await expect(office.getByRole('heading', { name: boatName, level: 2 })).toBeVisible();
  // Seven days, each a heading over its list; the booking on its day, with free time beside it.
  await expect(office.locator('.week-day h3')).toHaveCount(7);
  const opener = office.getByRole('link', { name: `Open booking ${ref}` });
  await expect(opener).toBeVisible();
  await expect(office.getByRole('link', { name: /^Close this time/ }).first()).toBeVisible();
  expect(await office.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await office.screenshot({ path: join(SHOTS, 'office-week-390.png'), fullPage: true });

  // The booking opens from the calendar, by the keyboard.
  await opener.focus();
  await office.keyboard.press('Enter');
  await expect(office.getByRole('heading', { name: new RegExp(`^${ref} · `) })).toBeFocused();

  // A party one adult smaller (or larger, for a party of one): re-priced by the server, in the history.
  const adults = Number(info.adults);
  const to = adults > 1 ? adults - 1 : adults + 1;
  await office.getByText('Change the party size').click();
  const party = office.getByRole('form', { name: 'Change the party size' });
  await party.getByLabel('Adults').fill('0');
  await party.getByRole('button', { name: 'Change the party' }).click();
  await expect(party.getByLabel('Adults')).toHaveAccessibleDescription('At least one adult.');
  await party.getByLabel('Adults').fill(String(to));
  await party.getByRole('button', { name: 'Change the party' }).click();
  if (to < adults) {
    await expect(party.getByRole('status')).toHaveText(/^Party changed/);
    await expect(office.getByText(new RegExp(`Party changed from ${adults} adults`))).toBeVisible();
  } else {
    await expect(party.getByRole('status')).toContainText('The party changes once the guest pays it through this link');
    await expect(office.getByText(/Party change to 2 adults.* asked/)).toBeVisible();
  }
  expect(await office.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await office.screenshot({ path: join(SHOTS, 'office-week-party-390.png'), fullPage: true });
  expect(problems.list()).toEqual([]);
  await context.close();
});
