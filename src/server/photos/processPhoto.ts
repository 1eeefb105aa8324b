// The image work of an upload, through sharp (libvips): read what was sent (refusing what is not a photo we can
// decode), turn it upright from its EXIF orientation, keep it without any metadata (EXIF, GPS, camera) at most
// MASTER_EDGE px, then cut the card's shape around a focus and encode each width as AVIF, WebP and JPEG, never wider
// than the cut itself. Nothing here touches the database.
import { createHash } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import {
  cropBox,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_MEGAPIXELS,
  PHOTO_FORMATS,
  variantWidths,
  type PhotoFocus,
  type PhotoFormat,
} from '../../domain/catalogue';
import { HttpError } from '../http/errors';

/** The kept original's longest edge: room for a new focus, the largest variant (1600) still reachable from a landscape
 *  photo, and half a phone's 4000 px, so that libvips decodes a JPEG at half size (shrink-on-load). */
const MASTER_EDGE = 2000;
/** Bumped when the variants' recipe changes: a photo's id names the recipe it was made with. */
const RECIPE = 'v1';
const ACCEPTED = 'JPEG, PNG or WebP';
const READABLE = new Set(['jpeg', 'png', 'webp', 'heif']);

export interface Master {
  hash: string;
  bytes: Buffer;
  width: number;
  height: number;
}
interface Variant {
  width: number;
  format: PhotoFormat;
  bytes: Buffer;
}
export interface CutPhoto {
  id: string;
  focus: PhotoFocus;
  widths: number[];
  variants: Variant[];
}

const refuse = (status: number, code: string, message: string) => new HttpError(status, message, code);
export const tooLarge = () =>
  refuse(
    413,
    'PHOTO_TOO_LARGE',
    `The photo is too large: at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB and ${MAX_UPLOAD_MEGAPIXELS} megapixels.`,
  );
export const notAccepted = (what: string) =>
  refuse(415, 'UNSUPPORTED_PHOTO', `${what} Send a ${ACCEPTED} photo (HEIC where this server can read it).`);

const input = (bytes: Buffer): Sharp =>
  sharp(bytes, { limitInputPixels: MAX_UPLOAD_MEGAPIXELS * 1_000_000, failOn: 'error' });

/** What the bytes are, refused with the reason when they are not a photo this server reads. */
async function readable(bytes: Buffer): Promise<void> {
  if (bytes.byteLength === 0) throw refuse(400, 'NOT_A_PHOTO', `No photo was sent. Send a ${ACCEPTED} photo.`);
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw tooLarge();
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => null);
  if (!meta?.format) throw notAccepted('This file is not a photo this server can read.');
  if (!READABLE.has(meta.format)) throw notAccepted(`A ${meta.format.toUpperCase()} file is not accepted.`);
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_UPLOAD_MEGAPIXELS * 1_000_000) throw tooLarge();
}

/** The pixels of a decoding that failed part way (a cut-off or damaged file) are refused, not served half grey. */
async function decoded<T>(work: Promise<T>, heif: boolean): Promise<T> {
  try {
    return await work;
  } catch (error) {
    const text = String((error as Error).message);
    if (heif && /heif|hevc|codec|compression/i.test(text))
      throw notAccepted('HEIC photos cannot be read by this server.');
    if (/pixel limit/i.test(text)) throw tooLarge();
    throw refuse(
      400,
      'DAMAGED_PHOTO',
      `The photo could not be read: the file is damaged or incomplete. Send it again, or send a ${ACCEPTED} photo.`,
    );
  }
}

/** The upright, metadata-free original of an upload, keyed by the upload's own content hash. */
export async function masterOf(bytes: Buffer): Promise<Master & { raw: RawPixels }> {
  await readable(bytes);
  // libvips reads HEIF's container; whether it decodes HEVC (HEIC, as iPhones take) depends on how it was built: a
  // decoding that fails on it says so.
  const heif = (await sharp(bytes).metadata()).format === 'heif';
  const raw = await decoded(
    input(bytes)
      .autoOrient()
      .resize({ width: MASTER_EDGE, height: MASTER_EDGE, fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true }),
    heif,
  );
  const pixels: RawPixels = {
    data: raw.data,
    width: raw.info.width,
    height: raw.info.height,
    channels: raw.info.channels,
  };
  const master = await fromRaw(pixels).jpeg({ quality: 90 }).toBuffer();
  return {
    hash: createHash('sha256').update(bytes).digest('hex'),
    bytes: master,
    width: pixels.width,
    height: pixels.height,
    raw: pixels,
  };
}

export interface RawPixels {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

const fromRaw = (p: RawPixels) => sharp(p.data, { raw: { width: p.width, height: p.height, channels: p.channels } });

/** A kept original's pixels again (for a new focus). */
export async function pixelsOf(master: Buffer): Promise<RawPixels> {
  const { data, info } = await sharp(master).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/** A photo's id: the original, the focus and the recipe (so the same choice is the same photo). */
export const photoIdOf = (original: string, focus: PhotoFocus) =>
  createHash('sha256').update(`${original}|${focus.x}|${focus.y}|${RECIPE}`).digest('hex').slice(0, 24);

const encode = (image: Sharp, format: PhotoFormat) =>
  format === 'avif'
    ? image.avif({ quality: 50, effort: 0 })
    : format === 'webp'
      ? image.webp({ quality: 75, effort: 2 })
      : image.jpeg({ quality: 78, progressive: true });

/** The card-shaped cut of `pixels` around `focus`, in every width and format. */
export async function cutPhoto(original: string, pixels: RawPixels, focus: PhotoFocus): Promise<CutPhoto> {
  const box = cropBox(pixels.width, pixels.height, focus);
  const widths = variantWidths(box.width);
  const cut = await fromRaw(pixels).extract(box).raw().toBuffer({ resolveWithObject: true });
  const variants: Variant[] = [];
  for (const width of widths) {
    const sized = await sharp(cut.data, {
      raw: { width: cut.info.width, height: cut.info.height, channels: cut.info.channels },
    })
      .resize({ width, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const at = () =>
      sharp(sized.data, { raw: { width: sized.info.width, height: sized.info.height, channels: sized.info.channels } });
    const encoded = await Promise.all(
      PHOTO_FORMATS.map(async (format) => ({ width, format, bytes: await encode(at(), format).toBuffer() })),
    );
    variants.push(...encoded);
  }
  return { id: photoIdOf(original, focus), focus, widths, variants };
}
