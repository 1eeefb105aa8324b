// The catalogue in and out as one document: `catalogue export`, `catalogue import` (and its dry run), and the demo
// catalogue loaded into an empty database, all through here. An import is one transaction: every document and
// calendar it changes, a version of each, and an audit entry, or nothing.
import { asc, inArray, sql } from 'drizzle-orm';
import {
  CATALOGUE_FORMAT,
  CATALOGUE_FORMAT_VERSION,
  CATALOGUE_LISTS,
  LIST_OF_KIND,
  emptyCatalogue,
  type BoatCalendar,
  type Catalogue,
  type CatalogueFile,
  type CatalogueListName,
  planImport,
  type CatalogueDiff,
  type CatalogueProblem,
  photoIdsNamedIn,
} from '../../domain/catalogue';
import type { Db, Tx } from '../db/client';
import { catalogueDocuments, catalogueVersions } from '../db/schema';
import { boatCalendars, calendarBlackouts, calendarHours } from '../db/bookingSchema';
import { audit, type Actor } from '../audit/auditLog';
import {
  cutArrivingPhotos,
  photosForFile,
  storeArrivingPhotos,
  storedPhotoIds,
  type ArrivingPhoto,
} from '../photos/photoStore';
import { forgetCatalogueRevision } from './revision';

/** A catalogue change the rules refuse; nothing was written. */
export class CatalogueRefused extends Error {
  constructor(readonly problems: CatalogueProblem[]) {
    super(`The catalogue was not changed: ${problems.length} problem(s)`);
  }
}

export interface StoredCatalogue {
  catalogue: Catalogue;
  /** Each document's position, by 'list/id'. */
  positions: Map<string, number>;
}

async function readCalendars(db: Db | Tx): Promise<BoatCalendar[]> {
  const [calendars, hours, blackouts] = await Promise.all([
    db.select().from(boatCalendars).orderBy(asc(boatCalendars.calendarId)),
    db.select().from(calendarHours).orderBy(asc(calendarHours.calendarId), asc(calendarHours.weekday)),
    db.select().from(calendarBlackouts).orderBy(asc(calendarBlackouts.calendarId), asc(calendarBlackouts.day)),
  ]);
  return calendars.map((c) => ({
    calendarId: c.calendarId,
    timezone: c.timezone,
    hours: hours
      .filter((h) => h.calendarId === c.calendarId)
      .map(({ weekday, opens, closes, intervalMinutes, bioBayStarts }) => ({
        weekday,
        opens,
        closes,
        intervalMinutes,
        bioBayStarts,
      })),
    blackouts: blackouts.filter((b) => b.calendarId === c.calendarId).map(({ day, note }) => ({ day, note })),
  }));
}

/** The whole catalogue as stored, every list in its order. */
export async function readCatalogue(db: Db | Tx): Promise<StoredCatalogue> {
  const rows = await db
    .select({
      kind: catalogueDocuments.kind,
      id: catalogueDocuments.id,
      position: catalogueDocuments.position,
      doc: catalogueDocuments.doc,
    })
    .from(catalogueDocuments)
    .orderBy(asc(catalogueDocuments.kind), asc(catalogueDocuments.position), asc(catalogueDocuments.id));
  const catalogue = emptyCatalogue();
  const positions = new Map<string, number>();
  for (const row of rows) {
    const list = LIST_OF_KIND[row.kind];
    if (!list) continue;
    (catalogue[list] as unknown[]).push(row.doc);
    positions.set(`${list}/${row.id}`, row.position);
  }
  catalogue.calendars = await readCalendars(db);
  return { catalogue, positions };
}

/** What `catalogue export` writes: every list and calendar, and the uploaded photos they name, ready to import here
 *  or elsewhere. */
export async function exportCatalogue(db: Db): Promise<CatalogueFile> {
  const { catalogue } = await readCatalogue(db);
  const photos = await photosForFile(db, photoIdsNamedIn(catalogue));
  return {
    format: CATALOGUE_FORMAT,
    version: CATALOGUE_FORMAT_VERSION,
    ...catalogue,
    ...(photos.length > 0 ? { photos } : {}),
  };
}

/** Taken first by every catalogue writer, so that two writes never read the same catalogue and both commit. */
export const lockCatalogue = (tx: Tx) => tx.execute(sql`SELECT revision FROM catalogue_revision FOR UPDATE`);

/** Writes documents (added, or replacing the stored one as its next version), each with a row in catalogue_versions. */
export async function writeDocuments(
  tx: Tx,
  writes: { list: CatalogueListName; doc: unknown; position: number }[],
  actor: Actor,
  now: Date,
): Promise<number[]> {
  const versions: number[] = [];
  for (let i = 0; i < writes.length; i += 200) {
    const rows = writes.slice(i, i + 200).map(({ list, doc, position }) => {
      const spec = CATALOGUE_LISTS[list];
      return {
        kind: spec.kind,
        id: spec.id(doc as never),
        countryId: spec.country?.(doc as never) ?? null,
        urlTitle: spec.urlTitle?.(doc as never) ?? null,
        position,
        doc,
        version: 1,
        updatedAt: now,
        updatedBy: actor,
      };
    });
    const written = await tx
      .insert(catalogueDocuments)
      .values(rows)
      .onConflictDoUpdate({
        target: [catalogueDocuments.kind, catalogueDocuments.id],
        set: {
          countryId: sql`excluded.country_id`,
          urlTitle: sql`excluded.url_title`,
          doc: sql`excluded.doc`,
          position: sql`excluded.position`,
          version: sql`${catalogueDocuments.version} + 1`,
          updatedAt: sql`excluded.updated_at`,
          updatedBy: sql`excluded.updated_by`,
        },
      })
      .returning({
        kind: catalogueDocuments.kind,
        id: catalogueDocuments.id,
        version: catalogueDocuments.version,
        doc: catalogueDocuments.doc,
      });
    await tx.insert(catalogueVersions).values(written.map((w) => ({ ...w, at: now, actor })));
    versions.push(...written.map((w) => w.version));
  }
  return versions;
}

export async function writeCalendars(tx: Tx, calendars: BoatCalendar[]): Promise<void> {
  if (calendars.length === 0) return;
  const ids = calendars.map((c) => c.calendarId);
  await tx
    .insert(boatCalendars)
    .values(calendars.map((c) => ({ calendarId: c.calendarId, timezone: c.timezone })))
    .onConflictDoUpdate({ target: boatCalendars.calendarId, set: { timezone: sql`excluded.timezone` } });
  await tx.delete(calendarHours).where(inArray(calendarHours.calendarId, ids));
  await tx.delete(calendarBlackouts).where(inArray(calendarBlackouts.calendarId, ids));
  const hours = calendars.flatMap((c) => c.hours.map((h) => ({ calendarId: c.calendarId, ...h })));
  const blackouts = calendars.flatMap((c) => c.blackouts.map((b) => ({ calendarId: c.calendarId, ...b })));
  if (hours.length > 0) await tx.insert(calendarHours).values(hours);
  if (blackouts.length > 0) await tx.insert(calendarBlackouts).values(blackouts);
}

export interface ImportOptions {
  dryRun: boolean;
  actor: Actor;
  now: Date;
}

export interface ImportAnswer {
  diff: CatalogueDiff;
  dryRun: boolean;
  /** The file's photos that were not stored here (added, or that would be in a dry run). */
  photosAdded: string[];
}

/** The documents to write that name a photo neither stored nor arriving with the file. */
async function missingPhotos(
  tx: Tx,
  writes: { list: CatalogueListName; doc: unknown }[],
  arriving: Set<string>,
): Promise<CatalogueProblem[]> {
  const named = writes.map((w) => ({ ...w, ids: [...photoIdsNamedIn(w.doc)].filter((id) => !arriving.has(id)) }));
  const stored = await storedPhotoIds(
    tx,
    named.flatMap((w) => w.ids),
  );
  return named.flatMap(({ list, doc, ids }) =>
    ids
      .filter((id) => !stored.has(id))
      .map((id) => ({
        list,
        id: CATALOGUE_LISTS[list].id(doc as never),
        path: '',
        message: `names the photo ${id}, which is neither in the file nor stored here (export the catalogue with its photos)`,
      })),
  );
}

/**
 * Imports `file` (already parsed) whole, or refuses it whole with every problem (CatalogueRefused). A file made from
 * the catalogue (a spreadsheet's rows over the stored boats) is made inside the transaction, from what it replaces.
 */
export async function importCatalogue(
  db: Db,
  file: CatalogueFile | ((current: Catalogue) => CatalogueFile),
  options: ImportOptions,
): Promise<ImportAnswer> {
  const filePhotos = typeof file === 'function' ? [] : (file.photos ?? []);
  const cut = await cutArrivingPhotos(db, filePhotos, { dryRun: options.dryRun });
  if (cut.problems.length > 0) throw new CatalogueRefused(cut.problems);
  const arriving = new Set(cut.arriving.map((p: ArrivingPhoto) => p.cut.id));
  const photosAdded = [...arriving].sort();
  const answer = await db.transaction(async (tx): Promise<ImportAnswer> => {
    await lockCatalogue(tx);
    const { catalogue, positions } = await readCatalogue(tx);
    const plan = planImport(catalogue, typeof file === 'function' ? file(catalogue) : file, positions);
    const problems = [...plan.problems, ...(await missingPhotos(tx, plan.writes, arriving))];
    if (problems.length > 0) throw new CatalogueRefused(problems);
    if (options.dryRun) return { diff: plan.diff, dryRun: true, photosAdded };
    await storeArrivingPhotos(tx, cut.arriving, options.actor, options.now);
    await writeDocuments(tx, plan.writes, options.actor, options.now);
    await writeCalendars(tx, plan.calendarWrites);
    await audit(tx, {
      actor: options.actor,
      action: 'catalogue.import',
      at: options.now,
      detail: { diff: plan.diff, photosAdded },
    });
    return { diff: plan.diff, dryRun: false, photosAdded };
  });
  if (!answer.dryRun) forgetCatalogueRevision(db);
  return answer;
}

/** True when the database holds no catalogue at all (a fresh install). */
export async function catalogueIsEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: catalogueDocuments.id }).from(catalogueDocuments).limit(1);
  return rows.length === 0;
}
