// The call-request steps: send-time (when to call), send-who-in (the party), send-phone (spec 01 §2).
import { object, optional, string, type Infer } from 'superstruct';
import { requiredString } from './validation';
import { webLink, wholeNumber } from './fields';
import { ADULTS_AT_LEAST_ONE, KIDS_NOT_NEGATIVE } from './messages';

export const callRequestTime = object({ preferredTime: requiredString() });
export const callRequestParty = object({
  adults: wholeNumber({ min: 1, lowMessage: ADULTS_AT_LEAST_ONE }),
  children: optional(wholeNumber({ min: 0, lowMessage: KIDS_NOT_NEGATIVE })),
});
export const callRequestPhone = object({ phone: requiredString() });
export type CallRequestTime = Infer<typeof callRequestTime>;
export type CallRequestParty = Infer<typeof callRequestParty>;
export type CallRequestPhone = Infer<typeof callRequestPhone>;

export const callRequest = object({
  ...callRequestTime.schema,
  ...callRequestParty.schema,
  ...callRequestPhone.schema,
  countryUrl: string(),
  linkToBT: optional(webLink), // the trip being built, if any
});
export type CallRequest = Infer<typeof callRequest>;
