// Headings, button texts and labels of fixed product wording, word for word (guest messages are in messages.ts).
import type { PolicySlug } from '../catalogue/catalogue';

/** Modal and panel headings. */
export const TITLES = {
  holdOn: 'Hold on...',
  nicelyDone: 'Nicely Done!',
  callUsNow: 'Call Us Now',
  beforeYouCall: 'Before You Call...',
  confirmBeforeProceeding: 'Confirm Before Proceeding',
  leave: 'Are You Sure You Want to Leave?',
  timeRanOut: 'Uh, oh!',
  holdFailed: 'Opps! Something went wrong', // 'Opps' on purpose: the fixed wording spells it so
  somethingWentWrong: 'Oops! Something went wrong',
  tooManyDays: 'Oops! Too Many Days',
  saveItinerary: 'Save Trip Itinerary',
  tripSaved: 'Your Trip is Saved!',
  sendItinerary: 'Send Itinerary by Email',
  shareItinerary: 'Share My Trip Itinerary',
  bookingInquiry: 'Send Booking Inquiry',
  sendUsAnEmail: 'Send Us an Email',
  finalTouches: 'A few final touches to help us personalize your adventure',
  feedback: 'Send Us Feedback',
  feedbackContact: 'Provide Contact Details (Optional)',
  welcomeBack: 'Welcome Back!',
  tripShared: 'Boat Trip Shared with You!',
  summerPromotion: 'Summer Promotion!',
  meetingPoints: 'Boat Meeting Points',
  howArriving: 'How are you arriving?',
  cruiseNotice: 'Cruise Guest Notice',
  applyDiscount: 'Apply Discount',
  applyCustomTime: 'Apply Custom Time',
  customTimeHint: 'Set a custom charter start time',
  bookingExperience: 'Tell us about your booking experience',
} as const;

/** Button texts. */
export const BUTTONS = {
  checkAvailability: 'CHECK AVAILABILITY',
  back: 'BACK',
  goToFaq: 'GO TO FAQ',
  continueToCall: 'CONTINUE TO CALL',
  callUs: 'CALL US',
  continue: 'CONTINUE',
  cancelBooking: 'Yes, cancel this booking',
  stay: 'No, I want to stay',
  startOver: 'START OVER',
  contact: 'CONTACT',
  reloadPage: 'RELOAD PAGE',
  pickNewDates: 'PICK NEW DATES',
  copyLink: 'COPY LINK',
  viewItinerary: 'VIEW ITINERARY',
  startNew: 'START NEW',
  iUnderstand: 'I UNDERSTAND',
  secureBooking: 'SECURE BOOKING',
  viewBoat: 'View Boat',
  learnMore: 'Learn More',
  viewAdventure: 'View Adventure',
  getStarted: 'Get Started',
  bookingInquiry: 'Booking Inquiry',
  savePdf: 'Save page as PDF',
  flight: 'Flight',
  cruise: 'Cruise',
  map: 'Map',
} as const;

/** The booking flow's three steps, in order. */
export const BOOKING_STEPS = ['Select Date & Time', 'Confirm Itinerary', 'Contact Information'] as const;
export const TRIP_SUMMARY_STEP = 'Trip Summary';

export const TABS = {
  confirmItinerary: ['Summary', 'View Map'],
  tripSummary: ['Schedule', 'Itinerary', 'Details'],
  boatInfo: ['Details', 'Activities', 'Images'],
  boatDetails: ['Rates', 'Amenities', 'Included'],
  itinerary: ['Activities', 'View Map'],
} as const;

/** The policies' names, as every link to them and the footer say them (their pages: /{country}/policies/{slug}). */
export const POLICY_TITLES: Readonly<Record<PolicySlug, string>> = {
  'term-of-service': 'Terms of Service',
  'privacy-policy': 'Privacy Policy',
  'cancellation-policy': 'Cancellation Policy',
  'return-policy': 'Return Policy',
  'charter-secure': 'Charter Secure',
};

/** Confirmation page section headings and payment-summary labels. */
export const CONFIRMATION = {
  tripDetails: 'Trip Details',
  pickUpLocation: 'Pick up Location',
  meetAt: 'Meet at',
  meetingInstructions: 'Meeting Instructions',
  included: "What's Included",
  whatToBring: 'What to Bring',
  paymentSummary: 'Payment Summary',
  guestDetails: 'Guest Details',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  thingsToKnow: 'Things to Know',
  whatsNext: "What's Next",
  seeAlso: 'See also',
  cancellationPolicy: POLICY_TITLES['cancellation-policy'],
  cruiseGuide: 'Cruise Guide',
  safetyGuide: 'Safety Guide',
  faq: 'FAQ',
} as const;

export const SUMMARY_LINES = {
  lateMorningStart: 'Late Morning Start',
  meetingPoint: 'Meeting point',
  dropOff: 'Drop-off',
  promotion: 'Summer Promotion',
  discount: 'Discount',
  taxesAndFees: 'Taxes & Fees',
  total: 'Total',
  startingFrom: 'Starting From',
} as const;

/** The seven feedback kinds, in the order the form lists them. */
export const FEEDBACK_KINDS = [
  'Incorrect Information',
  'Spelling / Grammar',
  'Broken Link - Not Working',
  'Layout or Alignment Issues',
  'Missing Relevant Information',
  'Image or Media Problem',
  'Other – None of the Above',
] as const;
