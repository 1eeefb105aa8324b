// Writes a PMTiles v3 archive: 127-byte header, root directory, JSON metadata, leaf directories, then tile data.
// Identical tiles are stored once; runs of consecutive tile ids with the same bytes share one directory entry.
// Written here: the pmtiles package reads archives only, and the Go and Python writers are not npm packages.
import { createHash } from 'node:crypto';
import { gzipSync } from 'fflate';
import { defined } from '../src/domain/schema';
import { zxyToTileId } from './tileId';

export interface TileInput {
  z: number;
  x: number;
  y: number;
  /** Tile bytes as they go into the archive (already compressed if tileCompression says so). */
  data: Uint8Array;
}

export interface ArchiveOptions {
  tileType: 'mvt';
  tileCompression: 'none' | 'gzip';
  bounds: [number, number, number, number];
  center: [number, number, number];
  metadata: Record<string, unknown>;
  /** Entries per leaf directory when the root does not fit; tests lower it to exercise leaves. */
  leafSize?: number;
  /** Root directory budget; PMTiles readers fetch the first 16 KiB and expect header plus root inside it. */
  maxRootBytes?: number;
}

interface Entry {
  tileId: number;
  offset: number;
  length: number;
  runLength: number;
}

const HEADER_BYTES = 127;
const COMPRESSION = { none: 1, gzip: 2 } as const;
const TILE_TYPE = { mvt: 1 } as const;

// gzip with no timestamp so the archive is byte-for-byte reproducible.
const gzip = (bytes: Uint8Array) => gzipSync(bytes, { level: 9, mtime: 0 });

export function writePmtiles(tiles: TileInput[], options: ArchiveOptions): Uint8Array {
  if (tiles.length === 0) throw new Error('An archive needs at least one tile');
  const sorted = tiles
    .map((tile) => ({ ...tile, tileId: zxyToTileId(tile.z, tile.x, tile.y) }))
    .sort((a, b) => a.tileId - b.tileId);

  const { entries, blobs, tileDataBytes } = layOutTileData(sorted);
  const metadata = gzip(new TextEncoder().encode(JSON.stringify(options.metadata)));
  const { root, leaves } = buildDirectories(
    entries,
    options.leafSize ?? 4096,
    options.maxRootBytes ?? 16384 - HEADER_BYTES,
  );

  const rootOffset = HEADER_BYTES;
  const metadataOffset = rootOffset + root.length;
  const leavesOffset = metadataOffset + metadata.length;
  const tileDataOffset = leavesOffset + leaves.length;

  const header = new DataView(new ArrayBuffer(HEADER_BYTES));
  new Uint8Array(header.buffer).set(new TextEncoder().encode('PMTiles'), 0);
  header.setUint8(7, 3);
  const u64 = (at: number, value: number) => header.setBigUint64(at, BigInt(value), true);
  u64(8, rootOffset);
  u64(16, root.length);
  u64(24, metadataOffset);
  u64(32, metadata.length);
  u64(40, leavesOffset);
  u64(48, leaves.length);
  u64(56, tileDataOffset);
  u64(64, tileDataBytes);
  u64(72, sorted.length); // addressed tiles
  u64(80, entries.length); // tile entries
  u64(88, blobs.length); // tile contents
  header.setUint8(96, 1); // clustered: tile data follows tile id order
  header.setUint8(97, COMPRESSION.gzip); // internal compression (directories, metadata)
  header.setUint8(98, COMPRESSION[options.tileCompression]);
  header.setUint8(99, TILE_TYPE[options.tileType]);
  header.setUint8(100, Math.min(...sorted.map((t) => t.z)));
  header.setUint8(101, Math.max(...sorted.map((t) => t.z)));
  const e7 = (at: number, degrees: number) => header.setInt32(at, Math.round(degrees * 1e7), true);
  const [minLng, minLat, maxLng, maxLat] = options.bounds;
  e7(102, minLng);
  e7(106, minLat);
  e7(110, maxLng);
  e7(114, maxLat);
  const [centerLng, centerLat, centerZoom] = options.center;
  header.setUint8(118, centerZoom);
  e7(119, centerLng);
  e7(123, centerLat);

  return concat([new Uint8Array(header.buffer), root, metadata, leaves, ...blobs]);
}

function layOutTileData(sorted: (TileInput & { tileId: number })[]) {
  const entries: Entry[] = [];
  const blobs: Uint8Array[] = [];
  const offsetByHash = new Map<string, number>();
  let tileDataBytes = 0;
  for (const tile of sorted) {
    const hash = createHash('sha256').update(tile.data).digest('hex');
    let offset = offsetByHash.get(hash);
    if (offset === undefined) {
      offset = tileDataBytes;
      offsetByHash.set(hash, offset);
      blobs.push(tile.data);
      tileDataBytes += tile.data.length;
    }
    const last = entries[entries.length - 1];
    if (last && last.offset === offset && last.tileId + last.runLength === tile.tileId) last.runLength += 1;
    else entries.push({ tileId: tile.tileId, offset, length: tile.data.length, runLength: 1 });
  }
  return { entries, blobs, tileDataBytes };
}

/** Root only when it fits; otherwise leaves of `leafSize` entries (doubling until the root fits). */
function buildDirectories(entries: Entry[], leafSize: number, maxRootBytes: number) {
  const whole = gzip(serializeDirectory(entries));
  if (whole.length <= maxRootBytes && leafSize >= entries.length) return { root: whole, leaves: new Uint8Array(0) };
  for (let size = leafSize; ; size *= 2) {
    const rootEntries: Entry[] = [];
    const leafBlobs: Uint8Array[] = [];
    let leavesLength = 0;
    for (let start = 0; start < entries.length; start += size) {
      const leafEntries = entries.slice(start, start + size);
      const leaf = gzip(serializeDirectory(leafEntries));
      rootEntries.push({
        tileId: defined(leafEntries[0], 'a leaf entry').tileId,
        offset: leavesLength,
        length: leaf.length,
        runLength: 0,
      });
      leafBlobs.push(leaf);
      leavesLength += leaf.length;
    }
    const root = gzip(serializeDirectory(rootEntries));
    if (root.length <= maxRootBytes) return { root, leaves: concat(leafBlobs) };
  }
}

/** Column-wise varints: count, tile id deltas, run lengths, lengths, offsets (0 = right after the previous entry). */
function serializeDirectory(entries: Entry[]): Uint8Array {
  const out: number[] = [];
  const varint = (value: number) => {
    while (value >= 0x80) {
      out.push((value % 0x80) | 0x80);
      value = Math.floor(value / 0x80);
    }
    out.push(value);
  };
  varint(entries.length);
  let lastId = 0;
  for (const entry of entries) {
    varint(entry.tileId - lastId);
    lastId = entry.tileId;
  }
  for (const entry of entries) varint(entry.runLength);
  for (const entry of entries) varint(entry.length);
  entries.forEach((entry, i) => {
    const previous = entries[i - 1];
    varint(previous && entry.offset === previous.offset + previous.length ? 0 : entry.offset + 1);
  });
  return Uint8Array.from(out);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
