// Finds the documents a route is about, or answers the JSON 404 the client expects.
import type { Country, Region } from '../../domain/catalogue';
import type { Db } from '../db/client';
import type { CatalogueKind } from '../db/schema';
import { notFound } from '../http/errors';
import { getByIdOrUrlTitle, getDoc } from './store';

export function found<T>(doc: T | undefined, what: string): T {
  if (doc === undefined) throw notFound(what);
  return doc;
}

/**
 * Content a company may not have written yet (a page's metadata, a region's tutorial): the address is right and the
 * answer is 200 `null`, not a 404 that a browser logs as an error.
 */
export const orNone = <T>(doc: T | undefined): T | null => doc ?? null;

export async function docByIdOrUrlTitle<T>(db: Db, kind: CatalogueKind, key: string, what: string): Promise<T> {
  return found(await getByIdOrUrlTitle<T>(db, kind, key), what);
}

export async function docById<T>(db: Db, kind: CatalogueKind, id: string, what: string): Promise<T> {
  return found(await getDoc<T>(db, kind, id), what);
}

/** Countries are addressed by url title (`cayman-islands`) or `_id`. */
export const findCountry = (db: Db, key: string) => docByIdOrUrlTitle<Country>(db, 'country', key, 'Country');

export const findRegion = (db: Db, key: string) => docByIdOrUrlTitle<Region>(db, 'region', key, 'Region');
