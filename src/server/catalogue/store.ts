// Reads of catalogue documents; every row's `doc` is the entity exactly as the API returns it. A hidden document
// (migration 131: a boat the office took off sale) is left out unless the reader asks for it (the office's own reads).
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { catalogueDocuments, type CatalogueKind } from '../db/schema';

export async function listDocs<T>(
  db: Db,
  kind: CatalogueKind,
  filter: { countryId?: string; ids?: string[]; withHidden?: boolean } = {},
): Promise<T[]> {
  const where = [eq(catalogueDocuments.kind, kind)];
  if (!filter.withHidden) where.push(eq(catalogueDocuments.hidden, false));
  if (filter.countryId) where.push(eq(catalogueDocuments.countryId, filter.countryId));
  if (filter.ids) {
    if (filter.ids.length === 0) return [];
    where.push(inArray(catalogueDocuments.id, filter.ids));
  }
  const rows = await db
    .select({ doc: catalogueDocuments.doc })
    .from(catalogueDocuments)
    .where(and(...where))
    .orderBy(asc(catalogueDocuments.position), asc(catalogueDocuments.id));
  return rows.map((r) => r.doc as T);
}

export async function getDoc<T>(db: Db, kind: CatalogueKind, id: string): Promise<T | undefined> {
  const rows = await db
    .select({ doc: catalogueDocuments.doc })
    .from(catalogueDocuments)
    .where(and(eq(catalogueDocuments.kind, kind), eq(catalogueDocuments.id, id), eq(catalogueDocuments.hidden, false)))
    .limit(1);
  return rows[0]?.doc as T | undefined;
}

export async function getByUrlTitle<T>(db: Db, kind: CatalogueKind, urlTitle: string): Promise<T | undefined> {
  const rows = await db
    .select({ doc: catalogueDocuments.doc })
    .from(catalogueDocuments)
    .where(
      and(
        eq(catalogueDocuments.kind, kind),
        eq(catalogueDocuments.urlTitle, urlTitle),
        eq(catalogueDocuments.hidden, false),
      ),
    )
    .limit(1);
  return rows[0]?.doc as T | undefined;
}

/** One document by `_id` or, failing that, by url title: routes accept either where both exist. */
export async function getByIdOrUrlTitle<T>(db: Db, kind: CatalogueKind, key: string): Promise<T | undefined> {
  return (await getDoc<T>(db, kind, key)) ?? (await getByUrlTitle<T>(db, kind, key));
}
