// The office's catalogue editor calls (docs/catalogue.md) through the app's one API client; never kept offline.
import { array, boolean, integer, string, type as loose } from 'superstruct';
import {
  type BoatCalendar,
  type CatalogueListName,
  catalogueEntries,
  catalogueEntry,
  catalogueVersions,
} from '../../domain/catalogue';
import type { FieldError } from '../../domain/schema';
import { isApiError } from '../http/ApiError';
import { apiRequest } from '../http/client';

const enc = encodeURIComponent;
const base = (list: CatalogueListName, id?: string) =>
  `operator/catalogue/${list}${id === undefined ? '' : `/${enc(id)}`}`;

export const fetchCatalogueList = (list: CatalogueListName, signal?: AbortSignal) =>
  apiRequest(base(list), { schema: catalogueEntries, signal });

export const saveCatalogueDoc = (
  list: CatalogueListName,
  id: string,
  doc: unknown,
  version: number,
  calendar?: BoatCalendar | null,
) =>
  apiRequest(base(list, id), {
    method: 'PUT',
    body: { doc, version, ...(calendar ? { calendar } : {}) },
    schema: catalogueEntry,
  });

export const setCatalogueVisibility = (list: CatalogueListName, id: string, version: number, hidden: boolean) =>
  apiRequest(`${base(list, id)}/visibility`, { method: 'POST', body: { version, hidden }, schema: catalogueEntry });

export const fetchCatalogueVersions = (list: CatalogueListName, id: string, signal?: AbortSignal) =>
  apiRequest(`${base(list, id)}/versions`, { schema: catalogueVersions, signal });

export const restoreCatalogueVersion = (list: CatalogueListName, id: string, version: number, restore: number) =>
  apiRequest(`${base(list, id)}/restore`, { method: 'POST', body: { version, restore }, schema: catalogueEntry });

/** The fields a refused save names, by path ('pricing.2.price'), when the API refused it field by field. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return Object.fromEntries(invalidFields(error).map((e) => [e.path, e.message]));
}

/** The fields a refusal named, when the API refused a save or an import field by field ('INVALID'). */
const invalidFields = (error: unknown): FieldError[] =>
  isApiError(error) && error.code === 'INVALID' && Array.isArray(error.details) ? (error.details as FieldError[]) : [];

/** What a refusal lists beside its message (the bookings a calendar change would strand). */
export const refusalList = (error: unknown): Array<{ bookingRef: string | null; startTime: string; why: string }> =>
  isApiError(error) &&
  (error.code === 'STRANDS_BOOKINGS' || error.code === 'HAS_FUTURE_BOOKINGS') &&
  Array.isArray(error.details)
    ? error.details
    : [];

const boatsCsvAnswer = loose({ dryRun: boolean(), changes: integer(), lines: array(string()) });
/** A spreadsheet of boats and rates read through the catalogue import (dryRun: only what it would change). */
export const importBoatsCsv = (csv: string, dryRun: boolean) =>
  apiRequest('operator/catalogue/spreadsheet/boats', { method: 'POST', body: { csv, dryRun }, schema: boatsCsvAnswer });

/** Each problem of a refused import as a line ('boats/sea-breeze.pricing.2.to: …'; a cell's says its row). */
export const refusalLines = (error: unknown): string[] =>
  invalidFields(error).map((e) => (e.message.startsWith('row ') || !e.path ? e.message : `${e.path}: ${e.message}`));
