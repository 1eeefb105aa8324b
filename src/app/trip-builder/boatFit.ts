// Why a boat cannot take this trip, in the words the price calculation uses, and the boat list's filters and sorts.
import { type Boat, boatMatches, sortBoats, type BoatSortKey } from '../../domain/catalogue';
import { PRICING_MESSAGES } from '../../domain/pricing';
import { guestTotal, type TripState } from '../../domain/trip';
import type { TripCatalogue } from '../state/tripEstimate';
import { loadedTripEstimator } from '../state/useTripEstimator';

const boatPickUpIds = (boat: Boat) => [
  boat.pickUpLocations.main.location,
  ...boat.pickUpLocations.alternatives.map((p) => p.location),
];

/** Every reason, in the order the guest made the choices: party size, pick-up, stops, then the length that follows. */
export function boatProblems(boat: Boat, trip: TripState, catalogue: TripCatalogue): string[] {
  const problems: string[] = [];
  if (guestTotal(trip) > boat.maxGuests) problems.push(PRICING_MESSAGES.guestsOverMax(boat.maxGuests));
  if (trip.pulId && !boatPickUpIds(boat).includes(trip.pulId)) problems.push(PRICING_MESSAGES.pickUpNotServed);
  for (const id of trip.activities) {
    if (!boat.activities.includes(id)) {
      const name = catalogue.activities.find((a) => a._id === id)?.name ?? id;
      problems.push(PRICING_MESSAGES.activityNotServed(name));
    }
  }
  if (problems.length === 0 && trip.activities.length > 0) {
    // Not known until the estimator is here (it loads with the region; the builder re-renders then).
    const length = loadedTripEstimator()?.tripLengthOn(trip, catalogue, boat);
    if (length?.exceedsMaxHours) problems.push(PRICING_MESSAGES.charterTooLong(length.charterHours, boat.maxHours));
  }
  return problems;
}

export const BOAT_SORTS = [
  { value: 'price', label: 'Price' },
  { value: 'boatInfo.size', label: 'Boat length' },
  { value: 'maxGuests', label: 'Maximum guests' },
] as const;
export type BoatSort = BoatSortKey;

export interface BoatListFilters {
  amenities: string[];
  /** Only boats that serve every chosen stop. */
  servesMyActivities: boolean;
  /** Highest 2-hour price in cents; null for any. */
  price: number | null;
  /** Shortest length in feet; null for any. */
  length: number | null;
  sort: BoatSort;
}

export const NO_BOAT_FILTERS: BoatListFilters = {
  amenities: [],
  servesMyActivities: false,
  price: null,
  length: null,
  sort: 'price',
};

export const amenityNames = (boats: readonly Boat[]) =>
  [
    ...new Set(boats.flatMap((b) => b.boatingCheckList.filter((i) => i.type === 'AMENITIES').map((i) => i.name))),
  ].sort();

/** The region's boats (bio-bay tenders are never booked alone), filtered as the boat list API filters, then sorted. */
export function boatsForTrip(boats: readonly Boat[], trip: TripState, filters: BoatListFilters): Boat[] {
  const kept = boats.filter((boat) =>
    boatMatches(boat, {
      regionId: trip.regionId || undefined,
      amenities: filters.amenities,
      activities: filters.servesMyActivities ? trip.activities : undefined,
      maxTwoHourPrice: filters.price ?? undefined,
      minLength: filters.length ?? undefined,
    }),
  );
  return sortBoats(kept, filters.sort);
}
