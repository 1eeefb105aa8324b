// The call-request steps: send-time (when to call), send-who-in (the party), send-phone (spec 01 §2).
import { object, optional, type Infer } from 'superstruct';
import { ID_MAX_LENGTH, NAME_MAX_LENGTH, string } from './boundedString';
import { REQUIRED, requiredString } from './validation';
import { phoneNumber, webLink, wholeNumber } from './fields';
import { ADULTS_AT_LEAST_ONE, KIDS_NOT_NEGATIVE } from './messages';

export const callRequestTime = object({ preferredTime: requiredString(REQUIRED, NAME_MAX_LENGTH) });
export const callRequestParty = object({
  adults: wholeNumber({ min: 1, lowMessage: ADULTS_AT_LEAST_ONE }),
  children: optional(wholeNumber({ min: 0, lowMessage: KIDS_NOT_NEGATIVE })),
});
export const callRequestPhone = object({ phone: phoneNumber() });
export type CallRequestTime = Infer<typeof callRequestTime>;
export type CallRequestParty = Infer<typeof callRequestParty>;
export type CallRequestPhone = Infer<typeof callRequestPhone>;

export const callRequest = object({
  ...callRequestTime.schema,
  ...callRequestParty.schema,
  ...callRequestPhone.schema,
  countryUrl: string(ID_MAX_LENGTH),
  linkToBT: optional(webLink), // the trip being built, if any
});
export type CallRequest = Infer<typeof callRequest>;
