// The office's catalogue editor as the API sees it (operator/catalogue/*): which lists it edits, the shape of a save,
// and the words of its refusals. A document is checked by its list's own schema and then, with the rest of the
// catalogue, by the catalogue rules (catalogueRules.ts): the same checks as `catalogue import`.
import {
  array,
  boolean,
  enums,
  integer,
  min,
  nullable,
  object,
  optional,
  type as loose,
  unknown,
  type Infer,
} from 'superstruct';
import { boatCalendar, CATALOGUE_LIST_NAMES } from './catalogueDocument';
import { ID_MAX_LENGTH, string } from '../schema/boundedString';
import { wholeNumber } from './catalogueQueries';
import type { Boat } from './catalogue';

/** A url title made from a name: 'Sea Breeze II' → 'sea-breeze-ii'. */
export const urlTitleOf = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);

/** A new boat's ids follow its url title, so a boat added in the editor and one added by a spreadsheet look alike. */
export const newBoatIds = (urlTitle: string) => ({ _id: `boat-${urlTitle}`, calendarId: `cal-${urlTitle}` });

/** What a boat the office adds starts as, before its own fields (the editor's form, a spreadsheet's row). */
export function newBoat(countryId: string, pickUp: string): Boat {
  return {
    _id: '',
    calendarId: '',
    countryId,
    urlTitle: '',
    name: '',
    description: '',
    maxGuests: 6,
    maxHours: 8,
    overGuests: 6,
    cruisingSpeedKnots: 20,
    pricing: [
      { value: 'TWO_HOURS', price: 0 },
      { value: 'EACH_ADDITIONAL_HOUR', price: 0 },
    ],
    boatingCheckList: [],
    activities: [],
    regions: [],
    boatInfo: {
      mainImage: '',
      secondaryImages: [],
      size: 30,
      madeBy: '',
      boatModel: '',
      boatCaptain: { name: '', phone: '' },
    },
    lateMorningTimes: [],
    lateMorningFee: 0,
    additionalBioBayBoats: [],
    pickUpLocations: { main: { location: pickUp, dock: '' }, alternatives: [] },
    access: ['primary'],
    rating: 5,
  };
}

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

/** Boats and rates from a spreadsheet (boatsCsv.ts): the CSV's text, and whether only to say what would change. */
export const boatsCsvRequest = object({ csv: string(1_000_000), dryRun: boolean() });

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
const catalogueVersion = loose({ version: min(integer(), 1), at: string(40), by: string(), doc: unknown() });
export const catalogueVersions = array(catalogueVersion);

/** A booking still to sail that a change would leave without its boat or its time. */
export interface StrandedBooking {
  bookingRef: string | null;
  boatId: string;
  startTime: string;
  why: string;
}

export const CATALOGUE_EDIT_MESSAGES = {
  changed: (by: string, at: string) =>
    `Changed by ${by} at ${at} since you opened it: reload to see their change, then make yours again.`,
  gone: 'This document was removed since you opened it: reload the list.',
  exists: 'A document with this id already exists: pick another id, or open that one.',
  idMismatch: "The document's id must be the one in its address.",
  invalid: 'The catalogue was not changed: correct the fields marked.',
  hasFutureBookings: (n: number) =>
    `This boat has ${n} booking(s) still to sail: hide it instead (guests stop seeing it, the bookings stay), or move or cancel them first.`,
  stranded: (n: number) =>
    `This calendar change would leave ${n} booking(s) outside the boat's hours: move or cancel them first, or close the time for them (Closures).`,
  onlyBoatCalendar: 'Only a boat is saved with a calendar.',
  noSuchVersion: 'There is no such version of this document.',
  notStored: 'This version removed the document: there is nothing to restore.',
} as const;
