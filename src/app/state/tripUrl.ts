// The trip in the address bar (the query of domain/trip/tripQuery.ts): a copied address is a shareable trip.
import { toTripQueryString, tripQueryOfState, type TripQuery, DEFAULT_ADULTS, type TripState } from '../../domain/trip';
import { clampRange } from '../../domain/time';
import { setGuests } from './tripEdits';

export const tripToQuery = tripQueryOfState;

export const tripSearch = (trip: TripState) => toTripQueryString(tripToQuery(trip));

/** Whether a link carries a trip (anything beyond the country). */
export const queryHasTrip = (query: TripQuery) =>
  Object.keys(query).some((key) => !['country', 'saveItinerary', 'shareItinerary', 'backFromStripe'].includes(key));

/**
 * Writes a link's trip onto `trip` (a fresh one). The boat arrives as a url title: the page looks the boat up
 * once the catalogue is there (selectBoat) and fills in its id and pick-up ids.
 */
export function applyTripQuery(trip: TripState, query: TripQuery): void {
  if (query.start_date) {
    const range = clampRange(query.start_date, query.end_date ?? query.start_date);
    trip.startDate = range.start;
    trip.endDate = range.end;
  }
  const children = query.children ?? 0;
  const total = query.total ?? query.guests;
  const adults = query.adults ?? (total !== undefined ? Math.max(0, total - children) : DEFAULT_ADULTS);
  setGuests(trip, adults, children);
  if (query.region) trip.regionId = query.region;
  if (query.pickUpLocation) trip.pulId = query.pickUpLocation;
  if (query.activities) trip.activities = [...query.activities];
  if (query.boat) trip.boatUrlTitle = query.boat;
  if (query.dropOffLocation) trip.dolId = query.dropOffLocation;
  if (query.estTimePace) trip.estTimePace = query.estTimePace;
  if (query.fishingHours) trip.fishingHours = query.fishingHours;
}
