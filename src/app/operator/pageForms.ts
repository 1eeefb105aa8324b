// Which fields the Catalogue tab shows for regions, itineraries and the pages' lists, in what order, and how a new one
// starts: the generic editor (PageEditor.tsx) draws them. The schemas of src/domain/catalogue/catalogue.ts stay the
// judge.
import {
  GUIDE_SECTIONS,
  GUIDE_SECTION_TITLES,
  ITINERARY_LENGTHS,
  META_PAGES,
  PLACE_TYPES,
  POLICY_SLUGS,
  itineraryLengthLabel,
  type Activity,
  type Adventure,
  type Boat,
  type MapCategory,
  type PickUpLocation,
  type Region,
  CATALOGUE_LISTS,
} from '../../domain/catalogue';
import { PAGES_TEXT as P } from './cataloguePagesMessages';

export interface PageChoices {
  countryId: string;
  /** The company's country (ISO 3166), the phone fields' first flag. */
  countryCode: string;
  regions: Region[];
  activities: Activity[];
  pickUps: PickUpLocation[];
  adventures: Adventure[];
  boats: Boat[];
  mapCategories: MapCategory[];
}

type Options = (choices: PageChoices) => Array<[value: string, label: string]>;
export type PageField =
  | {
      key: string;
      label: string;
      hint?: string;
      kind:
        | 'text'
        | 'textarea'
        | 'markdown'
        | 'date'
        | 'email'
        | 'tel'
        | 'number'
        | 'money'
        | 'lines'
        | 'bool'
        | 'latlng'
        | 'sections'
        | 'color'
        | 'mapPlaces';
    }
  | { key: string; label: string; hint?: string; kind: 'select' | 'checks'; options: Options; empty?: string }
  | { key: string; label: string; hint?: string; kind: 'pickUp' };

export type PageListName =
  | 'regions'
  | 'itineraries'
  | 'destinations'
  | 'adventures'
  | 'blog'
  | 'captainBlog'
  | 'faq'
  | 'policies'
  | 'posts'
  | 'reviews'
  | 'tutorials'
  | 'metadata'
  | 'checklistItems'
  | 'mapGroups'
  | 'mapCategories';

export interface PageForm {
  /** The id a new document gets, from what the office typed (metadata has none: its page names it). */
  prefix: string;
  /** The field a new document's id (and an empty url title) is made from. */
  titleKey: string;
  fields: PageField[];
  blank: (choices: PageChoices) => Record<string, unknown>;
}

const today = () => new Date().toISOString().slice(0, 10);
const urlTitle: PageField = { key: 'urlTitle', label: P.urlTitle, hint: P.urlTitleHint, kind: 'text' };
const image: PageField = { key: 'image', label: P.image, kind: 'text' };
const sections: PageField = { key: 'sections', label: P.sections, kind: 'sections' };
const regionOptions: Options = (c) => c.regions.map((r) => [r._id, r.name]);
const at = (c: PageChoices) => c.regions[0]?.coordinates ?? c.pickUps[0]?.coordinates ?? { lat: 0, lng: 0 };

const blog: PageForm = {
  prefix: 'blog',
  titleKey: 'title',
  fields: [
    { key: 'title', label: P.title, kind: 'text' },
    urlTitle,
    { key: 'excerpt', label: P.excerpt, kind: 'textarea' },
    image,
    { key: 'author', label: P.author, kind: 'text' },
    { key: 'publishedAt', label: P.publishedAt, kind: 'date' },
    sections,
  ],
  blank: (c) => ({
    _id: '',
    countryId: c.countryId,
    urlTitle: '',
    title: '',
    excerpt: '',
    image: '',
    author: '',
    publishedAt: today(),
    sections: [{ paragraphs: [''] }],
  }),
};

export const PAGE_FORMS: Record<PageListName, PageForm> = {
  regions: {
    prefix: 'region',
    titleKey: 'name',
    fields: [
      { key: 'name', label: P.name, kind: 'text' },
      urlTitle,
      { key: 'description', label: P.description, kind: 'textarea' },
      image,
      { key: 'email', label: P.email, kind: 'email' },
      { key: 'phone', label: P.phone, kind: 'tel' },
      { key: 'coordinates', label: P.latitude, kind: 'latlng' },
    ],
    blank: (c) => ({
      _id: '',
      countryId: c.countryId,
      name: '',
      urlTitle: '',
      description: '',
      image: '',
      coordinates: at(c),
      email: '',
      phone: '',
    }),
  },
  itineraries: {
    prefix: 'itin',
    titleKey: 'title',
    fields: [
      { key: 'title', label: P.title, kind: 'text' },
      { key: 'regionId', label: P.region, kind: 'select', options: regionOptions },
      {
        key: 'length',
        label: P.length,
        kind: 'select',
        options: () => ITINERARY_LENGTHS.map((l) => [l, itineraryLengthLabel(l)]),
      },
      { key: 'description', label: P.description, kind: 'textarea' },
      image,
      { key: 'price', label: P.price, kind: 'money' },
      { key: 'minTime', label: P.minTime, kind: 'number' },
      { key: 'maxTime', label: P.maxTime, kind: 'number' },
      { key: 'pickupLoc_id', label: P.pickUp, kind: 'pickUp' },
      { key: 'activities', label: P.stops, kind: 'checks', options: (c) => c.activities.map((a) => [a._id, a.name]) },
      {
        key: 'adventureUrlTitle',
        label: P.adventure,
        kind: 'select',
        empty: P.noAdventure,
        options: (c) => c.adventures.map((a) => [a.urlTitle, a.headerTitle]),
      },
    ],
    blank: (c) => ({
      _id: '',
      regionId: c.regions[0]?._id ?? '',
      title: '',
      length: 'SHORT',
      description: '',
      image: '',
      price: 0,
      minTime: 2,
      maxTime: 3,
      activities: [],
      pickupLoc_id: { _id: c.pickUps[0]?._id ?? '', coordinates: c.pickUps[0]?.coordinates ?? at(c) },
      adventureUrlTitle: null,
    }),
  },
  destinations: {
    prefix: 'dest',
    titleKey: 'title',
    fields: [
      { key: 'title', label: P.title, kind: 'text' },
      urlTitle,
      {
        key: 'type',
        label: P.guideSection,
        kind: 'select',
        options: () => GUIDE_SECTIONS.map((s) => [s, GUIDE_SECTION_TITLES[s]]),
      },
      { key: 'summary', label: P.summary, kind: 'textarea' },
      image,
      sections,
    ],
    blank: (c) => ({
      _id: '',
      countryId: c.countryId,
      urlTitle: '',
      type: 'the-island',
      title: '',
      summary: '',
      image: '',
      sections: [{ paragraphs: [''] }],
    }),
  },
  adventures: {
    prefix: 'adv',
    titleKey: 'headerTitle',
    fields: [
      { key: 'headerTitle', label: P.headerTitle, kind: 'text' },
      urlTitle,
      { key: 'summary', label: P.summary, kind: 'textarea' },
      image,
      { key: 'gallery', label: P.gallery, kind: 'lines' },
      sections,
      { key: 'activityIds', label: P.stops, kind: 'checks', options: (c) => c.activities.map((a) => [a._id, a.name]) },
      { key: 'coordinates', label: P.latitude, kind: 'latlng' },
      { key: 'popular', label: P.popular, kind: 'bool' },
    ],
    blank: (c) => ({
      _id: '',
      countryId: c.countryId,
      urlTitle: '',
      headerTitle: '',
      summary: '',
      image: '',
      gallery: [],
      sections: [{ paragraphs: [''] }],
      activityIds: [],
      coordinates: at(c),
      popular: false,
    }),
  },
  blog,
  captainBlog: { ...blog, prefix: 'cblog' },
  faq: {
    prefix: 'faq',
    titleKey: 'question',
    fields: [
      { key: 'category', label: P.category, kind: 'text' },
      { key: 'question', label: P.question, kind: 'text' },
      { key: 'answer', label: P.answer, kind: 'markdown' },
    ],
    blank: (c) => ({ _id: '', countryId: c.countryId, category: '', question: '', answer: '' }),
  },
  policies: {
    prefix: 'policy',
    titleKey: 'slug',
    fields: [
      { key: 'slug', label: P.policySlug, kind: 'select', options: () => POLICY_SLUGS.map((s) => [s, s]) },
      { key: 'title', label: P.title, kind: 'text' },
      { key: 'updatedAt', label: P.updatedAt, kind: 'date' },
      sections,
    ],
    blank: (c) => ({
      _id: '',
      countryId: c.countryId,
      slug: POLICY_SLUGS[0],
      title: '',
      updatedAt: today(),
      sections: [{ paragraphs: [''] }],
    }),
  },
  posts: {
    prefix: 'post',
    titleKey: 'title',
    fields: [
      { key: 'kind', label: P.postKind, kind: 'select', options: () => Object.entries(P.postKinds) },
      { key: 'title', label: P.title, kind: 'text' },
      { key: 'text', label: P.text, kind: 'textarea' },
      image,
      { key: 'link', label: P.link, hint: P.linkHint, kind: 'text' },
      { key: 'bgrColor', label: P.colour, kind: 'color' },
      { key: 'hoverBgrColor', label: P.hoverColour, kind: 'color' },
    ],
    blank: (c) => ({
      _id: '',
      countryId: c.countryId,
      kind: 'BANNER',
      title: '',
      text: '',
      image: '',
      link: '',
      bgrColor: '#0E7490',
      hoverBgrColor: '#155E75',
    }),
  },
  reviews: {
    prefix: 'review',
    titleKey: 'author',
    fields: [
      { key: 'author', label: P.reviewAuthor, hint: P.reviewAuthorHint, kind: 'text' },
      {
        key: 'rating',
        label: P.rating,
        kind: 'select',
        options: () => ['5', '4', '3', '2', '1'].map((n) => [n, P.stars(Number(n))]),
      },
      { key: 'text', label: P.reviewText, kind: 'textarea' },
      { key: 'date', label: P.reviewDate, kind: 'date' },
      {
        key: 'boatId',
        label: P.reviewBoat,
        kind: 'select',
        empty: P.anyBoat,
        options: (c) => c.boats.map((b) => [b._id, b.name]),
      },
    ],
    blank: (c) => ({ _id: '', countryId: c.countryId, author: '', rating: 5, text: '', date: today(), boatId: null }),
  },
  tutorials: {
    prefix: 'tutorial',
    titleKey: 'regionId',
    fields: [
      { key: 'regionId', label: P.region, hint: P.tutorialRegionHint, kind: 'select', options: regionOptions },
      { key: 'pickUpLocationTutorial', label: P.tutorialPickUp, kind: 'textarea' },
      { key: 'itinerary', label: P.tutorialItinerary, kind: 'textarea' },
      { key: 'activity', label: P.tutorialStops, kind: 'textarea' },
      { key: 'boat', label: P.tutorialBoat, kind: 'textarea' },
    ],
    blank: (c) => ({
      _id: '',
      regionId: c.regions[0]?._id ?? '',
      pickUpLocationTutorial: '',
      itinerary: '',
      activity: '',
      boat: '',
    }),
  },
  metadata: {
    prefix: '',
    titleKey: 'page',
    fields: [
      { key: 'page', label: P.metaPage, kind: 'select', options: () => META_PAGES.map((p) => [p, p]) },
      { key: 'title', label: P.metaTitle, hint: P.metaTitleHint, kind: 'text' },
      { key: 'description', label: P.metaDescription, hint: P.metaDescriptionHint, kind: 'textarea' },
      { key: 'image', label: P.metaImage, kind: 'text' },
    ],
    blank: () => ({ page: META_PAGES[0], title: '', description: '', image: '' }),
  },
  checklistItems: {
    prefix: 'cl',
    titleKey: 'name',
    fields: [
      { key: 'name', label: P.name, kind: 'text' },
      { key: 'type', label: P.checklistType, kind: 'select', options: () => Object.entries(P.checklistTypes) },
      image,
    ],
    blank: () => ({ _id: '', type: 'WHAT_TO_BRING', name: '', image: '' }),
  },
  mapGroups: {
    prefix: 'mapgroup',
    titleKey: 'name',
    fields: [
      { key: 'name', label: P.name, kind: 'text' },
      {
        key: 'categoryIds',
        label: P.mapCategories,
        kind: 'checks',
        options: (c) => c.mapCategories.map((m) => [m._id, m.name]),
      },
    ],
    blank: (c) => ({ _id: '', countryId: c.countryId, name: '', categoryIds: [] }),
  },
  mapCategories: {
    prefix: 'mapcat',
    titleKey: 'name',
    fields: [
      { key: 'name', label: P.name, kind: 'text' },
      {
        key: 'type',
        label: P.placeIcon,
        kind: 'select',
        options: () => PLACE_TYPES.map((t) => [t, P.placeTypes[t] ?? t]),
      },
      { key: 'items', label: P.mapPlaces, kind: 'mapPlaces' },
    ],
    blank: () => ({ _id: '', name: '', type: 'BEACH', items: [] }),
  },
};

/** A document's id as its list names it (most by _id; metadata by its page, a tutorial by its region). */
export const idOf = (list: PageListName, doc: Record<string, unknown>) =>
  (CATALOGUE_LISTS[list].id as (d: Record<string, unknown>) => string)(doc);

/** The lists the tab edits with this form, in the order shown; the rest of the catalogue has editors of its own. */
export const PAGE_LISTS: PageListName[] = [
  'regions',
  'itineraries',
  'destinations',
  'adventures',
  'blog',
  'captainBlog',
  'faq',
  'policies',
  'posts',
];
/** The lists of the site's other texts and choices, under their own heading. */
export const MORE_LISTS: PageListName[] = [
  'reviews',
  'checklistItems',
  'metadata',
  'tutorials',
  'mapGroups',
  'mapCategories',
];

/** How a document is named in its list. */
export const pageLabel = (doc: Record<string, unknown>) =>
  String(doc.page ?? doc.headerTitle ?? doc.title ?? doc.question ?? doc.name ?? doc.author ?? doc.regionId ?? doc._id);
