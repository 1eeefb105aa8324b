// Spec-shaped examples for the domain schema tests, checked against the catalogue schemas so they stay valid.
import { assert } from 'superstruct';
import * as c from '../../../src/domain/catalogue';
import type { CalculatedTrip } from '../../../src/domain/pricing';
import { check, errorMap } from '../../../src/domain/schema';
import type { Struct } from 'superstruct';

/** The first message per field when `value` fails `struct`, or {} when it passes. */
export function messagesOf<T, S>(struct: Struct<T, S>, value: unknown): Record<string, string> {
  const result = check(struct, value);
  return result.ok ? {} : errorMap(result.errors);
}

export const MARINA: c.PickUpLocation = {
  _id: 'pu-marina',
  pickupId: 'ext-pu-marina',
  countryId: 'ky',
  regionIds: ['west-bay'],
  name: 'Barcadere Marina',
  kind: 'MARINA',
  link: 'https://maps.example.com/?q=19.3,-81.38',
  coordinates: { lat: 19.3, lng: -81.38 },
  instructions: 'Meet at dock A.',
  image: '/images/marina.jpg',
  price: 0,
};
assert(MARINA, c.pickUpLocation);

export const STINGRAY: c.Activity = {
  _id: 'act-stingray',
  activityId: 'ext-stingray',
  countryId: 'ky',
  regionIds: ['west-bay'],
  name: 'Stingray City',
  subTitle: 'Swim with rays',
  description: 'Shallow sandbar.',
  image: '/images/stingray.jpg',
  geolocation: { lat: 19.38, lng: -81.3 },
  type: 'Activity',
  adventure: { urlTitle: 'stingray-city' },
  price: 0,
  stopMinutes: { relaxed: 60, standard: 45 },
  suitablePickUpIds: [],
};
assert(STINGRAY, c.activity);

export const BOAT: c.Boat = {
  _id: 'boat-1',
  calendarId: 'cal-1',
  countryId: 'ky',
  urlTitle: 'sea-breeze',
  name: 'Sea Breeze',
  description: 'A fast centre console.',
  maxGuests: 12,
  maxHours: 8,
  overGuests: 6,
  cruisingSpeedKnots: 20,
  pricing: [
    { value: 'EACH_ADDITIONAL_GUEST', price: 3_000, from: 7, to: 12 },
    { value: 'THREE_HOURS', price: 80_000 },
    { value: 'TWO_HOURS', price: 60_000 },
    { value: 'EACH_ADDITIONAL_HOUR', price: 25_000 },
  ],
  boatingCheckList: [{ _id: 'cl-1', type: 'INCLUDED', name: 'Snorkel gear', image: '/images/snorkel.png' }],
  activities: [STINGRAY._id],
  regions: [{ _id: 'west-bay', name: 'West Bay', email: 'westbay@example.com', phone: '+13455550101' }],
  boatInfo: {
    mainImage: '/images/boat.jpg',
    secondaryImages: [],
    size: 32,
    madeBy: 'Contender',
    boatModel: '32ST',
    boatCaptain: { name: 'Sam', phone: '+13455550100' },
  },
  lateMorningTimes: ['10:00', '11:00'],
  lateMorningFee: 30_000,
  additionalBioBayBoats: [],
  pickUpLocations: { main: { location: MARINA._id, dock: 'A' }, alternatives: [] },
  access: ['primary'],
  rating: 4.8,
};
assert(BOAT, c.boat);

const line = <T>(data: T, time: number, price: number) => ({ data, time, price });

/** A three-hour trip for eight guests: 80 000 + 2 × 3 000 × 3, 13 % taxes and fees. */
export const CALCULATED_TRIP: CalculatedTrip = {
  result: { time: 3, price: 110_740 },
  tripSummary: {
    boat: line(BOAT, 180, 0),
    boatPriceRateAndExtraHour: line({ hours: 3 }, 180, 80_000),
    additionalHours: line({ hours: 0 }, 0, 0),
    boatPriceForExtraGuests: line({ guests: 2, ratePerGuestHour: 3_000 }, 0, 18_000),
    extraGuestsForBoat: line({ count: 2 }, 0, 0),
    lateMorningFee: line({ startTime: null }, 0, 0),
    pull: line(MARINA, 25, 0),
    doll: line(MARINA, 25, 0),
    activities: [line(STINGRAY, 70, 0)],
    discount: line(null, 0, 0),
    promotion: line(null, 0, 0),
    taxes: line({ basisPoints: 1_300 }, 0, 12_740),
    totalPrice: line({ subtotal: 98_000 }, 150, 110_740),
  },
};
