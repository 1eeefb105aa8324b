// The build of the PWA: the app (src/app, its index.html there), the service worker (sw/), the map archive and
// precompressed copies for the server. Tests are configured in vitest.config.ts.
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import sirv from 'sirv';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip, gzipSync } from 'node:zlib';
import { minifySync } from 'rolldown/utils';
import { cssTokens } from './src/app/styles/cssTokens';
import { MANIFEST_HREF, webManifest } from './src/app/pwa/webManifest';
// The config loads files, not the folder's index: Node resolves what the config imports, and less is quicker.
import {
  KEPT_BANNER_FILE,
  KEPT_BANNER_FUNCTION,
  KEPT_BANNER_MODE,
  SERVER_ENTRY_DIR,
  SERVER_ENTRY_FILE,
} from './src/domain/protocol/serverEntry';
import { isOfflineLaterFile, OFFLINE_LATER, type OfflineLaterList } from './src/domain/protocol/offlineLater';
import { planSharedChunks, type PlanModule } from './src/app/chunkPlan';
import { indexImports } from './scripts/indexImports.mjs';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const outDir = here('./dist');
const brand = cssTokens(readFileSync(here('./src/app/styles/tokens.css'), 'utf8'));

const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: here('./sw'),
  filename: 'sw.ts',
  injectRegister: false,
  // The glob below already precaches the icons; listing them twice would duplicate entries.
  includeManifestIcons: false,
  manifest: webManifest({ theme: brand['sea-700'], background: brand['sand-100'] }),
  manifestFilename: MANIFEST_HREF.slice(1),
  injectManifest: {
    // The app shell; photos under /images are cached at run time by the worker instead.
    globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
    // The map archive, the map library, the PDF writer, the phone rule and the Markdown rule are cached by the worker
    // in a second phase, once the page is idle (sw/offlineLater.ts): the install stays small. The archive is keyed by
    // its content hash (sw/mapTiles.ts).
    // The office's catalogue, people, reports and week tabs work only online: their code is fetched when one opens,
    // never by a guest's phone (offline the tab says it needs a connection).
    globIgnores: [
      'images/**',
      'tiles/**',
      '**/*.pmtiles',
      '**/*.map',
      'assets/maplibre*',
      'assets/jspdf*',
      'assets/phone*',
      'assets/markdown*',
      'assets/CatalogueView*',
      'assets/PeopleView*',
      'assets/ReportsView*',
      'assets/WeekView*',
      'assets/reportsPdf*',
    ],
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    // The worker, too, imports domain folders: only the files it uses go into it (scripts/indexImports.mjs).
    buildPlugins: { vite: [indexImports([here('./src/domain'), here('./src/app')])] },
  },
});

/**
 * The manifest's link, which vite-plugin-pwa writes into index.html, is left out: the app links it once it can be
 * installed (src/app/pwa/manifestLink.ts). Listed after the plugin, so that it runs after its insertion.
 */
const manifestLinkedByApp = (): Plugin => ({
  name: 'cayman:manifest-linked-by-app',
  apply: 'build',
  enforce: 'post',
  transformIndexHtml: {
    order: 'post',
    handler(html) {
      const link = `<link rel="manifest" href="${MANIFEST_HREF}">`;
      if (!html.includes(link)) throw new Error(`index.html: vite-plugin-pwa wrote no ${link} to leave out`);
      return html.replace(link, '');
    },
  },
});

/** The page's theme-color is the manifest's: index.html says %THEME_COLOR%. */
const themeColor = (): Plugin => ({
  name: 'cayman:theme-color',
  transformIndexHtml: (html) => html.replaceAll('%THEME_COLOR%', brand['sea-700']),
});

const mapArchiveUrl = '/tiles/cayman.pmtiles';

/**
 * The offline map archive at /tiles/cayman.pmtiles: emitted into the build as is (outside the precache; the worker
 * caches it itself), and served by `vite` dev from tiles/ with the Range requests pmtiles makes (sirv).
 */
function mapArchive(): Plugin {
  const tiles = sirv(here('./tiles'), { dev: true });
  return {
    name: 'cayman:map-archive',
    async generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: mapArchiveUrl.slice(1),
        source: await readFile(here(`.${mapArchiveUrl}`)),
      });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) =>
        req.url?.split('?')[0] === mapArchiveUrl
          ? tiles(Object.assign(req, { url: '/cayman.pmtiles' }), res, next)
          : next(),
      );
    },
  };
}

/** Lists the files of the offline copy's second phase (src/domain/protocol/offlineLater.ts) for the worker. */
function offlineLaterList(): Plugin {
  return {
    name: 'cayman:offline-later',
    apply: 'build',
    generateBundle(_options, bundle) {
      const list: OfflineLaterList = {
        files: Object.keys(bundle)
          .filter(isOfflineLaterFile)
          .sort()
          .map((fileName) => `/${fileName}`),
      };
      this.emitFile({ type: 'asset', fileName: OFFLINE_LATER.listPath.slice(1), source: JSON.stringify(list) });
    },
  };
}

// Never .pmtiles: pmtiles reads byte ranges of the file itself, which needs identity bytes.
const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Writes .gz and .br beside each text file of the build, which the server sends as they are. Written here, not with a
 * compression plugin: those compress the bundle when it closes, before vite-plugin-pwa writes sw.js, and the worker
 * (fetched again on every navigation to look for updates) needs its compressed copies too.
 */
function precompress(): Plugin {
  return {
    name: 'cayman:precompress',
    apply: 'build',
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files = await readdir(outDir, { recursive: true });
        for (const file of files.map((name) => join(outDir, name)).filter((path) => compressible.test(path))) {
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

// jspdf's optional helpers for .html() and SVG, unused here (src/app/confirmation/pdfPluginStub.ts).
const stubbedPdfHelpers = Object.fromEntries(
  ['html2canvas', 'canvg'].map((name) => [name, here('./src/app/confirmation/pdfPluginStub.ts')]),
);
/** jspdf's dompurify is stubbed too; the page texts' Markdown rule (src/app/content/markdown.ts) uses the real one. */
function pdfDompurifyStub(): Plugin {
  return {
    name: 'cayman:jspdf-dompurify-stub',
    enforce: 'pre',
    resolveId: (source, importer) =>
      source === 'dompurify' && importer && /[\\/]node_modules[\\/]jspdf[\\/]/.test(importer)
        ? here('./src/app/confirmation/pdfPluginStub.ts')
        : null,
  };
}

// Libraries every screen needs share one long-lived chunk; heavy ones (maps, PDF) stay in lazy chunks.
const firstScreenVendor =
  /node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|@tanstack[\\/](query-core|react-query))[\\/]/;
const preloadHelper = /vite[\\/]preload-helper/;
const firstScreenCode = (id: string) => firstScreenVendor.test(id) || preloadHelper.test(id);
const mapLibrary = /node_modules[\\/](maplibre-gl|pmtiles)[\\/]/;
const pdfLibrary = /node_modules[\\/]jspdf[\\/]/;
const fflateLibrary = /node_modules[\\/]fflate[\\/]/;
// The phone rule's numbering plans (~30 KiB): loaded by a phone field or a guest's number when it shows (usePhoneRule).
const phoneLibrary = /node_modules[\\/]libphonenumber-js[\\/]/;
// The page texts' Markdown rule (~25 KiB with its sanitizer): loaded only by a text that uses Markdown (MarkdownText).
const markdownLibrary = /(node_modules[\\/](marked|dompurify)[\\/]|src[\\/]app[\\/]content[\\/]markdown\.ts$)/;
const heavyLibrary = (id: string) =>
  [mapLibrary, pdfLibrary, fflateLibrary, phoneLibrary, markdownLibrary].some((library) => library.test(id));

/**
 * Issue #16: a page's first load is at most 12 JavaScript files; this plan keeps it to 9: the entry's three (index,
 * vendor with the preload helper, the bundler's runtime), the page's own chunk and at most 5 shared ones. Over HTTP/1.1
 * a browser opens 6 connections to a host, and each file past the sixth waits for one to be free, then a round trip
 * (600 ms on a ship's link): with 7 shared chunks the builder's code arrived ~0.25 s later there.
 */
const SHARED_CHUNKS_PER_PAGE = 5;

/**
 * A module's share of what a page downloads, for the plan's weighing: its code minified and compressed. The source's
 * length overweighs modules with long comments and texts that compress well.
 */
function shippedSize(id: string, code: string): number {
  try {
    return gzipSync(minifySync(id, code).code).length;
  } catch {
    return gzipSync(code).length;
  }
}

type ModuleInfo = {
  code: string | null;
  importedIds: readonly string[];
  dynamicImporters: readonly string[];
  isEntry: boolean;
};
type ModuleInfoOf = (id: string) => ModuleInfo | null;

/**
 * The code-splitting group of modules shared by lazily loaded parts: the chunk src/app/chunkPlan.ts plans for each. The
 * bundler calls `test` for every module before the first `name`, so the plan is made once, on that first call.
 */
function sharedChunksGroup() {
  const ids: string[] = [];
  let plan: Map<string, string> | undefined;
  const makePlan = (moduleInfo: ModuleInfoOf) => {
    // Also the modules the bundler does not offer (re-exporting index files): the paths of imports run through them.
    const modules = new Map<string, PlanModule>();
    const infos: [string, NonNullable<ReturnType<ModuleInfoOf>>][] = [];
    for (const pending = [...ids]; pending.length;) {
      const id = pending.pop()!;
      const info = modules.has(id) ? null : moduleInfo(id);
      if (!info) continue;
      modules.set(id, { size: info.code ? shippedSize(id, info.code) : 0, imports: info.importedIds });
      infos.push([id, info]);
      pending.push(...info.importedIds);
    }
    const initial = new Set<string>();
    const stack = infos.filter(([, info]) => info.isEntry).map(([id]) => id);
    while (stack.length) {
      const id = stack.pop()!;
      if (initial.has(id)) continue;
      initial.add(id);
      stack.push(...(modules.get(id)?.imports ?? []));
    }
    return planSharedChunks({
      modules,
      lazyParts: infos.filter(([, info]) => info.dynamicImporters.length).map(([id]) => id),
      budgeted: (id) => /Page\.tsx$/.test(id),
      maxSharedChunks: SHARED_CHUNKS_PER_PAGE,
      placedElsewhere: (id) => initial.has(id) || heavyLibrary(id),
    });
  };
  return {
    name: (id: string, context: { getModuleInfo: ModuleInfoOf }) =>
      (plan ??= makePlan((moduleId) => context.getModuleInfo(moduleId))).get(id) ?? null,
    test: (id: string) => {
      ids.push(id);
      return true;
    },
  };
}

/**
 * `vite build --ssr`: the app's entry for the server's renderer (src/app/serverEntry.tsx), its packages bundled in,
 * into dist/.ssr (a dot folder: the static file server does not serve it). The server loads it at run time.
 */
const serverEntryBuild = defineConfig({
  root: here('./src/app'),
  publicDir: false,
  cacheDir: here('./node_modules/.vite'),
  plugins: [react(), pdfDompurifyStub()],
  resolve: { alias: stubbedPdfHelpers },
  ssr: { noExternal: true, target: 'node' },
  build: {
    outDir: join(outDir, SERVER_ENTRY_DIR),
    emptyOutDir: true,
    copyPublicDir: false,
    rolldownOptions: { output: { entryFileNames: SERVER_ENTRY_FILE } },
  },
});

/**
 * `vite build --mode kept-banner`: the script the server inlines in the booking confirmation's shell to paint the kept
 * copy before the app's code (src/app/confirmation/keptBannerPaint.ts), one classic script into a dot folder of dist.
 */
const keptBannerBuild = defineConfig({
  root: here('./src/app'),
  publicDir: false,
  cacheDir: here('./node_modules/.vite'),
  build: {
    outDir: join(outDir, dirname(KEPT_BANNER_FILE)),
    emptyOutDir: true,
    copyPublicDir: false,
    lib: {
      entry: here('./src/app/confirmation/keptBannerPaint.ts'),
      formats: ['iife'],
      name: KEPT_BANNER_FUNCTION,
      fileName: () => basename(KEPT_BANNER_FILE),
    },
  },
});

const clientBuild = defineConfig({
  root: here('./src/app'),
  publicDir: here('./public'),
  // Beside the packages, not under the app root.
  cacheDir: here('./node_modules/.vite'),
  plugins: [
    indexImports([here('./src/domain'), here('./src/app')]),
    react(),
    pdfDompurifyStub(),
    themeColor(),
    mapArchive(),
    offlineLaterList(),
    pwa,
    manifestLinkedByApp(),
    precompress(),
  ],
  resolve: {
    alias: stubbedPdfHelpers,
  },
  build: {
    outDir,
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // With the preload helper every lazy import uses: one file fewer on every first load.
            { name: 'vendor', test: firstScreenCode, priority: 40 },
            // Named so the first-load bench can tell them apart; only pages that need them import these.
            { name: 'maplibre', test: mapLibrary, priority: 30 },
            { name: 'jspdf', test: pdfLibrary, priority: 30 },
            { name: 'phone', test: phoneLibrary, priority: 30 },
            { name: 'markdown', test: markdownLibrary, priority: 30 },
            // Shared by the lazy groups above (jspdf and pmtiles both use fflate); left to them, a group pulls it in
            // with its own dependencies and the other then imports that heavy chunk. The preload helper is in vendor,
            // above them for the same reason.
            { name: 'fflate', test: fflateLibrary, priority: 40 },
            // What the entry imports statically is loaded by every page anyway: one chunk, not one per sharer.
            { name: 'app', tags: ['$initial'], priority: 10 },
            // The plan places each module itself: a chunk must not take in its modules' imports, which the plan may
            // have put in a chunk shared more widely (Vite builds with preserveEntrySignatures: false, as this needs).
            { ...sharedChunksGroup(), priority: 5, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': process.env.API_URL ?? 'http://localhost:8080' },
  },
});

export default defineConfig((env) =>
  env.isSsrBuild ? serverEntryBuild : env.mode === KEPT_BANNER_MODE ? keptBannerBuild : clientBuild,
);
