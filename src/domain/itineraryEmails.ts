// 'Save Trip Itinerary' and 'Share My Trip Itinerary': the forms and the e-mail payloads (spec 01 §3, §5).
import { boolean, nullable, object, optional, string, type Infer } from 'superstruct';
import { isoDate, requiredString } from './validation';
import { calculatedTrip } from './calculatedTrip';
import { acceptedTerms } from './contactForm';
import { requiredEmail, webLink } from './fields';
import { guestCount } from './tripOptions';

export const saveItineraryForm = object({
  firstName: requiredString(),
  lastName: requiredString(),
  email: requiredEmail(),
  policy: acceptedTerms(),
  news: optional(boolean()),
});
export type SaveItineraryForm = Infer<typeof saveItineraryForm>;

/** The trip every itinerary e-mail describes. */
export const mailedTrip = {
  linkToBT: webLink, // the trip-builder link that reopens this trip
  adult: guestCount,
  children: guestCount,
  countryUrl: string(), // country url title
  calculateTrip: calculatedTrip,
};

export const saveItineraryEmail = object({
  firstName: requiredString(),
  lastName: requiredString(),
  email: requiredEmail(),
  isNewsSubscribe: boolean(),
  startDate: nullable(isoDate),
  endDate: nullable(isoDate),
  ...mailedTrip,
});
export type SaveItineraryEmail = Infer<typeof saveItineraryEmail>;

export const shareItineraryForm = object({
  friendName: requiredString(),
  name: requiredString(),
  friendEmail: requiredEmail(),
  policy: acceptedTerms(),
});
export type ShareItineraryForm = Infer<typeof shareItineraryForm>;

export const shareItineraryEmail = object({
  friendName: requiredString(),
  userName: requiredString(),
  friendEmail: requiredEmail(),
  ...mailedTrip,
});
export type ShareItineraryEmail = Infer<typeof shareItineraryEmail>;
