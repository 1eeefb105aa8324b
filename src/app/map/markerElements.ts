// Markers, popups and place labels as DOM elements: symbol layers would need glyph files we do not ship.
import type { MapPoint, MarkerType } from './mapPoints';

// Characters common system fonts carry, so markers render offline without an icon font.
const MARKER_GLYPHS: Record<MarkerType, string> = {
  activity: '★',
  bank: '$',
  beach: '☀',
  cruise: '⚑',
  dock: '⚓',
  food: '☕',
  hotel: '⌂',
  snorkel: '≈',
  transport: '⇄',
  rental: 'R',
  bus: 'B',
  star: '✦',
};

export function markerElement(point: MapPoint): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = `island-map__marker island-map__marker--${point.type}`;
  button.setAttribute('aria-label', point.title);
  const glyph = document.createElement('span');
  glyph.setAttribute('aria-hidden', 'true');
  glyph.textContent = MARKER_GLYPHS[point.type];
  button.append(glyph);
  return button;
}

export function popupContent(point: MapPoint): HTMLElement {
  const box = document.createElement('div');
  box.className = 'island-map__popup';
  if (point.image) {
    const image = document.createElement('img');
    image.src = point.image;
    image.alt = '';
    image.loading = 'lazy';
    box.append(image);
  }
  const title = document.createElement('strong');
  title.textContent = point.title;
  box.append(title);
  if (point.description) {
    const text = document.createElement('p');
    text.textContent = point.description;
    box.append(text);
  }
  if (point.link) {
    const link = document.createElement('a');
    link.href = point.link;
    link.textContent = point.title;
    link.target = '_blank';
    link.rel = 'noopener';
    box.append(link);
  }
  return box;
}

export function placeLabelElement(name: string, kind: string): HTMLElement {
  const label = document.createElement('span');
  label.className = `island-map__label island-map__label--${kind}`;
  label.textContent = name;
  return label;
}
