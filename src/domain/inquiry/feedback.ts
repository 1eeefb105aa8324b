// Feedback about page content ('Send Us Feedback') and about a booking (the confirmation page's form).
import { define, object, optional, type Infer } from 'superstruct';
import { NAME_MAX_LENGTH, URL_MAX_LENGTH } from '../schema/boundedString';
import { REQUIRED, requiredString } from '../schema/validation';
import { MESSAGE_MAX_LENGTH } from '../booking/contactForm';
import { optionalEmail, optionalName, requiredEnum, requiredText, phoneNumberOrEmpty } from '../schema/fields';
import { bookingRef } from '../booking/bookingRef';
import { FEEDBACK_KINDS } from '../texts/labels';
import {
  CAPTCHA_REQUIRED,
  DESCRIPTION_TOO_LONG,
  FEEDBACK_REQUIRED,
  FEEDBACK_TOO_LONG,
  FEEDBACK_TOO_SHORT,
} from '../texts/messages';

/** Step 1 (feedback_send): which page, which part of it, what kind of problem, what. */
export const pageFeedbackQuestions = object({
  webPageDomain: requiredString(REQUIRED, URL_MAX_LENGTH),
  updatingSection: requiredString(REQUIRED, NAME_MAX_LENGTH),
  kindOfFeedback: requiredEnum(FEEDBACK_KINDS),
  description: requiredText(MESSAGE_MAX_LENGTH, DESCRIPTION_TOO_LONG),
});

/** A solved ALTCHA challenge, base64 of its JSON: about 700 characters. */
const CAPTCHA_TOKEN_MAX_LENGTH = 4000;

/** Step 2 (feedback_details): contact details are optional; the captcha is not. */
export const pageFeedbackContact = object({
  firstName: optional(optionalName()),
  lastName: optional(optionalName()),
  email: optional(optionalEmail()),
  phone: optional(phoneNumberOrEmpty()),
  captchaToken: requiredString(CAPTCHA_REQUIRED, CAPTCHA_TOKEN_MAX_LENGTH),
});

/** The post-feedback e-mail call. */
export const pageFeedback = object({ ...pageFeedbackQuestions.schema, ...pageFeedbackContact.schema });
export type PageFeedback = Infer<typeof pageFeedback>;

const FEEDBACK_MIN_LENGTH = 10;
export const FEEDBACK_MAX_LENGTH = 400;

const feedbackMessage = define<string>('bookingFeedback', (v) => {
  if (typeof v !== 'string' || v.trim() === '') return FEEDBACK_REQUIRED;
  if (v.trim().length < FEEDBACK_MIN_LENGTH) return FEEDBACK_TOO_SHORT;
  return v.length <= FEEDBACK_MAX_LENGTH || FEEDBACK_TOO_LONG;
});

/** 'Tell us about your booking experience': one field on the page; the call also carries the reference. */
export const bookingFeedbackForm = object({ message: feedbackMessage });
export const bookingFeedback = object({ bookingRef, message: feedbackMessage });
export type BookingFeedback = Infer<typeof bookingFeedback>;
