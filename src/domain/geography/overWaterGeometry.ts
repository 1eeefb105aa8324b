// Plane geometry for over-water routing: a local metric projection, segment crossing and point-in-polygon tests.
// The islands span under 200 km, so an equirectangular plane around 19.5°N is accurate well below 0.5 %.
import { defined } from '../schema/defined';

export type Point = readonly [x: number, y: number];
/** [lng, lat], the order GeoJSON uses. */
export type LngLat = readonly [lng: number, lat: number];

const EARTH_RADIUS_M = 6_371_008.8;
const REFERENCE_LAT = 19.5;
const METRES_PER_DEGREE = (Math.PI / 180) * EARTH_RADIUS_M;
const METRES_PER_DEGREE_LNG = METRES_PER_DEGREE * Math.cos((REFERENCE_LAT * Math.PI) / 180);

export const toPlane = ([lng, lat]: LngLat): Point => [lng * METRES_PER_DEGREE_LNG, lat * METRES_PER_DEGREE];
export const fromPlane = ([x, y]: Point): LngLat => [x / METRES_PER_DEGREE_LNG, y / METRES_PER_DEGREE];

/** Great-circle distance in metres. */
export function haversineMetres([lng1, lat1]: LngLat, [lng2, lat2]: LngLat): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

export const planeDistance = (a: Point, b: Point) => Math.hypot(b[0] - a[0], b[1] - a[1]);

const cross = (o: Point, a: Point, b: Point) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);

/** True when segments ab and cd share any point (touching counts). */
export function segmentsIntersect(a: Point, b: Point, c: Point, d: Point): boolean {
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  const onSegment = (p: Point, q: Point, r: Point) =>
    Math.min(p[0], q[0]) <= r[0] &&
    r[0] <= Math.max(p[0], q[0]) &&
    Math.min(p[1], q[1]) <= r[1] &&
    r[1] <= Math.max(p[1], q[1]);
  return (
    (d1 === 0 && onSegment(c, d, a)) ||
    (d2 === 0 && onSegment(c, d, b)) ||
    (d3 === 0 && onSegment(a, b, c)) ||
    (d4 === 0 && onSegment(a, b, d))
  );
}

/**
 * Calls `side` with each side of the closed ring in turn (from a point to the next, the last back to the first), until
 * one call returns true: then true.
 */
export function someRingSide(ring: readonly Point[], side: (from: Point, to: Point) => boolean | void): boolean {
  let from = ring.at(-1);
  for (const to of ring) {
    if (from && side(from, to)) return true;
    from = to;
  }
  return false;
}

export function insideRing(ring: readonly Point[], [x, y]: Point): boolean {
  let inside = false;
  someRingSide(ring, ([xj, yj], [xi, yi]) => {
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  });
  return inside;
}

/** Closest point to p on segment ab. */
export function closestOnSegment(p: Point, a: Point, b: Point): Point {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const lengthSquared = dx * dx + dy * dy;
  const t =
    lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / lengthSquared));
  return [a[0] + t * dx, a[1] + t * dy];
}

export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export const boxOf = (points: readonly Point[]): Box => ({
  minX: Math.min(...points.map((p) => p[0])),
  minY: Math.min(...points.map((p) => p[1])),
  maxX: Math.max(...points.map((p) => p[0])),
  maxY: Math.max(...points.map((p) => p[1])),
});

export const boxesOverlap = (a: Box, b: Box) =>
  a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY;

/** Each node's neighbours in a graph whose edges are kept flat, [a0, b0, a1, b1, …], both ways. */
export function neighbourLists(nodeCount: number, edges: readonly number[]): number[][] {
  const lists: number[][] = Array.from({ length: nodeCount }, () => []);
  const of = (id: number | undefined) => defined(lists[id ?? -1], `graph node ${id}`);
  for (let i = 0; i < edges.length; i += 2) {
    const a = edges[i];
    const b = edges[i + 1];
    of(a).push(defined(b, `the edge from node ${a}`));
    of(b).push(defined(a, `the edge to node ${b}`));
  }
  return lists;
}
