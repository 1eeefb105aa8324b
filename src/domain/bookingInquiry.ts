// 'Send Booking Inquiry': trip questions, then contact details, then the e-mail payload (spec 01 §3, §5).
import { boolean, nullable, object, optional, string, type Infer } from 'superstruct';
import { isoDate, requiredString } from './validation';
import { acceptedTerms, longText } from './contactForm';
import { requiredDate, requiredEmail, requiredEnum } from './fields';
import { mailedTrip } from './itineraryEmails';
import { VISITOR_TYPES } from './tripOptions';

export const PREFERRED_TIMES = ['AM', 'PM'] as const;
export type PreferredTime = (typeof PREFERRED_TIMES)[number];

export const inquiryQuestions = object({
  preferredDateStart: requiredDate(),
  preferredDateEnd: optional(nullable(isoDate)),
  preferredTime: requiredEnum(PREFERRED_TIMES),
  howArrive: requiredEnum(VISITOR_TYPES),
  whereStay: optional(string()),
  message: optional(longText()),
});
export type InquiryQuestions = Infer<typeof inquiryQuestions>;

/** The inquiry's contact step; `news` is absent in contact-us mode, where the marketing box is hidden. */
export const inquiryContact = object({
  firstName: requiredString(),
  lastName: requiredString(),
  email: requiredEmail(),
  phone: requiredString(),
  message: optional(longText()),
  policy: acceptedTerms(),
  news: optional(boolean()),
});
export type InquiryContact = Infer<typeof inquiryContact>;

export const bookingInquiryEmail = object({
  firstName: requiredString(),
  lastName: requiredString(),
  email: requiredEmail(),
  phone: requiredString(),
  guestComments: optional(longText()),
  isNewsSubscribe: boolean(),
  preferredDatesStart: requiredDate(),
  preferredDatesEnd: nullable(isoDate),
  preferredTime: requiredEnum(PREFERRED_TIMES),
  visitorType: requiredEnum(VISITOR_TYPES),
  whereStay: optional(string()),
  startDate: nullable(isoDate),
  endDate: nullable(isoDate),
  ...mailedTrip,
});
export type BookingInquiryEmail = Infer<typeof bookingInquiryEmail>;
