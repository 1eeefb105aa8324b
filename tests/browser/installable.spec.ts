// The app can be installed: a valid manifest (linked by the app), an active service worker, and no installability
// errors.
import { chromium, type BrowserContext } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { country, expect, test, waitForServiceWorkerControl } from './fixtures';

interface ManifestIcon {
  src: string;
  sizes: string;
  type?: string;
  purpose?: string;
}

// Chromium never offers to install from an incognito profile, which every test context is: use a real profile.
test('the app is installable', async ({ launchOptions, baseURL }) => {
  const profile = mkdtempSync(join(tmpdir(), 'cayman-install-'));
  const context = await chromium.launchPersistentContext(profile, { ...launchOptions, headless: true, baseURL });
  try {
    await expectInstallable(context, baseURL!);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

async function expectInstallable(context: BrowserContext, baseURL: string) {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`/${country}`);

  // The app links the manifest (src/app/pwa/manifestLink.ts): Chromium's installability check then stays out of the
  // first screen.
  const html = await (await page.request.get(`/${country}`)).text();
  expect(html, 'the page as served links no manifest').not.toContain('rel="manifest"');
  const manifestHref = await page.locator('link[rel="manifest"]').first().getAttribute('href');
  expect(manifestHref, 'the page links a web app manifest').toBeTruthy();
  const manifestResponse = await page.request.get(new URL(manifestHref!, baseURL).href);
  expect(manifestResponse.ok()).toBe(true);
  const manifest = (await manifestResponse.json()) as {
    name?: string;
    short_name?: string;
    start_url?: string;
    display?: string;
    icons?: ManifestIcon[];
  };
  expect(manifest.name).toBe('Cayman Boat Charters');
  expect(manifest.short_name).toBeTruthy();
  expect(manifest.start_url).toBe(`/${country}`);
  expect(manifest.display).toBe('standalone');
  const icons = manifest.icons ?? [];
  for (const size of ['192x192', '512x512']) {
    expect(
      icons.some((icon) => icon.sizes === size && (icon.purpose ?? 'any').includes('any')),
      `an icon of ${size}`,
    ).toBe(true);
  }
  expect(
    icons.some((icon) => icon.purpose?.includes('maskable')),
    'a maskable icon',
  ).toBe(true);
  for (const icon of icons) {
    const response = await page.request.get(new URL(icon.src, baseURL).href);
    expect(response.ok(), `${icon.src} is served`).toBe(true);
    expect(response.headers()['content-type']).toContain('image/png');
  }

  await waitForServiceWorkerControl(page);
  // Control is claimed while the worker is still activating; installable means it gets to 'activated'.
  await page.waitForFunction(
    async () => (await navigator.serviceWorker.ready).active?.state === 'activated',
    undefined,
    { timeout: 30_000 },
  );

  const cdp = await context.newCDPSession(page);
  const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: { message: string }[] };
  expect(errors, 'the manifest parses without errors').toEqual([]);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  expect(installabilityErrors.map((error) => error.errorId)).toEqual([]);
}
