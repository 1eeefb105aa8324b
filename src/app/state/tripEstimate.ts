// The trip priced on the device: the same domain functions the server runs (computeTripLength, priceTrip),
// on the cached catalogue. Shown as an estimate until the server confirms it.
import type { Activity, Boat, Country, LatLng, PickUpLocation } from '../../domain/catalogue';
import type { CalculatedTrip } from '../../domain/calculatedTrip';
import { calculatedTripFromPrice } from '../../domain/calculatedTripFromPrice';
import { todayInZone } from '../../domain/dateRange';
import { computeTripLength, isPricingRefusal, priceTrip, seaDistanceNm, type TripLength } from '../../domain/pricing/index';
import type { TripState } from '../../domain/tripState';
import type { QueryValue } from '../http/client';

/** Sea distances are the slow part (a path around the islands): each pair is measured once per visit. */
const knownDistances = new Map<string, number>();
export function rememberedSeaDistanceNm(a: LatLng, b: LatLng): number {
  const key = `${a.lat},${a.lng}>${b.lat},${b.lng}`;
  let nm = knownDistances.get(key);
  if (nm === undefined) knownDistances.set(key, (nm = seaDistanceNm(a, b)));
  return nm;
}

export interface TripCatalogue {
  country: Country;
  pickUps: readonly PickUpLocation[];
  activities: readonly Activity[];
}

export type Estimate = { ok: true; trip: CalculatedTrip; length: TripLength } | { ok: false; message: string };

const chosenActivities = (trip: TripState, catalogue: TripCatalogue) =>
  trip.activities.map((id) => catalogue.activities.find((a) => a._id === id)).filter((a): a is Activity => a !== undefined);

export const pickUpOf = (trip: TripState, catalogue: TripCatalogue, boat: Boat) =>
  catalogue.pickUps.find((p) => p._id === (trip.pulId ?? boat.pickUpLocations.main.location));

/** How long the trip takes on `boat`, or undefined when it cannot be worked out yet. */
export function tripLengthOn(trip: TripState, catalogue: TripCatalogue, boat: Boat): TripLength | undefined {
  const pickUp = pickUpOf(trip, catalogue, boat);
  if (!pickUp) return undefined;
  const dropOff = catalogue.pickUps.find((p) => p._id === trip.dolId) ?? pickUp;
  try {
    return computeTripLength({
      pickUp, dropOff, activities: chosenActivities(trip, catalogue), boat, pace: trip.estTimePace,
      fishingHours: trip.fishingHours, distanceNm: rememberedSeaDistanceNm,
    });
  } catch {
    return undefined;
  }
}

/** Whether the trip has what a price needs: a boat, at least one stop and one adult. */
export const isPriceable = (trip: TripState) => trip.boatId !== null && trip.activities.length > 0 && trip.adult >= 1 && trip.regionId !== null;

export function estimateTrip(trip: TripState, catalogue: TripCatalogue): Estimate | null {
  const boat = trip.selectedBoatData;
  if (!boat || !isPriceable(trip)) return null;
  const pickUp = pickUpOf(trip, catalogue, boat);
  if (!pickUp) return null;
  const dropOff = catalogue.pickUps.find((p) => p._id === trip.dolId) ?? pickUp;
  const activities = chosenActivities(trip, catalogue);
  try {
    const length = computeTripLength({
      pickUp, dropOff, activities, boat, pace: trip.estTimePace, fishingHours: trip.fishingHours, distanceNm: rememberedSeaDistanceNm,
    });
    const guests = { adults: trip.adult, children: trip.children };
    const price = priceTrip({
      boat, charterHours: length.charterHours, guests, pickUp, dropOff, activities, country: catalogue.country,
      date: trip.startDate ?? todayInZone(catalogue.country.timezone),
    });
    const calculated = calculatedTripFromPrice({ boat, pickUp, dropOff, activities, partySize: guests.adults + guests.children, length, price });
    return { ok: true, trip: calculated, length };
  } catch (error) {
    if (isPricingRefusal(error)) return { ok: false, message: error.message };
    throw error;
  }
}

/** The calculate-time query of the trip (docs/pricing-api.md). */
export function calculateTimeParams(trip: TripState): Record<string, QueryValue> {
  return {
    numberOfPeople: trip.adult + trip.children,
    adults: trip.adult,
    children: trip.children,
    activities: trip.activities.join(','),
    pace: trip.estTimePace,
    fishingHours: trip.fishingHours,
    boatId: trip.boatId,
    pulId: trip.pulId,
    dolId: trip.dolId,
    date: trip.startDate,
  };
}
