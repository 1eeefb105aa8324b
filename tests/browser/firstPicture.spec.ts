import { isRenderedPage } from '../../src/domain/protocol';
import { country, expect, test, watchForProblems } from './fixtures';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

// Pages that open with a list of cards: on a phone the first card's picture is the largest thing the first screen
// paints, so it is asked for as the page arrives (preloaded first in the head, not lazy), the other cards' stay lazy.
const LIST_PAGES = ['activity', 'boats-and-rates', 'guide/see-do', 'blog'];

for (const path of LIST_PAGES) {
  test(`/${country}/${path}: the first card's picture is asked for at once and is the largest paint on a phone`, async ({
    page,
    request,
  }) => {
    const problems = watchForProblems(page);
    await page.goto(`/${country}/${path}`);
    const cards = page.locator('img.card__image');
    await expect(cards.first()).toBeVisible();
    const tags = await cards.evaluateAll((images) => images.map((image) => image.outerHTML));
    expect(tags.length).toBeGreaterThan(1);
    const [first, ...others] = tags;
    expect(first).toContain('fetchpriority="high"');
    expect(first).toContain('loading="eager"');
    for (const other of others) {
      expect(other).toContain('loading="lazy"');
      expect(other).not.toContain('fetchpriority');
    }
    const firstPath = first!.match(/src="([^"]+)"/)![1];
    // Painted (a page the server does not render draws its cards after the text above them).
    await expect.poll(() => cards.first().evaluate((image) => (image as HTMLImageElement).complete)).toBe(true);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const largest = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          new PerformanceObserver((list) => {
            const element = (list.getEntries().at(-1) as PerformanceEntry & { element?: Element }).element;
            resolve(element instanceof HTMLImageElement ? new URL(element.src).pathname : String(element?.tagName));
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    expect(largest).toBe(firstPath);
    expect(problems.list()).toEqual([]);

    // A page the server renders names the picture in its first response, preloaded first in the head.
    if (!isRenderedPage(`/${country}/${path}`)) return;
    const html = await (await request.get(`/${country}/${path}`)).text();
    expect(html.slice(0, html.indexOf('</head>'))).toContain(
      `<link rel="preload" as="image" href="${firstPath}" fetchpriority="high">`,
    );
    expect(html).toMatch(new RegExp(`<img [^>]*fetchPriority="high"[^>]*src="${firstPath}"[^>]*loading="eager"`));
  });
}
