// Small line icons for the map markers, drawn inline as SVG so markers need no sprite server and work offline.
import type { MarkerType } from './mapPoints';

interface Icon {
  /** Path data on a 24 × 24 grid. */
  d: string;
  /** Solid shapes; the rest are drawn as 2 px strokes. */
  filled?: boolean;
}

const MARKER_ICONS: Record<MarkerType, Icon> = {
  activity: { d: 'M5 21V4M5 4h12l-2.5 4L17 12H5' },
  bank: { d: 'M3 9.5 12 4l9 5.5zM5.5 10v7M10 10v7M14 10v7M18.5 10v7M3 20h18' },
  beach: { d: 'M3 12a9 9 0 0 1 18 0zM12 12v7a2 2 0 0 1-4 0' },
  cruise: { d: 'M3 14h18l-2.5 6h-13zM6 14V9h12v5M9.5 9V5h5v4' },
  dock: { d: 'M10 5a2 2 0 1 0 4 0a2 2 0 1 0-4 0M12 7v14M8.5 11h7M5 13a7 7 0 0 0 14 0' },
  food: { d: 'M6 3v6a2.5 2.5 0 0 0 5 0V3M8.5 3v18M17.5 21V3c-2.5 1-3.5 4-3.5 8h3.5' },
  hotel: { d: 'M3 5v15M3 15h18v5M21 15v-2a3 3 0 0 0-3-3h-7v5M5.5 11.5a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0' },
  snorkel: { d: 'M2.5 9h13a2 2 0 0 1 2 2v1.5a3 3 0 0 1-3 3H13l-2-2-2 2H5.5a3 3 0 0 1-3-3zM21 4v11a5 5 0 0 1-5 5h-3' },
  transport: {
    d: 'M21 15.5v-2l-8-5V4a1.5 1.5 0 0 0-3 0v4.5l-8 5v2l8-2.5v5l-2 1.5V22l3.5-1 3.5 1v-1.5l-2-1.5v-5z',
    filled: true,
  },
  rental: { d: 'M4 17v-5l2.5-5.5h11L20 12v5zM4 12h16M6.5 17v2.5M17.5 17v2.5M7.5 14.5h1M15.5 14.5h1' },
  bus: { d: 'M6 3h12a2 2 0 0 1 2 2v12H4V5a2 2 0 0 1 2-2zM4 11h16M7 17v3M17 17v3M7.5 14h1M15.5 14h1' },
  star: { d: 'm12 2.8 2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z', filled: true },
};

const SVG = 'http://www.w3.org/2000/svg';

/** The marker's icon as a decorative SVG element (the marker button carries the place's name). */
export function markerIcon(type: MarkerType): SVGSVGElement {
  const icon = MARKER_ICONS[type];
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('width', '18');
  svg.setAttribute('height', '18');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', icon.d);
  if (icon.filled) {
    path.setAttribute('fill', 'currentColor');
  } else {
    path.setAttribute('fill', 'none');
    path.setAttribute('stroke', 'currentColor');
    path.setAttribute('stroke-width', '2');
    path.setAttribute('stroke-linecap', 'round');
    path.setAttribute('stroke-linejoin', 'round');
  }
  svg.append(path);
  return svg;
}
