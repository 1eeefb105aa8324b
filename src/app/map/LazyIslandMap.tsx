// What pages import: maplibre-gl, its worker and the archive code load only when a map is actually shown: as it
// nears the viewport or on the guest's first tap, never with a first screen that does not show it.
import { lazy, Suspense, useRef } from 'react';
import { useWantedSoon } from '../ui/lazyPart';
import { inFlight } from '../ui/loadsInFlight';
import { MAP_MESSAGES } from './mapMessages';
import type { IslandMapProps } from './mapPoints';

const IslandMap = lazy(() => inFlight(import('./IslandMap')));

export function LazyIslandMap(props: IslandMapProps) {
  const placeholder = useRef<HTMLDivElement>(null);
  const wanted = useWantedSoon(placeholder);
  // The map's own size, reserved while its code loads: nothing below it moves.
  const fallback = (
    <div ref={placeholder} className={`island-map ${props.className ?? ''}`} style={{ height: props.height ?? 360 }}>
      <div className="island-map__loader" role="status">
        {MAP_MESSAGES.loading}
      </div>
    </div>
  );
  return wanted ? (
    <Suspense fallback={fallback}>
      <IslandMap {...props} />
    </Suspense>
  ) : (
    fallback
  );
}

export type { IslandMapProps, MapPoint, MarkerType } from './mapPoints';
