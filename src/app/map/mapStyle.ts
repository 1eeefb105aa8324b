// The map's style: the offline archive only, app colours, no glyphs or sprites (labels and markers are DOM elements).
import type { StyleSpecification } from 'maplibre-gl';
import { SHORELINE_ATTRIBUTION } from '../../domain/mapAttribution';

export const MAP_COLOURS = {
  sea: '#bfe3ee',
  land: '#f4eedc',
  shore: '#cdbf96',
  place: '#0b6e8a',
  route: '#0b6e8a',
};

export function islandMapStyle(archiveUrl: string): StyleSpecification {
  return {
    version: 8,
    sources: {
      cayman: { type: 'vector', url: `pmtiles://${archiveUrl}`, attribution: SHORELINE_ATTRIBUTION },
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': MAP_COLOURS.sea } },
      { id: 'water', type: 'fill', source: 'cayman', 'source-layer': 'water', paint: { 'fill-color': MAP_COLOURS.sea } },
      { id: 'land', type: 'fill', source: 'cayman', 'source-layer': 'land', paint: { 'fill-color': MAP_COLOURS.land } },
      {
        id: 'shore',
        type: 'line',
        source: 'cayman',
        'source-layer': 'land',
        paint: { 'line-color': MAP_COLOURS.shore, 'line-width': ['interpolate', ['linear'], ['zoom'], 8, 0.5, 14, 1.5] },
      },
      {
        id: 'places',
        type: 'circle',
        source: 'cayman',
        'source-layer': 'places',
        minzoom: 11,
        filter: ['match', ['get', 'kind'], ['marina', 'dock', 'cruise', 'beach', 'snorkel', 'activity'], true, false],
        paint: { 'circle-radius': 3, 'circle-color': MAP_COLOURS.place, 'circle-stroke-color': '#ffffff', 'circle-stroke-width': 1 },
      },
    ],
  };
}
