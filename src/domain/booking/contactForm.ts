// The booking flow's contact step; bookingContactData holds these values.
import { boolean, literal, object, optional, type Infer } from 'superstruct';
import { maxLengthString, withMessage } from '../schema/validation';
import { matchesField, personName, requiredEmail, phoneNumber } from '../schema/fields';
import { ACCEPT_TERMS, DESCRIPTION_TOO_LONG, EMAILS_MUST_MATCH } from '../texts/messages';

/** The text-area limit of every free-text field. */
export const MESSAGE_MAX_LENGTH = 1000;

export const acceptedTerms = () => withMessage(literal(true), ACCEPT_TERMS);
export const longText = () => maxLengthString(MESSAGE_MAX_LENGTH, DESCRIPTION_TOO_LONG);

export const contactForm = object({
  firstName: personName(),
  lastName: personName(),
  phone: phoneNumber(), // '+' and digits, as the phone input stores it
  email: requiredEmail(),
  confirmEmail: matchesField('email', EMAILS_MUST_MATCH),
  notes: optional(longText()),
  policy: acceptedTerms(),
  news: optional(boolean()),
});
export type ContactForm = Infer<typeof contactForm>;
