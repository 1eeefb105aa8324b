// Uploaded photos in PostgreSQL (migration 151): every server process serves what any one of them stored. One upload
// is one transaction (its original, its photo and every variant, or nothing), and each is processed after the one
// before it in this process: a 12-megapixel photo takes both cores of a small server for a moment. Bytes go in and out
// as base64 text (decode/encode in SQL): PGlite reads and writes a bytea parameter some twenty times slower.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { photoOriginals, photos, photoVariants } from '../db/photoSchema';
import {
  cropBox, photoAddress, roundFocus, type PhotoFocus, type PhotoFormat, type PhotoInfo,
} from '../../domain/model';
import { audit, type Actor } from '../audit/auditLog';
import { notFound } from '../http/errors';
import { cutPhoto, masterOf, photoIdOf, pixelsOf, type CutPhoto, type Master } from './processPhoto';

const asBytea = (bytes: Buffer) => sql`decode(${bytes.toString('base64')}, 'base64')`;
const base64Of = (column: typeof photoVariants.bytes | typeof photoOriginals.bytes) => sql<string>`encode(${column}, 'base64')`;

let queue: Promise<unknown> = Promise.resolve();
/** Runs `work` after every earlier photo of this process. */
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

const infoOf = (id: string, widths: number[], focus: PhotoFocus, original: { width: number; height: number }): PhotoInfo => ({
  id, address: photoAddress(id, widths), widths, focus, original, crop: cropBox(original.width, original.height, focus),
});

async function store(db: Db, master: Master | null, originalHash: string, size: { width: number; height: number }, cut: CutPhoto, actor: Actor, now: Date) {
  await db.transaction(async (tx) => {
    if (master) {
      await tx.insert(photoOriginals).values({ hash: master.hash, bytes: asBytea(master.bytes), width: master.width, height: master.height, uploadedAt: now, uploadedBy: actor })
        .onConflictDoNothing();
    }
    const added = await tx.insert(photos).values({ id: cut.id, original: originalHash, focusX: cut.focus.x, focusY: cut.focus.y, widths: cut.widths, createdAt: now })
      .onConflictDoNothing().returning({ id: photos.id });
    if (added.length === 0) return; // the same photo, already stored whole
    await tx.insert(photoVariants).values(cut.variants.map((v) => ({ photo: cut.id, width: v.width, format: v.format, bytes: asBytea(v.bytes) })));
    await audit(tx, { actor, action: 'catalogue.photo', at: now, detail: { photo: cut.id, original: originalHash, focus: cut.focus, widths: cut.widths, ...size } });
  });
}

/** An upload: checked, made upright and clean, cut around `focus` and stored with its variants. */
export function uploadPhoto(db: Db, bytes: Buffer, focus: PhotoFocus, actor: Actor, now: Date): Promise<PhotoInfo> {
  return inTurn(async () => {
    const master = await masterOf(bytes);
    const at = roundFocus(focus);
    const size = { width: master.width, height: master.height };
    const [known] = await db.select({ widths: photos.widths }).from(photos).where(eq(photos.id, photoIdOf(master.hash, at)));
    if (known) return infoOf(photoIdOf(master.hash, at), known.widths, at, size);
    const cut = await cutPhoto(master.hash, master.raw, at);
    await store(db, master, master.hash, size, cut, actor, now);
    return infoOf(cut.id, cut.widths, at, size);
  });
}

async function photoRow(db: Db, id: string) {
  const [row] = await db.select({ id: photos.id, original: photos.original, focusX: photos.focusX, focusY: photos.focusY, widths: photos.widths, width: photoOriginals.width, height: photoOriginals.height })
    .from(photos).innerJoin(photoOriginals, eq(photoOriginals.hash, photos.original)).where(eq(photos.id, id));
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
    const [known] = await db.select({ widths: photos.widths }).from(photos).where(eq(photos.id, photoIdOf(row.original, at)));
    if (known) return infoOf(photoIdOf(row.original, at), known.widths, at, size);
    const [original] = await db.select({ bytes: base64Of(photoOriginals.bytes) }).from(photoOriginals).where(eq(photoOriginals.hash, row.original));
    const cut = await cutPhoto(row.original, await pixelsOf(Buffer.from(original.bytes, 'base64')), at);
    await store(db, null, row.original, size, cut, actor, now);
    return infoOf(cut.id, cut.widths, at, size);
  });
}

/** One variant's bytes; null when there is no such photo, width or format. */
export async function variantBytes(db: Db, id: string, width: number, format: PhotoFormat): Promise<Buffer | null> {
  const [row] = await db.select({ bytes: base64Of(photoVariants.bytes) }).from(photoVariants)
    .where(and(eq(photoVariants.photo, id), eq(photoVariants.width, width), eq(photoVariants.format, format)));
  return row ? Buffer.from(row.bytes, 'base64') : null;
}

/** The byte size of a variant, if it exists (the offline copy weighs them), read without sending the bytes. */
export async function variantSize(db: Db, id: string, width: number, format: PhotoFormat): Promise<number | null> {
  const [row] = await db.select({ n: sql<number>`octet_length(${photoVariants.bytes})::int` }).from(photoVariants)
    .where(and(eq(photoVariants.photo, id), eq(photoVariants.width, width), eq(photoVariants.format, format)));
  return row ? Number(row.n) : null;
}
