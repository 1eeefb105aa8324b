// The domain's booking: its files' exports, the surface the app, server, worker and tests import.
export * from './bookingConfirmed';
export * from './bookingNotes';
export * from './bookingRef';
export * from './cancellationPolicy';
export * from './checkoutSession';
export * from './contactForm';
export * from './hold';
export * from './paymentStatus';
export * from './reservation';
export * from './selfService';
export * from './slotRules';
export * from './timeSlots';
