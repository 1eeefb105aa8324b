// Turns `gmt coast -M -W` text into closed island polygons (GeoJSON), joining the pieces GSHHG splits at bin edges.
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { defined } from '../src/domain/schema';
import { insideRing, type Point } from '../src/domain/geography';

type Position = [number, number];

const ISLAND_NAMES: { name: string; inside: Point }[] = [
  { name: 'Grand Cayman', inside: [-81.25, 19.32] },
  { name: 'Little Cayman', inside: [-80.05, 19.68] },
  { name: 'Cayman Brac', inside: [-79.8, 19.72] },
];

export function parseGmtSegments(text: string): Position[][] {
  const segments: Position[][] = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('>')) segments.push([]);
    else if (line.trim() !== '') {
      const [lng = NaN, lat = NaN] = line.trim().split(/\s+/).map(Number);
      defined(segments.at(-1), "a segment's '>' line before its points").push([round6(lng), round6(lat)]);
    }
  }
  return segments.filter((s) => s.length > 0);
}

const round6 = (v: number) => Math.round(v * 1e6) / 1e6;
const same = (a: Position, b: Position) => a[0] === b[0] && a[1] === b[1];
const startOf = (segment: Position[]) => defined(segment[0], 'the start of a segment');
const endOf = (segment: Position[]) => defined(segment.at(-1), 'the end of a segment');
const closed = (segment: Position[]) => same(startOf(segment), endOf(segment));

/** Chains open segments end to start until each closes into a ring. */
export function joinIntoRings(segments: Position[][]): Position[][] {
  const rings: Position[][] = [];
  const open = segments.filter((s) => !closed(s));
  rings.push(...segments.filter(closed));
  for (let ring = open.shift(); ring !== undefined; ring = open.shift()) {
    while (!closed(ring)) {
      const end = endOf(ring);
      const next = open.findIndex((s) => same(startOf(s), end));
      if (next < 0) throw new Error(`Open shoreline segment at ${end.join(',')}`);
      ring = ring.concat(defined(open.splice(next, 1)[0], 'the next segment').slice(1));
    }
    rings.push(ring);
  }
  return rings.map(counterClockwise);
}

const signedArea = (ring: Position[]) =>
  ring.reduce((sum, [x1, y1], i) => {
    const [x2, y2] = defined(ring[(i + 1) % ring.length], 'the next point of a ring');
    return sum + (x1 * y2 - x2 * y1);
  }, 0) / 2;

// RFC 7946: outer rings run counter-clockwise.
const counterClockwise = (ring: Position[]) => (signedArea(ring) < 0 ? [...ring].reverse() : ring);

export function coastlineGeoJson(text: string) {
  const rings = joinIntoRings(parseGmtSegments(text));
  // Largest first, so Grand Cayman is feature 0 and the output order does not depend on GMT's bin order.
  rings.sort((a, b) => Math.abs(signedArea(b)) - Math.abs(signedArea(a)));
  return {
    type: 'FeatureCollection',
    features: rings.map((ring) => ({
      type: 'Feature',
      properties: {
        name: ISLAND_NAMES.find((island) => insideRing(ring as unknown as Point[], island.inside))?.name ?? 'Cay',
      },
      geometry: { type: 'Polygon', coordinates: [ring] },
    })),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [input, output] = process.argv.slice(2);
  if (!input || !output) throw new Error('Usage: coastlineFromGmt.ts <gmt coast text> <geojson out>');
  const geojson = coastlineGeoJson(readFileSync(input, 'utf8'));
  writeFileSync(output, `${JSON.stringify(geojson)}\n`);
  console.log(
    `${output}: ${geojson.features.length} polygons, ${geojson.features.map((f) => f.geometry.coordinates[0]?.length).join('+')} points`,
  );
}
