// The trip being built, as the trip builder keeps it. Its field names are wire names (pulId, dolId, estTimePace …):
// the checkout call sends them as they are.
import { array, defaulted, enums, nullable, object, type Infer } from 'superstruct';
import { string } from '../schema/boundedString';
import { isoDate } from '../schema/validation';
import type { Boat } from '../catalogue/catalogue';
import { contactForm } from '../booking/contactForm';
import { customTime } from './customTime';
import { discount } from '../pricing/discount';
import { minutes, zoneName } from '../schema/fields';
import {
  DEFAULT_ADULTS,
  DEFAULT_PACE,
  DEFAULT_TIMEZONE,
  FISHING_HOURS,
  GUEST_COUNTER,
  VISITOR_TYPES,
  fishingHours,
  guestCount,
  pace,
} from './tripOptions';

const id = nullable(string());

export const tripState = object({
  countryId: id,
  countryUrlTitle: id,
  startDate: nullable(isoDate),
  endDate: nullable(isoDate),
  adult: guestCount,
  children: guestCount,
  regionId: id,
  pulId: id, // pick-up
  dolId: id, // drop-off
  activities: array(string()), // activity ids
  boatId: id,
  boatUrlTitle: id,
  estTimePace: pace,
  fishingHours,
  visitorType: nullable(enums(VISITOR_TYPES)),
  /** Time cruise guests should keep free before and after the charter. */
  cruiseAdditionalTime: minutes,
  timezone: defaulted(zoneName, DEFAULT_TIMEZONE),
  discount: nullable(discount),
  customTime: nullable(customTime),
  bookingContactData: nullable(contactForm),
});
export type TripState = Infer<typeof tripState>;

/** A trip before the guest has chosen anything. */
export function emptyTripState(timezone: string = DEFAULT_TIMEZONE): TripState {
  return {
    countryId: null,
    countryUrlTitle: null,
    startDate: null,
    endDate: null,
    adult: DEFAULT_ADULTS,
    children: 0,
    regionId: null,
    pulId: null,
    dolId: null,
    activities: [],
    boatId: null,
    boatUrlTitle: null,
    estTimePace: DEFAULT_PACE,
    fishingHours: FISHING_HOURS.default,
    visitorType: null,
    cruiseAdditionalTime: 0,
    timezone,
    discount: null,
    customTime: null,
    bookingContactData: null,
  };
}

/** The party's size: adults and children, no more than a guest counter's maximum. */
export const guestTotal = (trip: Pick<TripState, 'adult' | 'children'>) =>
  Math.min(GUEST_COUNTER.max, trip.adult + trip.children);

/** The chosen boat, looked up in the catalogue's boats (null: none chosen, or not in the list). */
export const chosenBoat = <B extends Pick<Boat, '_id'>>(
  trip: Pick<TripState, 'boatId'>,
  catalogue: { boats: readonly B[] },
) => (trip.boatId === null ? null : (catalogue.boats.find((b) => b._id === trip.boatId) ?? null));

/** The pick-ups a boat serves: its main point, then its alternatives. */
export const boatPickUpIds = (boat: Pick<Boat, 'pickUpLocations'>) => [
  boat.pickUpLocations.main.location,
  ...boat.pickUpLocations.alternatives.map((p) => p.location),
];
