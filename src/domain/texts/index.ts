// What guests read, word for word: the spec's messages and labels, money and price lines, the emails and calendar file.
export * from './calendarEvent';
export * from './labels';
export * from './mailMessages';
export * from './messages';
export * from './money';
export * from './placeNames';
export * from './priceLines';
export * from './tripLabels';
