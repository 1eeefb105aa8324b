import { HELD_SRC } from '../../src/app/ui/heldImages';
import { country, expect, test, watchForProblems } from './fixtures';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("the home page asks for the pictures of the carousel's later slides only as the guest nears it, and every slide then shows its own", async ({
  page,
}) => {
  const problems = watchForProblems(page);
  const asked = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'image') asked.add(new URL(request.url()).pathname);
  });
  await page.goto(`/${country}`);
  const carousel = page.getByRole('group', { name: 'Popular adventures' });
  const slides = carousel.getByRole('listitem');
  await expect(slides).toHaveCount(6);
  await page.waitForLoadState('load');
  // Kept: the test proves the browser did not ask, and its lazy loading neither says when it has decided nor runs on
  // the page's timers (page.clock cannot hurry it); a second is when it has asked for all it will.
  await page.waitForTimeout(1_000);

  const later = await carousel
    .locator(`img[${HELD_SRC}]`)
    .evaluateAll((images, attribute) => images.map((image) => image.getAttribute(attribute)!), HELD_SRC);
  expect(later).toHaveLength(3);
  for (const path of later)
    expect(asked, `${path} asked for before the carousel neared the screen`).not.toContain(path);

  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.locator(`img[${HELD_SRC}]`)).toHaveCount(0);
  for (let step = 0; step < 4; step++) await carousel.getByRole('button', { name: 'Next items' }).click();
  await expect(carousel.getByText('5–6 of 6')).toBeVisible();
  const pictures = slides.locator('img');
  await expect(pictures).toHaveCount(6);
  for (const image of await pictures.all()) {
    await expect
      .poll(() =>
        image.evaluate(
          (element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0,
        ),
      )
      .toBe(true);
  }
  expect(
    await pictures.evaluateAll((images) => images.map((image) => new URL((image as HTMLImageElement).src).pathname)),
  ).toEqual(expect.arrayContaining(later));
  expect(problems.list()).toEqual([]);
});
