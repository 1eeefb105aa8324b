// Markers, popups and place labels as DOM elements: symbol layers would need glyph files we do not ship.
import { navigate } from 'wouter/use-browser-location';
import { MAP_MESSAGES } from './mapMessages';
import { markerIcon } from './markerIcons';
import type { MapPoint } from './mapPoints';

export function markerElement(point: MapPoint): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = `island-map__marker island-map__marker--${point.type}`;
  button.setAttribute('aria-label', point.title);
  button.dataset.markerType = point.type;
  button.append(markerIcon(point.type));
  return button;
}

/** A link inside the popup: app paths go through the router (the popup lives outside React), others open a new tab. */
function popupLink(href: string, label: string): HTMLAnchorElement {
  const link = document.createElement('a');
  link.href = href;
  link.textContent = label;
  if (href.startsWith('/')) {
    link.addEventListener('click', (event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      navigate(href);
    });
  } else {
    link.target = '_blank';
    link.rel = 'noopener noreferrer';
  }
  return link;
}

export function popupContent(point: MapPoint): HTMLElement {
  const box = document.createElement('div');
  box.className = 'island-map__popup';
  if (point.image) {
    const image = document.createElement('img');
    image.src = point.image;
    image.alt = '';
    // A fixed box, so the popup knows its height before the image arrives and picks a side of the marker that fits.
    image.width = 200;
    image.height = 96;
    box.append(image);
  }
  const title = document.createElement('strong');
  title.className = 'island-map__popup-title';
  title.textContent = point.title;
  box.append(title);
  if (point.description) {
    const text = document.createElement('p');
    text.textContent = point.description;
    box.append(text);
  }
  const links = [
    ...(point.links ?? []).map((l) => popupLink(l.href, l.label)),
    ...(point.link ? [popupLink(point.link, MAP_MESSAGES.openInMaps)] : []),
  ];
  if (links.length > 0) {
    const list = document.createElement('p');
    list.className = 'island-map__popup-links';
    list.append(...links);
    box.append(list);
  }
  return box;
}

export function placeLabelElement(name: string, kind: string): HTMLElement {
  const label = document.createElement('span');
  label.className = `island-map__label island-map__label--${kind}`;
  label.textContent = name;
  return label;
}
