// What pages import: maplibre-gl, its worker and the archive code load only when a map is actually shown.
import { lazy, Suspense } from 'react';
import { MAP_MESSAGES } from './mapMessages';
import type { IslandMapProps } from './mapPoints';

const IslandMap = lazy(() => import('./IslandMap'));

export function LazyIslandMap(props: IslandMapProps) {
  return (
    <Suspense
      fallback={
        <div className={`island-map ${props.className ?? ''}`} style={{ height: props.height ?? 360 }}>
          <div className="island-map__loader" role="status">
            {MAP_MESSAGES.loading}
          </div>
        </div>
      }
    >
      <IslandMap {...props} />
    </Suspense>
  );
}

export type { IslandMapProps, MapPoint, MarkerType } from './mapPoints';
