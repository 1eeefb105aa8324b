// npm run tiles: builds tiles/cayman.pmtiles and the shoreline modules of src/domain from the committed sources.
// Only npm packages are needed; the output is byte-for-byte the same on every run.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'fflate';
import type { FeatureCollection, Polygon } from 'geojson';
import { coastlineModule, mapArchiveModule, overWaterGraphModule } from './domainModules';
import { buildOverWaterGraph } from './overWaterGraph';
import { writePmtiles } from './pmtilesWriter';
import { cutVectorTiles, MAX_ZOOM, MIN_ZOOM, TILE_BOUNDS, waterAround, type Bounds } from './vectorTiles';
import { ARCHIVE_METADATA } from './archiveMetadata';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The water polygon reaches past the tiled area so edge tiles are full of sea. */
const WATER_BOUNDS: Bounds = [-81.7, 18.95, -79.45, 20.05];
const GEORGE_TOWN: [number, number] = [-81.3744, 19.2866];

const readJson = <T>(path: string): T => JSON.parse(readFileSync(here(path), 'utf8')) as T;

function build() {
  const land = readJson<FeatureCollection<Polygon, { name: string }>>('sources/coastline.geojson');
  const places = readJson<FeatureCollection>('sources/places.geojson');

  const vectorTiles = cutVectorTiles({ water: waterAround(land, WATER_BOUNDS), land, places }, TILE_BOUNDS);
  const archive = writePmtiles(
    vectorTiles.map(({ z, x, y, pbf }) => ({ z, x, y, data: gzipSync(pbf, { level: 9, mtime: 0 }) })),
    {
      tileType: 'mvt',
      tileCompression: 'gzip',
      bounds: TILE_BOUNDS,
      center: [...GEORGE_TOWN, 12],
      metadata: ARCHIVE_METADATA,
    },
  );
  writeFileSync(here('cayman.pmtiles'), archive);

  const rings = land.features.map((f) => ({
    name: f.properties.name,
    ring: f.geometry.coordinates[0] as [number, number][],
  }));
  const sha256 = createHash('sha256').update(archive).digest('hex');
  writeFileSync(here('../src/domain/geography/coastline.ts'), coastlineModule(rings));
  writeFileSync(here('../src/domain/geography/mapArchive.ts'), mapArchiveModule({ bytes: archive.length, sha256 }));
  const graph = buildOverWaterGraph(rings.map((r) => r.ring));
  writeFileSync(here('../src/domain/geography/overWaterGraph.ts'), overWaterGraphModule(graph));

  const perZoom = new Map<number, number>();
  for (const tile of vectorTiles) perZoom.set(tile.z, (perZoom.get(tile.z) ?? 0) + 1);
  console.log(
    `tiles/cayman.pmtiles: ${archive.length} bytes, ${vectorTiles.length} tiles (zoom ${MIN_ZOOM}–${MAX_ZOOM}: ${[...perZoom.values()].join(' ')})`,
  );
  console.log(
    `src/domain/geography/overWaterGraph.ts: ${graph.nodes.length} turning points, ${graph.edges.length / 2} legs`,
  );
}

build();
