// Shortest path by sea between two points: a visibility graph around the islands (precomputed by `npm run tiles`)
// joined to the two ends, then Dijkstra. Legs are checked against the full-resolution GSHHG shoreline.
import type { LatLng } from '../catalogue/catalogue';
import { COASTLINE } from './coastline';
import { defined } from '../schema/defined';
import {
  fromPlane,
  haversineMetres,
  neighbourLists,
  planeDistance,
  toPlane,
  type LngLat,
  type Point,
} from './overWaterGeometry';
import { OVER_WATER_EDGES, OVER_WATER_NODES } from './overWaterGraph';
import { seaAround, type Sea } from './overWaterSea';

export interface OverWaterPath {
  /** From the launch point off the start to the one off the end; every leg stays on water. */
  path: LatLng[];
  /** Length of `path` in metres. */
  metres: number;
  /** What a straight line between the ends of `path` measures (per leg, summed, for a route). */
  straightMetres: number;
}

/** How far off the shore a boat starts when the given point is on land (a dock, a hotel, a town). */
const LAUNCH_OFFSETS_M = [30, 60, 120, 240, 480];

interface Prepared {
  sea: Sea;
  nodes: Point[];
  neighbours: number[][];
}

let prepared: Prepared | undefined;

function prepare(): Prepared {
  if (prepared) return prepared;
  const nodes = OVER_WATER_NODES.map(toPlane);
  const neighbours = neighbourLists(nodes.length, OVER_WATER_EDGES);
  prepared = { sea: seaAround(COASTLINE), nodes, neighbours };
  return prepared;
}

const toLngLat = ({ lat, lng }: LatLng): LngLat => [lng, lat];
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
const toLatLng = (p: Point): LatLng => {
  const [lng, lat] = fromPlane(p);
  return { lat: round6(lat), lng: round6(lng) };
};

/** The point itself when it is at sea; otherwise the nearest water just off the nearest shore. */
export function launchPoint(point: LatLng): LatLng {
  const { sea } = prepare();
  const p = toPlane(toLngLat(point));
  if (!sea.onLand(p)) return point;
  const shore = sea.nearestShore(p).point;
  const away = planeDistance(p, shore);
  const direction: Point = away > 0 ? [(shore[0] - p[0]) / away, (shore[1] - p[1]) / away] : [0, 1];
  for (const metres of LAUNCH_OFFSETS_M) {
    for (let turn = 0; turn < 16; turn++) {
      // Straight on first, then fanning out either side.
      const angle = ((turn % 2 === 0 ? 1 : -1) * Math.ceil(turn / 2) * Math.PI) / 8;
      const dx = direction[0] * Math.cos(angle) - direction[1] * Math.sin(angle);
      const dy = direction[0] * Math.sin(angle) + direction[1] * Math.cos(angle);
      const candidate: Point = [shore[0] + dx * metres, shore[1] + dy * metres];
      const justOffShore: Point = [shore[0] + dx, shore[1] + dy];
      if (!sea.legCrossesLand(justOffShore, candidate)) return toLatLng(candidate);
    }
  }
  throw new Error(`No water found near ${point.lat},${point.lng}`);
}

export function overWaterPath(from: LatLng, to: LatLng): OverWaterPath {
  const { sea, nodes, neighbours } = prepare();
  const start = toPlane(toLngLat(launchPoint(from)));
  const end = toPlane(toLngLat(launchPoint(to)));
  const route = sea.legCrossesLand(start, end)
    ? shortestThroughGraph(sea, nodes, neighbours, start, end)
    : [start, end];
  const path = route.map(toLatLng);
  const first = defined(path[0], 'the start of a sea path');
  const last = defined(path.at(-1), 'the end of a sea path');
  return { path, metres: lengthMetres(path), straightMetres: haversineMetres(toLngLat(first), toLngLat(last)) };
}

/** Pick-up, stops and drop-off in order: the legs joined end to end. */
export function overWaterRoute(stops: LatLng[]): OverWaterPath {
  if (stops.length < 2) throw new Error('A route needs at least two stops');
  const path: LatLng[] = [];
  let straightMetres = 0;
  for (const [i, to] of stops.entries()) {
    const from = stops[i - 1];
    if (!from) continue; // the first stop only starts the first leg
    const leg = overWaterPath(from, to);
    path.push(...(path.length > 0 ? leg.path.slice(1) : leg.path));
    straightMetres += leg.straightMetres;
  }
  return { path, metres: lengthMetres(path), straightMetres };
}

function lengthMetres(path: LatLng[]): number {
  let metres = 0;
  path.forEach((to, i) => {
    const from = path[i - 1];
    if (from) metres += haversineMetres(toLngLat(from), toLngLat(to));
  });
  return metres;
}

function shortestThroughGraph(sea: Sea, nodes: Point[], neighbours: number[][], start: Point, end: Point): Point[] {
  const startId = nodes.length;
  const endId = nodes.length + 1;
  const points = [...nodes, start, end];
  const seenFromStart = nodes.map((node, id) => (sea.legCrossesLand(start, node) ? -1 : id)).filter((id) => id >= 0);
  const seenFromEnd = new Set(
    nodes.map((node, id) => (sea.legCrossesLand(end, node) ? -1 : id)).filter((id) => id >= 0),
  );
  const edgesOf = (id: number): number[] => {
    if (id === startId) return seenFromStart;
    const graphEdges = neighbours[id] ?? [];
    return seenFromEnd.has(id) ? [...graphEdges, endId] : graphEdges;
  };

  const distance = new Array<number>(points.length).fill(Infinity);
  const previous = new Array<number>(points.length).fill(-1);
  const done = new Array<boolean>(points.length).fill(false);
  const distanceTo = (id: number) => distance[id] ?? Infinity;
  const pointOf = (id: number) => defined(points[id], `sea point ${id}`);
  distance[startId] = 0;
  for (;;) {
    let current = -1;
    for (let id = 0; id < points.length; id++) {
      if (!done[id] && distanceTo(id) < Infinity && (current < 0 || distanceTo(id) < distanceTo(current))) current = id;
    }
    if (current < 0) throw new Error('No sea route between these points');
    if (current === endId) break;
    done[current] = true;
    for (const next of edgesOf(current)) {
      const through = distanceTo(current) + planeDistance(pointOf(current), pointOf(next));
      if (through < distanceTo(next)) {
        distance[next] = through;
        previous[next] = current;
      }
    }
  }
  const route: Point[] = [];
  for (let id = endId; id >= 0; id = previous[id] ?? -1) route.unshift(pointOf(id));
  return route;
}

/** How far from the water a pick-up point or a restaurant stop may be: a dock, a beach, a waterfront terrace. */
const SHORE_REACH_M = 300;

/**
 * Why a boat cannot use this place, or null: a stop the boat anchors at (`atSea`) must be on the water; any other
 * place (a pick-up, a restaurant) within SHORE_REACH_M of it. The pricing's sea paths start and end at such points.
 */
export function placementProblem(point: LatLng, atSea: boolean): string | null {
  let launch: LatLng;
  try {
    launch = launchPoint(point);
  } catch {
    return 'There is no water near this place: no boat can reach it.';
  }
  if (launch === point) return null;
  if (atSea) return 'This stop is on land: tap the water where the boat stops.';
  const metres = haversineMetres(toLngLat(point), toLngLat(launch));
  return metres > SHORE_REACH_M
    ? `This place is ${Math.round(metres)} m from the water: place it at the shore, where the boat comes alongside.`
    : null;
}
