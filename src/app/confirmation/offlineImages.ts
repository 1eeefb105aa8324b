// The photos a confirmation shows, turned into data URLs to be stored with it: the page and its PDF then need no
// network.
import type { BookingInfo } from '../../domain/booking';
import { keptVariant } from '../../domain/catalogue';
import { nextTask } from '../ui/nextTask';

/** A photo larger than this is left to the service worker's image cache instead. */
const MAX_STORED_IMAGE_BYTES = 1_500_000;

/** The image addresses the page shows for `info`, each once. */
function imagesOf(info: BookingInfo): string[] {
  const s = info.tripSummary;
  const boat = s.boat.data;
  const shownChecklist = boat.boatingCheckList.filter((i) => i.type === 'INCLUDED' || i.type === 'WHAT_TO_BRING');
  const all = [
    boat.boatInfo.mainImage,
    s.pull.data?.image,
    ...s.activities.map((a) => a.data.image),
    ...shownChecklist.map((i) => i.image),
  ];
  return [...new Set(all.filter((src): src is string => typeof src === 'string' && src !== ''))];
}

const readAsDataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });

async function imageAsData(src: string): Promise<string | null> {
  try {
    // Each photo asked for in a task of its own: sixteen requests started at once were one long task on a phone.
    await nextTask();
    // An uploaded photo is kept as its middle-sized JPEG (the PDF reads JPEG), not its largest.
    const response = await fetch(keptVariant(src));
    if (!response.ok) return null;
    const blob = await response.blob();
    if (!blob.type.startsWith('image/') || blob.size > MAX_STORED_IMAGE_BYTES) return null;
    return await readAsDataUrl(blob);
  } catch {
    return null; // offline or refused: the page falls back to the address itself
  }
}

/** Address → data URL for every photo that could be fetched; `known` ones are not fetched again. */
export async function collectImages(
  info: BookingInfo,
  known: Record<string, string> = {},
): Promise<Record<string, string>> {
  const images: Record<string, string> = {};
  await Promise.all(
    imagesOf(info).map(async (src) => {
      const data = known[src] ?? (await imageAsData(src));
      if (data) images[src] = data;
    }),
  );
  return images;
}
