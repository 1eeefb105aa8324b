import { defineConfig } from 'vitest/config';
import type { Plugin, PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const outDir = here('./dist');
const underVitest = Boolean(process.env.VITEST);

// Sea-and-sand palette shared by the manifest and the icons in public/icons.
const seaBlue = '#0b4f6c';
const sand = '#f6efe0';

const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: here('./sw'),
  filename: 'sw.ts',
  injectRegister: false,
  // The glob below already precaches the icons; listing them twice would duplicate entries.
  includeManifestIcons: false,
  manifest: {
    id: '/cayman-islands',
    name: 'Cayman Boat Charters',
    short_name: 'Boat Charters',
    description: 'Book private boat charters around Grand Cayman: pick a boat, plan your stops, and pay securely — even with a patchy connection.',
    lang: 'en-US',
    start_url: '/cayman-islands',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: seaBlue,
    background_color: sand,
    categories: ['travel', 'sports'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    // The app shell; photos under /images are cached at run time by the worker instead.
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    globIgnores: ['images/**', 'tiles/**', '**/*.map'],
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  },
});

const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)])),
  );
  return nested.flat();
}

/** Writes .gz and .br beside each text file of the build so the server can send them precompressed. */
function precompress(): Plugin {
  let builtDir = outDir;
  return {
    name: 'cayman:precompress',
    apply: 'build',
    configResolved(config) {
      builtDir = config.build.outDir;
    },
    // After the service worker build, which vite-plugin-pwa runs in its own closeBundle.
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files = (await listFiles(builtDir)).filter((file) => compressible.test(file));
        for (const file of files) {
          if ((await stat(file)).size < 1024) continue;
          const content = await readFile(file);
          await writeFile(`${file}.gz`, await gzipAsync(content, { level: 9 }));
          await writeFile(
            `${file}.br`,
            await brotliAsync(content, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
        }
      },
    },
  };
}

// Libraries every screen needs share one long-lived chunk; heavy ones (maps, PDF) stay in lazy chunks.
const firstScreenVendor = /node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|@tanstack[\\/](query-core|react-query))[\\/]/;

const appPlugins: PluginOption[] = underVitest ? [react()] : [react(), pwa, precompress()];

// The app's index.html lives in src/app so the top level stays as the guide fixes it.
export default defineConfig({
  root: here('./src/app'),
  publicDir: here('./public'),
  // Beside the packages, not under the app root.
  cacheDir: here('./node_modules/.vite'),
  plugins: appPlugins,
  build: {
    outDir,
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor', test: firstScreenVendor, priority: 20 },
            // Named so the first-load bench can tell them apart; only pages that need them import these.
            { name: 'maplibre', test: /node_modules[\\/](maplibre-gl|pmtiles)[\\/]/, priority: 30 },
            { name: 'jspdf', test: /node_modules[\\/](jspdf|html2canvas|canvg)[\\/]/, priority: 30 },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': process.env.API_URL ?? 'http://localhost:8080' },
  },
  test: {
    // Vite's root is the app; tests live at the top of the repository.
    root: here('.'),
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'unit',
          root: here('.'),
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          // A file opts into a DOM with a `// @vitest-environment jsdom` comment.
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          root: here('.'),
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // One database at a time: files run one after another in a single fork.
          pool: 'forks',
          maxWorkers: 1,
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
