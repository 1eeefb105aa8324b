// Map location items of the catalogue as markers of the island map.
import { parseLocationLink, type MapCategory, type MapLocationItem } from '../../../domain/catalogue';
import type { MapPoint, MarkerType } from '../../map';

function locationPoint(item: MapLocationItem): MapPoint | null {
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
