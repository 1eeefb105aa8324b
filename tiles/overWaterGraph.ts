// Precomputes the sea-routing graph: convex corners of the simplified shoreline, pushed out to sea,
// linked where the straight leg between them clears the full-resolution shoreline and hugs both corners.
import { defined } from '../src/domain/schema';
import {
  fromPlane,
  neighbourLists,
  planeDistance,
  toPlane,
  type LngLat,
  type Point,
  seaAround,
} from '../src/domain/geography';

/** Douglas–Peucker tolerance: detail finer than this is ignored when choosing turning points. */
const SIMPLIFY_M = 60;
/** How far out from a corner a turning point sits, tried in order until it is clear of every shore. */
const OFFSETS_M = [90, 140, 220, 340];
/** A turning point must be at least this far from any shoreline. */
const MIN_CLEARANCE_M = 45;

interface Corner {
  at: Point;
  /** The simplified shoreline vertices either side, for the tangent test. */
  before: Point;
  after: Point;
}

export interface OverWaterGraph {
  nodes: LngLat[];
  edges: number[];
}

export function buildOverWaterGraph(coastline: LngLat[][]): OverWaterGraph {
  const sea = seaAround(coastline);
  const corners: Corner[] = [];
  for (const lngLats of coastline) {
    const ring = simplifyRing(lngLats.slice(0, -1).map(toPlane), SIMPLIFY_M);
    ring.forEach((vertex, i) => {
      const before = defined(ring[(i - 1 + ring.length) % ring.length], 'the point before a corner');
      const after = defined(ring[(i + 1) % ring.length], 'the point after a corner');
      // Rings run counter-clockwise, so land is on the left: a left turn is a convex corner of land.
      if (cross(before, vertex, after) <= 0) return;
      const outward = bisectorAwayFromLand(before, vertex, after);
      for (const metres of OFFSETS_M) {
        const at: Point = [vertex[0] + outward[0] * metres, vertex[1] + outward[1] * metres];
        if (!sea.onLand(at) && sea.nearestShore(at).metres >= MIN_CLEARANCE_M) {
          corners.push({ at, before, after });
          return;
        }
      }
    });
  }

  const edges: number[] = [];
  corners.forEach((a, i) => {
    corners.forEach((b, j) => {
      if (j > i && hugs(a, b.at) && hugs(b, a.at) && !sea.legCrossesLand(a.at, b.at)) edges.push(i, j);
    });
  });
  const nodes = corners.map(({ at }) => fromPlane(at)).map(([lng, lat]): LngLat => [round6(lng), round6(lat)]);
  return keepConnected(nodes, edges);
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
const cross = (o: Point, a: Point, b: Point) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);

function bisectorAwayFromLand(before: Point, vertex: Point, after: Point): Point {
  const unit = (dx: number, dy: number): Point => {
    const length = Math.hypot(dx, dy);
    return [dx / length, dy / length];
  };
  // Right-hand normals of the two edges point away from land on a counter-clockwise ring.
  const n1 = unit(vertex[1] - before[1], before[0] - vertex[0]);
  const n2 = unit(after[1] - vertex[1], vertex[0] - after[0]);
  return unit(n1[0] + n2[0], n1[1] + n2[1]);
}

/**
 * A shortest path only bends at a corner when the line to the next point keeps both shoreline neighbours on one side.
 */
function hugs(corner: Corner, towards: Point): boolean {
  const side1 = cross(corner.at, towards, corner.before);
  const side2 = cross(corner.at, towards, corner.after);
  return side1 * side2 >= 0;
}

function simplifyRing(ring: Point[], tolerance: number): Point[] {
  const start = defined(ring[0], 'the start of a ring');
  let far = 0;
  let farthest = 0;
  ring.forEach((p, i) => {
    const distance = planeDistance(start, p);
    if (distance > farthest) {
      far = i;
      farthest = distance;
    }
  });
  const first = simplifyLine(ring.slice(0, far + 1), tolerance);
  const second = simplifyLine([...ring.slice(far), start], tolerance);
  return [...first.slice(0, -1), ...second.slice(0, -1)];
}

function simplifyLine(line: Point[], tolerance: number): Point[] {
  if (line.length <= 2) return line;
  const a = defined(line[0], 'the start of a line');
  const b = defined(line.at(-1), 'the end of a line');
  const length = planeDistance(a, b);
  let worst = 0;
  let worstAt = 0;
  line.forEach((p, i) => {
    if (i === 0 || i === line.length - 1) return;
    const offLine = length === 0 ? planeDistance(a, p) : Math.abs(cross(a, b, p)) / length;
    if (offLine > worst) {
      worst = offLine;
      worstAt = i;
    }
  });
  if (worst <= tolerance) return [a, b];
  return [
    ...simplifyLine(line.slice(0, worstAt + 1), tolerance).slice(0, -1),
    ...simplifyLine(line.slice(worstAt), tolerance),
  ];
}

/** Drops turning points that no leg reaches (a corner deep in a creek); fails if that would be more than a few. */
function keepConnected(nodes: LngLat[], edges: number[]): OverWaterGraph {
  const links = neighbourLists(nodes.length, edges);
  let largest = new Set<number>();
  const seen = new Set<number>();
  for (let first = 0; first < nodes.length; first++) {
    if (seen.has(first)) continue;
    const component = new Set([first]);
    const queue = [first];
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      for (const next of links[id] ?? []) {
        if (component.has(next)) continue;
        component.add(next);
        queue.push(next);
      }
    }
    component.forEach((id) => seen.add(id));
    if (component.size > largest.size) largest = component;
  }
  if (largest.size < nodes.length * 0.95)
    throw new Error(`Sea-routing graph is split: ${largest.size} of ${nodes.length} turning points connected`);
  const newId = new Map<number, number>();
  nodes.forEach((_, id) => largest.has(id) && newId.set(id, newId.size));
  const keptEdges: number[] = [];
  for (let i = 0; i < edges.length; i += 2) {
    const a = edges[i];
    const b = edges[i + 1];
    if (a !== undefined && b !== undefined && largest.has(a)) keptEdges.push(newId.get(a)!, newId.get(b)!);
  }
  return { nodes: nodes.filter((_, id) => largest.has(id)), edges: keptEdges };
}
