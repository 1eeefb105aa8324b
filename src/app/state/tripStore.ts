// The one trip the builder edits: a valtio store holding the domain's TripState (the guest's choices). Read it here;
// change it only through ./tripEdits.ts.
import { proxy } from 'valtio';
import { emptyTripState, type TripState } from '../../domain/trip';

export const tripStore = proxy<TripState>(emptyTripState());

/** Whether the guest has chosen anything worth coming back to. */
export const hasChoices = (trip: TripState) =>
  trip.regionId !== null || trip.activities.length > 0 || trip.boatId !== null;
