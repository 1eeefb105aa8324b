// The trip priced on the device: the same domain functions the server runs (computeTripLength, priceTrip), on the
// cached catalogue, with the sea path around the islands (~18 KiB gzip in all). Loaded on first need
// (./useTripEstimator.ts), not with the builder's first screen.
import type { Activity, Boat, LatLng } from '../../domain/catalogue';
import {
  calculatedTripFromPrice,
  isPricingRefusal,
  partySizeOf,
  priceTrip,
  seaDistanceNm,
  computeTripLength,
  type TripLength,
} from '../../domain/pricing';
import { todayInZone } from '../../domain/time';
import { chosenBoat, type TripState } from '../../domain/trip';
import { isPriceable, type Estimate, type TripCatalogue } from './tripEstimate';

/** Sea distances are the slow part (a path around the islands): each pair is measured once per visit. */
const knownDistances = new Map<string, number>();
function rememberedSeaDistanceNm(a: LatLng, b: LatLng): number {
  const key = `${a.lat},${a.lng}>${b.lat},${b.lng}`;
  let nm = knownDistances.get(key);
  if (nm === undefined) knownDistances.set(key, (nm = seaDistanceNm(a, b)));
  return nm;
}

const chosenActivities = (trip: TripState, catalogue: TripCatalogue) =>
  trip.activities
    .map((id) => catalogue.activities.find((a) => a._id === id))
    .filter((a): a is Activity => a !== undefined);

const pickUpOf = (trip: TripState, catalogue: TripCatalogue, boat: Boat) =>
  catalogue.pickUps.find((p) => p._id === (trip.pulId ?? boat.pickUpLocations.main.location));

/**
 * The inputs of the trip's length on `boat` (its places and stops, which its price needs too); undefined without a
 * pick-up.
 */
function lengthInput(trip: TripState, catalogue: TripCatalogue, boat: Boat) {
  const pickUp = pickUpOf(trip, catalogue, boat);
  if (!pickUp) return undefined;
  const dropOff = catalogue.pickUps.find((p) => p._id === trip.dolId) ?? pickUp;
  const activities = chosenActivities(trip, catalogue);
  return {
    pickUp,
    dropOff,
    activities,
    boat,
    pace: trip.estTimePace,
    fishingHours: trip.fishingHours,
    distanceNm: rememberedSeaDistanceNm,
  };
}

/** How long the trip takes on `boat`, or undefined when it cannot be worked out. */
export function tripLengthOn(trip: TripState, catalogue: TripCatalogue, boat: Boat): TripLength | undefined {
  const input = lengthInput(trip, catalogue, boat);
  if (!input) return undefined;
  try {
    return computeTripLength(input);
  } catch {
    return undefined;
  }
}

export function estimateTrip(trip: TripState, catalogue: TripCatalogue): Estimate | null {
  const boat = chosenBoat(trip, catalogue);
  if (!boat || !isPriceable(trip)) return null;
  const input = lengthInput(trip, catalogue, boat);
  if (!input) return null;
  const { pickUp, dropOff, activities } = input;
  try {
    const length = computeTripLength(input);
    const guests = { adults: trip.adult, children: trip.children };
    const price = priceTrip({
      boat,
      charterHours: length.charterHours,
      guests,
      pickUp,
      dropOff,
      activities,
      country: catalogue.country,
      date: trip.startDate ?? todayInZone(catalogue.country.timezone),
    });
    const calculated = calculatedTripFromPrice({
      boat,
      pickUp,
      dropOff,
      activities,
      partySize: partySizeOf(guests),
      length,
      price,
    });
    return { ok: true, trip: calculated, length };
  } catch (error) {
    if (isPricingRefusal(error)) return { ok: false, message: error.message };
    throw error;
  }
}
