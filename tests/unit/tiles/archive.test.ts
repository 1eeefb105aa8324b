import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { Compression, PMTiles, TileType } from 'pmtiles';
import { describe, expect, it } from 'vitest';
import { BufferSource } from './bufferSource';

const archivePath = fileURLToPath(new URL('../../../tiles/cayman.pmtiles', import.meta.url));
const bytes = readFileSync(archivePath);

const archive = new PMTiles(new BufferSource(bytes));

async function decodedTile(z: number, x: number, y: number) {
  const tile = await archive.getZxy(z, x, y); // the reader gunzips tiles itself
  if (!tile) throw new Error(`tile ${z}/${x}/${y} missing`);
  return new VectorTile(new PbfReader(new Uint8Array(tile.data)));
}

describe('tiles/cayman.pmtiles', () => {
  it('is at most 3 MiB', () => {
    expect(bytes.length).toBeLessThanOrEqual(3 * 1024 * 1024);
  });

  it('has a PMTiles v3 header for gzip vector tiles over the islands, zoom 0–14', async () => {
    const header = await archive.getHeader();
    expect(header.specVersion).toBe(3);
    expect(header.tileType).toBe(TileType.Mvt);
    expect(header.tileCompression).toBe(Compression.Gzip);
    expect(header.internalCompression).toBe(Compression.Gzip);
    expect(header.minZoom).toBe(0);
    expect(header.maxZoom).toBe(14);
    expect(header.minLon).toBeLessThan(-81.42);
    expect(header.maxLon).toBeGreaterThan(-79.72);
    expect(header.minLat).toBeLessThan(19.25);
    expect(header.maxLat).toBeGreaterThan(19.75);
    expect(header.numTileContents).toBeLessThan(header.numAddressedTiles); // open sea is stored once
  });

  it('lists its layers and credits GSHHG in the metadata', async () => {
    const metadata = (await archive.getMetadata()) as { attribution: string; vector_layers: { id: string }[] };
    expect(metadata.vector_layers.map((l) => l.id)).toEqual(['water', 'land', 'places']);
    expect(metadata.attribution).toMatch(/GSHHG/);
  });

  it('holds a tile at every zoom 0–14 over George Town', async () => {
    const [lng, lat] = [-81.3844, 19.2955];
    for (let z = 0; z <= 14; z++) {
      const n = 2 ** z;
      const x = Math.floor(((lng + 180) / 360) * n);
      const rad = (lat * Math.PI) / 180;
      const y = Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n);
      expect(await archive.getZxy(z, x, y), `zoom ${z}`).toBeDefined();
    }
  });

  it('decodes a shoreline tile at George Town with land, water and the cruise terminal', async () => {
    const tile = await decodedTile(14, 4488, 7296);
    expect(Object.keys(tile.layers).sort()).toEqual(['land', 'places', 'water']);
    expect(tile.layers.land!.feature(0).properties.name).toBe('Grand Cayman');
    expect(tile.layers.land!.feature(0).type).toBe(3);
    const places = Array.from(
      { length: tile.layers.places!.length },
      (_, i) => tile.layers.places!.feature(i).properties.name,
    );
    expect(places).toContain('Royal Watler Cruise Terminal');
  });

  it('labels the districts and settlements of the brief', async () => {
    const tile = await decodedTile(6, 17, 28);
    const layer = tile.layers.places;
    const names = Array.from({ length: layer!.length }, (_, i) => layer!.feature(i).properties.name);
    for (const name of ['George Town', 'West Bay', 'Bodden Town', 'North Side', 'East End', 'Rum Point', 'Kaibo'])
      expect(names).toContain(name);
  });
});
