import { PMTiles, zxyToTileId as referenceTileId } from 'pmtiles';
import { describe, expect, it } from 'vitest';
import { writePmtiles, type TileInput } from '../../../tiles/pmtilesWriter';
import { zxyToTileId } from '../../../tiles/tileId';
import { BufferSource } from './bufferSource';

const options = {
  tileType: 'mvt' as const,
  tileCompression: 'none' as const,
  bounds: [-81.5, 19.1, -79.6, 19.9] as [number, number, number, number],
  center: [-81.37, 19.29, 10] as [number, number, number],
  metadata: { name: 'test' },
};

describe('PMTiles writer', () => {
  it('numbers tiles along the Hilbert curve like the reference reader', () => {
    for (let z = 0; z <= 8; z++) {
      for (let i = 0; i < 50; i++) {
        const x = (i * 7919) % 2 ** z;
        const y = (i * 104729) % 2 ** z;
        expect(zxyToTileId(z, x, y)).toBe(referenceTileId(z, x, y));
      }
    }
  });

  it('reads back through leaf directories, with identical tiles stored once', async () => {
    const tiles: TileInput[] = [];
    for (let x = 0; x < 32; x++) {
      for (let y = 0; y < 32; y++)
        tiles.push({ z: 5, x, y, data: new TextEncoder().encode(x % 4 === 0 ? 'sea' : `tile ${x}/${y}`) });
    }
    const bytes = writePmtiles(tiles, { ...options, leafSize: 64 });
    const archive = new PMTiles(new BufferSource(bytes, 'leaves'));
    const header = await archive.getHeader();
    expect(header.leafDirectoryLength).toBeGreaterThan(0);
    expect(header.numAddressedTiles).toBe(1024);
    expect(header.numTileContents).toBe(1024 - 256 + 1);
    for (const { z, x, y, data } of tiles.filter((_, i) => i % 37 === 0)) {
      const tile = await archive.getZxy(z, x, y);
      expect(new TextDecoder().decode(tile!.data)).toBe(new TextDecoder().decode(data));
    }
    expect(await archive.getZxy(6, 0, 0)).toBeUndefined();
  });

  it('writes the same bytes for the same input', () => {
    const tiles = [{ z: 0, x: 0, y: 0, data: Uint8Array.of(1, 2, 3) }];
    expect(writePmtiles(tiles, options)).toEqual(writePmtiles(tiles, options));
  });
});
