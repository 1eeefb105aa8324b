// The interactive map of the islands, drawn from the offline archive. Loaded lazily through LazyIslandMap.
import 'maplibre-gl/dist/maplibre-gl.css';
import './islandMap.css';
import { AttributionControl, LngLatBounds, Map as MapLibreMap, Marker, NavigationControl, Popup } from 'maplibre-gl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { MAP_ARCHIVE } from '../../domain/coastline';
import { overWaterRoute } from '../../domain/overWater';
import { MAP_MESSAGES } from './mapMessages';
import { DEFAULT_PADDING, DEFAULT_ZOOM, GEORGE_TOWN, LOADER_MAX_MS, type IslandMapProps, type MapPoint } from './mapPoints';
import { MAP_COLOURS, islandMapStyle } from './mapStyle';
import { setUpMaplibre } from './maplibreSetup';
import { markerElement, popupContent } from './markerElements';
import { OfflineMapStatus } from './OfflineMapStatus';
import { showPlaceLabels } from './placeLabels';
import { StaticMapFallback } from './StaticMapFallback';
import { hasWebGl } from './webGl';

export default function IslandMap(props: IslandMapProps) {
  const webGl = useMemo(hasWebGl, []);
  if (!webGl) return <StaticMapFallback points={props.points} className={props.className} />;
  return <InteractiveMap {...props} />;
}

function InteractiveMap({ points, route, zoom = DEFAULT_ZOOM, padding = DEFAULT_PADDING, center, height = 360, className }: IslandMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const [loading, setLoading] = useState(true);
  const seaPath = useMemo(() => (route && route.length >= 2 ? overWaterRoute(route).path : null), [route]);

  useEffect(() => {
    if (!container.current) return;
    setUpMaplibre();
    const focus = center ?? (points.length === 1 ? points[0] : GEORGE_TOWN);
    const map = new MapLibreMap({
      container: container.current,
      style: islandMapStyle(new URL(MAP_ARCHIVE.path, window.location.href).href),
      center: [focus.lng, focus.lat],
      zoom,
      maxZoom: 18,
      attributionControl: false,
    });
    map.addControl(new AttributionControl({ compact: true }));
    map.addControl(new NavigationControl({ showCompass: false }));

    const loaderTimeout = window.setTimeout(() => setLoading(false), LOADER_MAX_MS);
    map.once('load', () => setLoading(false));
    map.on('load', () => {
      if (seaPath) {
        map.addSource('route', {
          type: 'geojson',
          data: { type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: seaPath.map((p) => [p.lng, p.lat]) } },
        });
        map.addLayer({ id: 'route', type: 'line', source: 'route', paint: { 'line-color': MAP_COLOURS.route, 'line-width': 3, 'line-dasharray': [2, 1] } });
      }
    });

    const markers = points.map((point) => addMarker(map, point));
    const removeLabels = showPlaceLabels(map);
    const extent = [...points, ...(seaPath ?? [])];
    if (!center && extent.length > 1) {
      const bounds = extent.reduce((box, p) => box.extend([p.lng, p.lat]), new LngLatBounds([extent[0].lng, extent[0].lat], [extent[0].lng, extent[0].lat]));
      map.fitBounds(bounds, { padding, maxZoom: zoom, animate: false });
    }

    return () => {
      window.clearTimeout(loaderTimeout);
      removeLabels();
      markers.forEach((marker) => marker.remove());
      map.remove();
    };
  }, [points, seaPath, zoom, padding, center]);

  return (
    <div className={`island-map ${className ?? ''}`} style={{ height }}>
      <div ref={container} className="island-map__canvas" role="region" aria-label={MAP_MESSAGES.mapLabel} />
      {loading && (
        <div className="island-map__loader" role="status">
          {MAP_MESSAGES.loading}
        </div>
      )}
      <OfflineMapStatus />
    </div>
  );
}

/** A marker whose popup opens on hover and toggles on tap or Enter. */
function addMarker(map: MapLibreMap, point: MapPoint): Marker {
  const element = markerElement(point);
  const popup = new Popup({ offset: 18, closeButton: true, closeOnClick: false }).setDOMContent(popupContent(point));
  const marker = new Marker({ element }).setLngLat([point.lng, point.lat]).setPopup(popup).addTo(map);
  element.addEventListener('mouseenter', () => {
    if (!popup.isOpen()) marker.togglePopup();
  });
  return marker;
}
