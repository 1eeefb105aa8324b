// Small catalogue pieces for the pricing tests, checked against the catalogue schemas so they stay valid.
import { assert } from 'superstruct';
import * as c from '../../../../src/domain/catalogue';
import type { LatLng } from '../../../../src/domain/catalogue';

/** Planar distance: one degree is 60 nautical miles in either direction. */
export const planarNm = (a: LatLng, b: LatLng): number => Math.hypot(a.lat - b.lat, a.lng - b.lng) * 60;

export const at = (lat: number, lng: number): LatLng => ({ lat, lng });

export function pickUp(id: string, coordinates: LatLng, price = 0): c.PickUpLocation {
  const doc: c.PickUpLocation = {
    _id: id,
    pickupId: `ext-${id}`,
    countryId: 'ky',
    regionIds: ['west-bay'],
    name: `Pick-up ${id}`,
    kind: 'MARINA',
    link: '',
    coordinates,
    instructions: '',
    image: '',
    price,
  };
  assert(doc, c.pickUpLocation);
  return doc;
}

export function activity(
  id: string,
  type: c.ActivityType,
  geolocation: LatLng,
  options: { price?: number; relaxed?: number; standard?: number; suitablePickUpIds?: string[] } = {},
): c.Activity {
  const doc: c.Activity = {
    _id: id,
    activityId: `ext-${id}`,
    countryId: 'ky',
    regionIds: ['west-bay'],
    name: `Activity ${id}`,
    subTitle: '',
    description: '',
    image: '',
    geolocation,
    type,
    adventure: null,
    price: options.price ?? 0,
    stopMinutes: { relaxed: options.relaxed ?? 60, standard: options.standard ?? 45 },
    suitablePickUpIds: options.suitablePickUpIds ?? [],
  };
  assert(doc, c.activity);
  return doc;
}

export const MARINA = pickUp('pu-marina', at(0, 0));
export const BEACH = pickUp('pu-beach', at(0, 0.5), 2_500);
export const FAR_DOCK = pickUp('pu-far', at(1, 1), 1_000);

export const STINGRAY = activity('act-stingray', 'Activity', at(0.1, 0), { relaxed: 60, standard: 45 });
export const REEF = activity('act-reef', 'Activity', at(0.1, 0.1), { relaxed: 50, standard: 30 });
export const LUNCH = activity('act-lunch', 'Dining', at(0, 0.2), { price: 1_500, relaxed: 90, standard: 60 });
export const FISHING = activity('act-fishing', 'Deep sea fishing', at(-0.2, 0));
export const BIO_BAY = activity('act-biobay', 'Bio bay', at(0.3, 0.3), { price: 5_000 });
export const MARINA_ONLY = activity('act-marina-only', 'Activity', at(0.05, 0.05), {
  price: 500,
  suitablePickUpIds: ['pu-marina'],
});
export const ELSEWHERE = activity('act-elsewhere', 'Activity', at(0.5, 0.5));

export const ALL_SERVED = [STINGRAY, REEF, LUNCH, FISHING, BIO_BAY, MARINA_ONLY];

export function boat(overrides: Partial<c.Boat> = {}): c.Boat {
  const doc: c.Boat = {
    _id: 'boat-1',
    calendarId: 'cal-1',
    countryId: 'ky',
    urlTitle: 'sea-breeze',
    name: 'Sea Breeze',
    description: '',
    maxGuests: 12,
    maxHours: 8,
    overGuests: 6,
    cruisingSpeedKnots: 20,
    pricing: [
      { value: 'TWO_HOURS', price: 60_000 },
      { value: 'THREE_HOURS', price: 80_000 },
      { value: 'EACH_ADDITIONAL_HOUR', price: 25_000 },
      { value: 'EACH_ADDITIONAL_GUEST', price: 3_000, from: 7, to: 9 },
      { value: 'EACH_ADDITIONAL_GUEST', price: 4_000, from: 10, to: 12 },
    ],
    boatingCheckList: [],
    activities: ALL_SERVED.map((a) => a._id),
    regions: [],
    boatInfo: {
      mainImage: '',
      secondaryImages: [],
      size: 32,
      madeBy: 'Contender',
      boatModel: '32ST',
      boatCaptain: { name: 'Sam', phone: '+13455550100' },
    },
    lateMorningTimes: ['10:00', '11:00'],
    lateMorningFee: 30_000,
    additionalBioBayBoats: [],
    pickUpLocations: {
      main: { location: MARINA._id, dock: 'A' },
      alternatives: [{ location: BEACH._id, dock: 'Beach' }],
    },
    access: ['primary'],
    rating: 5,
    ...overrides,
  };
  assert(doc, c.boat);
  return doc;
}

export function country(overrides: Partial<c.Country> = {}): c.Country {
  const doc: c.Country = {
    _id: 'ky',
    name: 'Cayman Islands',
    urlTitle: 'cayman-islands',
    code: 'KY',
    mainIsland: 'Grand Cayman',
    timezone: 'America/Cayman',
    currency: 'USD',
    taxAndFeeBasisPoints: 1_300,
    phone: '+13455550100',
    email: 'hello@example.com',
    address: 'George Town',
    mapCenter: at(19.3, -81.2),
    heroImage: '',
    description: '',
    campaigns: [
      {
        _id: 'summer-2026',
        countryId: 'ky',
        name: 'Summer Promotion',
        startDate: '2026-08-10',
        endDate: '2026-11-20',
        freeHours: 1,
        minCharterHours: 3,
      },
    ],
    ...overrides,
  };
  assert(doc, c.country);
  return doc;
}

/** A date outside the promotion window. */
export const PLAIN_DATE = '2026-03-02';
export const PROMOTION_DATE = '2026-09-15';
