// The one trip the builder edits: a valtio store holding the domain's TripState.
import { proxy } from 'valtio';
import { emptyTripState, type TripState } from '../../domain/trip';

export const tripStore = proxy<TripState>(emptyTripState());

/** Replaces the whole trip (restoring one, or starting over) while keeping the same store object. */
export function replaceTrip(next: TripState): void {
  Object.assign(tripStore, structuredClone(next));
}

/** Whether the guest has chosen anything worth coming back to. */
export const hasChoices = (trip: TripState) =>
  trip.regionId !== null || trip.activities.length > 0 || trip.boatId !== null;
