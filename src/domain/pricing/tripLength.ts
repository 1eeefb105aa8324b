// How long a trip takes: pick-up → activities in the shortest order → drop-off, and the charter hours it needs.
// Rules: docs 00-product-decisions 'Trip length'.
import type { Activity, Boat, LatLng, PickUpLocation } from '../catalogue/catalogue';
import { PRICING_MESSAGES, PricingRefusal } from './refusals';
import { BIO_BAY_HOURS, FISHING_HOURS, MIN_CHARTER_HOURS, type Pace } from '../trip/tripOptions';
import { routeOrder, type DistanceNm } from './routeOrder';

/** More stops than any itinerary has; keeps the exact route search instant. */
const MAX_TRIP_STOPS = 12;

type TripPlace = Pick<PickUpLocation, '_id' | 'coordinates'>;
type TripActivity = Pick<Activity, '_id' | 'name' | 'type' | 'geolocation' | 'stopMinutes'>;

export interface TripLengthInput {
  pickUp: TripPlace;
  /** Defaults to the pick-up. */
  dropOff?: TripPlace;
  activities: readonly TripActivity[];
  boat: Pick<Boat, 'cruisingSpeedKnots' | 'maxHours'>;
  pace: Pace;
  /** Whole hours 2–10, default 3; only used by deep-sea fishing stops. */
  fishingHours?: number;
  /**
   * The distance between two points: the server and the app measure at sea around the islands (./seaDistance.ts, each
   * with its own cache); the app loads that shoreline only when a trip needs it, so this module does not import it.
   */
  distanceNm: DistanceNm;
}

interface TripLeg {
  /** `_id` of the pick-up location or activity the leg leaves from. */
  fromId: string;
  /** `_id` of the activity or drop-off location the leg arrives at. */
  toId: string;
  nm: number;
  minutes: number;
}

interface TimedStop {
  /** The activity's catalogue `_id`. */
  activityId: string;
  /** Minutes after the start of the charter at which the boat arrives. */
  arriveMinute: number;
  stayMinutes: number;
  /** The leg that arrives at this stop. */
  legMinutes: number;
  legNm: number;
}

export interface TripLength {
  orderedStops: TimedStop[];
  /** Every leg in order, the last one arriving at the drop-off. */
  legs: TripLeg[];
  totalMinutes: number;
  charterHours: number;
  exceedsMaxHours: boolean;
}

/** Minutes at a stop. Relaxed is never shorter than standard, whatever the catalogue says. */
function stayMinutes(activity: Pick<Activity, 'type' | 'stopMinutes'>, pace: Pace, fishingHours: number): number {
  if (activity.type === 'Deep sea fishing') return fishingHours * 60;
  if (activity.type === 'Bio bay') return BIO_BAY_HOURS * 60;
  const { relaxed, standard } = activity.stopMinutes;
  return pace === 'relaxed' ? Math.max(relaxed, standard) : standard;
}

/**
 * Whole minutes to sail `nm` at `knots`, rounded up (the tiny allowance absorbs float noise such as 30.000000000004).
 */
export function legMinutes(nm: number, knots: number): number {
  return Math.max(0, Math.ceil((nm / knots) * 60 - 1e-9));
}

/** Charter hours for a trip of `totalMinutes`: whole hours rounded up, at least 2. */
export function charterHoursFor(totalMinutes: number): number {
  return Math.max(MIN_CHARTER_HOURS, Math.ceil(totalMinutes / 60));
}

function checkFishingHours(fishingHours: number): void {
  if (!Number.isInteger(fishingHours) || fishingHours < FISHING_HOURS.min || fishingHours > FISHING_HOURS.max) {
    throw new PricingRefusal('INVALID_FISHING_HOURS', PRICING_MESSAGES.fishingHours);
  }
}

/** Each leg is measured once per trip: the route search and the timing ask for the same pairs. */
function remembered(distanceNm: DistanceNm): DistanceNm {
  const known = new Map<string, number>();
  return (a, b) => {
    const key = `${a.lat},${a.lng}>${b.lat},${b.lng}`;
    let nm = known.get(key);
    if (nm === undefined) known.set(key, (nm = distanceNm(a, b)));
    return nm;
  };
}

/** Activities picked twice count once. */
function distinctActivities<A extends TripActivity>(activities: readonly A[]): A[] {
  const byId = new Map<string, A>();
  for (const a of activities) if (!byId.has(a._id)) byId.set(a._id, a);
  return [...byId.values()];
}

export function computeTripLength(input: TripLengthInput): TripLength {
  const { pickUp, boat, pace } = input;
  const distanceNm = remembered(input.distanceNm);
  const dropOff = input.dropOff ?? pickUp;
  const fishingHours = input.fishingHours ?? FISHING_HOURS.default;
  checkFishingHours(fishingHours);
  const activities = distinctActivities(input.activities);
  if (activities.length > MAX_TRIP_STOPS) {
    throw new PricingRefusal('TOO_MANY_STOPS', PRICING_MESSAGES.tooManyStops(MAX_TRIP_STOPS));
  }

  // The bio bay runs after dark and its extra boat joins for the end of the charter, so it comes last. A meal is
  // never the first stop of a trip that has another stop before the bio bay: guests eat after an activity.
  const stops = activities.map((activity) => ({
    id: activity._id,
    position: activity.geolocation,
    rank: activity.type === 'Bio bay' ? 1 : 0,
    notFirst: activity.type === 'Dining',
    activity,
  }));
  const route = routeOrder(pickUp.coordinates, dropOff.coordinates, stops, distanceNm);
  if (!Number.isFinite(route.nm)) throw new PricingRefusal('NO_ROUTE_OVER_WATER', PRICING_MESSAGES.noRoute);

  const legs: TripLeg[] = [];
  const orderedStops: TimedStop[] = [];
  let minute = 0;
  let from: { id: string; position: LatLng } = { id: pickUp._id, position: pickUp.coordinates };
  const sail = (toId: string, to: LatLng): TripLeg => {
    const nm = distanceNm(from.position, to);
    const leg = { fromId: from.id, toId, nm, minutes: legMinutes(nm, boat.cruisingSpeedKnots) };
    legs.push(leg);
    minute += leg.minutes;
    from = { id: toId, position: to };
    return leg;
  };

  for (const stop of route.stops) {
    const leg = sail(stop.id, stop.position);
    const stay = stayMinutes(stop.activity, pace, fishingHours);
    orderedStops.push({
      activityId: stop.id,
      arriveMinute: minute,
      stayMinutes: stay,
      legMinutes: leg.minutes,
      legNm: leg.nm,
    });
    minute += stay;
  }
  sail(dropOff._id, dropOff.coordinates);

  const charterHours = charterHoursFor(minute);
  return { orderedStops, legs, totalMinutes: minute, charterHours, exceedsMaxHours: charterHours > boat.maxHours };
}
