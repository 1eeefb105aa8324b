// The domain's catalogue: its files' exports, the surface the app, server, worker and tests import.
export * from './boatList';
export * from './boatsCsv';
export * from './catalogue';
export * from './catalogueDocument';
export * from './catalogueEdits';
export * from './catalogueImport';
export * from './catalogueQueries';
export * from './catalogueRules';
export * from './company';
export * from './photoAddress';
export * from './photos';
export * from './rateRows';
export * from './ratings';
