// Texts of the trip actions written for this app; the fixed wording comes from src/domain/texts/messages.ts and
// labels.ts.
import { ITINERARY_LENGTHS, itineraryLengthLabel } from '../../domain/catalogue';
import { TRIP_ACTION_BUTTONS } from './tripActionButtons';

export const TRIP_ACTIONS_TEXT = {
  ...TRIP_ACTION_BUTTONS,
  customTripHint: 'Something the builder cannot plan? Tell us about it.',
  saveIntro: "We'll email you this itinerary with a link that brings the whole trip back.",
  savedText: (email: string) => `We've emailed your itinerary to ${email}. Its link opens this trip again.`,
  shareIntro: 'Send this trip to a friend, or share its link.',
  shareByEmail: 'Email it to a friend',
  shareWith: (channel: string) => `Share on ${channel}`,
  shareMore: 'More ways to share…',
  shareSubject: 'A boat trip in the Cayman Islands',
  shareText: 'Have a look at this boat trip:',
  sentToFriend: (friend: string) => `${friend} will receive an email with your trip shortly.`,
  inquiryIntro: 'Tell us when you would like to go. We reply within one business day.',
  contactIntro: 'How can we reach you?',
  inquiryThanks: (email: string) =>
    `Thank you! We have your inquiry and will reply to ${email} within one business day.`,
  inquiryRef: 'Your reference',
  reopenTrip: 'Open this trip',
  done: 'Close',
  send: 'SEND',
  sending: 'Sending…',
  checkingPrice: 'Checking the price of your trip…',
  needsPrice: 'Your trip needs a price before it can be sent.',
  // Field labels
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  yourName: 'Your name',
  friendName: "Friend's name",
  friendEmail: "Friend's email",
  message: 'Message',
  /** Under a refused step, every answer still to give, so none is missed further down a phone's screen. */
  stillToAnswer: (fields: string[]) => `Still to answer: ${fields.join(', ')}.`,
  preferredDateStart: 'Preferred date',
  preferredDateEnd: 'Latest date (optional)',
  preferredTime: 'Preferred time',
  howArrive: 'How are you arriving?',
  whereStay: 'Where are you staying? (optional)',
  hotelOrCruise: 'Hotel or cruise ship name (optional)',
  startDate: 'From',
  endDate: 'To (optional)',
  tripLength: 'Ideal trip length',
  adults: 'Adults',
  kids: 'Kids',
  /** 'I accept the terms and conditions and the privacy policy', the two names being links. */
  policyStart: 'I accept the ',
  policyAnd: ' and the ',
  termsLink: 'terms and conditions',
  privacyLink: 'privacy policy',
  newsLabel: 'Send me news and offers',
  // Call request
  beforeYouCallText: 'Most questions about meeting points, cruise timing and what to bring are answered in our FAQ.',
  callNowText: 'Our team answers every day, 7:00 AM – 6:00 PM island time.',
  callBack: 'Rather we call you?',
  callTimeTitle: 'When should we call?',
  callWhoTitle: "Who's coming?",
  callPhoneTitle: 'Your phone number',
  callThanksTitle: "We'll call you",
  callThanks: (phone: string) => `Thank you! We'll call you on ${phone} at the time you picked.`,
  next: 'NEXT',
  // Custom trip and contact pages
  customTripTitle: 'Plan a Custom Trip',
  customTripLead:
    'A celebration, a long day out, a group on several boats? Tell us what you have in mind and we will plan it with you.',
  contactFormTitle: 'Send Us an Email',
  emailSent: 'Thank you! We have your message and will reply within one business day.',
  sendAnother: 'Send another message',
} as const;

/** The ideal trip lengths of 'Send Us an Email': a morning or an afternoon, or an itinerary length (Short, …). */
export const TRIP_LENGTH_OPTIONS = [
  { value: 'AM', label: 'Morning (AM)' },
  { value: 'PM', label: 'Afternoon (PM)' },
  ...ITINERARY_LENGTHS.map((length) => ({ value: itineraryLengthLabel(length), label: itineraryLengthLabel(length) })),
];

/** When a guest wants the call back, in island time. */
export const CALL_TIME_OPTIONS = [
  'As soon as possible',
  'Morning (7 AM – 12 PM)',
  'Afternoon (12 PM – 3 PM)',
  'Late afternoon (3 PM – 6 PM)',
] as const;
