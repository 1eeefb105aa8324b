// Names of islands, districts and settlements from the archive's places layer, drawn as DOM labels.
import { Marker, type Map as MapLibreMap } from 'maplibre-gl';
import { placeLabelElement } from './markerElements';

const LABELLED_KINDS = ['island', 'district', 'settlement'];
/** Islands read well from afar, settlements only close in. */
const MIN_ZOOM_BY_KIND: Record<string, number> = { island: 0, district: 10, settlement: 12 };

export function showPlaceLabels(map: MapLibreMap): () => void {
  const labels = new Map<string, { marker: Marker; kind: string }>();
  const update = () => {
    const zoom = map.getZoom();
    for (const feature of map.querySourceFeatures('cayman', { sourceLayer: 'places' })) {
      const { id, name, kind } = feature.properties as { id: string; name: string; kind: string };
      if (!LABELLED_KINDS.includes(kind) || labels.has(id) || feature.geometry.type !== 'Point') continue;
      const [lng, lat] = feature.geometry.coordinates;
      labels.set(id, { marker: new Marker({ element: placeLabelElement(name, kind) }).setLngLat([lng, lat]), kind });
    }
    for (const { marker, kind } of labels.values()) {
      if (zoom >= (MIN_ZOOM_BY_KIND[kind] ?? Infinity)) marker.addTo(map);
      else marker.remove();
    }
  };
  map.on('idle', update);
  return () => {
    map.off('idle', update);
    labels.forEach(({ marker }) => marker.remove());
  };
}
