// Catalogue entities as the API returns them. Money is integer US cents; coordinates are WGS84.
import {
  array,
  assign,
  boolean,
  enums,
  integer,
  literal,
  min,
  max,
  nullable,
  number,
  object,
  optional,
  pick,
  type Infer,
} from 'superstruct';
import { NAME_MAX_LENGTH, URL_MAX_LENGTH, string } from '../schema/boundedString';
import { cents } from '../schema/fields';
import { isoDate } from '../schema/validation';

const latLng = object({ lat: max(min(number(), -90), 90), lng: max(min(number(), -180), 180) });
export type LatLng = Infer<typeof latLng>;
const imageUrl = string();

export const ACTIVITY_TYPES = ['Dining', 'Activity', 'Deep sea fishing', 'Bio bay'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export const PLACE_TYPES = [
  'ACTIVITY',
  'BANK',
  'BEACH',
  'CRUISE',
  'DOCK',
  'FOOD',
  'HOTEL',
  'SNORKEL',
  'TRANSPORT',
  'RENTAL',
  'BUS',
  'STAR',
] as const;

export const GUIDE_SECTIONS = ['the-island', 'travel-info', 'see-do', 'boating', 'lodging', 'eat-drink'] as const;
export type GuideSection = (typeof GUIDE_SECTIONS)[number];
export const GUIDE_SECTION_TITLES: Record<GuideSection, string> = {
  'the-island': 'The Island',
  'travel-info': 'Travel Info',
  'see-do': 'See & Do',
  boating: 'Boating',
  lodging: 'Lodging',
  'eat-drink': 'Eat & Drink',
};

export const POLICY_SLUGS = [
  'term-of-service',
  'privacy-policy',
  'cancellation-policy',
  'return-policy',
  'charter-secure',
] as const;
export type PolicySlug = (typeof POLICY_SLUGS)[number];

export const PRICING_VALUES = [
  'TWO_HOURS',
  'THREE_HOURS',
  'FOUR_HOURS',
  'FIVE_HOURS',
  'SIX_HOURS',
  'SEVEN_HOURS',
  'EIGHT_HOURS',
  'NINE_HOURS',
  'TEN_HOURS',
  'EACH_ADDITIONAL_HOUR',
  'EACH_ADDITIONAL_GUEST',
] as const;
export type PricingValue = (typeof PRICING_VALUES)[number];
export const HOUR_PRICING_VALUES = PRICING_VALUES.slice(0, 9) as readonly PricingValue[];

/** A block of text with an optional heading: the body of guide, blog and policy pages. */
const contentSection = object({ heading: optional(string()), paragraphs: array(string()), image: optional(imageUrl) });
export type ContentSection = Infer<typeof contentSection>;

const campaign = object({
  _id: string(),
  countryId: string(),
  name: string(),
  startDate: isoDate, // inclusive, local date
  endDate: isoDate, // inclusive, local date
  freeHours: min(integer(), 1),
  minCharterHours: min(integer(), 1),
});
export type Campaign = Infer<typeof campaign>;

/**
 * A link to the company's page on a social network, shown in every page's footer (an https address: catalogueRules.ts).
 */
const socialLink = object({ name: string(NAME_MAX_LENGTH), href: string(URL_MAX_LENGTH) });
export type SocialLink = Infer<typeof socialLink>;

export const country = object({
  _id: string(),
  name: string(),
  urlTitle: string(),
  code: string(), // ISO 3166 alpha-2, e.g. KY; booking refs start with it
  mainIsland: string(),
  timezone: string(), // IANA zone
  currency: literal('USD'),
  taxAndFeeBasisPoints: min(integer(), 0), // 1300 = 13 %
  phone: string(), // E.164
  email: string(),
  address: string(),
  mapCenter: latLng,
  heroImage: imageUrl,
  description: string(),
  campaigns: array(campaign),
  /** Absent: the company-wide links of src/domain/catalogue/company.ts. */
  socialLinks: optional(array(socialLink)),
});
export type Country = Infer<typeof country>;

export const region = object({
  _id: string(),
  countryId: string(),
  name: string(),
  urlTitle: string(),
  description: string(),
  image: imageUrl,
  coordinates: latLng,
  email: string(),
  phone: string(),
});
export type Region = Infer<typeof region>;

export const pickUpLocation = object({
  _id: string(),
  pickupId: string(),
  countryId: string(),
  regionIds: array(string()),
  name: string(),
  kind: enums(['MARINA', 'DOCK', 'CRUISE_TERMINAL', 'BEACH']),
  link: string(), // maps link
  coordinates: latLng,
  instructions: string(),
  image: imageUrl,
  price: cents,
});
export type PickUpLocation = Infer<typeof pickUpLocation>;

export const activity = object({
  _id: string(),
  activityId: string(),
  countryId: string(),
  regionIds: array(string()),
  name: string(),
  subTitle: string(),
  description: string(),
  image: imageUrl,
  geolocation: latLng,
  type: enums(ACTIVITY_TYPES),
  adventure: nullable(object({ urlTitle: string() })),
  price: cents,
  /** Minutes spent at the stop for each pace. Fishing uses fishingHours instead; bio bay is fixed at 120. */
  stopMinutes: object({ relaxed: min(integer(), 0), standard: min(integer(), 0) }),
  /** Pick-up points this stop can be reached from; empty means all. */
  suitablePickUpIds: array(string()),
});
export type Activity = Infer<typeof activity>;
/** A stop as the boats page's filter names it. */
export const activityName = pick(activity, ['_id', 'name']);
export type ActivityName = Infer<typeof activityName>;

const pricingEntry = object({
  value: enums(PRICING_VALUES),
  price: cents,
  from: optional(min(integer(), 1)),
  to: optional(min(integer(), 1)),
});
export type PricingEntry = Infer<typeof pricingEntry>;

export const checklistItem = object({
  _id: string(),
  type: enums(['INCLUDED', 'WHAT_TO_BRING', 'AMENITIES']),
  name: string(),
  image: imageUrl,
});
export type ChecklistItem = Infer<typeof checklistItem>;

const boatPickUp = object({ location: string(), dock: string() });

export const boat = object({
  _id: string(),
  calendarId: string(),
  countryId: string(),
  urlTitle: string(),
  name: string(),
  description: string(),
  maxGuests: min(integer(), 1),
  maxHours: max(min(integer(), 2), 12),
  overGuests: min(integer(), 0),
  cruisingSpeedKnots: min(number(), 1),
  pricing: array(pricingEntry),
  boatingCheckList: array(checklistItem),
  activities: array(string()), // activity ids this boat serves
  regions: array(object({ _id: string(), name: string(), email: string(), phone: string() })),
  boatInfo: object({
    mainImage: imageUrl,
    secondaryImages: array(imageUrl),
    size: min(integer(), 1), // feet
    madeBy: string(),
    boatModel: string(),
    boatCaptain: object({ name: string(), phone: string() }),
  }),
  lateMorningTimes: array(string()), // local 'HH:mm'
  lateMorningFee: cents,
  additionalBioBayBoats: array(object({ _id: string(), calendarId: string() })),
  pickUpLocations: object({ main: boatPickUp, alternatives: array(boatPickUp) }),
  access: array(enums(['primary', 'bioBayAccess'])),
  rating: max(min(number(), 0), 5),
});
export type Boat = Infer<typeof boat>;

// Summaries: what a card in a list shows. The lists that only show cards read these (the client keeps only these fields
// of the API's answer), so the data inlined in a rendered page and kept offline is a fraction of the whole entities.
export const boatSummary = assign(
  pick(boat, ['_id', 'urlTitle', 'name', 'maxGuests', 'maxHours', 'pricing', 'access']),
  object({ boatInfo: pick(boat.schema.boatInfo, ['mainImage', 'size', 'madeBy', 'boatModel']) }),
);
export type BoatSummary = Infer<typeof boatSummary>;

export const ITINERARY_LENGTHS = ['SHORT', 'HALF_DAY', 'FULL_DAY'] as const;
const ITINERARY_LENGTH_LABELS = { SHORT: 'Short', HALF_DAY: 'Half Day', FULL_DAY: 'Full Day' } as const;
/**
 * The itinerary length options (Short 2-3, Half Day 4-5, Full Day 6-7), one wording everywhere: 'Half Day (4-5 Hours)'.
 */
const ITINERARY_LENGTH_HOURS = { SHORT: '2-3 Hours', HALF_DAY: '4-5 Hours', FULL_DAY: '6-7 Hours' } as const;
export const itineraryLengthLabel = (length: (typeof ITINERARY_LENGTHS)[number]) =>
  `${ITINERARY_LENGTH_LABELS[length]} (${ITINERARY_LENGTH_HOURS[length]})`;

export const itinerary = object({
  _id: string(),
  regionId: string(),
  title: string(),
  length: enums(ITINERARY_LENGTHS),
  description: string(),
  image: imageUrl,
  price: cents, // 'Starting From'
  minTime: min(integer(), 0),
  maxTime: min(integer(), 0),
  activities: array(string()),
  pickupLoc_id: object({ _id: string(), coordinates: latLng }),
  adventureUrlTitle: nullable(string()),
});
export type Itinerary = Infer<typeof itinerary>;

export const adventure = object({
  _id: string(),
  countryId: string(),
  urlTitle: string(),
  headerTitle: string(),
  summary: string(),
  image: imageUrl,
  gallery: array(imageUrl),
  sections: array(contentSection),
  activityIds: array(string()),
  coordinates: latLng,
  popular: boolean(),
});
export type Adventure = Infer<typeof adventure>;
export const adventureSummary = pick(adventure, ['_id', 'urlTitle', 'headerTitle', 'summary', 'image']);
export type AdventureSummary = Infer<typeof adventureSummary>;

export const destination = object({
  _id: string(),
  countryId: string(),
  urlTitle: string(),
  /** The guide section the page belongs to. */
  type: enums(GUIDE_SECTIONS),
  title: string(),
  summary: string(),
  image: imageUrl,
  sections: array(contentSection),
});
export type Destination = Infer<typeof destination>;
export const destinationSummary = pick(destination, ['_id', 'urlTitle', 'type', 'title', 'summary', 'image']);
export type DestinationSummary = Infer<typeof destinationSummary>;

export const blogPost = object({
  _id: string(),
  countryId: string(),
  urlTitle: string(),
  title: string(),
  excerpt: string(),
  image: imageUrl,
  author: string(),
  publishedAt: isoDate,
  sections: array(contentSection),
});
export type BlogPost = Infer<typeof blogPost>;

const bannerLink = object({
  _id: string(),
  link: string(),
  title: string(),
  image: imageUrl,
  bgrColor: string(),
  hoverBgrColor: string(),
});

export const post = object({
  _id: string(),
  countryId: string(),
  kind: enums(['POST', 'BANNER', 'GOOGLE_REVIEW']),
  title: string(),
  text: string(),
  image: imageUrl,
  link: string(),
  bgrColor: string(),
  hoverBgrColor: string(),
});
export type Post = Infer<typeof post>;

export const review = object({
  _id: string(),
  countryId: string(),
  author: string(),
  rating: max(min(integer(), 1), 5),
  text: string(),
  date: isoDate,
  boatId: nullable(string()),
});
export type Review = Infer<typeof review>;

export const faqItem = object({
  _id: string(),
  countryId: string(),
  category: string(),
  question: string(),
  answer: string(),
});
export type FaqItem = Infer<typeof faqItem>;

export const policy = object({
  _id: string(),
  countryId: string(),
  slug: enums(POLICY_SLUGS),
  title: string(),
  updatedAt: isoDate,
  sections: array(contentSection),
});
export type Policy = Infer<typeof policy>;

const mapLocationItem = object({
  _id: string(),
  locationLink: string(), // 'lat,lng'
  locationMarkerTitle: string(),
  locationDescription: string(),
  locationImage: imageUrl,
  locationCustomIcon: enums(PLACE_TYPES),
  locationBannerLinks: array(bannerLink),
  mapLink: string(),
});
export type MapLocationItem = Infer<typeof mapLocationItem>;

/** 'lat,lng' text; null when it is not two numbers in range. */
export function parseLocationLink(text: string): LatLng | null {
  const parts = text.split(',').map((part) => Number(part.trim()));
  if (parts.length !== 2 || parts.some((n) => !Number.isFinite(n))) return null;
  const [lat, lng] = parts;
  if (lat === undefined || lng === undefined) return null;
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}

export const mapCategory = object({
  _id: string(),
  name: string(),
  type: enums(PLACE_TYPES),
  items: array(mapLocationItem),
});
export type MapCategory = Infer<typeof mapCategory>;
export const mapGroup = object({ _id: string(), countryId: string(), name: string(), categoryIds: array(string()) });
export type MapGroup = Infer<typeof mapGroup>;

export const tutorial = object({
  _id: string(),
  regionId: string(),
  pickUpLocationTutorial: string(),
  itinerary: string(),
  activity: string(),
  boat: string(),
});
export type Tutorial = Infer<typeof tutorial>;

export const pageMetadata = object({ page: string(), title: string(), description: string(), image: imageUrl });
/**
 * The pages that take their title and description from a metadata entry (usePageMeta): the office picks one of these.
 */
export const META_PAGES = [
  'home',
  'boats-and-rates',
  'trip-builder',
  'compare-boats',
  'custom-trip',
  'activity',
  'guide',
  ...GUIDE_SECTIONS.map((s) => `guide-${s}` as const),
  'blog',
  'faq',
  'policies',
  'gallery',
  'contact-us',
  'booking-summary',
  'booking-confirmed',
] as const;
export type MetaPage = (typeof META_PAGES)[number];
export type PageMetadata = Infer<typeof pageMetadata>;

export const galleryImage = object({ src: imageUrl, alt: string(), caption: string() });
