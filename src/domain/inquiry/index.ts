// The domain's inquiry: its files' exports, the surface the app, server, worker and tests import.
export * from './bookingInquiry';
export * from './callRequest';
export * from './emailInquiry';
export * from './feedback';
export * from './itineraryEmails';
