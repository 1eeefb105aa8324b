// Shown instead of a blank box when the device has no WebGL: the places, their coordinates and a maps-app link.
import { MAP_MESSAGES } from './mapMessages';
import { mapsAppLink, type MapPoint } from './mapPoints';

export function StaticMapFallback({ points, className }: { points: MapPoint[]; className?: string }) {
  return (
    <div
      className={`island-map island-map--static ${className ?? ''}`}
      role="region"
      aria-label={MAP_MESSAGES.mapLabel}
    >
      <p>{MAP_MESSAGES.noWebGl}</p>
      <ul>
        {points.map((point) => (
          <li key={point.id}>
            <strong>{point.title}</strong> ({point.lat.toFixed(4)}, {point.lng.toFixed(4)}){' '}
            <a href={mapsAppLink(point)} target="_blank" rel="noopener">
              {MAP_MESSAGES.openInMapsApp}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
