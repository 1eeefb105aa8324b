// The sea path around the islands (src/domain/overWater.ts and its shoreline, ~14 KiB gzip) is what measures a trip's
// legs. The builder's first screen needs none of it: it loads once a region is picked (the step before the stops), and
// until it is here no length or estimate is worked out. The service worker's precache holds its chunk for offline use.
import { useEffect, useSyncExternalStore } from 'react';
import type { LatLng } from '../../domain/catalogue';

type Measure = (a: LatLng, b: LatLng) => number;

let measure: Measure | null = null;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** Starts the download; safe to call often, and again after a failed attempt (offline before the chunk was cached). */
export function loadSeaRouting(): Promise<void> {
  loading ??= import('../../domain/pricing/seaDistance').then(
    (module) => {
      measure = module.seaDistanceNm;
      for (const listener of listeners) listener();
    },
    () => {
      loading = undefined;
    },
  );
  return loading;
}

/** The sea distance in nautical miles, or null while the sea path is not loaded. */
export const seaDistanceMeasure = (): Measure | null => measure;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Whether lengths can be measured; `wanted` starts the download. Re-renders when the sea path arrives. */
export function useSeaRouting(wanted: boolean): boolean {
  const ready = useSyncExternalStore(subscribe, () => measure !== null, () => false);
  useEffect(() => {
    if (wanted && !ready) void loadSeaRouting();
  }, [wanted, ready]);
  return ready;
}
