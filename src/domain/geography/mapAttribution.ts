// Whom the offline map's shoreline comes from: written into the tile archive and shown on the map.
export const SHORELINE_ATTRIBUTION = 'Shoreline © GSHHG (Wessel & Smith, NOAA), LGPL';
