// The map's style: the offline archive only, app colours, no glyphs or sprites (labels and markers are DOM elements).
import type { StyleSpecification } from 'maplibre-gl';
import { SHORELINE_ATTRIBUTION } from '../../domain/geography';
import { BRAND_COLOURS } from '../styles/brandColours';

/** The map's palette (tokens.css: --map-*). */
export const MAP_COLOURS = {
  sea: BRAND_COLOURS['map-sea'],
  land: BRAND_COLOURS['map-land'],
  shore: BRAND_COLOURS['map-shore'],
  place: BRAND_COLOURS['map-place'],
  route: BRAND_COLOURS['map-place'],
};

export function islandMapStyle(archiveUrl: string): StyleSpecification {
  return {
    version: 8,
    sources: {
      cayman: { type: 'vector', url: `pmtiles://${archiveUrl}`, attribution: SHORELINE_ATTRIBUTION },
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': MAP_COLOURS.sea } },
      {
        id: 'water',
        type: 'fill',
        source: 'cayman',
        'source-layer': 'water',
        paint: { 'fill-color': MAP_COLOURS.sea },
      },
      { id: 'land', type: 'fill', source: 'cayman', 'source-layer': 'land', paint: { 'fill-color': MAP_COLOURS.land } },
      {
        id: 'shore',
        type: 'line',
        source: 'cayman',
        'source-layer': 'land',
        paint: {
          'line-color': MAP_COLOURS.shore,
          'line-width': ['interpolate', ['linear'], ['zoom'], 8, 0.5, 14, 1.5],
        },
      },
      {
        id: 'places',
        type: 'circle',
        source: 'cayman',
        'source-layer': 'places',
        minzoom: 11,
        filter: ['match', ['get', 'kind'], ['marina', 'dock', 'cruise', 'beach', 'snorkel', 'activity'], true, false],
        paint: {
          'circle-radius': 3,
          'circle-color': MAP_COLOURS.place,
          'circle-stroke-color': BRAND_COLOURS.white,
          'circle-stroke-width': 1,
        },
      },
    ],
  };
}
