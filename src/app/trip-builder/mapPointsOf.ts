// Catalogue places as map markers.
import type { Activity, PickUpLocation } from '../../domain/catalogue';
import type { MapPoint } from '../map/LazyIslandMap';

export const pickUpPoint = (p: Pick<PickUpLocation, '_id' | 'name' | 'coordinates' | 'instructions' | 'image'>): MapPoint => ({
  id: p._id, lat: p.coordinates.lat, lng: p.coordinates.lng, title: p.name, description: p.instructions, type: 'dock', image: p.image,
});

const ACTIVITY_MARKERS = { Dining: 'food', Activity: 'snorkel', 'Deep sea fishing': 'activity', 'Bio bay': 'star' } as const;

export const activityPoint = (a: Activity): MapPoint => ({
  id: a._id, lat: a.geolocation.lat, lng: a.geolocation.lng, title: a.name, description: a.subTitle, type: ACTIVITY_MARKERS[a.type], image: a.image,
});
