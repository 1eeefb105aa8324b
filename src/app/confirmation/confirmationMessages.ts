// Texts of the confirmation and booking-summary pages written for this app (the fixed wording is in
// src/domain/texts/messages.ts and labels.ts). Kept in one place so that they can be found and translated.
import { ARRIVE_EARLY, BOOKING_NOT_FOUND } from '../../domain/texts';
import { CRUISE_BUFFER_TEXT } from '../../domain/booking';

export const CONFIRMATION_TEXT = {
  confirmingPayment: 'Confirming your payment…',
  loadingBooking: 'Loading your booking…',
  stillConfirming:
    'Your payment is still being confirmed. The confirmation email will follow as soon as it is done; you can also find your booking on the booking summary page.',
  paymentExpired:
    'This payment was not completed, so no booking was made. You can go back to the trip builder and try again.',
  paymentRefunded:
    'Your payment was refunded because the charter time was no longer available. We have sent you an email with the details.',
  notFound: 'We could not find this booking on this device.',
  findBooking: 'Find your booking',
  offlineCopy: 'You are offline: this is the copy of your confirmation kept on this device.',
  savedCopy: 'This is the copy of your confirmation kept on this device.',
  bookingRef: 'Booking reference',
  cancelledTitle: 'THIS BOOKING IS CANCELLED',
  cancelledRefund: (amount: string) =>
    `${amount} was refunded to your card; depending on your bank it shows within 5 to 10 days.`,
  cancelledNoRefund: 'No refund was due under the cancellation policy.',
  cancelledOn: 'Cancelled',
  updated: 'Updated',
  generatingPdf: 'Generating PDF…',
  pdfFailed: 'The PDF could not be made. Please try again.',
  addToCalendar: 'Add to calendar',
  emailNotArrived: "Didn't get it?",
  sendAgain: 'Send again',
  sendAgainOffline: 'This phone is offline: the email can be sent again once it has a connection.',
  scheduledStart: 'Scheduled start and return',
  boatDetails: 'Boat details',
  viewBoatPage: 'Boat page',
  openInMaps: 'Open in maps',
  pickUpMap: 'Pick-up point on the map',
  feedbackLabel: 'Your feedback',
  sendFeedback: 'Send feedback',
  sending: 'Sending…',
} as const;

export const THINGS_TO_KNOW = {
  arriveEarly: ARRIVE_EARLY,
  cruiseGuests: `Cruise guests: allow ${CRUISE_BUFFER_TEXT} before and after your charter.`,
  zoneNote: (zoneNote: string) => `All times are local (${zoneNote}).`,
} as const;

export const WHATS_NEXT = {
  checkEmail:
    'Check your inbox for the confirmation email. If it has not arrived, look in your spam folder or send it again.',
  keepCopy:
    'This confirmation stays on this device: you can open it, save it as a PDF or add it to your calendar without a connection.',
  meetCaptain: (phone: string) => `On the day, meet your captain at the pick-up point. Captain's phone: ${phone}.`,
  questions: 'Questions about your charter? Contact us:',
} as const;

export const MY_BOOKINGS = {
  title: 'My bookings',
  lead: 'Confirmations kept on this device. They open without a connection.',
  dropped: 'A saved confirmation could not be read on this device and was removed.',
  cancelled: 'Cancelled',
} as const;

export const BOOKING_SUMMARY = {
  title: 'Booking summary',
  lead: 'Enter your booking reference and the email address you booked with.',
  bookingRef: 'Booking reference',
  cancelledTitle: 'THIS BOOKING IS CANCELLED',
  cancelledRefund: (amount: string) =>
    `${amount} was refunded to your card; depending on your bank it shows within 5 to 10 days.`,
  cancelledNoRefund: 'No refund was due under the cancellation policy.',
  cancelledOn: 'Cancelled',
  email: 'Email',
  find: 'Find booking',
  finding: 'Searching…',
  notFound: BOOKING_NOT_FOUND,
  offline: 'You are offline. Finding a booking needs a connection; confirmations kept on this device are listed below.',
  none: 'No confirmations are kept on this device yet.',
} as const;
