// 'Send Booking Inquiry': trip questions, then contact details, then the e-mail payload.
import { boolean, nullable, object, optional, type Infer } from 'superstruct';
import { NAME_MAX_LENGTH, string } from '../schema/boundedString';
import { isoDate } from '../schema/validation';
import { acceptedTerms, longText } from '../booking/contactForm';
import { personName, requiredDate, requiredEmail, requiredEnum, phoneNumber } from '../schema/fields';
import { mailedTrip } from './itineraryEmails';
import { VISITOR_TYPES } from '../trip/tripOptions';

export const PREFERRED_TIMES = ['AM', 'PM'] as const;

export const inquiryQuestions = object({
  preferredDateStart: requiredDate(),
  preferredDateEnd: optional(nullable(isoDate)),
  preferredTime: requiredEnum(PREFERRED_TIMES),
  howArrive: requiredEnum(VISITOR_TYPES),
  whereStay: optional(string(NAME_MAX_LENGTH)),
  message: optional(longText()),
});
export type InquiryQuestions = Infer<typeof inquiryQuestions>;

/** The inquiry's contact step; `news` is absent in contact-us mode, where the marketing box is hidden. */
export const inquiryContact = object({
  firstName: personName(),
  lastName: personName(),
  email: requiredEmail(),
  phone: phoneNumber(),
  message: optional(longText()),
  policy: acceptedTerms(),
  news: optional(boolean()),
});
export type InquiryContact = Infer<typeof inquiryContact>;

export const bookingInquiryEmail = object({
  firstName: personName(),
  lastName: personName(),
  email: requiredEmail(),
  phone: phoneNumber(),
  guestComments: optional(longText()),
  isNewsSubscribe: boolean(),
  preferredDatesStart: requiredDate(),
  preferredDatesEnd: nullable(isoDate),
  preferredTime: requiredEnum(PREFERRED_TIMES),
  visitorType: requiredEnum(VISITOR_TYPES),
  whereStay: optional(string(NAME_MAX_LENGTH)),
  startDate: nullable(isoDate),
  endDate: nullable(isoDate),
  ...mailedTrip,
});
export type BookingInquiryEmail = Infer<typeof bookingInquiryEmail>;
