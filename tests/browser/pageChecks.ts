// What the tests look at on a page: its API reads, whether the worker cached them, its headings, what axe finds.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { isCacheableApiRead } from '../../sw/apiCachePolicy';

/** Collects the catalogue reads a page makes from now on (those the service worker should keep). */
export function recordCacheableApiReads(page: Page, siteOrigin: string): { urls: () => string[]; stop: () => void } {
  const urls = new Set<string>();
  const onRequest = (request: { url(): string; method(): string }) => {
    const url = new URL(request.url());
    if (isCacheableApiRead(url, request.method(), siteOrigin)) urls.add(url.href);
  };
  page.on('request', onRequest);
  return { urls: () => [...urls], stop: () => page.off('request', onRequest) };
}

/** The URLs of `urls` that are not (yet) in the service worker's 'catalogue' cache. */
export async function uncachedOf(page: Page, urls: string[]): Promise<string[]> {
  return page.evaluate(async (wanted) => {
    const cache = await caches.open('catalogue');
    const missing: string[] = [];
    for (const url of wanted) if (!(await cache.match(url))) missing.push(url);
    return missing;
  }, urls);
}

/** The page's own headings (h1, h2) in order: what a guest sees of its data. */
export async function mainHeadings(page: Page): Promise<string[]> {
  const main = page.locator('main');
  const scope = (await main.count()) > 0 ? main.first() : page.locator('body');
  const texts = await scope.locator('h1, h2').allInnerTexts();
  return texts.map((text) => text.trim()).filter(Boolean);
}

/** axe's WCAG A/AA and best-practice rule ids with the elements that break them, once fades and slides end. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
