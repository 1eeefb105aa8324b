// The trip in the address bar (the query of domain/trip/tripQuery.ts): a copied address is a shareable trip.
import { toTripQueryString, tripQueryOfState, type TripQuery, type TripState } from '../../domain/trip';

export const tripToQuery = tripQueryOfState;

export const tripSearch = (trip: TripState) => toTripQueryString(tripToQuery(trip));

/** Whether a link carries a trip (anything beyond the country). */
export const queryHasTrip = (query: TripQuery) =>
  Object.keys(query).some((key) => !['country', 'saveItinerary', 'shareItinerary', 'backFromStripe'].includes(key));
