// Distances at sea between catalogue points, remembered for the life of the process: one costs ~10 ms to
// compute and the same few dozen points come back in every request. Pure in its inputs, so never stale.
import type { LatLng } from '../../domain/catalogue';
import { seaDistanceNm } from '../../domain/pricing';

/** Far more pairs than the catalogue's points make; past it the memory is cleared rather than grown. */
const MAX_PAIRS = 50_000;
const known = new Map<string, number>();
const keyOf = (a: LatLng, b: LatLng) => `${a.lat},${a.lng}>${b.lat},${b.lng}`;

/**
 * seaDistanceNm, remembered; Infinity (no route) when the geometry finds no water, so the trip is refused, not failed.
 */
export function cachedSeaDistanceNm(a: LatLng, b: LatLng): number {
  const key = keyOf(a, b);
  let nm = known.get(key);
  if (nm === undefined) {
    try {
      nm = seaDistanceNm(a, b);
    } catch {
      nm = Infinity;
    }
    if (known.size >= MAX_PAIRS) known.clear();
    known.set(key, nm);
  }
  return nm;
}

/**
 * Works out every pair among `points` ahead of the first guest, one pair per turn of the event loop so that
 * requests keep flowing meanwhile. Resolves when done or when `stopped()` turns true.
 */
export async function warmSeaDistances(points: readonly LatLng[], stopped: () => boolean): Promise<number> {
  let computed = 0;
  for (const a of points) {
    for (const b of points) {
      if (known.has(keyOf(a, b))) continue;
      await new Promise<void>((next) => setImmediate(next));
      if (stopped()) return computed;
      cachedSeaDistanceNm(a, b);
      computed += 1;
    }
  }
  return computed;
}
