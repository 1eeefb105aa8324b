// 'Save Trip Itinerary' and 'Share My Trip Itinerary': the forms and the e-mail payloads.
import { boolean, nullable, object, optional, type Infer } from 'superstruct';
import { ID_MAX_LENGTH, string } from '../schema/boundedString';
import { isoDate } from '../schema/validation';
import { calculatedTrip } from '../pricing/calculatedTrip';
import { acceptedTerms } from '../booking/contactForm';
import { personName, requiredEmail, webLink } from '../schema/fields';
import { guestCount } from '../trip/tripOptions';

export const saveItineraryForm = object({
  firstName: personName(),
  lastName: personName(),
  email: requiredEmail(),
  policy: acceptedTerms(),
  news: optional(boolean()),
});

/** The trip every itinerary e-mail describes. */
export const mailedTrip = {
  linkToBT: webLink, // the trip-builder link that reopens this trip
  adult: guestCount,
  children: guestCount,
  countryUrl: string(ID_MAX_LENGTH), // country url title
  calculateTrip: calculatedTrip,
};

export const saveItineraryEmail = object({
  firstName: personName(),
  lastName: personName(),
  email: requiredEmail(),
  isNewsSubscribe: boolean(),
  startDate: nullable(isoDate),
  endDate: nullable(isoDate),
  ...mailedTrip,
});
export type SaveItineraryEmail = Infer<typeof saveItineraryEmail>;

export const shareItineraryForm = object({
  friendName: personName(),
  name: personName(),
  friendEmail: requiredEmail(),
  policy: acceptedTerms(),
});

export const shareItineraryEmail = object({
  friendName: personName(),
  userName: personName(),
  friendEmail: requiredEmail(),
  ...mailedTrip,
});
export type ShareItineraryEmail = Infer<typeof shareItineraryEmail>;
