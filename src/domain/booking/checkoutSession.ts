// Starting payment: the create-checkout-session request and answer (docs/payment-api.md).
import { array, enums, integer, min, nullable, object, type Infer } from 'superstruct';
import { ID_MAX_LENGTH, URL_MAX_LENGTH, string } from '../schema/boundedString';
import { isoDate } from '../schema/validation';
import { calculatedTrip } from '../pricing/calculatedTrip';
import { contactForm } from './contactForm';
import { cents, localDateTime, minutes, zoneName } from '../schema/fields';
import { REQUEST_STATUSES, VISITOR_TYPES, fishingHours, guestCount, pace } from '../trip/tripOptions';

export const checkoutSessionRequest = object({
  timeZone: zoneName,
  startDate: nullable(isoDate),
  endDate: nullable(isoDate),
  totalPerson: min(integer(), 1),
  adult: guestCount,
  children: guestCount,
  countryId: string(ID_MAX_LENGTH),
  regionId: string(ID_MAX_LENGTH),
  pulId: string(ID_MAX_LENGTH),
  boatId: string(ID_MAX_LENGTH),
  dolId: nullable(string(ID_MAX_LENGTH)),
  estTimePace: pace,
  activities: array(string(ID_MAX_LENGTH)),
  fishingHours,
  visitorType: nullable(enums(VISITOR_TYPES)),
  apiStatus: enums(REQUEST_STATUSES),
  calculateTrip: calculatedTrip,
  bookingDate: localDateTime, // the held slot's start
  bookingId: string(ID_MAX_LENGTH), // the hold
  bookingContactData: contactForm,
  countryCode: string(ID_MAX_LENGTH),
  countryUrlTitle: string(ID_MAX_LENGTH),
  cruiseAdditionalTime: minutes,
  feeLateMorning: cents,
  boatPriceForExtraGuests: cents,
  extraGuestsForBoat: min(integer(), 0),
});
export type CheckoutSessionRequest = Infer<typeof checkoutSessionRequest>;

/**
 * `url` is the hosted checkout page to send the guest to (the provider's, or the local test page);
 * `paymentStorageId` names the stored payment (backFromStripe, status polling); `amountCents` is what the server
 * charges.
 */
export const checkoutSessionResponse = object({
  sessionId: string(),
  url: string(URL_MAX_LENGTH),
  paymentStorageId: string(ID_MAX_LENGTH),
  amountCents: cents,
});
export type CheckoutSessionResponse = Infer<typeof checkoutSessionResponse>;
