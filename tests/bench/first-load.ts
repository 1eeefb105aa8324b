// First-load bench: the gzipped JavaScript each route needs on a cold visit (entry, its static
// imports and the route's lazy page chunk), read from the build's manifest, and the service worker's precache.
// Checks that the first screen loads neither maplibre-gl nor jspdf and that the precache leaves out the offline copy's
// second phase; with --goals also the budgets of issue #16 (every route ≤ 150 KiB in ≤ 12 files, precache ≤ 400 KiB).
// Usage: npm run build && npm run bench [-- --json=out.json]   (npm test runs it without --goals)
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { isOfflineLaterFile } from '../../src/domain/protocol';

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const distDir = join(repoRoot, 'dist');
const manifestPath = join(distDir, '.vite/manifest.json');

/** The first screen: the country home page (relative to src/app, as in src/app/routes.tsx). */
const firstScreenPage = 'pages/HomePage.tsx';

/** Route labels for the table; every lazily loaded page of the build is reported, labelled or not. */
const routeOfPage: Record<string, string> = {
  'pages/HomePage.tsx': '/cayman-islands',
  'pages/GuidePage.tsx': '/cayman-islands/guide',
  'pages/boats/BoatsPage.tsx': '/cayman-islands/boats-and-rates',
  'pages/boat/BoatPage.tsx': '/cayman-islands/boat/:id',
  'pages/AdventuresPage.tsx': '/cayman-islands/activity',
  'pages/FaqPage.tsx': '/cayman-islands/faq',
  'pages/CompareBoatsPage.tsx': '/cayman-islands/compare-boats',
  'pages/GuideSectionPage.tsx': '/cayman-islands/guide/:section',
  'confirmation/ConfirmationPage.tsx': '/cayman-islands/booking-confirmed',
  'trip-builder/TripBuilderPage.tsx': '/cayman-islands/trip-builder',
};

/** Issue #16: every route's first-load JavaScript, and the worker's install. */
const ROUTE_BUDGET_KIB = 150;
const ROUTE_MAX_FILES = 12;
const PRECACHE_BUDGET_KIB = 400;
const withGoals = process.argv.includes('--goals');

/** The files the worker's install downloads: the precache manifest vite-plugin-pwa wrote into sw.js. */
function precacheFiles(): string[] {
  const worker = readFileSync(join(distDir, 'sw.js'), 'utf8');
  return [...worker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]!);
}

/** Chunks the heavy libraries are split into (named in vite.config.ts codeSplitting groups). */
const heavyLibraries = [
  { library: 'maplibre-gl', chunkName: 'maplibre', source: /node_modules\/(maplibre-gl|pmtiles)\// },
  { library: 'jspdf', chunkName: 'jspdf', source: /node_modules\/(jspdf|html2canvas|canvg)\// },
];

function staticClosure(manifest: Manifest, keys: string[], into = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (into.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk ${key}`);
    into.add(key);
    staticClosure(manifest, chunk.imports ?? [], into);
  }
  return into;
}

const gzipSizes = new Map<string, number>();
function gzippedSize(file: string): number {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
    gzipSizes.set(file, size);
  }
  return size;
}

function heavyIn(manifest: Manifest, keys: Set<string>): string[] {
  return heavyLibraries
    .filter(({ chunkName, source }) =>
      [...keys].some((key) => manifest[key]!.name === chunkName || source.test(manifest[key]!.src ?? key)),
    )
    .map(({ library }) => library);
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

function main(): number {
  if (!existsSync(manifestPath)) {
    console.error('dist/.vite/manifest.json is missing: run `npm run build` first.');
    return 1;
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) {
    console.error(`Expected one entry chunk in the manifest, found ${entries.length}.`);
    return 1;
  }
  const [entryKey] = entries[0]!;
  const entryClosure = staticClosure(manifest, [entryKey]);
  const entryJs = [...entryClosure].reduce((sum, key) => sum + gzippedSize(manifest[key]!.file), 0);

  const checks: { name: string; ok: boolean; detail: string }[] = [];
  const rows: { route: string; entryKb: number; routeKb: number; totalKb: number; files: number; heavy: string[] }[] =
    [];

  const entryHeavy = heavyIn(manifest, entryClosure);
  checks.push({
    name: 'the entry and its static imports hold neither maplibre-gl nor jspdf',
    ok: entryHeavy.length === 0,
    detail: entryHeavy.length ? `found ${entryHeavy.join(', ')}` : 'ok',
  });

  const pages = Object.keys(manifest)
    .filter((key) => manifest[key]!.isDynamicEntry && /Page\.tsx$/.test(key))
    .sort((a, b) => (routeOfPage[a] ?? `~${a}`).localeCompare(routeOfPage[b] ?? `~${b}`));
  if (!pages.includes(firstScreenPage)) {
    checks.push({
      name: `the first screen's page ${firstScreenPage} is a lazy chunk of the build`,
      ok: false,
      detail: 'not in the manifest (renamed? update tests/bench/first-load.ts)',
    });
  }

  for (const page of pages) {
    const route = routeOfPage[page] ?? page;
    const closure = staticClosure(manifest, [page], new Set(entryClosure));
    const routeOnly = [...closure].filter((key) => !entryClosure.has(key));
    const routeJs = routeOnly.reduce((sum, key) => sum + gzippedSize(manifest[key]!.file), 0);
    const heavy = heavyIn(manifest, closure);
    rows.push({
      route,
      entryKb: entryJs / 1024,
      routeKb: routeJs / 1024,
      totalKb: (entryJs + routeJs) / 1024,
      files: closure.size,
      heavy,
    });
    if (withGoals) {
      const totalKiB = (entryJs + routeJs) / 1024;
      checks.push({
        name: `${route}: first-load JavaScript ≤ ${ROUTE_BUDGET_KIB} KiB in ≤ ${ROUTE_MAX_FILES} files`,
        ok: totalKiB <= ROUTE_BUDGET_KIB && closure.size <= ROUTE_MAX_FILES,
        detail: `${totalKiB.toFixed(1)} KiB in ${closure.size} files`,
      });
    }
    if (page === firstScreenPage) {
      checks.push({
        name: `the first screen (${route}) loads neither maplibre-gl nor jspdf`,
        ok: heavy.length === 0,
        detail: heavy.length ? `loads ${heavy.join(', ')}` : 'ok',
      });
    }
  }

  console.log('First-load JavaScript (gzip -9), per route:');
  console.table(
    rows.map((row) => ({
      route: row.route,
      'entry + static': kB(row.entryKb * 1024),
      'route chunks': kB(row.routeKb * 1024),
      total: kB(row.totalKb * 1024),
      files: row.files,
      'heavy libraries': row.heavy.join(', ') || '-',
    })),
  );
  const precache = precacheFiles();
  const precacheKiB = precache.reduce((sum, file) => sum + gzippedSize(file), 0) / 1024;
  const laterInPrecache = precache.filter(isOfflineLaterFile);
  console.log(`Precache (the worker's install): ${precache.length} files, ${precacheKiB.toFixed(1)} KiB gzip`);
  checks.push({
    name: 'the precache leaves the map library and the PDF writer to the second phase',
    ok: laterInPrecache.length === 0,
    detail: `precaches ${laterInPrecache.join(', ')}`,
  });
  if (withGoals) {
    checks.push({
      name: `precache ≤ ${PRECACHE_BUDGET_KIB} KiB gzip`,
      ok: precacheKiB <= PRECACHE_BUDGET_KIB,
      detail: `${precacheKiB.toFixed(1)} KiB`,
    });
  }
  for (const check of checks)
    console.log(`${check.ok ? 'ok  ' : 'FAIL'} ${check.name}${check.ok ? '' : `: ${check.detail}`}`);

  const jsonArgument = process.argv.find((arg) => arg.startsWith('--json='));
  if (jsonArgument) {
    const passed = checks.filter((check) => check.ok).length;
    writeFileSync(
      jsonArgument.slice('--json='.length),
      JSON.stringify({ passed, failed: checks.length - passed, checks, rows, precacheKiB }, null, 2),
    );
  }
  return checks.every((check) => check.ok) ? 0 : 1;
}

process.exitCode = main();
