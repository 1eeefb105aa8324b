// The islands' geography: the shoreline, routing over water around it, and the offline map archive's facts.
export * from './coastline';
export * from './mapArchive';
export * from './mapAttribution';
export * from './overWater';
export * from './overWaterGeometry';
export * from './overWaterGraph';
export * from './overWaterSea';
