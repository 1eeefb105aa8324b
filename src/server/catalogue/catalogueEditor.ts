// The office's catalogue editor (operator/catalogue/* routes): save, hide, remove and restore one document at a time,
// each in one transaction with the same checks as an import (the list's schema, then the catalogue rules on the
// catalogue as it would be), a version check against the one the editor read, a row in catalogue_versions and an
// audit entry with the document before and after. A boat's calendar is saved with the boat.
import { and, asc, eq, sql } from 'drizzle-orm';
import { validate } from 'superstruct';
import {
  CATALOGUE_EDIT_MESSAGES as M,
  type CatalogueEntry,
  type CatalogueSaveRequest,
  type StrandedBooking,
  CATALOGUE_LISTS,
  CATALOGUE_LIST_NAMES,
  defaultCalendar,
  type BoatCalendar,
  type Catalogue,
  type CatalogueListName,
  catalogueProblems,
  phoneProblems,
  placeProblems,
  strandedReason,
  type CatalogueProblem,
  type Boat,
  officeZoneOf,
} from '../../domain/catalogue';
import { formatTime, formatDayWithYear } from '../../domain/time';
import { fieldErrors, type FieldError } from '../../domain/schema';
import { audit, type Actor } from '../audit/auditLog';
import { actorNames } from '../audit/actorNames';
import type { Db, Tx } from '../db/client';
import { catalogueDocuments, catalogueVersions } from '../db/schema';
import { HttpError } from '../http/errors';
import { lockCatalogue, readCatalogue, writeCalendars, writeDocuments } from './catalogueImport';
import { forgetCatalogueRevision, readCatalogueRevision } from './revision';
import { rowsOf } from '../db/rows';

type Row = typeof catalogueDocuments.$inferSelect;
const kindOf = (list: CatalogueListName) => CATALOGUE_LISTS[list].kind;

async function storedRow(db: Db | Tx, list: CatalogueListName, id: string): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(catalogueDocuments)
    .where(and(eq(catalogueDocuments.kind, kindOf(list)), eq(catalogueDocuments.id, id)));
  return row;
}

/** The zone the office reads times in: the first country's (the catalogue's own). */
const officeZone = (catalogue: Catalogue) => officeZoneOf(catalogue.countries[0]);

/** The stored version must be the one the editor read; otherwise say who changed it and when. */
async function checkVersion(tx: Tx, row: Row | undefined, version: number, zone: string): Promise<void> {
  if (!row) {
    if (version !== 0) throw new HttpError(409, M.gone, 'GONE');
    return;
  }
  if (version === 0) throw new HttpError(409, M.exists, 'EXISTS');
  if (row.version === version) return;
  const name = (await actorNames(tx, [row.updatedBy]))(row.updatedBy);
  const at = `${formatTime(row.updatedAt.toISOString(), zone)} on ${formatDayWithYear(row.updatedAt.toISOString(), zone)}`;
  throw new HttpError(409, M.changed(name, at), 'CHANGED', {
    version: row.version,
    changedBy: name,
    changedAt: row.updatedAt.toISOString(),
  });
}

/** Problems of the catalogue as field errors: this document's by its own path, others named in full. */
export function refusal(problems: CatalogueProblem[], list = '', id = ''): HttpError {
  const errors: FieldError[] = problems.map((p) =>
    p.list === list && p.id === id
      ? { path: p.path, message: p.message }
      : { path: `${p.list}/${p.id}${p.path ? `.${p.path}` : ''}`, message: p.message },
  );
  return new HttpError(400, M.invalid, 'INVALID', errors);
}

/** Bookings still to sail of `boatIds` (live holds included), with their references. */
async function futureTrips(
  db: Db | Tx,
  boatIds: string[],
  now: Date,
): Promise<Array<{ bookingRef: string | null; boatId: string; startTime: string; endTime: string }>> {
  if (boatIds.length === 0) return [];
  const result = await db.execute(sql`
    SELECT r.boat_id, b.booking_ref, lower(r.during) AS starts, upper(r.during) AS ends
    FROM boat_reservations r LEFT JOIN bookings b ON b.hold_id = r.booking_id AND b.cancelled_at IS NULL
    WHERE r.boat_id IN (${sql.join(
      boatIds.map((id) => sql`${id}`),
      sql`, `,
    )})
      AND upper(r.during) > ${now.toISOString()}::timestamptz
      AND (r.status = 'BOOKED' OR (r.status = 'HELD' AND r.expires_at > ${now.toISOString()}::timestamptz))
    ORDER BY lower(r.during)`);
  const rows = rowsOf(result);
  const iso = (v: unknown) => new Date(v as string).toISOString();
  return rows.map((r) => ({
    boatId: String(r.boat_id),
    bookingRef: r.booking_ref ? String(r.booking_ref) : null,
    startTime: iso(r.starts),
    endTime: iso(r.ends),
  }));
}

async function strandedBy(
  tx: Tx,
  catalogue: Catalogue,
  before: BoatCalendar | undefined,
  after: BoatCalendar,
  now: Date,
): Promise<StrandedBooking[]> {
  const boatIds = catalogue.boats.filter((b) => b.calendarId === after.calendarId).map((b) => b._id);
  const trips = await futureTrips(tx, boatIds, now);
  return trips.flatMap((t) => {
    const why = strandedReason(before, after, t.startTime, t.endTime);
    return why ? [{ bookingRef: t.bookingRef, boatId: t.boatId, startTime: t.startTime, why }] : [];
  });
}

export interface EditContext {
  actor: Actor;
  now: Date;
}

async function entryOf(db: Db | Tx, list: CatalogueListName, row: Row): Promise<CatalogueEntry> {
  const name = (await actorNames(db, [row.updatedBy]))(row.updatedBy);
  const entry: CatalogueEntry = {
    list,
    id: row.id,
    doc: row.doc,
    version: row.version,
    hidden: row.hidden,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: name,
  };
  if (list === 'boats') {
    const { catalogue } = await readCatalogue(db);
    entry.calendar = catalogue.calendars.find((c) => c.calendarId === (row.doc as Boat).calendarId) ?? null;
  }
  return entry;
}

/** A whole list as the editor edits it: each document with its version and state (a boat with its calendar). */
export async function catalogueListEntries(db: Db, list: CatalogueListName): Promise<CatalogueEntry[]> {
  const rows = await db
    .select()
    .from(catalogueDocuments)
    .where(eq(catalogueDocuments.kind, kindOf(list)))
    .orderBy(asc(catalogueDocuments.position), asc(catalogueDocuments.id));
  const names = await actorNames(
    db,
    rows.map((r) => r.updatedBy),
  );
  const calendars = list === 'boats' ? (await readCatalogue(db)).catalogue.calendars : [];
  return rows.map((row) => ({
    list,
    id: row.id,
    doc: row.doc,
    version: row.version,
    hidden: row.hidden,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: names(row.updatedBy),
    ...(list === 'boats'
      ? { calendar: calendars.find((c) => c.calendarId === (row.doc as Boat).calendarId) ?? null }
      : {}),
  }));
}

export async function catalogueEntry(db: Db, list: CatalogueListName, id: string): Promise<CatalogueEntry> {
  const row = await storedRow(db, list, id);
  if (!row) throw new HttpError(404, 'Not found in the catalogue');
  return entryOf(db, list, row);
}

/** Every list with each document's id, label, version and state: the editor's index; `empty` on a fresh install. */
export async function catalogueOverview(db: Db) {
  const rows = await db
    .select({
      kind: catalogueDocuments.kind,
      id: catalogueDocuments.id,
      doc: catalogueDocuments.doc,
      version: catalogueDocuments.version,
      hidden: catalogueDocuments.hidden,
      updatedAt: catalogueDocuments.updatedAt,
      updatedBy: catalogueDocuments.updatedBy,
    })
    .from(catalogueDocuments)
    .orderBy(asc(catalogueDocuments.kind), asc(catalogueDocuments.position), asc(catalogueDocuments.id));
  const names = await actorNames(
    db,
    rows.map((r) => r.updatedBy),
  );
  const lists = Object.fromEntries(CATALOGUE_LIST_NAMES.map((list) => [list, [] as unknown[]]));
  for (const r of rows) {
    const list = CATALOGUE_LIST_NAMES.find((l) => CATALOGUE_LISTS[l].kind === r.kind);
    if (!list) continue;
    const d = r.doc as Record<string, unknown>;
    const label = String(d.name ?? d.title ?? d.headerTitle ?? d.question ?? d.author ?? d.page ?? r.id);
    lists[list]?.push({
      id: r.id,
      label,
      version: r.version,
      hidden: r.hidden,
      updatedAt: r.updatedAt.toISOString(),
      updatedBy: names(r.updatedBy),
    });
  }
  return { revision: await readCatalogueRevision(db), empty: rows.length === 0, lists };
}

/** Saves one document (new with version 0), and a boat's calendar with it. */
export async function saveDocument(
  db: Db,
  list: CatalogueListName,
  id: string,
  body: CatalogueSaveRequest,
  ctx: EditContext,
): Promise<CatalogueEntry> {
  const spec = CATALOGUE_LISTS[list];
  const [error, doc] = validate(body.doc, spec.schema as never);
  if (error) throw new HttpError(400, M.invalid, 'INVALID', fieldErrors(error));
  const docId = spec.id(doc as never);
  if (docId !== id)
    throw new HttpError(400, M.idMismatch, 'INVALID', [
      { path: list === 'tutorials' ? 'regionId' : list === 'metadata' ? 'page' : '_id', message: M.idMismatch },
    ]);
  if (body.calendar && list !== 'boats')
    throw new HttpError(400, M.onlyBoatCalendar, 'INVALID', [{ path: 'calendar', message: M.onlyBoatCalendar }]);

  const entry = await db.transaction(async (tx) => {
    await lockCatalogue(tx);
    const { catalogue, positions } = await readCatalogue(tx);
    const row = await storedRow(tx, list, id);
    await checkVersion(tx, row, body.version, officeZone(catalogue));
    const items = catalogue[list] as unknown[];
    const at = items.findIndex((d) => spec.id(d as never) === id);
    if (at >= 0) items[at] = doc;
    else items.push(doc);

    let calendar: BoatCalendar | undefined = body.calendar;
    let calendarBefore: BoatCalendar | undefined;
    if (list === 'boats') {
      const boat = doc as Boat;
      calendarBefore = catalogue.calendars.find((c) => c.calendarId === boat.calendarId);
      if (calendar && calendar.calendarId !== boat.calendarId) {
        throw new HttpError(400, M.invalid, 'INVALID', [
          { path: 'calendar.calendarId', message: `The boat's calendar is ${boat.calendarId}` },
        ]);
      }
      if (!calendar && !calendarBefore) {
        const zone = catalogue.countries.find((c) => c._id === boat.countryId)?.timezone ?? 'UTC';
        calendar = defaultCalendar(boat, zone);
      }
      if (calendar)
        catalogue.calendars = [...catalogue.calendars.filter((c) => c.calendarId !== calendar!.calendarId), calendar];
    }
    const problems = [...catalogueProblems(catalogue), ...placeProblems(list, doc), ...phoneProblems(list, doc)];
    if (problems.length > 0) throw refusal(problems, list, id);
    if (calendar && calendarBefore) {
      const stranded = await strandedBy(tx, catalogue, calendarBefore, calendar, ctx.now);
      if (stranded.length > 0) throw new HttpError(409, M.stranded(stranded.length), 'STRANDS_BOOKINGS', stranded);
    }

    const position = positions.get(`${list}/${id}`) ?? items.length - 1;
    await writeDocuments(tx, [{ list, doc, position }], ctx.actor, ctx.now);
    const calendarChanged = calendar !== undefined && JSON.stringify(calendar) !== JSON.stringify(calendarBefore);
    if (calendar && calendarChanged) await writeCalendars(tx, [calendar]);
    await audit(tx, {
      actor: ctx.actor,
      action: 'catalogue.save',
      at: ctx.now,
      detail: {
        list,
        id,
        version: (row?.version ?? 0) + 1,
        before: row?.doc ?? null,
        after: doc,
        ...(calendarChanged ? { calendarBefore: calendarBefore ?? null, calendarAfter: calendar } : {}),
      },
    });
    return entryOf(tx, list, (await storedRow(tx, list, id))!);
  });
  forgetCatalogueRevision(db);
  return entry;
}

/** Hides a document from guests (or shows it again): its bookings and references stay. */
export async function setHidden(
  db: Db,
  list: CatalogueListName,
  id: string,
  version: number,
  hidden: boolean,
  ctx: EditContext,
): Promise<CatalogueEntry> {
  const entry = await db.transaction(async (tx) => {
    await lockCatalogue(tx);
    const { catalogue } = await readCatalogue(tx);
    const row = await storedRow(tx, list, id);
    if (!row) throw new HttpError(404, 'Not found in the catalogue');
    await checkVersion(tx, row, version, officeZone(catalogue));
    if (row.hidden !== hidden) {
      await tx
        .update(catalogueDocuments)
        .set({ hidden, version: row.version + 1, updatedAt: ctx.now, updatedBy: ctx.actor })
        .where(and(eq(catalogueDocuments.kind, row.kind), eq(catalogueDocuments.id, id)));
      await tx
        .insert(catalogueVersions)
        .values({ kind: row.kind, id, version: row.version + 1, doc: row.doc, at: ctx.now, actor: ctx.actor });
      await audit(tx, {
        actor: ctx.actor,
        action: hidden ? 'catalogue.hide' : 'catalogue.show',
        at: ctx.now,
        detail: { list, id, version: row.version + 1 },
      });
    }
    return entryOf(tx, list, (await storedRow(tx, list, id))!);
  });
  forgetCatalogueRevision(db);
  return entry;
}

/** Removes a document nothing refers to; a boat with trips still to sail is refused (hide it instead). */
export async function removeDocument(
  db: Db,
  list: CatalogueListName,
  id: string,
  version: number,
  ctx: EditContext,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCatalogue(tx);
    const { catalogue } = await readCatalogue(tx);
    const row = await storedRow(tx, list, id);
    if (!row) throw new HttpError(404, 'Not found in the catalogue');
    await checkVersion(tx, row, version, officeZone(catalogue));
    if (list === 'boats') {
      const trips = await futureTrips(tx, [id], ctx.now);
      if (trips.length > 0) throw new HttpError(409, M.hasFutureBookings(trips.length), 'HAS_FUTURE_BOOKINGS', trips);
    }
    const spec = CATALOGUE_LISTS[list];
    (catalogue as unknown as Record<string, unknown[]>)[list] = (catalogue[list] as unknown[]).filter(
      (d) => spec.id(d as never) !== id,
    );
    const problems = catalogueProblems(catalogue);
    if (problems.length > 0) throw refusal(problems, list, id);
    await tx
      .delete(catalogueDocuments)
      .where(and(eq(catalogueDocuments.kind, row.kind), eq(catalogueDocuments.id, id)));
    await tx
      .insert(catalogueVersions)
      .values({ kind: row.kind, id, version: row.version + 1, doc: null, at: ctx.now, actor: ctx.actor });
    await audit(tx, {
      actor: ctx.actor,
      action: 'catalogue.remove',
      at: ctx.now,
      detail: { list, id, version: row.version + 1, before: row.doc, after: null },
    });
  });
  forgetCatalogueRevision(db);
}

/** Every version of a document, newest first, with who made it and when. */
export async function documentHistory(db: Db, list: CatalogueListName, id: string) {
  const rows = await db
    .select()
    .from(catalogueVersions)
    .where(and(eq(catalogueVersions.kind, kindOf(list)), eq(catalogueVersions.id, id)))
    .orderBy(sql`${catalogueVersions.version} DESC`);
  if (rows.length === 0) throw new HttpError(404, 'Not found in the catalogue');
  const names = await actorNames(
    db,
    rows.map((r) => r.actor),
  );
  return rows.map((r) => ({ version: r.version, at: r.at.toISOString(), by: names(r.actor), doc: r.doc }));
}

/** Saves an earlier version's document as the next version, through the same checks as any save. */
export async function restoreVersion(
  db: Db,
  list: CatalogueListName,
  id: string,
  version: number,
  restore: number,
  ctx: EditContext,
): Promise<CatalogueEntry> {
  const [old] = await db
    .select()
    .from(catalogueVersions)
    .where(
      and(
        eq(catalogueVersions.kind, kindOf(list)),
        eq(catalogueVersions.id, id),
        eq(catalogueVersions.version, restore),
      ),
    );
  if (!old) throw new HttpError(404, M.noSuchVersion, 'NOT_FOUND');
  if (old.doc === null) throw new HttpError(409, M.notStored, 'NOT_STORED');
  return saveDocument(db, list, id, { doc: old.doc, version }, ctx);
}
