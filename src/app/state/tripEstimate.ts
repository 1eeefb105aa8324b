// The trip priced on the device: the same domain functions the server runs (computeTripLength, priceTrip),
// on the cached catalogue. Shown as an estimate until the server confirms it.
import type { Activity, Boat, Country, LatLng, PickUpLocation } from '../../domain/catalogue';
import type { CalculatedTrip } from '../../domain/calculatedTrip';
import { calculatedTripFromPrice } from '../../domain/calculatedTripFromPrice';
import { todayInZone } from '../../domain/dateRange';
import { isPricingRefusal } from '../../domain/pricing/refusals';
import { priceTrip } from '../../domain/pricing/priceTrip';
import { computeTripLength, type TripLength } from '../../domain/pricing/tripLength';
import type { TripState } from '../../domain/tripState';
import type { QueryValue } from '../http/client';
import { seaDistanceMeasure } from './seaRouting';

/**
 * Sea distances are the slow part (a path around the islands): each pair is measured once per visit. Null while the sea
 * path is not loaded (src/app/state/seaRouting.ts): no length can be worked out yet.
 */
const knownDistances = new Map<string, number>();
function rememberedSeaDistances(): ((a: LatLng, b: LatLng) => number) | null {
  const measure = seaDistanceMeasure();
  if (!measure) return null;
  return (a, b) => {
    const key = `${a.lat},${a.lng}>${b.lat},${b.lng}`;
    let nm = knownDistances.get(key);
    if (nm === undefined) knownDistances.set(key, (nm = measure(a, b)));
    return nm;
  };
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

/** How long the trip takes on `boat`, or undefined when it cannot be worked out yet (or the sea path is not here). */
export function tripLengthOn(trip: TripState, catalogue: TripCatalogue, boat: Boat): TripLength | undefined {
  const pickUp = pickUpOf(trip, catalogue, boat);
  const distanceNm = rememberedSeaDistances();
  if (!pickUp || !distanceNm) return undefined;
  const dropOff = catalogue.pickUps.find((p) => p._id === trip.dolId) ?? pickUp;
  try {
    return computeTripLength({
      pickUp, dropOff, activities: chosenActivities(trip, catalogue), boat, pace: trip.estTimePace,
      fishingHours: trip.fishingHours, distanceNm,
    });
  } catch {
    return undefined;
  }
}

/** Whether the trip has what a price needs: a boat, at least one stop and one adult. */
export const isPriceable = (trip: TripState) => trip.boatId !== null && trip.activities.length > 0 && trip.adult >= 1 && trip.regionId !== null;

/** Null while there is nothing to price, or the sea path is not loaded yet. */
export function estimateTrip(trip: TripState, catalogue: TripCatalogue): Estimate | null {
  const boat = trip.selectedBoatData;
  if (!boat || !isPriceable(trip)) return null;
  const pickUp = pickUpOf(trip, catalogue, boat);
  const distanceNm = rememberedSeaDistances();
  if (!pickUp || !distanceNm) return null;
  const dropOff = catalogue.pickUps.find((p) => p._id === trip.dolId) ?? pickUp;
  const activities = chosenActivities(trip, catalogue);
  try {
    const length = computeTripLength({
      pickUp, dropOff, activities, boat, pace: trip.estTimePace, fishingHours: trip.fishingHours, distanceNm,
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
