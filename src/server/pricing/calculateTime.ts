// Prices a trip from ids alone: the documents come from the catalogue, the rules from the shared pricing core.
// Nothing the client says about money or length is trusted (feeLateMorning; a discount is applied only when the route
// has checked that a signed-in agent may give it).
import type { Activity, Boat, Country, PickUpLocation, Region } from '../../domain/catalogue';
import {
  type CalculatedTrip,
  calculatedTripFromPrice,
  type Discount,
  charterHoursFor,
  computeTripLength,
  isPricingRefusal,
  partySizeOf,
  priceTrip,
  type PricingRefusal,
} from '../../domain/pricing';
import { guestsOf, paceOf, type CalculateTimeQuery } from '../../domain/protocol';
import { localDate } from '../../domain/time';
import { HttpError, notFound } from '../http/errors';
import type { PricingCatalogue } from './catalogueSnapshot';
import { cachedSeaDistanceNm } from './seaDistanceCache';

/** Refusals about the values themselves are malformed requests; the rest are well-formed trips the rules refuse. */
const MALFORMED = new Set<PricingRefusal['code']>([
  'INVALID_GUESTS',
  'INVALID_CHARTER_HOURS',
  'INVALID_DATE',
  'INVALID_START_TIME',
  'INVALID_DISCOUNT',
  'INVALID_FISHING_HOURS',
]);

export const refusalStatus = (refusal: PricingRefusal) => (MALFORMED.has(refusal.code) ? 400 : 422);

interface TripDocs {
  region: Region;
  country: Country;
  boat: Boat;
  pickUp: PickUpLocation;
  dropOff: PickUpLocation;
  activities: Activity[];
}

function findDocs(catalogue: PricingCatalogue, regionKey: string, q: CalculateTimeQuery): TripDocs {
  const region = catalogue.regions.byId.get(regionKey) ?? catalogue.regions.byUrlTitle.get(regionKey);
  if (!region) throw notFound('Region');
  const country = catalogue.countries.get(region.countryId);
  if (!country) throw notFound('Country');
  const inCountry = <T extends { countryId: string }>(doc: T | undefined) =>
    doc?.countryId === country._id ? doc : undefined;

  const boat = inCountry(catalogue.boats.byId.get(q.boatId) ?? catalogue.boats.byUrlTitle.get(q.boatId));
  if (!boat) throw notFound('Boat');
  if (!boat.regions.some((r) => r._id === region._id)) {
    throw new HttpError(422, `${boat.name} does not sail in ${region.name}`, 'BOAT_NOT_IN_REGION');
  }
  const pickUp = inCountry(catalogue.pickUps.get(q.pulId ?? boat.pickUpLocations.main.location));
  if (!pickUp) throw notFound('Pick-up location');
  const dropOff = q.dolId === undefined ? pickUp : inCountry(catalogue.pickUps.get(q.dolId));
  if (!dropOff) throw notFound('Drop-off location');
  const activities = (q.activities ?? []).map((id) => {
    const activity = inCountry(catalogue.activities.get(id));
    if (!activity) throw notFound(`Activity ${id}`);
    return activity;
  });
  return { region, country, boat, pickUp, dropOff, activities };
}

function priced(docs: TripDocs, q: CalculateTimeQuery, discount: Discount | undefined): CalculatedTrip {
  const { boat, pickUp, dropOff, activities, country } = docs;
  const guests = guestsOf(q);
  const length = computeTripLength({
    pickUp,
    dropOff,
    activities,
    boat,
    pace: paceOf(q),
    fishingHours: q.fishingHours,
    distanceNm: cachedSeaDistanceNm,
  });
  // tripHourDuration may lengthen the charter, never shorten it.
  const charterHours = Math.max(length.charterHours, charterHoursFor((q.tripHourDuration ?? 0) * 60));
  const price = priceTrip({
    boat,
    charterHours,
    guests,
    pickUp,
    dropOff,
    activities,
    country,
    date: q.date ?? localDate(new Date().toISOString(), country.timezone),
    startTime: q.startTime,
    discount,
  });
  return calculatedTripFromPrice({
    boat,
    pickUp,
    dropOff,
    activities,
    partySize: partySizeOf(guests),
    length,
    price,
    startTime: q.startTime,
    discount,
  });
}

/**
 * The calculated trip, or an HttpError (404 for unknown ids, 400 for malformed values, 422 for a refused trip).
 * `discount` is the agent's, once the caller has checked they may give it; the query's own is never read here.
 */
export function calculateTime(
  catalogue: PricingCatalogue,
  regionKey: string,
  q: CalculateTimeQuery,
  discount?: Discount,
): CalculatedTrip {
  const docs = findDocs(catalogue, regionKey, q);
  try {
    return priced(docs, q, discount);
  } catch (error) {
    if (isPricingRefusal(error)) throw new HttpError(refusalStatus(error), error.message, error.code);
    throw error;
  }
}
