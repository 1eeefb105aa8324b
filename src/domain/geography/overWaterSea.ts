// The sea as the complement of the island polygons: what a straight leg crosses, and where land is.
import {
  boxesOverlap,
  boxOf,
  closestOnSegment,
  insideRing,
  planeDistance,
  segmentsIntersect,
  someRingSide,
  toPlane,
  type Box,
  type LngLat,
  type Point,
} from './overWaterGeometry';

interface Island {
  ring: Point[];
  box: Box;
}

export interface Sea {
  /** True when the straight leg a→b touches land anywhere. */
  legCrossesLand(a: Point, b: Point): boolean;
  onLand(p: Point): boolean;
  /** Nearest point on any shoreline, with its distance in metres. */
  nearestShore(p: Point): { point: Point; metres: number };
}

export function seaAround(coastline: readonly (readonly LngLat[])[]): Sea {
  const islands: Island[] = coastline.map((lngLats) => {
    const ring = lngLats.map(toPlane);
    return { ring, box: boxOf(ring) };
  });

  const onLand = (p: Point) =>
    islands.some(
      ({ ring, box }) =>
        p[0] >= box.minX && p[0] <= box.maxX && p[1] >= box.minY && p[1] <= box.maxY && insideRing(ring, p),
    );

  return {
    onLand,
    legCrossesLand(a, b) {
      const leg = boxOf([a, b]);
      for (const { ring, box } of islands) {
        if (!boxesOverlap(leg, box)) continue;
        const crossed = someRingSide(ring, (c, d) => {
          if (Math.max(c[0], d[0]) < leg.minX || Math.min(c[0], d[0]) > leg.maxX) return false;
          if (Math.max(c[1], d[1]) < leg.minY || Math.min(c[1], d[1]) > leg.maxY) return false;
          return segmentsIntersect(a, b, c, d);
        });
        if (crossed) return true;
      }
      return onLand(a) || onLand(b);
    },
    nearestShore(p) {
      let best: Point = p;
      let metres = Infinity;
      for (const { ring } of islands) {
        someRingSide(ring, (from, to) => {
          const candidate = closestOnSegment(p, from, to);
          const distance = planeDistance(p, candidate);
          if (distance < metres) {
            metres = distance;
            best = candidate;
          }
        });
      }
      return { point: best, metres };
    },
  };
}
