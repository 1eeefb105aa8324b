// The trip priced on the device, shown as an estimate until the server confirms it: what the builder needs of it at
// once (types, whether a trip can be priced, the server's query). The pricing itself (./tripEstimator.ts) loads on
// first need (./useTripEstimator.ts).
import type { Activity, Boat, Country, PickUpLocation } from '../../domain/catalogue';
import type { CalculatedTrip, TripLength } from '../../domain/pricing';
import type { TripState } from '../../domain/trip';
import type { QueryValue } from '../http/client';

export interface TripCatalogue {
  country: Country;
  pickUps: readonly PickUpLocation[];
  activities: readonly Activity[];
  /** The country's boats: the trip's boat is looked up here (chosenBoat). */
  boats: readonly Boat[];
}

export type Estimate = { ok: true; trip: CalculatedTrip; length: TripLength } | { ok: false; message: string };

/** Whether the trip has what a price needs: a boat, at least one stop and one adult. */
export const isPriceable = (trip: TripState) =>
  trip.boatId !== null && trip.activities.length > 0 && trip.adult >= 1 && trip.regionId !== null;

/** The calculate-time query of the trip (docs/pricing-api.md). */
export function calculateTimeParams(trip: TripState): Record<string, QueryValue> {
  return {
    numberOfPeople: trip.adult + trip.children,
    adults: trip.adult,
    children: trip.children,
    activities: trip.activities.join(','),
    pace: trip.estTimePace,
    fishingHours: trip.fishingHours,
    boatId: trip.boatId,
    pulId: trip.pulId,
    dolId: trip.dolId,
    date: trip.startDate,
  };
}
