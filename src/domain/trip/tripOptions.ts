// The closed sets and limits a trip is built from.
import { defaulted, enums, integer, max, min } from 'superstruct';

export const PACES = ['relaxed', 'standard'] as const;
export type Pace = (typeof PACES)[number];
export const DEFAULT_PACE: Pace = 'standard';
export const pace = defaulted(enums(PACES), DEFAULT_PACE);

export const VISITOR_TYPES = ['Flight', 'Cruise'] as const;

export const TRIP_TYPES = ['STANDARD', 'BIO_BAY', 'DSF', 'BIO_BAY_DSF'] as const;
export type TripType = (typeof TRIP_TYPES)[number];
export const tripType = enums(TRIP_TYPES);

export const REQUEST_STATUSES = ['idle', 'pending', 'fulfilled', 'rejected'] as const;

/** A boat's part in a trip: the main boat, or the extra boat of a bio-bay trip. */
export const BOAT_ROLES = ['primary', 'bioBayAccess'] as const;

export const FISHING_HOURS = { min: 2, max: 10, default: 3 } as const;
export const fishingHours = defaulted(max(min(integer(), FISHING_HOURS.min), FISHING_HOURS.max), FISHING_HOURS.default);

export const GUEST_COUNTER = { min: 0, max: 50 } as const;
/** A trip starts with two adults, so it has a price before anyone opens the guest counters. */
export const DEFAULT_ADULTS = 2;
export const guestCount = max(min(integer(), GUEST_COUNTER.min), GUEST_COUNTER.max);

/** The bio-bay part of a trip: a fixed two hours at the end of the charter. */
export const BIO_BAY_HOURS = 2;
/** The shortest charter sold. */
export const MIN_CHARTER_HOURS = 2;

/** The zone used only where no country is known; a country's own zone applies everywhere else. */
export const DEFAULT_TIMEZONE = 'UTC';
