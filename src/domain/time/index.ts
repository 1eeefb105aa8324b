// The domain's time: its files' exports, the surface the app, server, worker and tests import.
export * from './callToBook';
export * from './dateFormat';
export * from './dateRange';
export * from './holdCountdown';
export * from './localTime';
export * from './temporal';
export * from './zonedTime';
