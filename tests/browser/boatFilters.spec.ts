// The boats page's activity filter: the page carries only the stops' names for it (not their descriptions and
// pictures, which would push its HTML past the first round trip of a ship's link), and a ticked stop narrows the list.
import { country, expect, test, watchForProblems } from './fixtures';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

interface Stop {
  _id: string;
  name: string;
  description: string;
}
interface Listed {
  _id: string;
}

test('the activity filter lists the stops the fleet serves by name and narrows the list to the boats that go there', async ({
  page,
  request,
}) => {
  const problems = watchForProblems(page);
  const stops = (await (await request.get(`/api/v1/web/activity/country/${country}`)).json()) as Stop[];
  const html = await (await request.get(`/${country}/boats-and-rates`)).text();
  for (const stop of stops) expect(html, 'no stop description in the page').not.toContain(stop.description);

  await page.goto(`/${country}/boats-and-rates`);
  const show = page.getByRole('button', { name: 'Show filters' });
  await expect(show).toBeEnabled();
  await show.click();
  const group = page.getByRole('form', { name: 'Filter boats' }).getByRole('group', { name: 'Activities' });
  const names = await group
    .getByRole('checkbox')
    .evaluateAll((boxes) => boxes.map((box) => box.closest('label')!.textContent!.trim()));
  expect(names.length).toBeGreaterThan(0);
  expect(stops.map((stop) => stop.name)).toEqual(expect.arrayContaining(names));

  const ticked = stops.find((stop) => stop.name === names[0])!;
  const going = (await (
    await request.get(`/api/v1/web/boat?destination=${country}&activities=${ticked._id}`)
  ).json()) as Listed[];
  await group.getByRole('checkbox', { name: ticked.name }).check();
  await expect(
    page.getByRole('heading', { name: `${going.length} ${going.length === 1 ? 'boat' : 'boats'}` }),
  ).toBeVisible();
  expect(problems.list()).toEqual([]);
});
