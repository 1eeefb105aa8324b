// Uploaded catalogue photos (docs/catalogue.md 'Photos'): the cut around a focus and the office's calls' shapes; the
// addresses, widths and srcset are in ./photoAddress (what guest pages load), re-exported here.
import { array, coerce, integer, max, min, number, object, optional, pattern, refine, type Infer } from 'superstruct';
import { ID_MAX_LENGTH, URL_MAX_LENGTH, string } from '../schema/boundedString';
import { CARD_RATIO, PHOTO_ID, parsePhotoAddress } from './photoAddress';

export * from './photoAddress';

/** Where the crop centres, as fractions of the upright photo (0, 0 top left). */
export const photoFocus = object({ x: min(max(number(), 1), 0), y: min(max(number(), 1), 0) });
export type PhotoFocus = Infer<typeof photoFocus>;
export const FOCUS_PRESETS = {
  centre: { x: 0.5, y: 0.5 },
  top: { x: 0.5, y: 0 },
  bottom: { x: 0.5, y: 1 },
  left: { x: 0, y: 0.5 },
  right: { x: 1, y: 0.5 },
} as const satisfies Record<string, PhotoFocus>;
export type FocusPreset = keyof typeof FOCUS_PRESETS;

/** Focus kept to two decimals: the same choice always makes the same photo (its id). */
export const roundFocus = (focus: PhotoFocus): PhotoFocus => ({
  x: Math.round(focus.x * 100) / 100,
  y: Math.round(focus.y * 100) / 100,
});

/** The preset a focus is, if it is one. */
export const presetOf = (focus: PhotoFocus): FocusPreset | null =>
  (Object.keys(FOCUS_PRESETS) as FocusPreset[]).find(
    (k) => FOCUS_PRESETS[k].x === focus.x && FOCUS_PRESETS[k].y === focus.y,
  ) ?? null;

export interface CropBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The largest card-shaped box inside a `width` × `height` photo, as near centred on `focus` as the edges allow. */
export function cropBox(width: number, height: number, focus: PhotoFocus, ratio = CARD_RATIO): CropBox {
  const w = Math.min(width, Math.round(height * ratio));
  const h = Math.min(height, Math.round(w / ratio));
  const place = (size: number, span: number, at: number) =>
    Math.min(size - span, Math.max(0, Math.round(at * size - span / 2)));
  return { left: place(width, w, focus.x), top: place(height, h, focus.y), width: w, height: h };
}

const fraction = min(max(number(), 1), 0);
const numberText = coerce(fraction, string(40), (text) => (text.trim() === '' ? Number.NaN : Number(text)));
/** The upload's query: where to centre the cut (default the middle). */
export const photoUploadQuery = object({ x: optional(numberText), y: optional(numberText) });
/** A photo named by its id in the editor's calls. */
export const photoParams = object({ id: pattern(string(ID_MAX_LENGTH), PHOTO_ID) });

const size = object({ width: integer(), height: integer() });
/** What the editor's calls answer of a photo: the address to store, and what a focus choice needs (the kept original's
 *  size and the cut taken of it: a tap on the preview moves the focus within it). */
export const photoInfo = object({
  id: string(ID_MAX_LENGTH),
  address: string(URL_MAX_LENGTH),
  widths: array(integer()),
  focus: photoFocus,
  original: size,
  crop: object({ left: integer(), top: integer(), width: integer(), height: integer() }),
});
export type PhotoInfo = Infer<typeof photoInfo>;

/** Where a tap at (`tapX`, `tapY`), fractions of the shown cut, puts the focus of the whole photo. */
export function focusAtTap(info: Pick<PhotoInfo, 'original' | 'crop'>, tapX: number, tapY: number): PhotoFocus {
  const clamp = (n: number) => Math.min(1, Math.max(0, n));
  return roundFocus({
    x: clamp((info.crop.left + tapX * info.crop.width) / info.original.width),
    y: clamp((info.crop.top + tapY * info.crop.height) / info.original.height),
  });
}

/** A kept original is at most 2000 px a side as a JPEG: far under this, base64 included. */
const PHOTO_IN_FILE_MAX_CHARS = 16 * 1024 * 1024;
const base64Jpeg = refine(string(PHOTO_IN_FILE_MAX_CHARS), 'base64', (text) =>
  /^[A-Za-z0-9+/]+={0,2}$/.test(text) && text.length % 4 === 0 ? true : 'must be the photo as base64 text',
);
/**
 * A photo in a catalogue file (`catalogue export`): the kept original and the focus its cut was made around, under the
 * id the documents name, so that a file moved to another server brings its pictures along.
 */
export const photoInFile = object({
  id: pattern(string(ID_MAX_LENGTH), PHOTO_ID),
  original: pattern(string(64), /^[0-9a-f]{64}$/),
  focus: photoFocus,
  jpeg: base64Jpeg,
});
export type PhotoInFile = Infer<typeof photoInFile>;

/** The ids of every uploaded photo a document (or any JSON value) names, in any of its fields. */
export function photoIdsNamedIn(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    const photo = parsePhotoAddress(value);
    if (photo) into.add(photo.id);
  } else if (Array.isArray(value)) {
    for (const item of value) photoIdsNamedIn(item, into);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) photoIdsNamedIn(item, into);
  }
  return into;
}
