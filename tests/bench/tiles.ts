// Map budget: archive size, tiles per zoom, the lazily loaded map chunk (gzip), what the home page's first load pulls
// in, and how the build ships the archive.
// Run: node --import tsx tests/bench/tiles.ts [distDir]   (the chunk checks need a `npm run build` first)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { PMTiles } from 'pmtiles';
import { BufferSource } from '../unit/tiles/bufferSource';
import { TILE_BOUNDS, tileRange } from '../../tiles/vectorTiles';

const root = fileURLToPath(new URL('../../', import.meta.url));
const MAPLIBRE_MARKER = 'maplibre_preloaded_worker_pool';
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

async function archiveReport() {
  const bytes = readFileSync(join(root, 'tiles/cayman.pmtiles'));
  const archive = new PMTiles(new BufferSource(bytes));
  const header = await archive.getHeader();
  console.log(
    `archive: ${kib(bytes.length)} (budget 3072 KiB), ${header.numAddressedTiles} tiles, ${header.numTileContents} distinct`,
  );
  for (let z = header.minZoom; z <= header.maxZoom; z++) {
    const { minX, maxX, minY, maxY } = tileRange(z, TILE_BOUNDS);
    let count = 0;
    for (let x = minX; x <= maxX; x++) for (let y = minY; y <= maxY; y++) if (await archive.getZxy(z, x, y)) count++;
    console.log(`  zoom ${z}: ${count} tiles`);
  }
  if (bytes.length > 3 * 1024 * 1024) process.exitCode = 1;
}

function chunkReport(dist: string) {
  const assets = join(dist, 'assets');
  if (!existsSync(assets)) {
    console.log(`chunks: no ${assets}; run npm run build first`);
    return;
  }
  const files = readdirSync(assets);
  const read = (file: string) => readFileSync(join(assets, file));
  const mapChunks = files.filter((f) => f.endsWith('.js') && read(f).includes(MAPLIBRE_MARKER));
  const workers = files.filter((f) => f.startsWith('maplibre-gl-worker') && /\.m?js$/.test(f));
  for (const f of [...mapChunks, ...workers])
    console.log(`map chunk ${f}: ${kib(read(f).length)}, ${kib(gzipSync(read(f), { level: 9 }).length)} gz`);
  if (mapChunks.length === 0) console.log('map chunk: none built (no page imports LazyIslandMap yet)');

  // First load of home: index.html's scripts, preloads and stylesheets, plus their static imports.
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const queue = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+)"/g)].map((m) => m[1]);
  const loaded = new Set<string>();
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (loaded.has(file) || !files.includes(file)) continue;
    loaded.add(file);
    if (file.endsWith('.js')) {
      const text = read(file).toString();
      // Static imports only; `import("...")` is the lazy boundary.
      for (const m of text.matchAll(/(?:^|[;\s}])import\s*(?:[\w*{},\s$]+from\s*)?["']\.\/([^"']+)["']/g))
        queue.push(m[1]);
    }
  }
  const pulled = [...loaded].filter((f) => read(f).includes(MAPLIBRE_MARKER) || f.startsWith('maplibre-gl-worker'));
  console.log(
    `first load of home: ${loaded.size} files, maplibre-gl ${pulled.length === 0 ? 'not downloaded' : `DOWNLOADED in ${pulled.join(', ')}`}`,
  );
  if (pulled.length > 0) process.exitCode = 1;
}

/**
 * The build ships the archive byte for byte, with no .br/.gz beside it (Range needs identity bytes) and outside the
 * precache.
 */
function builtArchiveReport(dist: string) {
  const built = join(dist, 'tiles/cayman.pmtiles');
  if (!existsSync(built)) {
    console.log(`built archive: no ${built}; run npm run build first`);
    return;
  }
  const same = readFileSync(built).equals(readFileSync(join(root, 'tiles/cayman.pmtiles')));
  const compressed = ['.br', '.gz'].filter((ext) => existsSync(built + ext));
  // A precache entry reads {"revision":…,"url":"tiles/cayman.pmtiles"}; the worker's own route names the path
  // differently.
  const precached =
    existsSync(join(dist, 'sw.js')) && /"url":"[^"]*\.pmtiles"/.test(readFileSync(join(dist, 'sw.js'), 'utf8'));
  console.log(
    `built archive: ${same ? 'same bytes as tiles/' : 'DIFFERS from tiles/'}, ${compressed.length ? `COMPRESSED copies ${compressed.join(' ')}` : 'no compressed copies'}, ${precached ? 'IN the precache' : 'not precached'}`,
  );
  if (!same || compressed.length > 0 || precached) process.exitCode = 1;
}

const dist = process.argv[2] ?? join(root, 'dist');
await archiveReport();
chunkReport(dist);
builtArchiveReport(dist);
