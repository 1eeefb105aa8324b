// The country gallery: every picture of its boats, adventures and activities, each once, with alt text.
import type { Activity, Adventure, Boat, GalleryImage } from '../../domain/catalogue';

export function galleryOf(boats: Boat[], adventures: Adventure[], activities: Activity[]): GalleryImage[] {
  const images: GalleryImage[] = [];
  const seen = new Set<string>();
  const add = (src: string, alt: string, caption: string) => {
    if (!src || seen.has(src)) return;
    seen.add(src);
    images.push({ src, alt, caption });
  };
  for (const boat of boats) {
    const caption = `${boat.name}, ${boat.boatInfo.size} ft ${boat.boatInfo.madeBy} ${boat.boatInfo.boatModel}`;
    add(boat.boatInfo.mainImage, `The boat ${boat.name}`, caption);
    boat.boatInfo.secondaryImages.forEach((src, i) => add(src, `The boat ${boat.name}, picture ${i + 2}`, caption));
  }
  for (const adventure of adventures) {
    add(adventure.image, adventure.headerTitle, adventure.summary);
    adventure.gallery.forEach((src, i) => add(src, `${adventure.headerTitle}, picture ${i + 2}`, adventure.summary));
  }
  for (const activity of activities) add(activity.image, activity.name, activity.subTitle);
  return images;
}
