import { defineConfig } from 'vitest/config';
import type { Plugin, PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createReadStream, statSync } from 'node:fs';
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
    globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
    // The map archive is cached by the worker itself (sw/mapTiles.ts), keyed by its content hash.
    globIgnores: ['images/**', 'tiles/**', '**/*.pmtiles', '**/*.map'],
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  },
});

const mapArchiveFile = here('./tiles/cayman.pmtiles');
const mapArchiveUrl = '/tiles/cayman.pmtiles';

/** The first `bytes=start-end` range of a Range header, clamped to the file; null when absent or unsatisfiable. */
function byteRange(header: string | undefined, size: number): { start: number; end: number } | null | 'unsatisfiable' {
  const match = /^bytes=(\d*)-(\d*)/.exec(header ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const start = match[1] === '' ? Math.max(0, size - Number(match[2])) : Number(match[1]);
  const end = match[1] === '' || match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start > end || start >= size ? 'unsatisfiable' : { start, end };
}

/**
 * The offline map archive at /tiles/cayman.pmtiles: emitted into the build as is (the compression step skips it and
 * the precache ignores tiles/**; the worker caches it itself), and served by `vite` dev with Range support, which
 * pmtiles needs.
 */
function mapArchive(): Plugin {
  return {
    name: 'cayman:map-archive',
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: mapArchiveUrl.slice(1), source: await readFile(mapArchiveFile) });
    },
    configureServer(server) {
      server.middlewares.use(mapArchiveUrl, (req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        const size = statSync(mapArchiveFile).size;
        const range = byteRange(req.headers.range, size);
        res.setHeader('Accept-Ranges', 'bytes');
        res.setHeader('Content-Type', 'application/octet-stream');
        res.setHeader('Cache-Control', 'no-cache');
        if (range === 'unsatisfiable') {
          res.statusCode = 416;
          res.setHeader('Content-Range', `bytes */${size}`);
          return res.end();
        }
        const { start, end } = range ?? { start: 0, end: size - 1 };
        res.statusCode = range ? 206 : 200;
        if (range) res.setHeader('Content-Range', `bytes ${start}-${end}/${size}`);
        res.setHeader('Content-Length', String(end - start + 1));
        if (req.method === 'HEAD') return res.end();
        createReadStream(mapArchiveFile, { start, end }).pipe(res);
      });
    },
  };
}

// Never .pmtiles: pmtiles reads byte ranges of the file itself, which needs identity bytes.
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

const appPlugins: PluginOption[] = underVitest ? [react()] : [react(), mapArchive(), pwa, precompress()];

// The app's index.html lives in src/app so the top level stays as the guide fixes it.
export default defineConfig({
  root: here('./src/app'),
  publicDir: here('./public'),
  // Beside the packages, not under the app root.
  cacheDir: here('./node_modules/.vite'),
  plugins: appPlugins,
  resolve: {
    // jspdf's optional helpers for .html() and SVG, unused here (src/app/confirmation/pdfPluginStub.ts).
    alias: Object.fromEntries(['html2canvas', 'canvg', 'dompurify'].map((name) => [name, here('./src/app/confirmation/pdfPluginStub.ts')])),
  },
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
            { name: 'jspdf', test: /node_modules[\\/]jspdf[\\/]/, priority: 30 },
            // Shared by the lazy groups above and by the first screen; left to them, a group pulls them in with its own
            // dependencies and the entry then imports that heavy chunk (jspdf and pmtiles both use fflate; every lazy
            // import uses the preload helper).
            { name: 'fflate', test: /node_modules[\\/]fflate[\\/]/, priority: 40 },
            { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 40 },
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
