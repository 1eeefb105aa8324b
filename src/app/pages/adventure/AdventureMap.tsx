// Where an adventure happens: its own spot and the stops it includes, on the island map.
import { useMemo } from 'react';
import type { Activity, Adventure } from '../../../domain/catalogue';
import { activityPoint, LazyIslandMap, type MapPoint, mapsAppLink } from '../../map';

/** The map of an adventure, at the activity map's zoom. */
const ADVENTURE_MAP_ZOOM = 12;
/** About 50 m: a stop this close to the adventure's own spot is the same place. */
const SAME_PLACE_DEGREES = 0.0005;

function adventurePoints(adventure: Adventure, stops: Activity[]): MapPoint[] {
  const stopPoints: MapPoint[] = stops.map((s) => ({ ...activityPoint(s), link: mapsAppLink(s.geolocation) }));
  const { lat, lng } = adventure.coordinates;
  const covered = stopPoints.some(
    (p) => Math.abs(p.lat - lat) < SAME_PLACE_DEGREES && Math.abs(p.lng - lng) < SAME_PLACE_DEGREES,
  );
  if (covered) return stopPoints;
  const own: MapPoint = {
    id: adventure._id,
    lat,
    lng,
    title: adventure.headerTitle,
    description: adventure.summary,
    type: 'star',
    image: adventure.image,
    link: mapsAppLink(adventure.coordinates),
  };
  return [own, ...stopPoints];
}

export function AdventureMap({ adventure, stops }: { adventure: Adventure; stops: Activity[] }) {
  const points = useMemo(() => adventurePoints(adventure, stops), [adventure, stops]);
  return (
    <section className="section--tight" aria-labelledby="adventure-map">
      <h2 id="adventure-map">On the map</h2>
      <LazyIslandMap points={points} zoom={ADVENTURE_MAP_ZOOM} height={360} />
    </section>
  );
}
