// Trips kept on the device: a saved or shared itinerary (tripData) and the booking data of a live hold.
import { array, nullable, object, optional, type Infer } from 'superstruct';
import { string } from '../schema/boundedString';
import { isoDate } from '../schema/validation';
import { calculatedTrip } from '../pricing/calculatedTrip';
import { isoInstant } from '../schema/fields';
import { DAY_MS, versioned, type OlderVersion } from '../schema/storedRecord';
import { heldSlot } from '../booking/hold';
import { tripState } from './tripState';
import { fishingHours, guestCount, pace } from './tripOptions';

/** Saved itineraries are kept five days. */
const SAVED_TRIP_DAYS = 5;
export const SAVED_TRIP_LIFETIME_MS = SAVED_TRIP_DAYS * DAY_MS;

const savedTripData = object({
  region: string(),
  start_date: nullable(isoDate),
  end_date: nullable(isoDate),
  adults: guestCount,
  children: guestCount,
  pickUpLocation: string(),
  activities: array(string()),
  boat: string(), // url title
  estTimePace: pace,
  fishingHours,
  countryUrlTitle: string(),
  regionId: string(),
  pulId: string(),
  boatId: string(),
  calculateTrip: nullable(calculatedTrip),
  /** Who saved it, to greet them on 'Welcome Back!'. */
  clientInfo: optional(nullable(object({ firstName: string(), lastName: string(), email: string() }))),
});
export const storedTripData = versioned(savedTripData, 1);

/**
 * Fields a trip kept by the first release (version 1) carried and this one derives where it is read (the price from
 * its query, the party's size from adults and children, the boat and the region's stops from the catalogue) or no
 * longer has.
 */
const DROPPED_SINCE_V1 = [
  'totalPerson',
  'apiStatus',
  'calculateTrip',
  'calculatedTripHours',
  'boatsFromExternalApiForDate',
  'selectedBoatData',
  'boatPickupLocationIds',
  'allRegionActivities',
  'isBioBaySelected',
  'tutorialData',
  'bookingId', // the hold: kept with a live hold's booking data now (heldSlot), not with the trip
  'bookingDate',
  'feeLateMorning',
  'countryCode', // the country's, read from the country
] as const;

/** A version-1 trip in this version's shape: the same choices, without what is now derived. */
function tripFromV1(data: unknown): unknown {
  if (typeof data !== 'object' || data === null) return data;
  const trip: Record<string, unknown> = { ...data };
  for (const field of DROPPED_SINCE_V1) delete trip[field];
  return trip;
}

/** A version-1 booking: the trip as above, its hold moved out of the trip. */
function bookingFromV1(data: unknown): unknown {
  if (typeof data !== 'object' || data === null) return data;
  const { bookingId, bookingDate } = data as { bookingId?: unknown; bookingDate?: unknown };
  return { ...(tripFromV1(data) as object), hold: { holdId: bookingId, start: bookingDate } };
}

const FROM_V1: OlderVersion = { version: 1, upgrade: tripFromV1 };

/** The trip the builder keeps on the device (IndexedDB); version 1 trips are still read. */
export const storedBuilderTrip = versioned(tripState, 2, [FROM_V1]);

/** The booking data of a live hold: the trip (with its contact fields), the hold, and when the hold expires. */
const storedBookingData = object({ ...tripState.schema, hold: heldSlot, expiresAt: isoInstant });
export type StoredBookingData = Infer<typeof storedBookingData>;
export const storedBooking = versioned(storedBookingData, 2, [{ version: 1, upgrade: bookingFromV1 }]);

/** The stored booking lives as long as the hold: whole minutes left, never below 0. */
export const holdMinutesLeft = (expiresAt: string, now: Date) =>
  Math.max(0, Math.floor((Date.parse(expiresAt) - now.getTime()) / 60_000));
