// The trip-builder feature's surface: what the routes and other features may use of it.
export { Section } from './Section';
export { TRIP_BUILDER_TEXT } from './tripBuilderMessages';
export { TripBuilderScreen } from './TripBuilderScreen';
export type { BuilderVariant } from './TripBuilderScreen';
