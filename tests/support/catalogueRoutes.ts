// Every catalogue GET route with valid example values (from the test fixture) for its params and its query keys:
// the malformed-input sweep swaps one value at a time for a bad one.
export interface RouteCase {
  template: string;
  params: Record<string, string>;
  query: Record<string, string>;
}

const route = (
  template: string,
  params: Record<string, string> = {},
  query: Record<string, string> = {},
): RouteCase => ({ template, params, query });

export const CATALOGUE_ROUTES: RouteCase[] = [
  route('adventures/{urlTitle}', { urlTitle: 'reef-day' }),
  route('adventures/country/{countryUrlTitle}', { countryUrlTitle: 'cayman-fixture' }),
  route('adventures/country-popular/{countryUrlTitle}', { countryUrlTitle: 'cayman-fixture' }),
  route('captain-blog'),
  route('captain-blog/country/{countryUrlTitle}', { countryUrlTitle: 'cayman-fixture' }),
  route('captain-blog/{urlTitle}', { urlTitle: 'log-1' }),
  route('activity'),
  route('activity/{id}', { id: 'act-snorkel' }),
  route('activity/ids/{ids}', { ids: 'act-snorkel,act-lunch' }, { typeIds: 'Dining' }),
  route('activity/country/{urlTitle}', { urlTitle: 'cayman-fixture' }),
  route('activity/activities/{regionId}', { regionId: 'reg-north' }, { totalPerson: '4' }),
  route('destinations/country/{countryUrlTitle}/type/{type}', {
    countryUrlTitle: 'cayman-fixture',
    type: 'travel-info',
  }),
  route('destinations/country/{countryUrlTitle}', { countryUrlTitle: 'cayman-fixture' }),
  route('destinations/urlTitle/{urlTitle}', { urlTitle: 'dive' }),
  route('destinations/destUrlTitle/{urlTitle}', { urlTitle: 'dive' }),
  route('boatingCL', {}, { type: 'AMENITIES' }),
  route('boatingCL/{id}', { id: 'cl-towel' }),
  route(
    'boat',
    {},
    {
      destination: 'cayman-fixture',
      guests: '4',
      adults: '2',
      children: '2',
      noOfGuests: '4',
      date: '2026-12-01',
      startDate: '2026-12-01',
      endDate: '2026-12-03',
      amenities: 'cl-speaker',
      activities: 'act-snorkel',
      price: '200000',
      length: '20',
      sort: 'price',
      order: 'desc',
    },
  ),
  route('boat/compare/{regionId}', { regionId: 'reg-north' }, { ids: 'boat-big,boat-small' }),
  route('boat/{id}', { id: 'boat-big' }),
  route('boat/url-title/{urlTitle}', { urlTitle: 'big' }),
  route('blog', {}, { country: 'cayman-fixture' }),
  route('blog/{id}', { id: 'blog-first' }),
  route('country', {}, { includeAdventures: 'true' }),
  route('country/{id}', { id: 'fx-ky' }),
  route('country/url-title/{urlTitle}', { urlTitle: 'cayman-fixture' }),
  route('region', {}, { country: 'cayman-fixture' }),
  route('region/{id}', { id: 'reg-north' }),
  route('region/url-title/{urlTitle}', { urlTitle: 'north' }),
  route('pickUpLoc', {}, { country: 'cayman-fixture', region: 'reg-north' }),
  route('pickUpLoc/{id}', { id: 'pul-marina' }),
  route('itinerary/by-region/{id}', { id: 'reg-north' }),
  route('itinerary/by-pul/{id}', { id: 'pul-marina' }),
  route('itinerary/{id}', { id: 'it-day' }),
  route('post', {}, { kind: 'BANNER', country: 'cayman-fixture' }),
  route('metadata/{page}', { page: 'home' }),
  route('review', {}, { country: 'cayman-fixture', boatId: 'boat-small' }),
  route('custom-map/groups/{country}', { country: 'cayman-fixture' }),
  route('custom-map/categories', {}, { ids: 'cat-beach,cat-food' }),
  route('tutorial/{regionId}', { regionId: 'reg-north' }, { totalPerson: '5' }),
  route('inquiry-data/inquiryRef/{inquiryRef}', { inquiryRef: 'INQ-NONE' }),
  route('faq/country/{countryUrlTitle}', { countryUrlTitle: 'cayman-fixture' }),
  route('policy/{countryUrlTitle}/{slug}', { countryUrlTitle: 'cayman-fixture', slug: 'cancellation-policy' }),
  route('gallery/country/{countryUrlTitle}', { countryUrlTitle: 'cayman-fixture' }),
  route('offline-copy/{countryUrlTitle}', { countryUrlTitle: 'cayman-fixture' }),
];

/** Path with params already percent-encoded (or deliberately raw) and a raw query string. */
export function urlOf(c: RouteCase, params: Record<string, string> = c.params, rawQuery?: string): string {
  const path = c.template.replace(/\{(\w+)\}/g, (_, name: string) => params[name]!);
  const query = rawQuery ?? new URLSearchParams(c.query).toString();
  return `/api/v1/web/${path}${query ? `?${query}` : ''}`;
}

export const encodeParams = (params: Record<string, string>) =>
  Object.fromEntries(Object.entries(params).map(([k, v]) => [k, encodeURIComponent(v)]));
