// The domain's trip: its files' exports, the surface the app, server, worker and tests import.
export * from './customTime';
export * from './inputClamps';
export * from './storedTrip';
export * from './tripOptions';
export * from './tripQuery';
export * from './tripState';
