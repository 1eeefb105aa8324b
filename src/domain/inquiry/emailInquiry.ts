// 'Send Us an Email': step 1 (dates, trip length, message), step 2 (party and stay), then the
// booking-inquiry-trip e-mail body `emailData`.
import { boolean, nullable, object, optional, type Infer } from 'superstruct';
import { ID_MAX_LENGTH, NAME_MAX_LENGTH, string } from '../schema/boundedString';
import { REQUIRED, isoDate, maxLengthString, requiredString } from '../schema/validation';
import { longText } from '../booking/contactForm';
import {
  adultsCount,
  kidsCount,
  personName,
  requiredDate,
  requiredEmail,
  requiredEnum,
  phoneNumber,
} from '../schema/fields';
import { HOTEL_NAME_TOO_LONG, INVALID_OPTION } from '../texts/messages';

export const ARRIVAL_OPTIONS = ['Flight', 'Cruise', 'Resident'] as const;
export const HOTEL_NAME_MAX_LENGTH = 30;

export const emailInquiryTrip = object({
  startDate: requiredDate(),
  endDate: optional(nullable(isoDate)),
  timeTrip: requiredString(REQUIRED, NAME_MAX_LENGTH), // 'AM', 'PM' or an ideal trip length
  message: optional(longText()),
});
export type EmailInquiryTrip = Infer<typeof emailInquiryTrip>;

const party = {
  adults: adultsCount(),
  kids: optional(kidsCount()),
  howArrive: requiredEnum(ARRIVAL_OPTIONS, INVALID_OPTION),
  whereStay: optional(maxLengthString(HOTEL_NAME_MAX_LENGTH, HOTEL_NAME_TOO_LONG)), // hotel or cruise ship
};

export const emailInquiryParty = object(party);
export type EmailInquiryParty = Infer<typeof emailInquiryParty>;

export const emailInquiryEmail = object({
  emailData: object({
    ...emailInquiryTrip.schema,
    ...party,
    firstName: personName(),
    lastName: personName(),
    email: requiredEmail(),
    phone: phoneNumber(),
    isNewsSubscribe: boolean(),
    countryUrl: string(ID_MAX_LENGTH),
  }),
});
export type EmailInquiryEmail = Infer<typeof emailInquiryEmail>;
