// Why a trip cannot be priced: a typed error the server turns into a 4xx and the app shows as is.
// Fixed product texts come from ../messages; the rest are this feature's own.
import {
  ACTIVITY_NOT_FOR_PICK_UP,
  ADULTS_AT_LEAST_ONE,
  KIDS_NOT_NEGATIVE,
  PICK_UP_NOT_FOR_VESSEL,
} from '../texts/messages';

export type PricingRefusalCode =
  | 'INVALID_GUESTS'
  | 'INVALID_CHARTER_HOURS'
  | 'INVALID_DATE'
  | 'INVALID_START_TIME'
  | 'INVALID_DISCOUNT'
  | 'INVALID_FISHING_HOURS'
  | 'GUESTS_OVER_MAX'
  | 'PICK_UP_NOT_SERVED'
  | 'ACTIVITY_NOT_SERVED'
  | 'ACTIVITY_NOT_SUITABLE_FOR_PICK_UP'
  | 'TOO_MANY_STOPS'
  | 'NO_ROUTE_OVER_WATER'
  | 'CHARTER_TOO_LONG'
  | 'RATE_MISSING';

export class PricingRefusal extends Error {
  readonly code: PricingRefusalCode;

  constructor(code: PricingRefusalCode, message: string) {
    super(message);
    this.name = 'PricingRefusal';
    this.code = code;
  }
}

export const isPricingRefusal = (error: unknown): error is PricingRefusal => error instanceof PricingRefusal;

export const PRICING_MESSAGES = {
  adultsBelowOne: ADULTS_AT_LEAST_ONE,
  kidsNegative: KIDS_NOT_NEGATIVE,
  guestsNotWhole: 'Guest counts must be whole numbers',
  charterHours: 'Charter length must be a whole number of hours, at least 2',
  date: 'The trip date must be a date YYYY-MM-DD',
  startTime: 'The start time must be a local time HH:mm',
  fishingHours: 'Fishing hours must be a whole number from 2 to 10',
  pickUpNotServed: PICK_UP_NOT_FOR_VESSEL,
  activityNotSuitable: ACTIVITY_NOT_FOR_PICK_UP,
  noRoute: 'There is no route over water between the chosen stops',
  guestsOverMax: (maxGuests: number) => `This boat takes at most ${maxGuests} guests`,
  activityNotServed: (name: string) => `${name} is not offered by this boat`,
  tooManyStops: (max: number) => `A trip can visit at most ${max} activities`,
  charterTooLong: (hours: number, maxHours: number) =>
    `This trip takes ${hours} hours, longer than this boat's ${maxHours}-hour maximum. Remove an activity or choose another boat.`,
  rateMissing: (what: string) => `This boat has no price for ${what}`,
} as const;
