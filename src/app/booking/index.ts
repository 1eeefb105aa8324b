// The booking feature's surface: what the routes and other features may use of it.
export { BookingFlow, preloadBooking } from './BookingFlow';
export { BOOKING_TEXT } from './bookingMessages';
export { bookingBlocker, scrollToSection, sectionToFinish } from './bookingReadiness';
export { searchRange, timeSlotsRequestOf } from './bookingRequests';
export { startBooking } from './bookingStore';
export { PriceLines, TripSummary } from './TripSummary';
export { useBookingPrice } from './useBookingPrice';
