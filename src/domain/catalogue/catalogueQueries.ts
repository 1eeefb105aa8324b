// Path params and query strings of the catalogue reads (GET /api/v1/web/...), and the shapes of the
// answers that combine several entities. Query values arrive as strings (or string arrays when a key repeats).
import { BOAT_SORT_KEYS } from './boatList';
import {
  array,
  boolean,
  coerce,
  enums,
  integer,
  max,
  min,
  nullable,
  object,
  optional,
  pattern,
  record,
  refine,
  size,
  type,
  union,
  unknown,
  type Infer,
  type Struct,
} from 'superstruct';
import { string } from '../schema/boundedString';
import { ACTIVITY_TYPES, GUIDE_SECTIONS, POLICY_SLUGS, activity, adventure, country, galleryImage } from './catalogue';
import { isoDate, withMessage } from '../schema/validation';

const MAX_ID_LENGTH = 100;
const MAX_LIST_ITEMS = 50;
const MAX_GUESTS_QUERY = 100;

// ---- building blocks -------------------------------------------------------------------------

/** A catalogue `_id`: letters, digits, '-' and '_'. */
const docId = withMessage(
  pattern(size(string(), 1, MAX_ID_LENGTH), /^[A-Za-z0-9_-]+$/),
  `must be an id of 1 to ${MAX_ID_LENGTH} letters, digits, '-' or '_'`,
);

/** A url title such as `cayman-islands` (an `_id` passes too, so routes can accept either). */
const urlTitle = withMessage(
  pattern(size(string(), 1, 200), /^[A-Za-z0-9_-]+$/),
  "must be a url title of 1 to 200 letters, digits, '-' or '_'",
);

/** Splits `a,b,c` (or repeated keys) into a list of distinct, non-empty items. */
function listOf<T>(item: Struct<T>, what: string, maxItems = MAX_LIST_ITEMS): Struct<T[]> {
  const split = (v: string | string[]) => {
    const parts = (Array.isArray(v) ? v : [v])
      .flatMap((s) => s.split(','))
      .map((s) => s.trim())
      .filter(Boolean);
    return [...new Set(parts)];
  };
  const list = withMessage(
    size(array(item), 1, maxItems),
    `must be a comma-separated list of 1 to ${maxItems} ${what}`,
  );
  return coerce(list, union([string(), array(string())]), split) as Struct<T[]>;
}

const docIdList = (maxItems = MAX_LIST_ITEMS) => listOf(docId, 'ids', maxItems);

/** A whole number given as digits in the query string. */
export function wholeNumber(lo: number, hi: number): Struct<number, null> {
  return withMessage(
    coerce(max(min(integer(), lo), hi), pattern(string(), /^\d{1,12}$/), Number),
    `must be a whole number from ${lo} to ${hi}`,
  );
}

const trueOrFalse = withMessage(
  coerce(boolean(), enums(['true', 'false', '1', '0']), (s) => s === 'true' || s === '1'),
  "must be 'true' or 'false'",
);
const oneOf = <T extends string>(values: readonly T[]) =>
  withMessage(enums(values), `must be one of: ${values.join(', ')}`);
/** A real calendar date: `2026-02-30` is refused. */
const date = withMessage(isoDate, 'must be a date YYYY-MM-DD');

// ---- path params ----------------------------------------------------------------------------

export const idParams = object({ id: docId });
export const urlTitleParams = object({ urlTitle });
export const countryParams = object({ countryUrlTitle: urlTitle });
export const countryTypeParams = object({ countryUrlTitle: urlTitle, type: oneOf(GUIDE_SECTIONS) });
export const regionParams = object({ regionId: urlTitle });
export const idsParams = object({ ids: docIdList() });
export const pageParams = object({
  page: withMessage(pattern(size(string(), 1, 100), /^[A-Za-z0-9_./-]+$/), 'must be a page key of 1 to 100 characters'),
});
export const mapGroupParams = object({ country: urlTitle });
export const policyParams = object({ countryUrlTitle: urlTitle, slug: oneOf(POLICY_SLUGS) });
export const inquiryRefParams = object({
  inquiryRef: withMessage(
    pattern(size(string(), 1, 64), /^[A-Za-z0-9_-]+$/),
    "must be an inquiry reference of 1 to 64 letters, digits, '-' or '_'",
  ),
});

// ---- query strings (unknown keys are ignored) ------------------------------------------------

export const activityIdsQuery = type({
  typeIds: optional(listOf(oneOf(ACTIVITY_TYPES), 'activity types', ACTIVITY_TYPES.length)),
});
export const totalPersonQuery = type({ totalPerson: optional(wholeNumber(1, MAX_GUESTS_QUERY)) });
export const checklistQuery = type({ type: optional(oneOf(['INCLUDED', 'WHAT_TO_BRING', 'AMENITIES'] as const)) });
export const countryListQuery = type({ includeAdventures: optional(trueOrFalse) });
export const countryFilterQuery = type({ country: optional(urlTitle) });
export const pickUpQuery = type({ country: optional(urlTitle), region: optional(urlTitle) });
export const postQuery = type({
  kind: optional(oneOf(['POST', 'BANNER', 'GOOGLE_REVIEW'] as const)),
  country: optional(urlTitle),
});
export const reviewQuery = type({ country: optional(urlTitle), boatId: optional(docId) });
export const idsQuery = type({ ids: docIdList() });
export const optionalIdsQuery = type({ ids: optional(docIdList()) });

const boatQueryFields = type({
  destination: optional(urlTitle),
  guests: optional(wholeNumber(1, MAX_GUESTS_QUERY)),
  adults: optional(wholeNumber(0, MAX_GUESTS_QUERY)),
  children: optional(wholeNumber(0, MAX_GUESTS_QUERY)),
  noOfGuests: optional(wholeNumber(1, MAX_GUESTS_QUERY)),
  date: optional(date),
  startDate: optional(date),
  endDate: optional(date),
  amenities: optional(
    listOf(withMessage(size(string(), 1, 100), 'must be 1 to 100 characters'), 'amenity ids or names'),
  ),
  activities: optional(listOf(docId, 'activity ids')),
  price: optional(wholeNumber(0, 100_000_000)),
  length: optional(wholeNumber(0, 1000)),
  sort: optional(oneOf(BOAT_SORT_KEYS)),
  order: optional(oneOf(['asc', 'desc'] as const)),
});

/** GET boat: every filter is optional; `amenities` and `activities` take repeated keys or comma lists. */
export const boatListQuery = refine(boatQueryFields, 'dateRange', (q) =>
  !q.startDate || !q.endDate || q.endDate >= q.startDate ? true : 'endDate: must not be before startDate',
);
export type BoatListQuery = Infer<typeof boatQueryFields>;

/** The party size a boat list query asks for, if any. */
export function requestedGuests(q: BoatListQuery): number | undefined {
  if (q.noOfGuests !== undefined) return q.noOfGuests;
  if (q.guests !== undefined) return q.guests;
  if (q.adults !== undefined || q.children !== undefined) return (q.adults ?? 0) + (q.children ?? 0) || undefined;
  return undefined;
}

// ---- answers that combine entities -----------------------------------------------------------

export const regionActivities = object({ activities: array(activity), diningActivities: array(activity) });
export type RegionActivities = Infer<typeof regionActivities>;

const countryWithAdventures = type({ ...country.schema, adventures: array(adventure) });
export const countriesAndAdventures = object({
  countries: array(country),
  countriesWithAdventures: array(countryWithAdventures),
});

export const gallery = array(galleryImage);
export type GalleryImage = Infer<typeof galleryImage>;

const inquiryData = object({
  inquiryRef: string(),
  kind: nullable(string()),
  createdAt: string(), // UTC ISO-8601
  payload: record(string(), unknown()),
});
export const inquiryDataAnswer = object({ data: object({ inquiryData }) });
export type InquiryData = Infer<typeof inquiryData>;
