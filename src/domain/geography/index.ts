// The domain's geography: its files' exports, the surface the app, server, worker and tests import.
export * from './coastline';
export * from './mapArchive';
export * from './mapAttribution';
export * from './overWater';
export * from './overWaterGeometry';
export * from './overWaterGraph';
export * from './overWaterSea';
