// Uploaded photos' addresses (docs/catalogue.md 'Photos'): one rule for the server that makes the variants, the guest
// pages that ask for them (srcset) and the worker that keeps them offline. A photo's address, stored in a boat's or a
// place's document, is its largest JPEG: `/photos/<id>-<width>.jpg`; the other variants follow from it. Plain strings
// only: every guest page loads this file (src/domain/catalogue/photos.ts has the office's schemas).

/** The widths made of every photo (never wider than the cropped photo itself). */
const PHOTO_WIDTHS = [480, 960, 1600] as const;
/** The cards' shape (width / height): every card, the boat page and the pick-up show photos at 4:3. */
export const CARD_RATIO = 4 / 3;
export const PHOTO_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];
export const PHOTO_MIME: Record<PhotoFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
export const MAX_UPLOAD_MEGAPIXELS = 60;
/** The variant the offline copy and a confirmation keep: the worker answers any variant of the photo with it. */
const KEPT_WIDTH = 960;

/**
 * The widths made of a photo cropped to `croppedWidth`: the plan's widths it reaches, and its own when it falls short.
 */
export function variantWidths(croppedWidth: number): number[] {
  const largest = Math.max(...PHOTO_WIDTHS);
  const within = PHOTO_WIDTHS.filter((w) => w <= croppedWidth);
  const top = Math.min(croppedWidth, largest);
  return within.includes(top as (typeof PHOTO_WIDTHS)[number]) ? within : [...within, top];
}

export const PHOTO_ID = /^[0-9a-f]{24}$/;
const FILE = /^([0-9a-f]{24})-([1-9][0-9]{0,3})\.(avif|webp|jpg)$/;

const photoFile = (id: string, width: number, format: PhotoFormat) => `${id}-${width}.${format}`;
export const variantAddress = (id: string, width: number, format: PhotoFormat) =>
  `/photos/${photoFile(id, width, format)}`;
/** The address stored in a document: the largest JPEG. */
export const photoAddress = (id: string, widths: readonly number[]) => variantAddress(id, Math.max(...widths), 'jpg');

/** A variant's file name read back (`…-960.webp`); null for anything else. */
export function parsePhotoFile(name: string): { id: string; width: number; format: PhotoFormat } | null {
  const [, id, width, format] = FILE.exec(name) ?? [];
  return id !== undefined && format !== undefined ? { id, width: Number(width), format: format as PhotoFormat } : null;
}

/** An uploaded photo's address read back (any of its variants); null for a drawing or any other picture. */
export function parsePhotoAddress(
  address: string | undefined | null,
): { id: string; width: number; format: PhotoFormat } | null {
  if (!address?.startsWith('/photos/')) return null;
  return parsePhotoFile(address.slice('/photos/'.length));
}

/** The `srcset` of one format of the photo at `address`; null when it is not an uploaded photo. */
export function photoSrcset(address: string | undefined | null, format: PhotoFormat): string | null {
  const photo = parsePhotoAddress(address);
  if (!photo) return null;
  return variantWidths(photo.width)
    .map((w) => `${variantAddress(photo.id, w, format)} ${w}w`)
    .join(', ');
}

/**
 * The variant kept for offline use (the offline copy, a confirmation): a middle-sized JPEG; other pictures as they are.
 */
export function keptVariant(address: string): string {
  const photo = parsePhotoAddress(address);
  if (!photo) return address;
  const widths = variantWidths(photo.width);
  return variantAddress(photo.id, widths.filter((w) => w <= KEPT_WIDTH).pop() ?? Math.min(...widths), 'jpg');
}

/** A card across the page's column on a phone, two or three to a row wider up. */
export const CARD_SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

/** Of the kept addresses, the variant of the same photo nearest in width to `wanted` (the worker's answer offline). */
export function nearestKeptVariant(wanted: string, kept: readonly string[]): string | null {
  const photo = parsePhotoAddress(wanted);
  if (!photo) return null;
  const same = kept.flatMap((address) => {
    const other = parsePhotoAddress(address);
    return other && other.id === photo.id ? [{ address, off: Math.abs(other.width - photo.width) }] : [];
  });
  return same.sort((a, b) => a.off - b.off)[0]?.address ?? null;
}
