// Map location items of the catalogue as markers of the island map.
import type { MapCategory, MapLocationItem } from '../../../domain/model/catalogue';
import type { MapPoint, MarkerType } from '../../map/LazyIslandMap';

/** 'lat,lng' text; null when it is not two numbers in range. */
export function parseLocationLink(text: string): { lat: number; lng: number } | null {
  const parts = text.split(',').map((part) => Number(part.trim()));
  if (parts.length !== 2 || parts.some((n) => !Number.isFinite(n))) return null;
  const [lat, lng] = parts;
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}

export function locationPoint(item: MapLocationItem): MapPoint | null {
  const at = parseLocationLink(item.locationLink);
  if (!at) return null;
  return {
    id: item._id,
    ...at,
    title: item.locationMarkerTitle,
    description: item.locationDescription || undefined,
    type: item.locationCustomIcon.toLowerCase() as MarkerType,
    image: item.locationImage || undefined,
    link: item.mapLink || undefined,
    links: item.locationBannerLinks.map((banner) => ({ href: banner.link, label: banner.title })),
  };
}

/** Every place of the categories, once each (a place may sit in two categories). */
export function categoryPoints(categories: MapCategory[]): MapPoint[] {
  const seen = new Map<string, MapPoint>();
  for (const category of categories) {
    for (const item of category.items) {
      const point = seen.has(item._id) ? null : locationPoint(item);
      if (point) seen.set(item._id, point);
    }
  }
  return [...seen.values()];
}
