// 'Send Us an Email': step 1 (dates, trip length, message), step 2 (party and stay), then the
// booking-inquiry-trip e-mail body `emailData` (spec 01 §2, §3, §5; spec 02 §5).
import { boolean, nullable, object, optional, string, type Infer } from 'superstruct';
import { isoDate, maxLengthString, requiredString } from './validation';
import { longText } from './contactForm';
import { requiredDate, requiredEmail, requiredEnum, wholeNumber } from './fields';
import { ADULTS_AT_LEAST_ONE, HOTEL_NAME_TOO_LONG, INVALID_OPTION, KIDS_NOT_NEGATIVE } from './messages';

export const ARRIVAL_OPTIONS = ['Flight', 'Cruise', 'Resident'] as const;
export type ArrivalOption = (typeof ARRIVAL_OPTIONS)[number];
export const HOTEL_NAME_MAX_LENGTH = 30;

export const emailInquiryTrip = object({
  startDate: requiredDate(),
  endDate: optional(nullable(isoDate)),
  timeTrip: requiredString(), // 'AM', 'PM' or an ideal trip length
  message: optional(longText()),
});
export type EmailInquiryTrip = Infer<typeof emailInquiryTrip>;

const party = {
  adults: wholeNumber({ min: 1, lowMessage: ADULTS_AT_LEAST_ONE }),
  kids: optional(wholeNumber({ min: 0, lowMessage: KIDS_NOT_NEGATIVE })),
  howArrive: requiredEnum(ARRIVAL_OPTIONS, INVALID_OPTION),
  whereStay: optional(maxLengthString(HOTEL_NAME_MAX_LENGTH, HOTEL_NAME_TOO_LONG)), // hotel or cruise ship
};

export const emailInquiryParty = object(party);
export type EmailInquiryParty = Infer<typeof emailInquiryParty>;

export const emailInquiryEmail = object({
  emailData: object({
    ...emailInquiryTrip.schema,
    ...party,
    firstName: requiredString(),
    lastName: requiredString(),
    email: requiredEmail(),
    phone: requiredString(),
    isNewsSubscribe: boolean(),
    countryUrl: string(),
  }),
});
export type EmailInquiryEmail = Infer<typeof emailInquiryEmail>;
