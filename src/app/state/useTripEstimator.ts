// The loader of the pricing core and the sea path (./tripEstimator.ts, ~18 KiB gzip), which the builder's first screen
// does not need: it loads once a region is picked (the step before the stops), so the estimate is there when the stops
// are. The worker's precache holds its chunk for offline use.
import { useEffect, useSyncExternalStore } from 'react';
import { reachableImport } from '../ui/reachableImport';

type TripEstimator = typeof import('./tripEstimator');

const importEstimator = reachableImport(() => import('./tripEstimator'));
let estimator: TripEstimator | null = null;
const listeners = new Set<() => void>();

/** Starts the download; safe to call often, and again after a failed attempt (offline before the chunk was cached). */
function loadTripEstimator(): Promise<void> {
  return importEstimator().then(
    (module) => {
      if (estimator === module) return;
      estimator = module;
      for (const listener of listeners) listener();
    },
    () => undefined,
  );
}

/** The estimator once loaded, else null (no length nor estimate can be worked out yet). */
export const loadedTripEstimator = (): TripEstimator | null => estimator;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The estimator, or null until it is here (the component re-renders then); `wanted` starts the download. */
export function useTripEstimator(wanted: boolean): TripEstimator | null {
  const loaded = useSyncExternalStore(
    subscribe,
    () => estimator,
    () => null,
  );
  useEffect(() => {
    if (wanted && !loaded) void loadTripEstimator();
  }, [wanted, loaded]);
  return loaded;
}
