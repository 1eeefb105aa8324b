// Cuts the land, water and places layers into Mapbox Vector Tiles for every tile over the islands, zoom 0–14.
import { GeoJSONVT } from '@maplibre/geojson-vt';
import { fromGeojsonVt } from '@maplibre/vt-pbf';
import type { GeoJSONVTTile } from '@maplibre/geojson-vt';
import { defined } from '../src/domain/schema';

export type Bounds = [west: number, south: number, east: number, north: number];
type Position = [number, number];
type FeatureCollection = GeoJSON.FeatureCollection;

/** Tiles are cut over the islands and the sea between them. */
export const TILE_BOUNDS: Bounds = [-81.5, 19.15, -79.65, 19.85];
export const MIN_ZOOM = 0;
export const MAX_ZOOM = 14;
const EXTENT = 4096;

/** Open sea around the islands with each island cut out as a hole (holes run clockwise, RFC 7946). */
export function waterAround(land: FeatureCollection, [west, south, east, north]: Bounds): FeatureCollection {
  const sea: Position[] = [
    [west, south],
    [east, south],
    [east, north],
    [west, north],
    [west, south],
  ];
  const holes = land.features.map((feature) =>
    [...defined((feature.geometry as GeoJSON.Polygon).coordinates[0], "an island's outline")].reverse(),
  );
  return {
    type: 'FeatureCollection',
    features: [
      { type: 'Feature', properties: { kind: 'sea' }, geometry: { type: 'Polygon', coordinates: [sea, ...holes] } },
    ],
  };
}

export function tileRange(z: number, [west, south, east, north]: Bounds) {
  const side = 2 ** z;
  const x = (lng: number) => Math.min(side - 1, Math.floor(((lng + 180) / 360) * side));
  const y = (lat: number) => {
    const rad = (lat * Math.PI) / 180;
    return Math.min(side - 1, Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * side));
  };
  return { minX: x(west), maxX: x(east), minY: y(north), maxY: y(south) };
}

export interface VectorTile {
  z: number;
  x: number;
  y: number;
  pbf: Uint8Array;
}

export function cutVectorTiles(layers: Record<string, FeatureCollection>, bounds: Bounds): VectorTile[] {
  const indexes = Object.entries(layers).map(
    ([name, data]) =>
      [
        name,
        new GeoJSONVT(data, { maxZoom: MAX_ZOOM, indexMaxZoom: 5, extent: EXTENT, buffer: 64, tolerance: 3 }),
      ] as const,
  );
  const tiles: VectorTile[] = [];
  for (let z = MIN_ZOOM; z <= MAX_ZOOM; z++) {
    const { minX, maxX, minY, maxY } = tileRange(z, bounds);
    for (let x = minX; x <= maxX; x++) {
      for (let y = minY; y <= maxY; y++) {
        const present: Record<string, GeoJSONVTTile> = {};
        for (const [name, index] of indexes) {
          const tile = index.getTile(z, x, y);
          if (tile && tile.features.length > 0) present[name] = tile;
        }
        if (Object.keys(present).length > 0)
          tiles.push({ z, x, y, pbf: fromGeojsonVt(present, { version: 2, extent: EXTENT }) });
      }
    }
  }
  return tiles;
}
