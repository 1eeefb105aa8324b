// Time in the boats' zone: zone maths (Temporal or Intl), local dates and clock times, date ranges and their formats.
export * from './callToBook';
export * from './dateFormat';
export * from './dateRange';
export * from './holdCountdown';
export * from './localTime';
export * from './temporal';
export * from './zonedTime';
