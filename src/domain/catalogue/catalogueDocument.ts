// The catalogue as one versioned document: what `catalogue export` writes, `catalogue import` reads and the demo
// catalogue is. Every list is the API's own entity schema; a file may carry only some lists (the rest stays as it is).
import { array, integer, literal, max, min, object, type, type Infer, type Struct } from 'superstruct';
import * as c from './catalogue';
import { string } from '../schema/boundedString';
import { clockTime, zoneName } from '../schema/fields';
import { DAY_CHARTER_WINDOW } from '../booking/slotRules';
import type { PhotoInFile } from './photos';
import { isoDate } from '../schema/validation';

export const CATALOGUE_FORMAT = 'charter-catalogue';
/** Raised when a list's shape changes in a way an older file cannot be read as. */
export const CATALOGUE_FORMAT_VERSION = 1;

export type CatalogueKind =
  | 'country'
  | 'region'
  | 'pickUpLocation'
  | 'activity'
  | 'boat'
  | 'itinerary'
  | 'adventure'
  | 'destination'
  | 'blog'
  | 'captainBlog'
  | 'post'
  | 'review'
  | 'faq'
  | 'policy'
  | 'mapGroup'
  | 'mapCategory'
  | 'tutorial'
  | 'metadata'
  | 'checklistItem';

/** One weekday's opening of a boat's calendar (local times; 0 = Sunday). */
const calendarDay = object({
  weekday: max(min(integer(), 0), 6),
  opens: clockTime,
  closes: clockTime,
  intervalMinutes: max(min(integer(), 15), 240),
  bioBayStarts: array(clockTime),
});
export const boatCalendar = object({
  calendarId: string(100),
  timezone: zoneName,
  hours: array(calendarDay),
  blackouts: array(object({ day: isoDate, note: string(200) })),
});
export type BoatCalendar = Infer<typeof boatCalendar>;

export interface CatalogueLists {
  countries: c.Country[];
  regions: c.Region[];
  pickUpLocations: c.PickUpLocation[];
  activities: c.Activity[];
  boats: c.Boat[];
  itineraries: c.Itinerary[];
  adventures: c.Adventure[];
  destinations: c.Destination[];
  blog: c.BlogPost[];
  captainBlog: c.BlogPost[];
  posts: c.Post[];
  reviews: c.Review[];
  faq: c.FaqItem[];
  policies: c.Policy[];
  mapGroups: c.MapGroup[];
  mapCategories: c.MapCategory[];
  tutorials: c.Tutorial[];
  metadata: c.PageMetadata[];
  checklistItems: c.ChecklistItem[];
}
export type CatalogueListName = keyof CatalogueLists;

interface ListSpec<T> {
  kind: CatalogueKind;
  schema: Struct<T>;
  id: (d: T) => string;
  country?: (d: T) => string;
  urlTitle?: (d: T) => string;
}
type ListSpecs = { [K in CatalogueListName]: ListSpec<CatalogueLists[K][number]> };

/** Each list's kind, schema and the columns a row keeps beside the document. */
export const CATALOGUE_LISTS: ListSpecs = {
  countries: {
    kind: 'country',
    schema: c.country,
    id: (d) => d._id,
    country: (d) => d._id,
    urlTitle: (d) => d.urlTitle,
  },
  regions: {
    kind: 'region',
    schema: c.region,
    id: (d) => d._id,
    country: (d) => d.countryId,
    urlTitle: (d) => d.urlTitle,
  },
  pickUpLocations: { kind: 'pickUpLocation', schema: c.pickUpLocation, id: (d) => d._id, country: (d) => d.countryId },
  activities: { kind: 'activity', schema: c.activity, id: (d) => d._id, country: (d) => d.countryId },
  boats: { kind: 'boat', schema: c.boat, id: (d) => d._id, country: (d) => d.countryId, urlTitle: (d) => d.urlTitle },
  itineraries: { kind: 'itinerary', schema: c.itinerary, id: (d) => d._id },
  adventures: {
    kind: 'adventure',
    schema: c.adventure,
    id: (d) => d._id,
    country: (d) => d.countryId,
    urlTitle: (d) => d.urlTitle,
  },
  destinations: {
    kind: 'destination',
    schema: c.destination,
    id: (d) => d._id,
    country: (d) => d.countryId,
    urlTitle: (d) => d.urlTitle,
  },
  blog: {
    kind: 'blog',
    schema: c.blogPost,
    id: (d) => d._id,
    country: (d) => d.countryId,
    urlTitle: (d) => d.urlTitle,
  },
  captainBlog: {
    kind: 'captainBlog',
    schema: c.blogPost,
    id: (d) => d._id,
    country: (d) => d.countryId,
    urlTitle: (d) => d.urlTitle,
  },
  posts: { kind: 'post', schema: c.post, id: (d) => d._id, country: (d) => d.countryId },
  reviews: { kind: 'review', schema: c.review, id: (d) => d._id, country: (d) => d.countryId },
  faq: { kind: 'faq', schema: c.faqItem, id: (d) => d._id, country: (d) => d.countryId },
  policies: { kind: 'policy', schema: c.policy, id: (d) => d._id, country: (d) => d.countryId },
  mapGroups: { kind: 'mapGroup', schema: c.mapGroup, id: (d) => d._id, country: (d) => d.countryId },
  mapCategories: { kind: 'mapCategory', schema: c.mapCategory, id: (d) => d._id },
  tutorials: { kind: 'tutorial', schema: c.tutorial, id: (d) => d.regionId },
  metadata: { kind: 'metadata', schema: c.pageMetadata, id: (d) => d.page },
  checklistItems: { kind: 'checklistItem', schema: c.checklistItem, id: (d) => d._id },
};
export const CATALOGUE_LIST_NAMES = Object.keys(CATALOGUE_LISTS) as CatalogueListName[];
export const LIST_OF_KIND = Object.fromEntries(
  CATALOGUE_LIST_NAMES.map((name) => [CATALOGUE_LISTS[name].kind, name]),
) as Record<CatalogueKind, CatalogueListName>;

/** The file's frame: its format and version, checked before any list, so that another file says what it is not. */
export const catalogueFileHeader = type({
  format: literal(CATALOGUE_FORMAT),
  version: literal(CATALOGUE_FORMAT_VERSION),
});

/** Lists are checked one document at a time (their schemas), so that every bad field is named, not only the first. */
export interface CatalogueFile extends Partial<CatalogueLists> {
  format: typeof CATALOGUE_FORMAT;
  version: typeof CATALOGUE_FORMAT_VERSION;
  calendars?: BoatCalendar[];
  /** The uploaded photos the documents name (an export has them; a hand-made file may leave them out). */
  photos?: PhotoInFile[];
}

/** The whole catalogue: every list and every calendar. */
export interface Catalogue extends CatalogueLists {
  calendars: BoatCalendar[];
}

export const emptyCatalogue = (): Catalogue => ({
  ...(Object.fromEntries(CATALOGUE_LIST_NAMES.map((name) => [name, []])) as unknown as CatalogueLists),
  calendars: [],
});

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const week = (opens: string, closes: string, bioBayStarts: string[]) =>
  EVERY_DAY.map((weekday) => ({ weekday, opens, closes, intervalMinutes: 60, bioBayStarts }));

/**
 * The hours a boat gets until the office sets its own: day charters every hour of the day window, every day; a bio-bay
 * boat's evening; a day boat paired with bio-bay boats also starts bio-bay trips in the evening. No blackout days.
 */
export function defaultCalendar(
  boat: Pick<c.Boat, 'calendarId' | 'access' | 'additionalBioBayBoats'>,
  timezone: string,
): BoatCalendar {
  const { firstStart, lastEnd } = DAY_CHARTER_WINDOW;
  const bioBayOnly = boat.access.includes('bioBayAccess') && !boat.access.includes('primary');
  const hours = bioBayOnly
    ? week('17:00', '23:00', ['19:00', '20:00', '21:00'])
    : week(firstStart, lastEnd, boat.additionalBioBayBoats.length > 0 ? ['19:00', '20:00'] : []);
  return { calendarId: boat.calendarId, timezone, hours, blackouts: [] };
}
