// The office's catalogue editor as the API sees it (operator/catalogue/*): which lists it edits, the shape of a save,
// and the words of its refusals. A document is checked by its list's own schema and then, with the rest of the
// catalogue, by the catalogue rules (catalogueRules.ts): the same checks as `catalogue import`.
import { array, boolean, enums, integer, min, nullable, object, optional, type as loose, unknown, type Infer } from 'superstruct';
import { boatCalendar, CATALOGUE_LIST_NAMES } from './catalogueDocument';
import { ID_MAX_LENGTH, string } from './boundedString';
import { wholeNumber } from './catalogueQueries';

export const catalogueListParam = enums(CATALOGUE_LIST_NAMES);
export const catalogueDocParams = object({ list: catalogueListParam, id: string(ID_MAX_LENGTH) });

/** A save: the document whole, and the version it was read at (0 for a new document). */
export const catalogueSaveRequest = object({
  doc: unknown(),
  version: min(integer(), 0),
  /** A boat's hours and blackout days, saved with it. */
  calendar: optional(boatCalendar),
});
export type CatalogueSaveRequest = Infer<typeof catalogueSaveRequest>;

/** DELETE's query: the version the editor read. */
export const catalogueVersionQuery = object({ version: wholeNumber(1, 2_000_000_000) });
export const catalogueVisibilityRequest = object({ version: min(integer(), 1), hidden: boolean() });
export const catalogueRestoreRequest = object({ version: min(integer(), 1), restore: min(integer(), 1) });

/** One stored document as the editor reads it (`calendar`: a boat's, null when it has none yet). */
export const catalogueEntry = loose({
  list: string(40),
  id: string(ID_MAX_LENGTH),
  doc: unknown(),
  version: min(integer(), 1),
  hidden: boolean(),
  updatedAt: string(40),
  updatedBy: string(),
  calendar: optional(nullable(boatCalendar)),
});
export type CatalogueEntry = Infer<typeof catalogueEntry>;
export const catalogueEntries = array(catalogueEntry);

/** A version in a document's history (doc null: the version that removed it). */
export const catalogueVersion = loose({ version: min(integer(), 1), at: string(40), by: string(), doc: unknown() });
export const catalogueVersions = array(catalogueVersion);

/** A booking still to sail that a change would leave without its boat or its time. */
export interface StrandedBooking {
  bookingRef: string | null;
  boatId: string;
  startTime: string;
  why: string;
}

export const CATALOGUE_EDIT_MESSAGES = {
  changed: (by: string, at: string) => `Changed by ${by} at ${at} since you opened it: reload to see their change, then make yours again.`,
  gone: 'This document was removed since you opened it: reload the list.',
  exists: 'A document with this id already exists: pick another id, or open that one.',
  idMismatch: 'The document\'s id must be the one in its address.',
  invalid: 'The catalogue was not changed: correct the fields marked.',
  hasFutureBookings: (n: number) => `This boat has ${n} booking(s) still to sail: hide it instead (guests stop seeing it, the bookings stay), or move or cancel them first.`,
  stranded: (n: number) => `This calendar change would leave ${n} booking(s) outside the boat's hours: move or cancel them first, or close the time for them (Closures).`,
  onlyBoatCalendar: 'Only a boat is saved with a calendar.',
  noSuchVersion: 'There is no such version of this document.',
  notStored: 'This version removed the document: there is nothing to restore.',
} as const;
