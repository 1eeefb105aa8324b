// The interactive map of the islands, drawn from the offline archive. Loaded lazily through LazyIslandMap.
import 'maplibre-gl/dist/maplibre-gl.css';
import './islandMap.css';
import { AttributionControl, LngLatBounds, Map as MapLibreMap, NavigationControl } from 'maplibre-gl';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { MAP_ARCHIVE, overWaterRoute } from '../../domain/geography';
import { MAP_MESSAGES } from './mapMessages';
import { addMarkers } from './mapMarkers';
import { DEFAULT_PADDING, DEFAULT_ZOOM, GEORGE_TOWN, LOADER_MAX_MS, type IslandMapProps } from './mapPoints';
import { MAP_COLOURS, islandMapStyle } from './mapStyle';
import { setUpMaplibre } from './maplibreSetup';
import { keepDrawingBuffer, markFirstFrame } from './mapTestHooks';
import { OfflineMapStatus } from './OfflineMapStatus';
import { keepStorageWhenInstalled } from './persistentStorage';
import { showPlaceLabels } from './placeLabels';
import { StaticMapFallback } from './StaticMapFallback';
import { hasWebGl } from './webGl';

// An installed app keeps its offline map; pages with a map are where that matters.
keepStorageWhenInstalled();

export default function IslandMap(props: IslandMapProps) {
  const webGl = useMemo(() => hasWebGl(), []);
  if (!webGl) return <StaticMapFallback points={props.points} className={props.className} />;
  return <InteractiveMap {...props} />;
}

type LatLng = { lat: number; lng: number };

function InteractiveMap({
  points,
  route,
  zoom = DEFAULT_ZOOM,
  padding = DEFAULT_PADDING,
  center,
  height = 360,
  className,
  onPick,
}: IslandMapProps) {
  const container = useRef<HTMLDivElement>(null);
  // The latest handler, called by the map's one click listener.
  const pick = useEffectEvent((at: LatLng) => onPick?.(at));
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [ready, setReady] = useState(false);
  const [loaderShown, setLoaderShown] = useState(true);
  const seaPath = useMemo(() => (route && route.length >= 2 ? overWaterRoute(route).path : null), [route]);
  const [lat, lng] = [center?.lat, center?.lng];
  const focus = useMemo(() => (lat !== undefined && lng !== undefined ? { lat, lng } : null), [lat, lng]);

  // Markers follow the points without rebuilding the map (filters change them often).
  useEffect(() => (map ? addMarkers(map, points) : undefined), [map, points]);

  useEffect(() => {
    if (!map || !seaPath) return;
    const draw = () => {
      map.addSource('route', {
        type: 'geojson',
        data: {
          type: 'Feature',
          properties: {},
          geometry: { type: 'LineString', coordinates: seaPath.map((p) => [p.lng, p.lat]) },
        },
      });
      map.addLayer({
        id: 'route',
        type: 'line',
        source: 'route',
        paint: { 'line-color': MAP_COLOURS.route, 'line-width': 3, 'line-dasharray': [2, 1] },
      });
    };
    if (map.isStyleLoaded()) draw();
    else map.once('load', draw);
    return () => {
      map.off('load', draw);
      if (map.getLayer('route')) map.removeLayer('route');
      if (map.getSource('route')) map.removeSource('route');
    };
  }, [map, seaPath]);

  useEffect(() => {
    if (map) frame(map, focus ?? [...points, ...(seaPath ?? [])], zoom, padding);
  }, [map, points, seaPath, focus, zoom, padding]);

  // Declared last so that on unmount the effects above clean up before the map is removed.
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    setUpMaplibre();
    const instance = new MapLibreMap({
      container: element,
      style: islandMapStyle(new URL(MAP_ARCHIVE.path, window.location.href).href),
      center: [GEORGE_TOWN.lng, GEORGE_TOWN.lat],
      zoom,
      maxZoom: 18,
      attributionControl: false,
      canvasContextAttributes: { preserveDrawingBuffer: keepDrawingBuffer() },
    });
    instance.addControl(new AttributionControl({ compact: true }));
    instance.addControl(new NavigationControl({ showCompass: false }));
    const loaderTimeout = window.setTimeout(() => setLoaderShown(false), LOADER_MAX_MS);
    instance.once('load', () => {
      markFirstFrame();
      setReady(true);
      setLoaderShown(false);
    });
    const removeLabels = showPlaceLabels(instance);
    instance.on('click', (event) => pick({ lat: event.lngLat.lat, lng: event.lngLat.lng }));
    setMap(instance);
    return () => {
      window.clearTimeout(loaderTimeout);
      removeLabels();
      instance.remove();
      setMap(null);
    };
    // The map is made once; the effects above follow prop changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `zoom` is the first view only; the map is not rebuilt
  }, []);

  return (
    <div className={`island-map ${className ?? ''}`} style={{ height }} data-map-ready={ready}>
      <div ref={container} className="island-map__canvas" role="region" aria-label={MAP_MESSAGES.mapLabel} />
      {loaderShown && (
        <div className="island-map__loader" role="status">
          {MAP_MESSAGES.loading}
        </div>
      )}
      <OfflineMapStatus />
    </div>
  );
}

/** A single place (or the given centre) at `zoom`; several fitted inside `padding`; none: George Town. */
function frame(map: MapLibreMap, target: LatLng | LatLng[], zoom: number, padding: number): void {
  const places = Array.isArray(target) ? target : [target];
  const [first = GEORGE_TOWN] = places;
  if (places.length <= 1) {
    map.jumpTo({ center: [first.lng, first.lat], zoom });
    return;
  }
  const bounds = places.reduce(
    (box, p) => box.extend([p.lng, p.lat]),
    new LngLatBounds([first.lng, first.lat], [first.lng, first.lat]),
  );
  map.fitBounds(bounds, { padding, maxZoom: zoom, animate: false });
}
