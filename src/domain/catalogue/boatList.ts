// The boat list's filters and sort keys: one rule for the API's boat list and the builder's offline list.
import type { Boat } from './catalogue';
import { twoHourPrice } from './rateRows';

export interface BoatFilter {
  /** Party size the boat must seat. */
  guests?: number;
  /** Amenities the boat must have, by checklist id or name (case-insensitive). */
  amenities?: readonly string[];
  /** Activity ids the boat must serve. */
  activities?: readonly string[];
  /** Highest 2-hour price in cents. */
  maxTwoHourPrice?: number;
  /** Shortest length in feet. */
  minLength?: number;
  regionId?: string;
}

/** The boat list's wire filters (the API's `price` and `length`), as the rule reads them. */
export interface BoatListWireFilter {
  guests?: number;
  amenities?: readonly string[];
  activities?: readonly string[];
  price?: number;
  length?: number;
}

export function boatFilterOf(wire: BoatListWireFilter): BoatFilter {
  return {
    guests: wire.guests,
    amenities: wire.amenities,
    activities: wire.activities,
    maxTwoHourPrice: wire.price,
    minLength: wire.length,
  };
}

export const BOAT_SORT_KEYS = ['price', 'boatInfo.size', 'maxGuests'] as const;
export type BoatSortKey = (typeof BOAT_SORT_KEYS)[number];

function hasAmenity(boat: Boat, wanted: string): boolean {
  const key = wanted.toLowerCase();
  return boat.boatingCheckList.some(
    (item) => item.type === 'AMENITIES' && (item._id === wanted || item.name.toLowerCase() === key),
  );
}

export function boatMatches(boat: Boat, f: BoatFilter): boolean {
  // Bio-bay tenders (access bioBayAccess only) are booked with a main boat, never on their own.
  if (!boat.access.includes('primary')) return false;
  if (f.regionId && !boat.regions.some((r) => r._id === f.regionId)) return false;
  if (f.guests !== undefined && boat.maxGuests < f.guests) return false;
  if (f.amenities && !f.amenities.every((a) => hasAmenity(boat, a))) return false;
  if (f.activities && !f.activities.every((id) => boat.activities.includes(id))) return false;
  if (f.maxTwoHourPrice !== undefined && (twoHourPrice(boat) ?? Number.POSITIVE_INFINITY) > f.maxTwoHourPrice)
    return false;
  if (f.minLength !== undefined && boat.boatInfo.size < f.minLength) return false;
  return true;
}

const SORT_VALUE: Record<BoatSortKey, (b: Boat) => number> = {
  price: (b) => twoHourPrice(b) ?? Number.POSITIVE_INFINITY,
  'boatInfo.size': (b) => b.boatInfo.size,
  maxGuests: (b) => b.maxGuests,
};

/** Sorted by the key when given; ties (and no key) keep catalogue order. */
export function sortBoats(boats: readonly Boat[], sort?: BoatSortKey, order: 'asc' | 'desc' = 'asc'): Boat[] {
  if (!sort) return [...boats];
  const value = SORT_VALUE[sort];
  const sign = order === 'desc' ? -1 : 1;
  return boats
    .map((boat, index) => ({ boat, index }))
    .sort((a, b) => sign * (value(a.boat) - value(b.boat)) || a.index - b.index)
    .map((x) => x.boat);
}

/**
 * The boats a list shows: those matching the filter, in the sort's order (the API's list, and the app's offline one).
 */
export function listBoats(
  boats: readonly Boat[],
  filter: BoatFilter,
  sort?: BoatSortKey,
  order: 'asc' | 'desc' = 'asc',
): Boat[] {
  return sortBoats(
    boats.filter((boat) => boatMatches(boat, filter)),
    sort,
    order,
  );
}
