// The trip builder's URL query: read leniently from a link, written back in one order.
import { array, boolean, enums, max, min, integer, object, optional, type Infer } from 'superstruct';
import { string } from '../schema/boundedString';
import { isoDate } from '../schema/validation';
import { clampCounter, clampFishingHours } from './inputClamps';
import { DEFAULT_PACE, FISHING_HOURS, PACES, guestCount } from './tripOptions';
import type { Boat, PickUpLocation } from '../catalogue/catalogue';
import { guestTotal, type TripState } from './tripState';

const TRIP_QUERY_KEYS = [
  'country',
  'start_date',
  'end_date',
  'guests',
  'adults',
  'children',
  'total',
  'region',
  'pickUpLocation',
  'activities',
  'boat',
  'dropOffLocation',
  'estTimePace',
  'fishingHours',
  'saveItinerary',
  'shareItinerary',
  'backFromStripe',
] as const;

export const tripQuery = object({
  country: optional(string()), // country url title
  start_date: optional(isoDate),
  end_date: optional(isoDate),
  guests: optional(guestCount),
  adults: optional(guestCount),
  children: optional(guestCount),
  total: optional(guestCount),
  region: optional(string()), // region id
  pickUpLocation: optional(string()), // pick-up location id
  activities: optional(array(string())), // activity ids
  boat: optional(string()), // boat url title
  dropOffLocation: optional(string()),
  estTimePace: optional(enums(PACES)),
  fishingHours: optional(max(min(integer(), FISHING_HOURS.min), FISHING_HOURS.max)),
  saveItinerary: optional(boolean()),
  shareItinerary: optional(boolean()),
  backFromStripe: optional(string()), // payment storage id
});
export type TripQuery = Infer<typeof tripQuery>;

const TEXT_KEYS = ['country', 'region', 'pickUpLocation', 'boat', 'dropOffLocation', 'backFromStripe'] as const;
const COUNT_KEYS = ['guests', 'adults', 'children', 'total'] as const;
const FLAG_KEYS = ['saveItinerary', 'shareItinerary'] as const;

/** What parseTripQuery reads: a URLSearchParams (the domain names no DOM type). */
export interface QueryParams {
  get(name: string): string | null;
  getAll(name: string): string[];
}

const FLAG_TRUE = new Set(['', 'true', '1', 'yes']);

/** A date from a link: 'YYYY-MM-DD', or the date part of a full ISO time. */
function linkDate(raw: string): string | undefined {
  const date = raw.slice(0, 10);
  return (raw.length === 10 || raw[10] === 'T') && isoDate.is(date) ? date : undefined;
}

/**
 * Reads a trip link. A link is untrusted and may be old or hand-edited: a value that does not fit is
 * left out (and named in `dropped`) rather than failing the whole link; counts are clamped to 0–50
 * and fishing hours to 2–10.
 */
export function parseTripQuery(params: QueryParams): { query: TripQuery; dropped: string[] } {
  const query: TripQuery = {};
  const dropped: string[] = [];
  const text = (key: string) => {
    const value = params.get(key);
    return value === null ? undefined : value.trim();
  };
  for (const key of TEXT_KEYS) {
    const value = text(key);
    if (value) query[key] = value;
  }
  for (const key of ['start_date', 'end_date'] as const) {
    const value = text(key);
    if (value === undefined || value === '') continue;
    const date = linkDate(value);
    if (date) query[key] = date;
    else dropped.push(key);
  }
  for (const key of COUNT_KEYS) {
    const value = text(key);
    if (value === undefined || value === '') continue;
    const n = Number(value);
    if (Number.isFinite(n)) query[key] = clampCounter(n);
    else dropped.push(key);
  }
  const activities = params
    .getAll('activities')
    .flatMap((v: string) => v.split(','))
    .map((v: string) => v.trim())
    .filter(Boolean);
  if (activities.length > 0) query.activities = [...new Set(activities)];
  const paceValue = text('estTimePace');
  if (paceValue !== undefined && paceValue !== '') {
    if ((PACES as readonly string[]).includes(paceValue)) query.estTimePace = paceValue as TripQuery['estTimePace'];
    else dropped.push('estTimePace');
  }
  const hours = text('fishingHours');
  if (hours !== undefined && hours !== '') {
    if (Number.isFinite(Number(hours))) query.fishingHours = clampFishingHours(hours);
    else dropped.push('fishingHours');
  }
  for (const key of FLAG_KEYS) {
    const value = text(key);
    if (value === undefined) continue;
    if (FLAG_TRUE.has(value.toLowerCase())) query[key] = true;
    else if (value.toLowerCase() !== 'false' && value !== '0') dropped.push(key);
  }
  return { query, dropped };
}

/**
 * A trip query as [key, value] pairs in TRIP_QUERY_KEYS order, activities as one comma-separated value:
 * `new URLSearchParams(toTripQueryEntries(query))`.
 */
export function toTripQueryEntries(query: TripQuery): Array<[string, string]> {
  const entries: Array<[string, string]> = [];
  for (const key of TRIP_QUERY_KEYS) {
    const value = query[key];
    if (value === undefined || value === false) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) entries.push([key, value.join(',')]);
    } else {
      entries.push([key, String(value)]);
    }
  }
  return entries;
}

/** The same as a query string without the leading '?'. */
export const toTripQueryString = (query: TripQuery) =>
  toTripQueryEntries(query)
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&');

/** The query that reopens `trip` exactly: what the address bar, COPY LINK and every emailed link carry. */
export function tripQueryOfState(trip: TripState): TripQuery {
  const query: TripQuery = {};
  if (trip.countryUrlTitle) query.country = trip.countryUrlTitle;
  if (trip.startDate) query.start_date = trip.startDate;
  if (trip.endDate) query.end_date = trip.endDate;
  const guests = guestTotal(trip);
  if (guests > 0) {
    query.guests = guests;
    query.adults = trip.adult;
    query.children = trip.children;
    query.total = guests;
  }
  if (trip.regionId) query.region = trip.regionId;
  if (trip.pulId) query.pickUpLocation = trip.pulId;
  if (trip.activities.length > 0) query.activities = [...trip.activities];
  if (trip.boatUrlTitle) query.boat = trip.boatUrlTitle;
  if (trip.dolId) query.dropOffLocation = trip.dolId;
  if (trip.estTimePace !== DEFAULT_PACE) query.estTimePace = trip.estTimePace;
  if (trip.fishingHours !== FISHING_HOURS.default) query.fishingHours = trip.fishingHours;
  return query;
}

export const tripBuilderPath = (countryUrl: string) => `/${encodeURIComponent(countryUrl)}/trip-builder`;

/** `{origin}/{country}/trip-builder?{query}`: the one way app and server write a trip link. */
export function tripBuilderUrl(
  origin: string,
  countryUrl: string,
  query: TripQuery,
  extra: Record<string, string> = {},
): string {
  const search = [...toTripQueryEntries(query), ...Object.entries(extra)]
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&');
  return `${origin}${tripBuilderPath(countryUrl)}${search ? `?${search}` : ''}`;
}

/**
 * 'Build a trip with this boat': the boat, its main pick-up and the first of its regions that pick-up serves (the
 * boat's first region while the pick-ups are not known).
 */
export function boatTripQuery(
  boat: Pick<Boat, 'urlTitle' | 'regions' | 'pickUpLocations'>,
  countryUrl: string,
  pickUps: readonly Pick<PickUpLocation, '_id' | 'regionIds'>[] = [],
): TripQuery {
  const main = boat.pickUpLocations.main.location;
  const served = pickUps.find((p) => p._id === main)?.regionIds ?? [];
  const region = boat.regions.find((r) => served.includes(r._id)) ?? boat.regions[0];
  return { country: countryUrl, region: region?._id, pickUpLocation: main, boat: boat.urlTitle };
}
