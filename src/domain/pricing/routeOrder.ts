// The shortest visiting order of a trip's stops, from a start point to an end point.
// Exact (dynamic programming over subsets of stops), so it is only meant for the few stops a trip has.
import type { LatLng } from '../catalogue/catalogue';
import { defined } from '../schema/defined';

/** Distance over water between two points, in nautical miles (Infinity when no sea route exists). */
export type DistanceNm = (a: LatLng, b: LatLng) => number;

export interface RouteStop {
  id: string;
  position: LatLng;
  /** Stops of a higher rank are visited after every stop of a lower rank (default 0). */
  rank?: number;
  /** Never the first stop while another stop of its rank could be (a meal comes after an activity). */
  notFirst?: boolean;
}

export interface Route<S extends RouteStop> {
  stops: S[];
  /** Total nautical miles from start through the stops to end. */
  nm: number;
}

/** Above this the subset table (2^n × n) grows too large to be worth it. */
const MAX_ROUTE_STOPS = 16;

/** Lengths closer than this are ties; ties go to the order whose ids come first. */
const TIE_NM = 1e-9;

const byId = (a: RouteStop, b: RouteStop) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

function checkedDistance(distanceNm: DistanceNm, a: LatLng, b: LatLng): number {
  const nm = distanceNm(a, b);
  if (Number.isNaN(nm) || nm < 0) throw new Error(`distance function returned ${nm}`);
  return nm;
}

/**
 * Shortest order from `start` through every stop to `end`, ranks and `notFirst` respected. The stops are first sorted
 * by id, and among orders of equal length the one whose ids come first wins, so the order in which stops were picked
 * never
 * changes the answer.
 */
export function routeOrder<S extends RouteStop>(
  start: LatLng,
  end: LatLng,
  stops: readonly S[],
  distanceNm: DistanceNm,
): Route<S> {
  const sorted = [...stops].sort(byId);
  const n = sorted.length;
  if (n > MAX_ROUTE_STOPS) throw new Error(`routeOrder takes at most ${MAX_ROUTE_STOPS} stops, got ${n}`);
  sorted.forEach((stop, i) => {
    if (sorted[i - 1]?.id === stop.id) throw new Error(`duplicate stop id ${stop.id}`);
  });
  if (n === 0) return { stops: [], nm: checkedDistance(distanceNm, start, end) };

  const between = sorted.map((a) =>
    sorted.map((b) => (a === b ? 0 : checkedDistance(distanceNm, a.position, b.position))),
  );
  const fromStart = sorted.map((s) => checkedDistance(distanceNm, start, s.position));
  const toEnd = sorted.map((s) => checkedDistance(distanceNm, s.position, end));
  const rank = sorted.map((s) => s.rank ?? 0);
  const full = (1 << n) - 1;
  // The tables hold a value for every stop and every set of stops: an index outside them is a bug.
  const stopAt = (i: number) => defined(sorted[i], `stop ${i}`);
  const legNm = (i: number, j: number) => defined(between[i]?.[j], `the leg from stop ${i} to ${j}`);
  const restNm = (visited: number, i: number) => defined(rest[visited * n + i], `the rest from stop ${i}`);

  // Stops allowed next once `visited` are done: the unvisited ones of the lowest rank; for the first stop, those
  // that may come first when there are any.
  const nextChoices = (visited: number): number[] => {
    let lowest = Infinity;
    rank.forEach((r, j) => {
      if (!(visited & (1 << j)) && r < lowest) lowest = r;
    });
    const choices: number[] = [];
    rank.forEach((r, j) => {
      if (!(visited & (1 << j)) && r === lowest) choices.push(j);
    });
    if (visited !== 0) return choices;
    const mayLead = choices.filter((j) => !stopAt(j).notFirst);
    return mayLead.length > 0 ? mayLead : choices;
  };

  // rest[visited * n + i]: shortest way from stop i (the last one visited) through the unvisited stops to end.
  const rest = new Float64Array((full + 1) * n).fill(Infinity);
  toEnd.forEach((nm, i) => (rest[full * n + i] = nm));
  for (let visited = full - 1; visited > 0; visited--) {
    const choices = nextChoices(visited);
    for (let i = 0; i < n; i++) {
      if (!(visited & (1 << i))) continue;
      let best = Infinity;
      for (const j of choices) best = Math.min(best, legNm(i, j) + restNm(visited | (1 << j), j));
      rest[visited * n + i] = best;
    }
  }

  // Walk forward, taking at each step the first stop (by id) that keeps the route shortest.
  const order: S[] = [];
  let visited = 0;
  let at = -1;
  let nm = 0;
  while (visited !== full) {
    const legTo = (j: number) => (at < 0 ? defined(fromStart[j], `the leg to stop ${j}`) : legNm(at, j));
    const choices = nextChoices(visited);
    const costs = choices.map((j) => legTo(j) + restNm(visited | (1 << j), j));
    const best = Math.min(...costs);
    const pick = defined(choices[costs.findIndex((c) => c <= best + TIE_NM)], 'a next stop');
    nm += legTo(pick);
    visited |= 1 << pick;
    at = pick;
    order.push(stopAt(pick));
  }
  return { stops: order, nm: nm + defined(toEnd[at], 'the leg to the end') };
}
