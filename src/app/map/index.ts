// The map feature's surface: what the routes and other features may use of it.
export { activityPoint, pickUpPoint } from './catalogueMarkers';
export { LazyIslandMap } from './LazyIslandMap';
export type { MapPoint, MarkerType } from './LazyIslandMap';
export { mapsAppLink } from './mapPoints';
export { keepStorageWhenInstalled } from './persistentStorage';
