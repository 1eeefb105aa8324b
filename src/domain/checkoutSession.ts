// Starting payment: the create-checkout-session request and answer (spec 01 §7).
import { array, enums, integer, min, nullable, object, string, type Infer } from 'superstruct';
import { isoDate } from './validation';
import { calculatedTrip } from './calculatedTrip';
import { contactForm } from './contactForm';
import { cents, localDateTime, minutes, zoneName } from './fields';
import { REQUEST_STATUSES, VISITOR_TYPES, fishingHours, guestCount, pace } from './tripOptions';

export const checkoutSessionRequest = object({
  timeZone: zoneName,
  startDate: nullable(isoDate),
  endDate: nullable(isoDate),
  totalPerson: min(integer(), 1),
  adult: guestCount,
  children: guestCount,
  countryId: string(),
  regionId: string(),
  pulId: string(),
  boatId: string(),
  dolId: nullable(string()),
  estTimePace: pace,
  activities: array(string()),
  fishingHours,
  visitorType: nullable(enums(VISITOR_TYPES)),
  apiStatus: enums(REQUEST_STATUSES),
  calculateTrip: calculatedTrip,
  bookingDate: localDateTime, // the held slot's start
  bookingId: string(), // the hold
  bookingContactData: contactForm,
  countryCode: string(),
  countryUrlTitle: string(),
  cruiseAdditionalTime: minutes,
  feeLateMorning: cents,
  boatPriceForExtraGuests: cents,
  extraGuestsForBoat: min(integer(), 0),
});
export type CheckoutSessionRequest = Infer<typeof checkoutSessionRequest>;

/**
 * `url` is the hosted checkout page to send the guest to (the provider's, or the local test page);
 * `paymentStorageId` names the stored payment (backFromStripe, status polling); `amountCents` is what the server charges.
 */
export const checkoutSessionResponse = object({ sessionId: string(), url: string(), paymentStorageId: string(), amountCents: cents });
export type CheckoutSessionResponse = Infer<typeof checkoutSessionResponse>;
