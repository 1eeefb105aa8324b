// The messages guests see. Most are fixed product wording, kept word for word; those written here where no fixed text
// exists say so. Headings and button texts are in labels.ts.
import { REQUIRED as REQUIRED_TEXT } from '../schema/validation';
import { GUEST_COUNTER } from '../trip/tripOptions';

// ---- Form validation
export const REQUIRED = REQUIRED_TEXT; // 'This field is required'
export const INVALID_EMAIL = 'Invalid email';
/** A name with a line break or another control character (it would end up on a line of its own in an email). */
export const NAME_NOT_ONE_LINE = 'Please write the name on one line';
export const EMAILS_MUST_MATCH = 'Emails must match';
export const ACCEPT_TERMS = 'You must accept the terms and conditions';
export const DESCRIPTION_TOO_LONG = 'Description cannot be more than 1000 characters';
export const ADULTS_AT_LEAST_ONE = 'Number of adults cannot be less than 1';
export const KIDS_NOT_NEGATIVE = 'Number of kids cannot be negative';
// The counters' upper end and whole numbers: the 0–50 clamp has no fixed text, so these are ours.
export const ADULTS_TOO_MANY = `Number of adults cannot be more than ${GUEST_COUNTER.max}`;
export const KIDS_TOO_MANY = `Number of kids cannot be more than ${GUEST_COUNTER.max}`;
export const ADULTS_NOT_WHOLE = 'Number of adults must be a whole number';
export const KIDS_NOT_WHOLE = 'Number of kids must be a whole number';
export const INVALID_PHONE = 'Invalid phone number';
/** A number written without its country code where no country is chosen (an API call). */
export const PHONE_NEEDS_COUNTRY = 'Write the phone number with its country code, e.g. +1 345 555 0100';
export const INVALID_OPTION = 'Invalid option selected';
export const HOTEL_NAME_TOO_LONG = 'Hotel name cannot exceed 30 characters';
export const FEEDBACK_REQUIRED = 'Please provide your feedback';
export const FEEDBACK_TOO_SHORT = 'Feedback should be at least 10 characters long';
export const FEEDBACK_TOO_LONG = 'Feedback cannot be more than 400 characters';
export const INVALID_DISCOUNT_TYPE = 'Invalid discount type';
export const DISCOUNT_VALUE_REQUIRED = 'Discount value is required';
export const START_DATE_REQUIRED = 'Start date is required';
export const TIME_REQUIRED = 'Time is required';
export const CAPTCHA_REQUIRED = 'Please complete the captcha.';

// Agent-panel range messages (percent 0–100, amounts at least 0): the rules have no fixed text, so these are ours.
export const DISCOUNT_PERCENT_RANGE = 'A percent discount must be a number from 0 to 100';
export const DISCOUNT_AMOUNT_NOT_NEGATIVE = 'Amount must be a number and at least 0';
export const DISCOUNT_AMOUNT_TOO_LARGE = 'Amount cannot be more than $100,000';
/** An agent's discount beyond the agency's maximum (the panel checks a percentage, the server every kind). */
export const discountOverLimit = (percent: number) => `Your agency allows discounts of up to ${percent}% of the trip.`;

// ---- Errors and toasts
export const FETCH_FAILED = 'Fetch failed!';
export const SOMETHING_WENT_WRONG = 'Something went wrong!';
export const TIME_SLOTS_FETCH_FAILED = 'Failed to fetch available time slots. Please try again later.';
export const NO_TIME_SLOTS = 'No time slots available for this boat';
export const TIME_RAN_OUT = 'Time ran out to secure your trip';
export const SELECT_BOAT_AND_ACTIVITIES = 'Please select a boat and activities before continuing';
export const SELECT_MEETING_POINT = 'Please select a meeting point before continuing';
export const PAGE_FEEDBACK_FAILED = 'Error while sending feedback. Please try again.';
export const BOOKING_FEEDBACK_FAILED = 'Failed to send feedback. Please try again.';
export const FEEDBACK_SENT = 'Feedback sent successfully!';
export const RESEND_EMAIL_FAILED = 'Failed to send email. Please try again.';
export const EMAIL_SENT = 'Email sent successfully!';
export const TOKEN_REFRESH_FAILED = 'Error refreshing token';
export const cancelBookingFailed = (reason: string) => `Error canceling booking: ${reason}`;
export const LINK_COPIED = 'Link copied to clipboard!';
export const LINK_COPIED_BUTTON = 'Link copied successfully!';
export const LINK_COPY_FAILED = 'Failed to copy the link.';

// ---- Notices
export const LEAVE_WONT_HOLD = "This charter time won't be held if you leave the booking process now.";
export const TOO_MANY_DAYS = "You can browse up to 14 days at a time, so we've trimmed your search to:";
export const CALL_FIRST_NOTICE =
  "If you're booking for today or tomorrow morning, please call us first to confirm availability.";
export const CALL_FIRST_ACKNOWLEDGEMENT =
  'I understand that booking without calling may lead to delays, rescheduling or cancellation.';
export const LATE_MORNING_FEE_NOTE =
  'This time slot includes an additional fee as it overlaps both our morning and afternoon sessions, limiting availability for the day.';
export const MEETING_POINTS_NOTE =
  'You’ll confirm your meeting point at the end. For now, this simply helps us show you the most relevant itineraries.';
export const SUMMER_PROMOTION_OFFER = 'Get 1 Hour FREE between Aug 10 - Nov 20';
export const HOLD_TIMER_CAPTION = 'Minutes to secure your booking';
export const CALL_TO_BOOK_SUFFIX = '- Call to book';
/** The '+ fee' on a late-morning slot's button, with the amount ('+ $100 fee'). */
export const lateMorningFeeBadge = (amount: string) => `+ ${amount} fee`;
export const TRAVEL_TIME_NOTE =
  "Travel times are approximate, based on the boat's average cruising speed; activities are ordered in the most efficient route and the captain settles the order on the day.";
export const BOOKING_COMPLETE = 'YOUR BOOKING IS COMPLETE';
export const BOOKING_THANKS = 'Thank you for booking with us!';
export const CONFIRMATION_EMAIL_SOON = 'You will receive a confirmation email shortly';
export const BACK_TO_YOUR_TRIP = 'Back to your trip';
export const ARRIVE_EARLY = 'Please arrive 10 minutes before your charter time.';
export const BOOKING_NOT_FOUND = 'We could not find a booking with this reference and email.';
export const INVALID_BOOKING_REF = 'Enter the reference as your confirmation shows it, e.g. KY-7K3M9QHT';

// ---- Tooltips and empty states
export const PICK_UP_NOT_FOR_VESSEL = 'This pick-up is not available for selected vessel';
export const ACTIVITY_NOT_FOR_PICK_UP = "This activity isn't suitable with your pick-up location";
export const PRICE_VARIES_BY_VESSEL = 'Price varies, depending on the vessel selected';
export const DINING_STOP_ONLY = 'Includes only the stop. Does not include food or drink ordered at the restaurant.';
export const NO_ADD_ONS = 'There are no add-ons with this vessel';
export const ACTIVITY_TBD = 'TBD';

/**
 * The cancellation policy in one line (its page: policies/cancellation-policy), shown before paying and on the
 * confirmation.
 */
export const CANCELLATION_SUMMARY = 'Full refund up to 72 hours before the start, 50% from 72 to 24 hours, none after.';
