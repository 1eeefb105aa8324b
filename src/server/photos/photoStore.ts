// Uploaded photos in PostgreSQL (migration 151): every server process serves what any one of them stored. One upload
// is one transaction (its original, its photo and every variant, or nothing), and each is processed after the one
// before it in this process: a 12-megapixel photo takes both cores of a small server for a moment. Bytes go in and out
// as base64 text (decode/encode in SQL): PGlite reads and writes a bytea parameter some twenty times slower.
import { defined } from '../../domain/schema';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  type CatalogueProblem,
  cropBox,
  photoAddress,
  roundFocus,
  type PhotoFocus,
  type PhotoFormat,
  type PhotoInFile,
  type PhotoInfo,
} from '../../domain/catalogue';
import type { Db, Tx } from '../db/client';
import { photoOriginals, photos, photoVariants } from '../db/photoSchema';
import { audit, type Actor } from '../audit/auditLog';
import { notFound } from '../http/errors';
import { cutPhoto, masterOf, photoIdOf, pixelsOf, type CutPhoto, type Master } from './processPhoto';
import { rowsOf } from '../db/rows';

const asBytea = (bytes: Buffer) => sql`decode(${bytes.toString('base64')}, 'base64')`;
const base64Of = (column: typeof photoVariants.bytes | typeof photoOriginals.bytes) =>
  sql<string>`encode(${column}, 'base64')`;

let queue: Promise<unknown> = Promise.resolve();
/** Runs `work` after every earlier photo of this process. */
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

const infoOf = (
  id: string,
  widths: number[],
  focus: PhotoFocus,
  original: { width: number; height: number },
): PhotoInfo => ({
  id,
  address: photoAddress(id, widths),
  widths,
  focus,
  original,
  crop: cropBox(original.width, original.height, focus),
});

/** Inserts a cut photo (and its original, when given); false when that photo was already stored whole. */
async function insertPhoto(
  tx: Tx,
  master: Master | null,
  originalHash: string,
  cut: CutPhoto,
  actor: Actor,
  now: Date,
): Promise<boolean> {
  if (master) {
    await tx
      .insert(photoOriginals)
      .values({
        hash: master.hash,
        bytes: asBytea(master.bytes),
        width: master.width,
        height: master.height,
        uploadedAt: now,
        uploadedBy: actor,
      })
      .onConflictDoNothing();
  }
  const added = await tx
    .insert(photos)
    .values({
      id: cut.id,
      original: originalHash,
      focusX: cut.focus.x,
      focusY: cut.focus.y,
      widths: cut.widths,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: photos.id });
  if (added.length === 0) return false;
  await tx
    .insert(photoVariants)
    .values(cut.variants.map((v) => ({ photo: cut.id, width: v.width, format: v.format, bytes: asBytea(v.bytes) })));
  return true;
}

async function store(
  db: Db,
  master: Master | null,
  originalHash: string,
  size: { width: number; height: number },
  cut: CutPhoto,
  actor: Actor,
  now: Date,
) {
  await db.transaction(async (tx) => {
    if (!(await insertPhoto(tx, master, originalHash, cut, actor, now))) return;
    await audit(tx, {
      actor,
      action: 'catalogue.photo',
      at: now,
      detail: { photo: cut.id, original: originalHash, focus: cut.focus, widths: cut.widths, ...size },
    });
  });
}

/** An upload: checked, made upright and clean, cut around `focus` and stored with its variants. */
export function uploadPhoto(db: Db, bytes: Buffer, focus: PhotoFocus, actor: Actor, now: Date): Promise<PhotoInfo> {
  return inTurn(async () => {
    const master = await masterOf(bytes);
    const at = roundFocus(focus);
    const size = { width: master.width, height: master.height };
    const [known] = await db
      .select({ widths: photos.widths })
      .from(photos)
      .where(eq(photos.id, photoIdOf(master.hash, at)));
    if (known) return infoOf(photoIdOf(master.hash, at), known.widths, at, size);
    const cut = await cutPhoto(master.hash, master.raw, at);
    await store(db, master, master.hash, size, cut, actor, now);
    return infoOf(cut.id, cut.widths, at, size);
  });
}

async function photoRow(db: Db, id: string) {
  const [row] = await db
    .select({
      id: photos.id,
      original: photos.original,
      focusX: photos.focusX,
      focusY: photos.focusY,
      widths: photos.widths,
      width: photoOriginals.width,
      height: photoOriginals.height,
    })
    .from(photos)
    .innerJoin(photoOriginals, eq(photoOriginals.hash, photos.original))
    .where(eq(photos.id, id));
  if (!row) throw notFound('Photo');
  return row;
}

/** What the editor needs of a photo already in a document. */
export async function photoInfo(db: Db, id: string): Promise<PhotoInfo> {
  const row = await photoRow(db, id);
  return infoOf(row.id, row.widths, { x: row.focusX, y: row.focusY }, { width: row.width, height: row.height });
}

/** The same original cut around another focus: a new photo (the old one stays for the documents that name it). */
export function refocusPhoto(db: Db, id: string, focus: PhotoFocus, actor: Actor, now: Date): Promise<PhotoInfo> {
  return inTurn(async () => {
    const row = await photoRow(db, id);
    const at = roundFocus(focus);
    const size = { width: row.width, height: row.height };
    const [known] = await db
      .select({ widths: photos.widths })
      .from(photos)
      .where(eq(photos.id, photoIdOf(row.original, at)));
    if (known) return infoOf(photoIdOf(row.original, at), known.widths, at, size);
    const original = defined(
      (
        await db
          .select({ bytes: base64Of(photoOriginals.bytes) })
          .from(photoOriginals)
          .where(eq(photoOriginals.hash, row.original))
      )[0],
      'the kept original',
    );
    const cut = await cutPhoto(row.original, await pixelsOf(Buffer.from(original.bytes, 'base64')), at);
    await store(db, null, row.original, size, cut, actor, now);
    return infoOf(cut.id, cut.widths, at, size);
  });
}

/** One variant's bytes; null when there is no such photo, width or format. */
export async function variantBytes(db: Db, id: string, width: number, format: PhotoFormat): Promise<Buffer | null> {
  const [row] = await db
    .select({ bytes: base64Of(photoVariants.bytes) })
    .from(photoVariants)
    .where(and(eq(photoVariants.photo, id), eq(photoVariants.width, width), eq(photoVariants.format, format)));
  return row ? Buffer.from(row.bytes, 'base64') : null;
}

/** The byte size of a variant, if it exists (the offline copy weighs them), read without sending the bytes. */
export async function variantSize(db: Db, id: string, width: number, format: PhotoFormat): Promise<number | null> {
  const [row] = await db
    .select({ n: sql<number>`octet_length(${photoVariants.bytes})::int` })
    .from(photoVariants)
    .where(and(eq(photoVariants.photo, id), eq(photoVariants.width, width), eq(photoVariants.format, format)));
  return row ? Number(row.n) : null;
}

/**
 * The photos `ids` names as a catalogue file carries them: each one's kept original and focus. Unknown ids are left
 * out.
 */
export async function photosForFile(db: Db, ids: Iterable<string>): Promise<PhotoInFile[]> {
  const wanted = [...new Set(ids)].sort();
  if (wanted.length === 0) return [];
  const rows = await db
    .select({
      id: photos.id,
      original: photos.original,
      focusX: photos.focusX,
      focusY: photos.focusY,
      jpeg: base64Of(photoOriginals.bytes),
    })
    .from(photos)
    .innerJoin(photoOriginals, eq(photoOriginals.hash, photos.original))
    .where(inArray(photos.id, wanted))
    .orderBy(photos.id);
  // PostgreSQL's base64 breaks lines every 76 characters; the file keeps one line per photo.
  return rows.map((r) => ({
    id: r.id,
    original: r.original,
    focus: { x: r.focusX, y: r.focusY },
    jpeg: r.jpeg.replace(/\s+/g, ''),
  }));
}

/** Of `ids`, those stored here. */
export async function storedPhotoIds(db: Db | Tx, ids: Iterable<string>): Promise<Set<string>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Set();
  const rows = await db.select({ id: photos.id }).from(photos).where(inArray(photos.id, wanted));
  return new Set(rows.map((r) => r.id));
}

/** A file's photo, cut again from its original and ready to store under the id its documents name. */
export interface ArrivingPhoto {
  master: Master;
  cut: CutPhoto;
}

/**
 * Reads and cuts a file's photos that are not stored here yet (outside any transaction: cutting takes a moment per
 * photo; a dry run only reads them). An original that is not a readable picture is a problem of the file.
 */
export function cutArrivingPhotos(
  db: Db,
  file: PhotoInFile[],
  options: { dryRun: boolean },
): Promise<{ arriving: ArrivingPhoto[]; problems: CatalogueProblem[] }> {
  if (file.length === 0) return Promise.resolve({ arriving: [], problems: [] });
  return inTurn(async () => {
    const stored = await storedPhotoIds(
      db,
      file.map((p) => p.id),
    );
    const arriving: ArrivingPhoto[] = [];
    const problems: CatalogueProblem[] = [];
    for (const photo of file.filter((p) => !stored.has(p.id))) {
      const bytes = Buffer.from(photo.jpeg, 'base64');
      const pixels = await pixelsOf(bytes).catch(() => null);
      if (!pixels) {
        problems.push({ list: 'photos', id: photo.id, path: 'jpeg', message: 'is not a picture this server can read' });
        continue;
      }
      const focus = roundFocus(photo.focus);
      const cut = options.dryRun
        ? { id: photo.id, focus, widths: [], variants: [] }
        : await cutPhoto(photo.original, pixels, focus);
      arriving.push({
        master: { hash: photo.original, bytes, width: pixels.width, height: pixels.height },
        cut: { ...cut, id: photo.id },
      });
    }
    return { arriving, problems };
  });
}

/** Stores photos cut by cutArrivingPhotos, inside the import's transaction (one already stored is left as it is). */
export async function storeArrivingPhotos(tx: Tx, arriving: ArrivingPhoto[], actor: Actor, now: Date): Promise<void> {
  for (const { master, cut } of arriving) await insertPhoto(tx, master, master.hash, cut, actor, now);
}

/**
 * Photos uploaded before `before` that no catalogue document names, now or in any kept version (restorable), are
 * uploads nobody saved: removed with their variants, and originals no photo uses any more. Returns the photos removed.
 */
export async function removeUnsavedPhotos(db: Db, before: Date, now = new Date()): Promise<string[]> {
  return db.transaction(async (tx) => {
    const named = (table: 'catalogue_documents' | 'catalogue_versions') =>
      sql`EXISTS (SELECT 1 FROM ${sql.identifier(table)} d WHERE d.doc::text LIKE '%/photos/' || p.id || '-%')`;
    const result = await tx.execute(sql`
      SELECT p.id FROM photos p WHERE p.created_at < ${before.toISOString()}
        AND NOT ${named('catalogue_documents')} AND NOT ${named('catalogue_versions')}
      ORDER BY p.id FOR UPDATE SKIP LOCKED`);
    const ids = rowsOf<{ id: string }>(result).map((r) => r.id);
    if (ids.length === 0) return [];
    await tx.delete(photoVariants).where(inArray(photoVariants.photo, ids));
    await tx.delete(photos).where(inArray(photos.id, ids));
    await tx.execute(sql`DELETE FROM photo_originals o WHERE o.uploaded_at < ${before.toISOString()}
      AND NOT EXISTS (SELECT 1 FROM photos p WHERE p.original = o.hash)`);
    await audit(tx, { actor: 'system', action: 'catalogue.photo.removed', at: now, detail: { photos: ids } });
    return ids;
  });
}
