// The points as markers. A popup opens on hover and on tap, click, Enter or Space, which close it again; one at a time.
import { Marker, Popup, type Map as MapLibreMap } from 'maplibre-gl';
import { markerElement, popupContent } from './markerElements';
import type { MapPoint } from './mapPoints';

/** A tap sends mouseenter just before its click: that click must not close what the hover opened. */
const HOVER_THEN_CLICK_MS = 500;

export function addMarkers(map: MapLibreMap, points: MapPoint[]): () => void {
  const popups: Popup[] = [];
  const markers = points.map((point) => {
    const element = markerElement(point);
    const popup = new Popup({
      offset: 18,
      closeButton: true,
      closeOnClick: false,
      maxWidth: '220px',
      focusAfterOpen: false,
    })
      .setLngLat([point.lng, point.lat])
      .setDOMContent(popupContent(point));
    popups.push(popup);
    let hoverOpenedAt = 0;
    /** Hover leaves focus where it is; a keyboard press moves it into the popup. */
    const open = (focusInside = false) => {
      popups.forEach((other) => other !== popup && other.isOpen() && other.remove());
      if (!popup.isOpen()) {
        popup.addTo(map);
        requestAnimationFrame(() => panToShow(map, popup));
      }
      if (focusInside) popup.getElement()?.querySelector<HTMLElement>('a[href], button')?.focus();
    };
    element.addEventListener('mouseenter', () => {
      if (popup.isOpen()) return;
      open();
      hoverOpenedAt = performance.now();
    });
    element.addEventListener('click', (event) => {
      // Handled here: the map's own click handling would see the marker too.
      event.stopPropagation();
      if (popup.isOpen() && performance.now() - hoverOpenedAt > HOVER_THEN_CLICK_MS) popup.remove();
      else open(event.detail === 0);
    });
    popup.on('open', () =>
      popup.getElement()?.addEventListener('keydown', (event) => {
        if (event.key !== 'Escape') return;
        popup.remove();
        element.focus();
      }),
    );
    return new Marker({ element }).setLngLat([point.lng, point.lat]).addTo(map);
  });
  return () => {
    popups.forEach((popup) => popup.remove());
    markers.forEach((marker) => marker.remove());
  };
}

/** The map clips its popups: pan just enough that an opened one is wholly inside. */
function panToShow(map: MapLibreMap, popup: Popup): void {
  const element = popup.getElement();
  if (!element) return;
  const box = map.getContainer().getBoundingClientRect();
  const shown = element.getBoundingClientRect();
  const margin = 8;
  const overflow = (start: number, end: number, min: number, max: number) =>
    start < min + margin ? start - min - margin : end > max - margin ? end - max + margin : 0;
  const dx = overflow(shown.left, shown.right, box.left, box.right);
  const dy = overflow(shown.top, shown.bottom, box.top, box.bottom);
  if (dx !== 0 || dy !== 0) map.panBy([dx, dy], { duration: 200 });
}
