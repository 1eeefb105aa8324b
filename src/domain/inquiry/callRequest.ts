// The call-request steps: send-time (when to call), send-who-in (the party), send-phone.
import { object, optional, type Infer } from 'superstruct';
import { ID_MAX_LENGTH, NAME_MAX_LENGTH, string } from '../schema/boundedString';
import { REQUIRED, requiredString } from '../schema/validation';
import { adultsCount, kidsCount, webLink, phoneNumber } from '../schema/fields';

export const callRequestTime = object({ preferredTime: requiredString(REQUIRED, NAME_MAX_LENGTH) });
export const callRequestParty = object({
  adults: adultsCount(),
  children: optional(kidsCount()),
});
export const callRequestPhone = object({ phone: phoneNumber() });

export const callRequest = object({
  ...callRequestTime.schema,
  ...callRequestParty.schema,
  ...callRequestPhone.schema,
  countryUrl: string(ID_MAX_LENGTH),
  linkToBT: optional(webLink), // the trip being built, if any
});
export type CallRequest = Infer<typeof callRequest>;
