// The boat list's filters and sort keys, applied to the boats of the catalogue.
import type { Boat } from '../../domain/catalogue';
import { requestedGuests, type BoatListQuery } from '../../domain/catalogueQueries';
import { twoHourPrice } from '../../domain/rateRows';


function hasAmenity(boat: Boat, wanted: string): boolean {
  const key = wanted.toLowerCase();
  return boat.boatingCheckList.some((item) => item.type === 'AMENITIES' && (item._id === wanted || item.name.toLowerCase() === key));
}

export function boatMatches(boat: Boat, q: BoatListQuery): boolean {
  // Bio-bay tenders (access bioBayAccess only) are booked with a main boat, never on their own.
  if (!boat.access.includes('primary')) return false;
  const guests = requestedGuests(q);
  if (guests !== undefined && boat.maxGuests < guests) return false;
  if (q.amenities && !q.amenities.every((a) => hasAmenity(boat, a))) return false;
  if (q.activities && !q.activities.every((id) => boat.activities.includes(id))) return false;
  if (q.price !== undefined) {
    const price = twoHourPrice(boat);
    if (price === undefined || price > q.price) return false;
  }
  if (q.length !== undefined && boat.boatInfo.size < q.length) return false;
  return true;
}

const SORT_VALUE: Record<NonNullable<BoatListQuery['sort']>, (b: Boat) => number> = {
  price: (b) => twoHourPrice(b) ?? Number.POSITIVE_INFINITY,
  'boatInfo.size': (b) => b.boatInfo.size,
  maxGuests: (b) => b.maxGuests,
};

/** Filters, then sorts when asked; ties (and no sort) keep catalogue position order. */
export function filterBoats(boats: Boat[], q: BoatListQuery): Boat[] {
  const kept = boats.filter((b) => boatMatches(b, q));
  if (!q.sort) return kept;
  const value = SORT_VALUE[q.sort];
  const sign = q.order === 'desc' ? -1 : 1;
  return kept
    .map((boat, index) => ({ boat, index }))
    .sort((a, b) => sign * (value(a.boat) - value(b.boat)) || a.index - b.index)
    .map((x) => x.boat);
}
