// The offline map in airplane mode: once the guide has been seen online, its map draws land, sea and markers
// with the server gone (the service worker answers pmtiles' range requests from the cached archive).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { MAP_ARCHIVE } from '../../src/domain/geography';
import { cssTokens } from '../../src/app/styles/cssTokens';
import { country, expect, goOffline, test, waitForServiceWorkerControl } from './fixtures';
import { ensureServerRunning, repoRoot } from './serverProcess';

/** The map's sea and land as its style paints them (tokens.css, which mapStyle.ts reads). */
const tokens = cssTokens(readFileSync(join(repoRoot, 'src/app/styles/tokens.css'), 'utf8'));

test.beforeEach(async () => {
  await ensureServerRunning();
});

test.afterEach(async () => {
  await ensureServerRunning(); // later tests need the server whatever happened here
});

type Rgb = [number, number, number];
const rgbOf = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
const near = (a: Rgb, b: Rgb, tolerance = 10) => a.every((channel, i) => Math.abs(channel - b[i]!) <= tolerance);

/**
 * Scrolls the guide's map into view (it loads as it comes into view). In the page itself, in one step: the lazy
 * placeholder is replaced by the map when its code arrives, which a locator's scroll may catch half way.
 */
async function scrollToMap(page: Page): Promise<void> {
  await page.locator('.island-map').first().waitFor();
  await page.evaluate(() => document.querySelector('.island-map')?.scrollIntoView({ block: 'center' }));
}

/** The map's canvas sampled on a 9 × 7 grid (the map keeps its drawing buffer because of the test flag). */
async function sampleMapColours(page: Page): Promise<Rgb[]> {
  return page
    .locator('.island-map canvas')
    .first()
    .evaluate((canvas: HTMLCanvasElement) => {
      const copy = document.createElement('canvas');
      copy.width = canvas.width;
      copy.height = canvas.height;
      const context = copy.getContext('2d')!;
      context.drawImage(canvas, 0, 0);
      const samples: [number, number, number][] = [];
      for (let i = 1; i <= 9; i++) {
        for (let j = 1; j <= 7; j++) {
          const [r, g, b] = context.getImageData(
            Math.floor((canvas.width * i) / 10),
            Math.floor((canvas.height * j) / 8),
            1,
            1,
          ).data;
          samples.push([r!, g!, b!]);
        }
      }
      return samples;
    });
}

async function archiveIsCached(page: Page): Promise<boolean> {
  return page.evaluate(
    async ({ cacheName, path }) => (await (await caches.open(cacheName)).match(path)) !== undefined,
    MAP_ARCHIVE,
  );
}

test('the server answers range requests for the map archive with identity bytes', async ({ baseURL }) => {
  const response = await fetch(`${baseURL}${MAP_ARCHIVE.path}`, {
    headers: { Range: 'bytes=0-126', 'Accept-Encoding': 'gzip, br' },
  });
  expect(response.status).toBe(206);
  expect(response.headers.get('accept-ranges')).toBe('bytes');
  expect(response.headers.get('content-range')).toBe(`bytes 0-126/${MAP_ARCHIVE.bytes}`);
  expect(response.headers.get('content-encoding')).toBeNull();
  expect(response.headers.get('cache-control')).toBe('no-cache');
  const header = new Uint8Array(await response.arrayBuffer());
  expect(new TextDecoder().decode(header.slice(0, 7))).toBe('PMTiles');
});

test('the guide map draws land, sea and markers with the server stopped', async ({ context, page, baseURL }) => {
  await context.addInitScript(() => {
    window.islandMapReadablePixels = true;
  });
  const guide = `/${country}/guide`;

  await test.step('visit home and the guide online', async () => {
    await page.goto(`/${country}`);
    await waitForServiceWorkerControl(page);
    await page.goto(guide);
    await scrollToMap(page);
    await expect(page.locator('.island-map[data-map-ready="true"]')).toBeVisible({ timeout: 60_000 });
    await expect
      .poll(() => archiveIsCached(page), { message: 'the archive is in Cache Storage', timeout: 30_000 })
      .toBe(true);
    await expect(page.getByText(/^Offline map: .+ saved$/)).toBeVisible();
    await page.waitForLoadState('networkidle');
  });

  await goOffline(context, baseURL!);

  await test.step('reload the guide with the server stopped', async () => {
    await page.reload();
    await scrollToMap(page);
    await expect(page.locator('.island-map[data-map-ready="true"]')).toBeVisible({ timeout: 60_000 });
    const markers = page.locator('.island-map__marker');
    await expect(markers.first()).toBeVisible();
    expect(await markers.count()).toBeGreaterThan(5);
    await expect(markers.first().locator('svg path')).toHaveCount(1);
  });

  await test.step('the canvas shows the land and sea colours of the style', async () => {
    const sea = rgbOf(tokens['map-sea']!);
    const land = rgbOf(tokens['map-land']!);
    await expect
      .poll(
        async () => {
          const samples = await sampleMapColours(page);
          return { sea: samples.some((c) => near(c, sea)), land: samples.some((c) => near(c, land)) };
        },
        { message: 'sampled pixels include sea and land', timeout: 20_000 },
      )
      .toEqual({ sea: true, land: true });
  });

  await test.step('a marker opens its popup offline', async () => {
    await scrollToMap(page);
    // Places close together overlap: take a marker nothing covers.
    const title = await page.evaluate(() =>
      [...document.querySelectorAll('.island-map__marker')]
        .find((marker) => {
          const box = marker.getBoundingClientRect();
          return (
            document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)?.closest('.island-map__marker') ===
            marker
          );
        })
        ?.getAttribute('aria-label'),
    );
    expect(title, 'a marker that nothing covers').toBeTruthy();
    await page.getByRole('button', { name: title!, exact: true }).click();
    await expect(page.locator('.maplibregl-popup .island-map__popup-title').filter({ hasText: title! })).toBeVisible();
  });
});
