// octo/content: what a reseller needs to build a listing, from the catalogue the guest pages read: the boat's title and
// descriptions, what is included and what to bring, the meeting points with their instructions and positions, the
// stops it can sail to, its photos, the country's FAQ and the booking and cancellation terms. English only: the
// answer says so in Content-Language and Available-Languages.
import type { Activity, Boat, Country, FaqItem, PickUpLocation } from '../../domain/catalogue';
import { CANCELLATION_SUMMARY } from '../../domain/texts';
import { MIN_CHARTER_HOURS } from '../../domain/trip';
import { OCTO_UNITS, type OctoUnitId } from '../../domain/protocol';
import type { PricingCatalogue } from '../pricing/catalogueSnapshot';
import type { OctoJson } from './octoJson';

export const CONTENT_LANGUAGE = 'en';

/** What the content of a product is made from beyond the pricing catalogue. */
export interface ContentSources {
  catalogue: PricingCatalogue;
  faqs: FaqItem[];
  /** The site's address: media and terms are absolute URLs. */
  publicUrl: string;
}

const feature = (type: string, shortDescription: string) => ({ type, shortDescription });
const NO_IDS = {
  googlePlaceId: null,
  applePlaceId: null,
  tripadvisorLocationId: null,
  yelpPlaceId: null,
  facebookPlaceId: null,
  foursquarePlaceId: null,
  baiduPlaceId: null,
  amapPlaceId: null,
};
const COMMENTARY = [{ format: 'IN_PERSON', language: CONTENT_LANGUAGE }];
/** A private boat with its captain, for the party that books it (children sail with an adult). */
const CATEGORY_LABELS = ['boat-tours', 'private-tours', 'family-friendly', 'beaches', 'outdoors'];

/** OCTO names images as JPEG or PNG only; a drawing (SVG) or another format is left out rather than mislabelled. */
function mediaType(src: string): 'image/jpeg' | 'image/png' | null {
  const [address = ''] = src.split(/[?#]/);
  const path = address.toLowerCase();
  if (path.endsWith('.jpg') || path.endsWith('.jpeg')) return 'image/jpeg';
  if (path.endsWith('.png')) return 'image/png';
  return null;
}

function mediaOf(boat: Boat, publicUrl: string): OctoJson[] {
  const images = [boat.boatInfo.mainImage, ...boat.boatInfo.secondaryImages];
  return images.flatMap((src, i) => {
    const type = mediaType(src);
    if (!type) return [];
    return [
      {
        src: new URL(src, publicUrl).href,
        type,
        rel: i === 0 ? 'COVER' : 'GALLERY',
        title: boat.name,
        caption: null,
        copyright: null,
      },
    ];
  });
}

function place(lat: number, lng: number, country: Country, sameAs: string[] = []) {
  return {
    latitude: lat,
    longitude: lng,
    identifiers: NO_IDS,
    sameAs,
    postalAddress: {
      streetAddress: null,
      addressLocality: null,
      addressRegion: null,
      postalCode: null,
      addressCountry: country.code,
      postOfficeBoxNumber: null,
    },
  };
}

function locationsOf(
  boat: Boat,
  country: Country,
  catalogue: PricingCatalogue,
  points: Array<{ point: PickUpLocation; dock: string }>,
): OctoJson[] {
  const starts = points.map(({ point, dock }) => ({
    title: point.name,
    shortDescription: `${point.instructions} Dock ${dock}.`.trim(),
    types: ['START', 'END', 'REDEMPTION'],
    minutesTo: null,
    minutesAt: null,
    place: place(point.coordinates.lat, point.coordinates.lng, country, point.link ? [point.link] : []),
  }));
  const stops = boat.activities
    .map((id) => catalogue.activities.get(id))
    .filter((a): a is Activity => a !== undefined && a.countryId === boat.countryId)
    .map((a) => ({
      title: a.name,
      shortDescription: a.subTitle || null,
      types: ['POINT_OF_INTEREST'],
      minutesTo: null,
      minutesAt: a.stopMinutes.standard || null,
      place: place(a.geolocation.lat, a.geolocation.lng, country),
    }));
  return [...starts, ...stops];
}

function featuresOf(boat: Boat, publicUrl: string, countrySlug: string): OctoJson[] {
  const listed = (type: string, what: 'INCLUDED' | 'WHAT_TO_BRING' | 'AMENITIES') =>
    boat.boatingCheckList.filter((c) => c.type === what).map((c) => feature(type, c.name));
  return [
    ...listed('INCLUSION', 'INCLUDED'),
    feature('INCLUSION', 'Your own captain, fuel and the boat for your party alone'),
    ...listed('HIGHLIGHT', 'AMENITIES'),
    ...listed('PREARRIVAL_INFORMATION', 'WHAT_TO_BRING').map((f) => ({
      ...f,
      shortDescription: `Bring: ${f.shortDescription}`,
    })),
    feature(
      'REDEMPTION_INSTRUCTION',
      'Meet the captain at your pick-up point 15 minutes before the start; give your name or booking reference.',
    ),
    feature(
      'BOOKING_TERM',
      `Private charter for up to ${boat.maxGuests} guests; the price is for the boat. Terms: ${publicUrl}/${countrySlug}/policies/term-of-service`,
    ),
    feature(
      'CANCELLATION_TERM',
      `${CANCELLATION_SUMMARY} Policy: ${publicUrl}/${countrySlug}/policies/cancellation-policy`,
    ),
  ];
}

/** The product's content (octo/content), added to the product answer. */
export function productContent(
  boat: Boat,
  country: Country,
  points: Array<{ point: PickUpLocation; dock: string }>,
  sources: ContentSources,
): OctoJson {
  const { size, madeBy, boatModel } = boat.boatInfo;
  return {
    title: `${boat.name} private charter`,
    shortDescription: boat.description,
    description: `${boat.description} ${boat.name} is a ${size} ft ${madeBy} ${boatModel} for up to ${boat.maxGuests} guests, chartered with its captain from ${MIN_CHARTER_HOURS} to ${boat.maxHours} hours; you choose the stops with the captain on the day.`,
    features: featuresOf(boat, sources.publicUrl, country.urlTitle),
    faqs: sources.faqs
      .filter((f) => f.countryId === country._id)
      .map((f) => ({ question: f.question, answer: f.answer })),
    media: mediaOf(boat, sources.publicUrl),
    locations: locationsOf(boat, country, sources.catalogue, points),
    categoryLabels: CATEGORY_LABELS,
    durationMinutesFrom: MIN_CHARTER_HOURS * 60,
    durationMinutesTo: boat.maxHours * 60,
    commentary: COMMENTARY,
  };
}

/** An option's content: one charter length of the boat, an exact duration. */
export function optionContent(boat: Boat, hours: number): OctoJson {
  return {
    title: `${hours} Hour Charter`,
    shortDescription: `${boat.name} for ${hours} hours, private.`,
    description: null,
    features: [],
    faqs: [],
    media: [],
    locations: [],
    categoryLabels: CATEGORY_LABELS,
    durationMinutesFrom: hours * 60,
    durationMinutesTo: hours * 60,
    commentary: COMMENTARY,
  };
}

/** A unit's content: who counts as an adult or a child. */
export function unitContent(id: OctoUnitId): OctoJson {
  const u = OCTO_UNITS[id];
  return {
    title: id === 'adult' ? 'Adult' : 'Child',
    shortDescription: id === 'adult' ? `Ages ${u.minAge} and over` : `Ages ${u.minAge} to ${u.maxAge}, with an adult`,
    features: [],
  };
}
