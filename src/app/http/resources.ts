// Every catalogue read the app makes: its query key, its response schema and how to fetch it.
// The schema doubles as the check for data restored from the persisted cache.
import { array, nullable, type Struct } from 'superstruct';
import * as c from '../../domain/catalogue';
import { boatFilterOf, listBoats } from '../../domain/catalogue';
import { READS, readAddress, type BoatListFilters, type CatalogueRead } from '../../domain/protocol';
import { apiGet } from './client';
import { isApiError } from './ApiError';

export interface Resource<A extends unknown[], T> {
  name: string;
  schema: Struct<T>;
  /** Whether a successful answer is kept in localStorage for offline use. */
  persist: boolean;
  key: (...args: A) => readonly unknown[];
  fetch: (signal: AbortSignal | undefined, ...args: A) => Promise<T>;
}

export const registry = new Map<string, Resource<never[], unknown>>();

/** A catalogue read with its schema and cache key, registered so the persisted cache keeps it (the allowlist). */
export function resource<A extends unknown[], T>(
  name: string,
  schema: Struct<T>,
  fetch: (signal: AbortSignal | undefined, ...args: A) => Promise<T>,
  persist = true,
): Resource<A, T> {
  const r: Resource<A, T> = { name, schema, persist, key: (...args: A) => ['catalogue', name, ...args], fetch };
  registry.set(name, r as unknown as Resource<never[], unknown>);
  return r;
}

const list = <T>(s: Struct<T>) => array(s);
/** A read of src/domain/protocol/catalogueReads.ts: the worker's offline copy keeps it under the same address. */
export const getRead = <T>(read: CatalogueRead, schema: Struct<T>, signal?: AbortSignal) =>
  apiGet(read.path, schema, read.query, signal);
const get = getRead;

/**
 * A read that may answer none: 200 `null` for content not written yet (a page's metadata, a region's tutorial, any
 * country before the first), and a 404 for an unknown country, or from a server older than those nulls.
 */
export async function getOrNone<T>(read: CatalogueRead, schema: Struct<T>, signal?: AbortSignal): Promise<T | null> {
  try {
    return await get(read, nullable(schema), signal);
  } catch (error) {
    if (isApiError(error) && error.notFound) return null;
    throw error;
  }
}

export const countryByUrlTitle = resource('country', nullable(c.country), (signal, urlTitle: string) =>
  getOrNone(READS.country(urlTitle), c.country, signal),
);
/**
 * Every country: asked only when a page's country is not found, to tell a site still being set up (none) from a wrong
 * address.
 */
export const countries = resource(
  'countries',
  list(c.country),
  (s) => get(READS.countries(), list(c.country), s),
  false,
);

// The lists below show cards only: they keep the summaries (src/domain/catalogue/catalogue.ts), not the whole entities.
export const popularAdventures = resource('adventures-popular', list(c.adventureSummary), (s, country: string) =>
  get(READS.popularAdventures(country), list(c.adventureSummary), s),
);
export const adventures = resource('adventures', list(c.adventureSummary), (s, country: string) =>
  get(READS.adventures(country), list(c.adventureSummary), s),
);
export const adventure = resource('adventure', c.adventure, (s, urlTitle: string) =>
  get(READS.adventure(urlTitle), c.adventure, s),
);

export const activities = resource('activities', list(c.activity), (s, country: string) =>
  get(READS.activities(country), list(c.activity), s),
);
export const activityNames = resource('activity-names', list(c.activityName), (s, country: string) =>
  get(READS.activities(country), list(c.activityName), s),
);

export const destinations = resource('destinations', list(c.destinationSummary), (s, country: string) =>
  get(READS.destinations(country), list(c.destinationSummary), s),
);
export const destinationsOfSection = resource(
  'destinations-section',
  list(c.destinationSummary),
  (s, country: string, section: string) =>
    get(READS.destinationsOfSection(country, section), list(c.destinationSummary), s),
);
export const destination = resource('destination', c.destination, (s, urlTitle: string) =>
  get(READS.destination(urlTitle), c.destination, s),
);

export type BoatFilters = BoatListFilters;
/**
 * Offline, a filter never asked online is applied here, with the API's rule, to the whole fleet the offline copy keeps.
 */
export const boats = resource('boats', list(c.boat), async (s, country: string, filters: BoatFilters = {}) => {
  try {
    return await get(READS.boats(country, filters), list(c.boat), s);
  } catch (error) {
    const whole = READS.boats(country);
    if (!isApiError(error) || !error.offline || readAddress(whole) === readAddress(READS.boats(country, filters)))
      throw error;
    const fleet = await get(whole, list(c.boat), s);
    return listBoats(fleet, boatFilterOf(filters), filters.sort ?? 'price');
  }
});

/** The fleet's cards, cheapest first (the home page). */
export const boatSummaries = resource('boat-summaries', list(c.boatSummary), (s, country: string) =>
  get(READS.boats(country), list(c.boatSummary), s),
);

/** The boat page takes an id or a url title. */
export const boat = resource('boat', c.boat, async (s, idOrUrlTitle: string) => {
  try {
    return await get(READS.boat(idOrUrlTitle), c.boat, s);
  } catch (error) {
    if (isApiError(error) && error.notFound) return get(READS.boatByUrlTitle(idOrUrlTitle), c.boat, s);
    throw error;
  }
});

export const blogPosts = resource('blog', list(c.blogPost), (s, country: string) =>
  get(READS.blogPosts(country), list(c.blogPost), s),
);
export const blogPost = resource('blog-post', c.blogPost, (s, idOrUrlTitle: string) =>
  get(READS.blogPost(idOrUrlTitle), c.blogPost, s),
);
export const captainBlogPosts = resource('captain-blog', list(c.blogPost), (s, country: string) =>
  get(READS.captainBlogPosts(country), list(c.blogPost), s),
);
export const captainBlogPost = resource('captain-blog-post', c.blogPost, (s, urlTitle: string) =>
  get(READS.captainBlogPost(urlTitle), c.blogPost, s),
);

export const regions = resource('regions', list(c.region), (s, country: string) =>
  get(READS.regions(country), list(c.region), s),
);
export const pickUpLocations = resource('pick-ups', list(c.pickUpLocation), (s, country: string) =>
  get(READS.pickUps(country), list(c.pickUpLocation), s),
);

export const banners = resource('banners', list(c.post), (s, country: string) =>
  get(READS.banners(country), list(c.post), s),
);
export const reviews = resource('reviews', list(c.review), (s, country: string) =>
  get(READS.reviews(country), list(c.review), s),
);
export const faq = resource('faq', list(c.faqItem), (s, country: string) =>
  get(READS.faq(country), list(c.faqItem), s),
);
/** Null for a policy the company has not written yet (the footer lists every one). */
export const policy = resource('policy', nullable(c.policy), (s, country: string, slug: string) =>
  getOrNone(READS.policy(country, slug), c.policy, s),
);
export const gallery = resource('gallery', list(c.galleryImage), (s, country: string) =>
  get(READS.gallery(country), list(c.galleryImage), s),
);
export const metadata = resource('metadata', nullable(c.pageMetadata), (s, page: string) =>
  getOrNone(READS.metadata(page), c.pageMetadata, s),
);
