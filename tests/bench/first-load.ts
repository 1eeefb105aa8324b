// First-load bench: the gzipped JavaScript each route needs on a cold visit (entry, its static
// imports and the route's lazy page chunk), read from the build's manifest. Asserts that the
// first screen loads neither maplibre-gl nor jspdf. Usage: npm run build && npm run bench [-- --json=out.json]
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

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
  'trip-builder/TripBuilderPage.tsx': '/cayman-islands/trip-builder',
};

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
      [...keys].some((key) => manifest[key].name === chunkName || source.test(manifest[key].src ?? key)),
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
  const [entryKey] = entries[0];
  const entryClosure = staticClosure(manifest, [entryKey]);
  const entryJs = [...entryClosure].reduce((sum, key) => sum + gzippedSize(manifest[key].file), 0);

  const checks: { name: string; ok: boolean; detail: string }[] = [];
  const rows: { route: string; entryKb: number; routeKb: number; totalKb: number; heavy: string[] }[] = [];

  const entryHeavy = heavyIn(manifest, entryClosure);
  checks.push({
    name: 'the entry and its static imports hold neither maplibre-gl nor jspdf',
    ok: entryHeavy.length === 0,
    detail: entryHeavy.length ? `found ${entryHeavy.join(', ')}` : 'ok',
  });

  const pages = Object.keys(manifest)
    .filter((key) => manifest[key].isDynamicEntry && /Page\.tsx$/.test(key))
    .sort((a, b) => (routeOfPage[a] ?? `~${a}`).localeCompare(routeOfPage[b] ?? `~${b}`));
  if (!pages.includes(firstScreenPage)) {
    checks.push({ name: `the first screen's page ${firstScreenPage} is a lazy chunk of the build`, ok: false, detail: 'not in the manifest (renamed? update tests/bench/first-load.ts)' });
  }

  for (const page of pages) {
    const route = routeOfPage[page] ?? page;
    const closure = staticClosure(manifest, [page], new Set(entryClosure));
    const routeOnly = [...closure].filter((key) => !entryClosure.has(key));
    const routeJs = routeOnly.reduce((sum, key) => sum + gzippedSize(manifest[key].file), 0);
    const heavy = heavyIn(manifest, closure);
    rows.push({ route, entryKb: entryJs / 1024, routeKb: routeJs / 1024, totalKb: (entryJs + routeJs) / 1024, heavy });
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
      'heavy libraries': row.heavy.join(', ') || '-',
    })),
  );
  for (const check of checks) console.log(`${check.ok ? 'ok  ' : 'FAIL'} ${check.name}${check.ok ? '' : `: ${check.detail}`}`);

  const jsonArgument = process.argv.find((arg) => arg.startsWith('--json='));
  if (jsonArgument) {
    const passed = checks.filter((check) => check.ok).length;
    writeFileSync(jsonArgument.slice('--json='.length), JSON.stringify({ passed, failed: checks.length - passed, checks, rows }, null, 2));
  }
  return checks.every((check) => check.ok) ? 0 : 1;
}

process.exitCode = main();
