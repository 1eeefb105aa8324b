// The domain's phone: its files' exports, the surface the app, server, worker and tests import.
export * from './phone';
