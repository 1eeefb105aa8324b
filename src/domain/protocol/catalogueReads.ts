// The addresses of the app's catalogue reads (GET /api/v1/web/...), in one place: the app's resources ask for them
// (src/app/http/resources.ts), and the server lists them for the offline copy the worker keeps
// (src/domain/protocol/offlineCopy.ts). The worker keeps answers by their address, so the two must spell each one
// alike, query order included.

export const WEB_API_BASE = '/api/v1/web';

export type QueryValue = string | number | boolean | undefined | null | readonly (string | number)[];

/** One read: its path under the web API and its query. */
export interface CatalogueRead {
  path: string;
  query?: Record<string, QueryValue>;
}

/** A query value as URLSearchParams writes it (form encoding: space as '+', only A-Z a-z 0-9 * - . _ left as they are),
 * spelled out because the domain has no URL globals in its types. */
const formEncode = (text: string) =>
  encodeURIComponent(text)
    .replace(/%20/g, '+')
    .replace(/[!'()~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Arrays become repeated keys (?guests=2&guests=4), as the API's filters expect; empty values are left out. */
export function buildQuery(query: Record<string, QueryValue> = {}): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    for (const one of Array.isArray(value) ? value : [value])
      pairs.push(`${formEncode(key)}=${formEncode(String(one))}`);
  }
  return pairs.length ? `?${pairs.join('&')}` : '';
}

/** The read's address as the app sends it ('/api/v1/web/boat?destination=cayman-islands&sort=price'). */
export const readAddress = (read: CatalogueRead) => `${WEB_API_BASE}/${read.path}${buildQuery(read.query)}`;

const enc = encodeURIComponent;

/** The boat list's filters, as the boats page sets them. */
export interface BoatListFilters {
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

/** The catalogue reads of the app's pages, by what they read (and BUILDER_READS, MAP_READS below). */
export const READS = {
  country: (urlTitle: string): CatalogueRead => ({ path: `country/url-title/${enc(urlTitle)}` }),
  countries: (): CatalogueRead => ({ path: 'country' }),
  popularAdventures: (country: string): CatalogueRead => ({ path: `adventures/country-popular/${enc(country)}` }),
  adventures: (country: string): CatalogueRead => ({ path: `adventures/country/${enc(country)}` }),
  adventure: (urlTitle: string): CatalogueRead => ({ path: `adventures/${enc(urlTitle)}` }),
  activities: (country: string): CatalogueRead => ({ path: `activity/country/${enc(country)}` }),
  destinations: (country: string): CatalogueRead => ({ path: `destinations/country/${enc(country)}` }),
  destinationsOfSection: (country: string, section: string): CatalogueRead => ({
    path: `destinations/country/${enc(country)}/type/${enc(section)}`,
  }),
  destination: (urlTitle: string): CatalogueRead => ({ path: `destinations/urlTitle/${enc(urlTitle)}` }),
  boats: (country: string, filters: BoatListFilters = {}): CatalogueRead => ({
    path: 'boat',
    query: {
      destination: country,
      sort: filters.sort ?? 'price',
      guests: filters.guests,
      amenities: filters.amenities,
      activities: filters.activities,
      price: filters.price,
      length: filters.length,
    },
  }),
  boat: (idOrUrlTitle: string): CatalogueRead => ({ path: `boat/${enc(idOrUrlTitle)}` }),
  boatByUrlTitle: (urlTitle: string): CatalogueRead => ({ path: `boat/url-title/${enc(urlTitle)}` }),
  boatComparison: (regionId: string, ids: string[]): CatalogueRead => ({
    path: `boat/compare/${enc(regionId)}`,
    query: { ids: ids.join(',') },
  }),
  blogPosts: (country: string): CatalogueRead => ({ path: 'blog', query: { country } }),
  blogPost: (idOrUrlTitle: string): CatalogueRead => ({ path: `blog/${enc(idOrUrlTitle)}` }),
  captainBlogPosts: (country: string): CatalogueRead => ({ path: `captain-blog/country/${enc(country)}` }),
  captainBlogPost: (urlTitle: string): CatalogueRead => ({ path: `captain-blog/${enc(urlTitle)}` }),
  regions: (country: string): CatalogueRead => ({ path: 'region', query: { country } }),
  pickUps: (country: string): CatalogueRead => ({ path: 'pickUpLoc', query: { country } }),
  banners: (country: string): CatalogueRead => ({ path: 'post', query: { kind: 'BANNER', country } }),
  reviews: (country: string): CatalogueRead => ({ path: 'review', query: { country } }),
  faq: (country: string): CatalogueRead => ({ path: `faq/country/${enc(country)}` }),
  policy: (country: string, slug: string): CatalogueRead => ({ path: `policy/${enc(country)}/${enc(slug)}` }),
  gallery: (country: string): CatalogueRead => ({ path: `gallery/country/${enc(country)}` }),
  metadata: (page: string): CatalogueRead => ({ path: `metadata/${enc(page)}` }),
} as const;

/** The reads only the trip builder makes (apart, so that other pages' code does not carry them). */
export const BUILDER_READS = {
  itinerariesOfRegion: (regionId: string): CatalogueRead => ({ path: `itinerary/by-region/${enc(regionId)}` }),
  tutorialOfRegion: (regionId: string): CatalogueRead => ({
    path: `tutorial/${enc(regionId)}`,
    query: { totalPerson: 5 },
  }),
} as const;

/** The reads only the guide's map makes. */
export const MAP_READS = {
  mapGroups: (country: string): CatalogueRead => ({ path: `custom-map/groups/${enc(country)}` }),
  /** `ids` as the API takes them: one comma list (see mapCategoryIds). */
  mapCategories: (ids: string[]): CatalogueRead => ({ path: 'custom-map/categories', query: { ids: ids.join(',') } }),
} as const;

/** The categories the guide's map asks for: every group's, once each, sorted (one address for one map). */
export const mapCategoryIds = (groups: ReadonlyArray<{ categoryIds: readonly string[] }>) =>
  [...new Set(groups.flatMap((g) => g.categoryIds))].sort();
