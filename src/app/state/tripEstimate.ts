// The trip priced on the device, shown as an estimate until the server confirms it: what the builder needs of it at
// once (types, whether a trip can be priced, the server's query) and the loader of the pricing core and the sea path
// (./tripEstimator.ts, ~20 KiB gzip), which the first screen does not need: it loads once a region is picked (the step
// before the stops), so the estimate is there when the stops are. The worker's precache holds it for offline use.
import { useEffect, useSyncExternalStore } from 'react';
import type { Activity, Country, PickUpLocation } from '../../domain/catalogue';
import type { CalculatedTrip } from '../../domain/calculatedTrip';
import type { TripLength } from '../../domain/pricing/tripLength';
import type { TripState } from '../../domain/tripState';
import type { QueryValue } from '../http/client';

export interface TripCatalogue {
  country: Country;
  pickUps: readonly PickUpLocation[];
  activities: readonly Activity[];
}

export type Estimate = { ok: true; trip: CalculatedTrip; length: TripLength } | { ok: false; message: string };

/** Whether the trip has what a price needs: a boat, at least one stop and one adult. */
export const isPriceable = (trip: TripState) => trip.boatId !== null && trip.activities.length > 0 && trip.adult >= 1 && trip.regionId !== null;

type TripEstimator = typeof import('./tripEstimator');

let estimator: TripEstimator | null = null;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** Starts the download; safe to call often, and again after a failed attempt (offline before the chunk was cached). */
export function loadTripEstimator(): Promise<void> {
  loading ??= import('./tripEstimator').then(
    (module) => {
      estimator = module;
      for (const listener of listeners) listener();
    },
    () => {
      loading = undefined;
    },
  );
  return loading;
}

/** The estimator once loaded, else null (no length nor estimate can be worked out yet). */
export const loadedTripEstimator = (): TripEstimator | null => estimator;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The estimator, or null until it is here (the component re-renders then); `wanted` starts the download. */
export function useTripEstimator(wanted: boolean): TripEstimator | null {
  const loaded = useSyncExternalStore(subscribe, () => estimator, () => null);
  useEffect(() => {
    if (wanted && !loaded) void loadTripEstimator();
  }, [wanted, loaded]);
  return loaded;
}

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
