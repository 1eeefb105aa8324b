// The trip being built, as the trip builder keeps it. Its field names are wire names (pulId, dolId, estTimePace …):
// the checkout call sends them as they are.
import { array, boolean, defaulted, enums, nullable, object, type Infer } from 'superstruct';
import { string } from '../schema/boundedString';
import { isoDate } from '../schema/validation';
import { activity, boat } from '../catalogue/catalogue';
import { contactForm } from '../booking/contactForm';
import { customTime } from './customTime';
import { discount } from '../pricing/discount';
import { cents, localDateTime, minutes, zoneName } from '../schema/fields';
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

const tutorialData = object({
  pickUpLocationTutorial: string(),
  itinerary: string(),
  activity: string(),
  boat: string(),
  isFetched: boolean(),
});

const id = nullable(string());

export const tripState = object({
  countryId: id,
  countryCode: id,
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
  boatPickupLocationIds: array(string()),
  estTimePace: pace,
  fishingHours,
  visitorType: nullable(enums(VISITOR_TYPES)),
  /** Time cruise guests should keep free before and after the charter. */
  cruiseAdditionalTime: minutes,
  timezone: defaulted(zoneName, DEFAULT_TIMEZONE),
  isBioBaySelected: boolean(),
  selectedBoatData: nullable(boat),
  /** The held slot's start, local time with offset. */
  bookingDate: nullable(localDateTime),
  bookingId: id,
  feeLateMorning: cents,
  allRegionActivities: object({ activities: array(activity), diningActivities: array(activity) }),
  discount: nullable(discount),
  customTime: nullable(customTime),
  tutorialData,
  bookingContactData: nullable(contactForm),
});
export type TripState = Infer<typeof tripState>;

/** A trip before the guest has chosen anything. */
export function emptyTripState(timezone: string = DEFAULT_TIMEZONE): TripState {
  return {
    countryId: null,
    countryCode: null,
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
    boatPickupLocationIds: [],
    estTimePace: DEFAULT_PACE,
    fishingHours: FISHING_HOURS.default,
    visitorType: null,
    cruiseAdditionalTime: 0,
    timezone,
    isBioBaySelected: false,
    selectedBoatData: null,
    bookingDate: null,
    bookingId: null,
    feeLateMorning: 0,
    allRegionActivities: { activities: [], diningActivities: [] },
    discount: null,
    customTime: null,
    tutorialData: { pickUpLocationTutorial: '', itinerary: '', activity: '', boat: '', isFetched: false },
    bookingContactData: null,
  };
}

/** The party's size: adults and children, no more than a guest counter's maximum. */
export const guestTotal = (trip: Pick<TripState, 'adult' | 'children'>) =>
  Math.min(GUEST_COUNTER.max, trip.adult + trip.children);
