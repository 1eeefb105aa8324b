// What the emails say to guests (the confirmation, the refund notice, saved and shared trips, the copies of their
// inquiries), with the headings and labels they share with the app. Notices to the business stay with the server.
import { CONFIRMATION, TITLES } from './labels';
import { ARRIVE_EARLY, BOOKING_COMPLETE, BOOKING_THANKS } from './messages';
import { COMPANY_NAME } from '../catalogue/company';
import { countryInSentence } from './placeNames';

export const MAIL_TEXT = {
  greeting: (name: string) => `Hi ${name},`,
  signOff: 'Fair winds,\nThe charter team',
  /** Row labels of the sections guests read (their own copies share them with the business's notice). */
  rows: {
    bookingRef: 'Booking reference',
    reference: 'Reference',
    when: 'When',
    boat: 'Boat',
    charter: 'Charter',
    guests: 'Guests',
    meetAt: CONFIRMATION.meetAt,
    meetingInstructions: 'Meeting instructions',
    activities: 'Activities',
    dates: 'Dates',
    pace: 'Pace',
    pickUp: 'Pick-up',
    dropOff: 'Drop-off',
    estimatedPrice: 'Estimated price',
    preferredDates: 'Preferred dates',
    preferredTime: 'Preferred time',
    arrivingBy: 'Arriving by',
    stayingAt: 'Staying at',
    comments: 'Comments',
    timeOrLength: 'Time or trip length',
    hotelOrCruise: 'Hotel or cruise',
    message: 'Message',
  },
  charterHours: (hours: number) => `${hours} hours`,
  dateRange: (start: string, end: string) => `${start} to ${end}`,
  yourTrip: 'Your trip',
  bookingConfirmed: {
    subject: (ref: string) => `Your boat charter is booked: ${ref}`,
    heading: BOOKING_COMPLETE,
    thanks: BOOKING_THANKS,
    arrive: `${ARRIVE_EARLY} The attached invitation adds the trip to your calendar.`,
    tripDetails: CONFIRMATION.tripDetails,
    paymentSummary: CONFIRMATION.paymentSummary,
    link: 'View your booking',
  },
  refund: {
    subject: 'Your boat charter could not be booked: full refund',
    heading: 'We could not secure your charter time',
    refunded: (amount: string) =>
      `Your payment arrived after the hold on your time slot had ended, and the slot had been booked by someone else meanwhile. We have refunded the full amount of ${amount} to your card; depending on your bank it shows within 5 to 10 days.`,
    sorry: 'We are sorry. Reply to this email and we will gladly help you find another time.',
    tripChosen: 'The trip you chose',
  },
  savedTrip: {
    subject: (country: string) => `Your saved boat trip in ${countryInSentence(country)}`,
    heading: TITLES.tripSaved,
    text: 'Here is the trip you saved. Open the link to pick up where you left off; saved trips are kept for 5 days.',
  },
  sharedTrip: {
    // From the company, in its own words: the subject goes to a stranger's inbox, so its sender's name is left out of
    // it.
    subject: (country: string) => `${COMPANY_NAME}: a boat trip in ${countryInSentence(country)} was shared with you`,
    heading: TITLES.tripShared,
    text: (sender: string, country: string) =>
      `${sender} has planned a private boat charter in ${countryInSentence(country)} and wants to share it with you.`,
  },
  tripLink: 'Open this trip in the trip builder',
  inquiryCopy: {
    subject: (ref: string) => `We received your booking inquiry ${ref}`,
    heading: 'Thank you for your inquiry',
    text: 'We have your booking inquiry and will be in touch shortly. Here is what you sent us.',
    section: 'Inquiry',
  },
  tripRequestCopy: {
    subject: (ref: string) => `We received your trip request ${ref}`,
    heading: 'Thank you for your message',
    text: 'We have your request and will be in touch shortly to personalize your adventure. Here is what you sent us.',
    section: 'Request',
    link: 'Open the trip builder for these dates',
  },
  /** An agent's reservation: the payment link and the cancellation, to the guest. */
  reservation: {
    subject: (payBy: string) => `Your boat charter is reserved: pay by ${payBy} to confirm it`,
    heading: 'YOUR CHARTER IS RESERVED',
    heldFor: (byAgent: string, until: string) =>
      `${byAgent} has reserved this boat charter for you. It is held until ${until}: pay through the secure link below to confirm it, and you will receive your booking confirmation at once.`,
    pay: (amount: string) => `Pay ${amount} securely`,
  },
  reservationCancelled: {
    subject: (ref: string | null) =>
      ref ? `Your boat charter ${ref} is cancelled` : 'Your boat charter reservation is cancelled',
    heading: 'YOUR CHARTER IS CANCELLED',
    cancelledBy: (byAgent: string, refund: string) => `${byAgent} has cancelled this charter. ${refund}`,
    refunded: (amount: string) =>
      `We have refunded ${amount} to your card; depending on your bank it shows within 5 to 10 days.`,
    noPayment: 'No payment was taken for it.',
    section: 'The trip',
  },
  /**
   * The operator closed the time of a booked trip (weather, maintenance, a private event): each reason its own words.
   */
  closure: {
    subject: {
      weather: (ref: string) => `Your boat charter ${ref}: the weather will not let it sail`,
      maintenance: (ref: string) => `Your boat charter ${ref}: your boat needs maintenance`,
      private: (ref: string) => `Your boat charter ${ref}: your boat is needed for a private event`,
    },
    heading: 'WE HAVE TO CHANGE YOUR CHARTER',
    text: (why: string, cancelling: string) =>
      `We are sorry: ${why}, so your charter cannot sail at the time you booked. Choose another date or time for free, or ${cancelling}, from your booking page.`,
    reasons: {
      weather: 'the weather forecast will not let us sail safely',
      maintenance: 'your boat needs maintenance that cannot wait',
      private: 'your boat is needed for a private event',
    },
    link: 'Change the date or cancel',
  },
  /** The guest (or the office) cancelled a booking. */
  bookingCancelled: {
    subject: (ref: string) => `Your boat charter ${ref} is cancelled`,
    heading: 'YOUR CHARTER IS CANCELLED',
    text: 'Your booking is cancelled, as you asked.',
    byOffice: (reason: string) => `We are sorry: we have had to cancel your booking (${reason}).`,
    section: 'The trip',
  },
  /** The guest moved a booking to another start. */
  bookingChanged: {
    subject: (ref: string) => `Your boat charter ${ref} has a new time`,
    heading: 'YOUR CHARTER HAS A NEW TIME',
    text: (from: string) => `Your booking has moved from ${from} to the time below. Everything else stays the same.`,
    paid: (amount: string) => `We have charged ${amount} to your card for the difference in price.`,
    link: 'View your booking',
  },
  /** The operator reopened a closed time: the trip sails as booked. */
  reopened: {
    subject: (ref: string) => `Your boat charter ${ref} can go ahead`,
    heading: 'YOUR CHARTER CAN GO AHEAD',
    text: 'Good news: the time of your charter is open again, so your trip goes ahead as booked. You need to do nothing.',
    policy:
      'The free change or cancellation we offered when we closed it ends now: our usual cancellation policy applies again. If you have already made other plans, please call us and we will help.',
    link: 'View your booking',
  },
  /** The office gave money back. */
  refundGiven: {
    subject: (ref: string) => `A refund for your boat charter ${ref}`,
    heading: 'YOUR REFUND IS ON ITS WAY',
    text: (amount: string) =>
      `We have refunded ${amount} to your card; depending on your bank it shows within 5 to 10 days.`,
    section: 'The trip',
  },
} as const;

/**
 * How a booking was settled, and what of it is left to give back (card payments: what was paid less what was refunded).
 */
export interface MoneyBack {
  settledBy: 'paid' | 'on account' | 'reseller';
  /** What a card refund could still give back. */
  leftCents: number;
  /** What was refunded before. */
  refundedCents: number;
}

/**
 * What cancelling gives back, in the words every e-mail uses: never 'a full refund' to a guest who paid nothing (on an
 * agency's account) or was refunded already. `money` writes an amount.
 */
export const REFUND_WORDS = {
  /** Completes 'Choose another date or time for free, or …'. */
  ifCancelled: (m: MoneyBack, money: (cents: number) => string): string => {
    if (m.settledBy === 'on account')
      return 'cancel at no cost to you (nothing was charged to your card, and the agency that booked it is not invoiced for it)';
    if (m.settledBy === 'reseller') return 'cancel, and the company you booked through refunds what you paid them';
    if (m.leftCents > 0) return `cancel and get back the ${money(m.leftCents)} you paid`;
    if (m.refundedCents > 0)
      return `cancel at no cost (the ${money(m.refundedCents)} you paid has already been refunded)`;
    return 'cancel at no cost';
  },
  /** After a cancel: what was given back now. */
  cancelled: (m: MoneyBack, nowCents: number, money: (cents: number) => string): string => {
    if (m.settledBy === 'on account')
      return 'Nothing was charged to your card, and the agency that booked it is not invoiced for it.';
    if (m.settledBy === 'reseller') return 'The company you booked through refunds what you paid them.';
    if (nowCents > 0)
      return `We have refunded ${money(nowCents)} to your card; depending on your bank it shows within 5 to 10 days.`;
    if (m.refundedCents > 0)
      return `The ${money(m.refundedCents)} you paid was refunded earlier, so nothing more is due.`;
    if (m.leftCents > 0) return 'Under our cancellation policy no refund is due this close to the start.';
    return 'No payment was taken for it.';
  },
} as const;
