// A small catalogue of two countries for the API tests: every list has entries, some of them filtered out.
import type * as c from '../../src/domain/model/catalogue';
import type { CatalogueSeed } from './seedCatalogue';

const point = (lat: number, lng: number) => ({ lat, lng });
const section = (heading: string): c.ContentSection => ({ heading, paragraphs: [`About ${heading}.`] });

const country = (id: string, name: string, urlTitle: string, code: string): c.Country => ({
  _id: id, name, urlTitle, code, mainIsland: `${name} Main`, timezone: 'America/Cayman', currency: 'USD',
  taxAndFeeBasisPoints: 1300, phone: '+13450000000', email: `hello@${urlTitle}.test`, address: '1 Harbour Drive',
  mapCenter: point(19.3, -81.2), heroImage: `/images/${urlTitle}.svg`, description: `Charters in ${name}.`,
  campaigns: [{ _id: `summer-${code}`, countryId: id, name: 'Summer', startDate: '2026-08-10', endDate: '2026-11-20', freeHours: 1, minCharterHours: 3 }],
});

const region = (id: string, countryId: string, name: string): c.Region => ({
  _id: id, countryId, name, urlTitle: id.replace('reg-', ''), description: `${name} waters.`, image: `/images/${id}.svg`,
  coordinates: point(19.35, -81.3), email: `${id}@example.test`, phone: '+13450000001',
});

const activity = (id: string, name: string, type: c.ActivityType, regionIds: string[], countryId = 'fx-ky'): c.Activity => ({
  _id: id, activityId: `EXT-${id}`, countryId, regionIds, name, subTitle: `${name} subtitle`, description: `${name}.`,
  image: `/images/${id}.svg`, geolocation: point(19.37, -81.3), type, adventure: null, price: type === 'Dining' ? 1500 : 0,
  stopMinutes: { relaxed: 60, standard: 45 }, suitablePickUpIds: [],
});

const checklist: c.ChecklistItem[] = [
  { _id: 'cl-cooler', type: 'INCLUDED', name: 'Cooler with ice', image: '/images/cooler.svg' },
  { _id: 'cl-towel', type: 'WHAT_TO_BRING', name: 'Towel', image: '/images/towel.svg' },
  { _id: 'cl-speaker', type: 'AMENITIES', name: 'Bluetooth speaker', image: '/images/speaker.svg' },
  { _id: 'cl-shade', type: 'AMENITIES', name: 'Shade top', image: '/images/shade.svg' },
];

const boat = (id: string, name: string, maxGuests: number, size: number, twoHours: number, amenities: c.ChecklistItem[], activities: string[], regionIds: string[], countryId = 'fx-ky'): c.Boat => ({
  _id: id, calendarId: `cal-${id}`, countryId, urlTitle: id.replace('boat-', ''), name, description: `${name} boat.`,
  maxGuests, maxHours: 8, overGuests: Math.min(6, maxGuests), cruisingSpeedKnots: 20,
  pricing: [{ value: 'TWO_HOURS', price: twoHours }, { value: 'EACH_ADDITIONAL_HOUR', price: 25000 }, { value: 'EACH_ADDITIONAL_GUEST', price: 2000 }],
  boatingCheckList: [checklist[0], checklist[1], ...amenities], activities,
  regions: regionIds.map((r) => ({ _id: r, name: r, email: `${r}@example.test`, phone: '+13450000002' })),
  boatInfo: { mainImage: `/images/${id}.svg`, secondaryImages: [`/images/${id}-2.svg`], size, madeBy: 'Contender', boatModel: '35 ST', boatCaptain: { name: 'Capt. Ray', phone: '+13450000003' } },
  lateMorningTimes: ['10:00'], lateMorningFee: 5000, additionalBioBayBoats: [],
  pickUpLocations: { main: { location: countryId === 'fx-bs' ? 'pul-nassau' : 'pul-marina', dock: 'A' }, alternatives: [] }, access: ['primary'], rating: 4.8,
});

const adventure = (id: string, countryId: string, popular: boolean): c.Adventure => ({
  _id: id, countryId, urlTitle: id.replace('adv-', ''), headerTitle: `Adventure ${id}`, summary: 'A day out.', image: `/images/${id}.svg`,
  gallery: [`/images/${id}-2.svg`], sections: [section('Plan')], activityIds: ['act-snorkel'], coordinates: point(19.3, -81.3), popular,
});

const destination = (id: string, type: c.GuideSection): c.Destination => ({
  _id: id, countryId: 'fx-ky', urlTitle: id.replace('dest-', ''), type, title: `Guide ${id}`, summary: 'Guide page.', image: `/images/${id}.svg`, sections: [section('Intro')],
});

const blogPost = (id: string, countryId: string): c.BlogPost => ({
  _id: id, countryId, urlTitle: id.replace(/^(blog|cblog)-/, ''), title: `Post ${id}`, excerpt: 'Short.', image: `/images/${id}.svg`, author: 'Crew', publishedAt: '2026-01-15', sections: [section('Story')],
});

const post = (id: string, kind: c.Post['kind']): c.Post => ({
  _id: id, countryId: 'fx-ky', kind, title: `Item ${id}`, text: 'Text.', image: `/images/${id}.svg`, link: '/cayman-fixture/boats-and-rates', bgrColor: '#003049', hoverBgrColor: '#00507a',
});

export const catalogueFixture: CatalogueSeed = {
  countries: [country('fx-ky', 'Fixture Cayman', 'cayman-fixture', 'KY'), country('fx-bs', 'Fixture Bahamas', 'bahamas-fixture', 'BS')],
  regions: [region('reg-north', 'fx-ky', 'North Sound'), region('reg-west', 'fx-ky', 'West Bay'), region('reg-nassau', 'fx-bs', 'Nassau')],
  pickUpLocations: [
    { _id: 'pul-marina', pickupId: 'EXT-PUL-1', countryId: 'fx-ky', regionIds: ['reg-north'], name: 'Marina', kind: 'MARINA', link: 'https://maps.example.test/?q=19.3,-81.3', coordinates: point(19.33, -81.38), instructions: 'Meet at the fuel dock.', image: '/images/marina.svg', price: 0 },
    { _id: 'pul-terminal', pickupId: 'EXT-PUL-2', countryId: 'fx-ky', regionIds: ['reg-west', 'reg-north'], name: 'Cruise terminal', kind: 'CRUISE_TERMINAL', link: 'https://maps.example.test/?q=19.29,-81.38', coordinates: point(19.29, -81.38), instructions: 'Meet by the flag poles.', image: '/images/terminal.svg', price: 2500 },
    { _id: 'pul-nassau', pickupId: 'EXT-PUL-3', countryId: 'fx-bs', regionIds: ['reg-nassau'], name: 'Nassau dock', kind: 'DOCK', link: 'https://maps.example.test/?q=25,-77', coordinates: point(25.07, -77.34), instructions: 'Dock 3.', image: '/images/nassau.svg', price: 0 },
  ],
  activities: [
    activity('act-snorkel', 'Snorkel reef', 'Activity', ['reg-north', 'reg-west']),
    activity('act-lunch', 'Beach lunch', 'Dining', ['reg-north']),
    activity('act-fishing', 'Deep sea fishing', 'Deep sea fishing', ['reg-north']),
    activity('act-sandbar', 'Big-party sandbar', 'Activity', ['reg-north']),
    activity('act-nassau-reef', 'Nassau reef', 'Activity', ['reg-nassau'], 'fx-bs'),
  ],
  boats: [
    boat('boat-small', 'Small Fry', 6, 28, 60000, [checklist[2]], ['act-snorkel', 'act-lunch', 'act-fishing'], ['reg-north', 'reg-west']),
    boat('boat-big', 'Big Kahuna', 20, 45, 120000, [checklist[2], checklist[3]], ['act-snorkel', 'act-lunch', 'act-sandbar'], ['reg-north']),
    boat('boat-mid', 'Middle Way', 12, 35, 90000, [checklist[3]], ['act-snorkel'], ['reg-west']),
    boat('boat-nassau', 'Nassau Queen', 10, 40, 80000, [], ['act-nassau-reef'], ['reg-nassau'], 'fx-bs'),
  ],
  itineraries: [
    { _id: 'it-short', regionId: 'reg-north', title: 'Short and sweet', length: 'SHORT', description: 'Two stops.', image: '/images/it-short.svg', price: 60000, minTime: 2, maxTime: 3, activities: ['act-snorkel'], pickupLoc_id: { _id: 'pul-marina', coordinates: point(19.33, -81.38) }, adventureUrlTitle: null },
    { _id: 'it-day', regionId: 'reg-north', title: 'Full day', length: 'FULL_DAY', description: 'All the stops.', image: '/images/it-day.svg', price: 150000, minTime: 6, maxTime: 8, activities: ['act-snorkel', 'act-lunch'], pickupLoc_id: { _id: 'pul-terminal', coordinates: point(19.29, -81.38) }, adventureUrlTitle: 'reef-day' },
    { _id: 'it-west', regionId: 'reg-west', title: 'West Bay', length: 'HALF_DAY', description: 'West side.', image: '/images/it-west.svg', price: 90000, minTime: 3, maxTime: 5, activities: ['act-snorkel'], pickupLoc_id: { _id: 'pul-terminal', coordinates: point(19.29, -81.38) }, adventureUrlTitle: null },
  ],
  adventures: [adventure('adv-reef-day', 'fx-ky', true), adventure('adv-quiet-cove', 'fx-ky', false)],
  destinations: [destination('dest-beaches', 'the-island'), destination('dest-cruise-ship-port', 'travel-info'), destination('dest-boat-safety', 'travel-info'), destination('dest-dive', 'see-do')],
  blog: [blogPost('blog-first', 'fx-ky'), blogPost('blog-bahamas', 'fx-bs')],
  captainBlog: [blogPost('cblog-log-1', 'fx-ky'), blogPost('cblog-log-2', 'fx-bs')],
  posts: [post('post-1', 'POST'), post('banner-1', 'BANNER'), post('greview-1', 'GOOGLE_REVIEW')],
  reviews: [
    { _id: 'rev-1', countryId: 'fx-ky', author: 'Ana', rating: 5, text: 'Great day.', date: '2026-02-01', boatId: 'boat-small' },
    { _id: 'rev-2', countryId: 'fx-ky', author: 'Ben', rating: 4, text: 'Good fun.', date: '2026-02-03', boatId: null },
    { _id: 'rev-3', countryId: 'fx-bs', author: 'Cy', rating: 5, text: 'Lovely.', date: '2026-02-05', boatId: 'boat-nassau' },
  ],
  faq: [{ _id: 'faq-1', countryId: 'fx-ky', category: 'Booking', question: 'Can I cancel?', answer: 'Yes, see the policy.' }],
  policies: [{ _id: 'pol-cancel', countryId: 'fx-ky', slug: 'cancellation-policy', title: 'Cancellation Policy', updatedAt: '2026-01-01', sections: [section('Refunds')] }],
  mapGroups: [{ _id: 'grp-beaches', countryId: 'fx-ky', name: 'Beaches', categoryIds: ['cat-beach', 'cat-food'] }],
  mapCategories: [
    { _id: 'cat-beach', name: 'Beaches', type: 'BEACH', items: [{ _id: 'place-1', locationLink: '19.33,-81.38', locationMarkerTitle: 'Public beach', locationDescription: 'Soft sand.', locationImage: '/images/beach.svg', locationCustomIcon: 'BEACH', locationBannerLinks: [], mapLink: 'https://maps.example.test/?q=19.33,-81.38' }] },
    { _id: 'cat-food', name: 'Food', type: 'FOOD', items: [] },
  ],
  tutorials: [{ _id: 'tut-north', regionId: 'reg-north', pickUpLocationTutorial: 'Pick where we meet.', itinerary: 'Pick a plan.', activity: 'Pick the stops.', boat: 'Pick a boat.' }],
  metadata: [{ page: 'home', title: 'Boat charters', description: 'Private charters.', image: '/images/home.svg' }],
  checklistItems: checklist,
};
