// The domain's schema: its files' exports, the surface the app, server, worker and tests import.
export * from './boundedString';
export * from './csv';
export * from './defined';
export * from './fields';
export * from './references';
export * from './storedRecord';
export * from './validation';
