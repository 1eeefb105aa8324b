// Every catalogue read the app makes: its query key, its response schema and how to fetch it.
// The schema doubles as the check for data restored from the persisted cache.
import { array, nullable, type Struct } from 'superstruct';
import * as c from '../../domain/catalogue';
import { apiGet, type QueryValue } from './client';
import { isApiError } from './ApiError';

export interface Resource<A extends unknown[], T> {
  name: string;
  schema: Struct<T, any>;
  /** Whether a successful answer is kept in localStorage for offline use. */
  persist: boolean;
  key: (...args: A) => readonly unknown[];
  fetch: (signal: AbortSignal | undefined, ...args: A) => Promise<T>;
}

export const registry = new Map<string, Resource<any[], unknown>>();

/** A catalogue read with its schema and cache key, registered so the persisted cache keeps it (the allowlist). */
export function resource<A extends unknown[], T>(
  name: string,
  schema: Struct<T, any>,
  fetch: (signal: AbortSignal | undefined, ...args: A) => Promise<T>,
  persist = true,
): Resource<A, T> {
  const r: Resource<A, T> = { name, schema, persist, key: (...args: A) => ['catalogue', name, ...args], fetch };
  registry.set(name, r as unknown as Resource<any[], unknown>);
  return r;
}

const enc = encodeURIComponent;
const list = <T>(s: Struct<T, any>) => array(s);
const get = <T>(path: string, schema: Struct<T, any>, signal?: AbortSignal, query?: Record<string, QueryValue>) => apiGet(path, schema, query, signal);

/** country/url-title answers 404 for an unknown country: that is null, not an error. */
export const countryByUrlTitle = resource('country', nullable(c.country), async (signal, urlTitle: string) => {
  try {
    return await get(`country/url-title/${enc(urlTitle)}`, c.country, signal);
  } catch (error) {
    if (isApiError(error) && error.notFound) return null;
    throw error;
  }
});

// The lists below show cards only: they keep the summaries (src/domain/catalogue.ts), not the whole entities.
export const popularAdventures = resource('adventures-popular', list(c.adventureSummary), (s, country: string) =>
  get(`adventures/country-popular/${enc(country)}`, list(c.adventureSummary), s));
export const adventures = resource('adventures', list(c.adventureSummary), (s, country: string) => get(`adventures/country/${enc(country)}`, list(c.adventureSummary), s));
export const adventure = resource('adventure', c.adventure, (s, urlTitle: string) => get(`adventures/${enc(urlTitle)}`, c.adventure, s));

export const activities = resource('activities', list(c.activity), (s, country: string) => get(`activity/country/${enc(country)}`, list(c.activity), s));
export const activityNames = resource('activity-names', list(c.activityName), (s, country: string) => get(`activity/country/${enc(country)}`, list(c.activityName), s));

export const destinations = resource('destinations', list(c.destinationSummary), (s, country: string) => get(`destinations/country/${enc(country)}`, list(c.destinationSummary), s));
export const destinationsOfSection = resource('destinations-section', list(c.destinationSummary), (s, country: string, section: string) =>
  get(`destinations/country/${enc(country)}/type/${enc(section)}`, list(c.destinationSummary), s));
export const destination = resource('destination', c.destination, (s, urlTitle: string) => get(`destinations/urlTitle/${enc(urlTitle)}`, c.destination, s));

export interface BoatFilters {
  /** Party size: boats that take at least this many guests. */
  guests?: number;
  amenities?: string[];
  activities?: string[];
  /** Highest 2-hour price, in cents. */
  price?: number;
  /** Shortest boat, in feet. */
  length?: number;
  sort?: 'price' | 'boatInfo.size' | 'maxGuests';
}
export const boats = resource('boats', list(c.boat), (s, country: string, filters: BoatFilters = {}) =>
  get('boat', list(c.boat), s, { destination: country, sort: filters.sort ?? 'price', guests: filters.guests, amenities: filters.amenities, activities: filters.activities, price: filters.price, length: filters.length }));

/** The fleet's cards, cheapest first (the home page). */
export const boatSummaries = resource('boat-summaries', list(c.boatSummary), (s, country: string) =>
  get('boat', list(c.boatSummary), s, { destination: country, sort: 'price' }));

/** The boat page takes an id or a url title. */
export const boat = resource('boat', c.boat, async (s, idOrUrlTitle: string) => {
  try {
    return await get(`boat/${enc(idOrUrlTitle)}`, c.boat, s);
  } catch (error) {
    if (isApiError(error) && error.notFound) return get(`boat/url-title/${enc(idOrUrlTitle)}`, c.boat, s);
    throw error;
  }
});
export const boatComparison = resource('boat-compare', list(c.boat), (s, regionId: string, ids: string[]) =>
  get(`boat/compare/${enc(regionId)}`, list(c.boat), s, { ids: ids.join(',') }));

export const blogPosts = resource('blog', list(c.blogPost), (s, country: string) => get('blog', list(c.blogPost), s, { country }));
export const blogPost = resource('blog-post', c.blogPost, (s, idOrUrlTitle: string) => get(`blog/${enc(idOrUrlTitle)}`, c.blogPost, s));
export const captainBlogPosts = resource('captain-blog', list(c.blogPost), (s, country: string) => get(`captain-blog/country/${enc(country)}`, list(c.blogPost), s));
export const captainBlogPost = resource('captain-blog-post', c.blogPost, (s, urlTitle: string) => get(`captain-blog/${enc(urlTitle)}`, c.blogPost, s));

export const regions = resource('regions', list(c.region), (s, country: string) => get('region', list(c.region), s, { country }));
export const pickUpLocations = resource('pick-ups', list(c.pickUpLocation), (s, country: string) => get('pickUpLoc', list(c.pickUpLocation), s, { country }));

export const banners = resource('banners', list(c.post), (s, country: string) => get('post', list(c.post), s, { kind: 'BANNER', country }));
export const reviews = resource('reviews', list(c.review), (s, country: string) => get('review', list(c.review), s, { country }));
export const faq = resource('faq', list(c.faqItem), (s, country: string) => get(`faq/country/${enc(country)}`, list(c.faqItem), s));
export const policy = resource('policy', c.policy, (s, country: string, slug: string) => get(`policy/${enc(country)}/${enc(slug)}`, c.policy, s));
export const gallery = resource('gallery', list(c.galleryImage), (s, country: string) => get(`gallery/country/${enc(country)}`, list(c.galleryImage), s));
export const metadata = resource('metadata', c.pageMetadata, (s, page: string) => get(`metadata/${enc(page)}`, c.pageMetadata, s));
