// The archive's JSON metadata: what each layer holds and whom to credit.
import { SHORELINE_ATTRIBUTION } from '../src/domain/geography';

export const ARCHIVE_METADATA = {
  name: 'Cayman Islands',
  description: 'Grand Cayman, Little Cayman and Cayman Brac: shoreline, sea and labelled places',
  version: '1',
  type: 'baselayer',
  format: 'pbf',
  attribution: SHORELINE_ATTRIBUTION,
  vector_layers: [
    { id: 'water', description: 'The sea around the islands', minzoom: 0, maxzoom: 14, fields: { kind: 'String' } },
    {
      id: 'land',
      description: 'Island polygons from the GSHHG full-resolution shoreline',
      minzoom: 0,
      maxzoom: 14,
      fields: { name: 'String' },
    },
    {
      id: 'places',
      description: 'Districts, settlements, marinas, docks, cruise terminals, pick-up points and activity spots',
      minzoom: 0,
      maxzoom: 14,
      fields: { id: 'String', name: 'String', kind: 'String' },
    },
  ],
};
