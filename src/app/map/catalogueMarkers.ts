// Catalogue places as map markers: one rule for how a pick-up point or a stop shows on every map.
import type { Activity, ActivityType, PickUpLocation } from '../../domain/catalogue';
import type { MapPoint, MarkerType } from './mapPoints';

const ACTIVITY_MARKERS: Record<ActivityType, MarkerType> = {
  Dining: 'food',
  Activity: 'snorkel',
  'Deep sea fishing': 'activity',
  'Bio bay': 'star',
};

const activityMarkerType = (type: ActivityType): MarkerType => ACTIVITY_MARKERS[type];

type MarkedPickUp = Pick<PickUpLocation, '_id' | 'name' | 'coordinates' | 'instructions' | 'image' | 'kind' | 'link'>;

/** A pick-up point: a cruise terminal shows as one, any other place as a dock. */
export const pickUpPoint = (p: MarkedPickUp): MapPoint => ({
  id: p._id,
  lat: p.coordinates.lat,
  lng: p.coordinates.lng,
  title: p.name,
  description: p.instructions,
  type: p.kind === 'CRUISE_TERMINAL' ? 'cruise' : 'dock',
  image: p.image,
  link: p.link,
});

export const activityPoint = (
  a: Pick<Activity, '_id' | 'name' | 'geolocation' | 'subTitle' | 'type' | 'image'>,
): MapPoint => ({
  id: a._id,
  lat: a.geolocation.lat,
  lng: a.geolocation.lng,
  title: a.name,
  description: a.subTitle,
  type: activityMarkerType(a.type),
  image: a.image,
});
