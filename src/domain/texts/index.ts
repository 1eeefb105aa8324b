// The domain's texts: its files' exports, the surface the app, server, worker and tests import.
export * from './calendarEvent';
export * from './labels';
export * from './mailMessages';
export * from './messages';
export * from './money';
export * from './placeNames';
export * from './priceLines';
export * from './tripLabels';
