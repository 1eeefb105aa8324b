// The product's distance for trip length: the shortest path at sea around the islands' land, in nautical miles.
import type { LatLng } from '../catalogue/catalogue';
import { overWaterPath } from '../geography/overWater';

const METRES_PER_NAUTICAL_MILE = 1852;

export function seaDistanceNm(a: LatLng, b: LatLng): number {
  return overWaterPath(a, b).metres / METRES_PER_NAUTICAL_MILE;
}
