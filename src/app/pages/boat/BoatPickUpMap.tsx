// The boat's pick-up points on the island map: the main one and the alternatives, each with its dock.
import './boatPickUpMap.css';
import { useMemo } from 'react';
import type { Boat, PickUpLocation } from '../../../domain/catalogue';
import { pickUpPoint, LazyIslandMap, type MapPoint } from '../../map';

function pickUpPoints(pickUps: Boat['pickUpLocations'], places: PickUpLocation[]): MapPoint[] {
  const docks = [{ ...pickUps.main, main: true }, ...pickUps.alternatives.map((d) => ({ ...d, main: false }))];
  const points: MapPoint[] = [];
  for (const dock of docks) {
    const place = places.find((p) => p._id === dock.location);
    // The same pick-up point listed twice (two docks) is one marker.
    if (!place || points.some((p) => p.id === place._id)) continue;
    points.push({
      ...pickUpPoint(place),
      title: dock.main ? `${place.name} (main pick-up)` : place.name,
      description: [dock.dock, place.instructions].filter(Boolean).join('. '),
    });
  }
  return points;
}

export function BoatPickUpMap({ pickUps, places }: { pickUps: Boat['pickUpLocations']; places: PickUpLocation[] }) {
  const points = useMemo(() => pickUpPoints(pickUps, places), [pickUps, places]);
  if (points.length === 0) return null;
  return <LazyIslandMap points={points} height={340} className="pickup-map" />;
}
