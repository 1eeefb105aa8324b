// Every change the builder makes to a trip, as plain functions on the state (the valtio store or a test's object).
// A trip reset clears region, pick-up, boat and drop-off. This module is the trip's only writer: the rest of the app
// changes the trip through these functions.
import { CRUISE_BUFFER_MINUTES, type ContactForm } from '../../domain/booking';
import type { Activity, Boat, Country, Itinerary, PickUpLocation } from '../../domain/catalogue';
import type { Discount } from '../../domain/pricing';
import { clampRange } from '../../domain/time';
import {
  clampCounter,
  clampFishingHours,
  type CustomTime,
  DEFAULT_ADULTS,
  type Pace,
  emptyTripState,
  type TripQuery,
  type TripState,
} from '../../domain/trip';
import { tripStore } from './tripStore';

/** Replaces the whole trip (restoring one, or starting over) while keeping the same store object. */
export function replaceTrip(next: TripState): void {
  Object.assign(tripStore, structuredClone(next));
}

export function setCountry(state: TripState, country: Pick<Country, '_id' | 'code' | 'urlTitle' | 'timezone'>): void {
  state.countryId = country._id;
  state.countryUrlTitle = country.urlTitle;
  state.timezone = country.timezone;
}

/** A new trip in `country`, nothing chosen yet. */
export function freshTrip(country: Pick<Country, '_id' | 'code' | 'urlTitle' | 'timezone'>): TripState {
  const trip = emptyTripState(country.timezone);
  setCountry(trip, country);
  return trip;
}

/** A trip reset: region, pick-up, boat, drop-off and the selected boat's data. */
export function resetTrip(state: TripState): void {
  state.regionId = null;
  state.pulId = null;
  state.dolId = null;
  clearBoat(state);
}

function clearBoat(state: TripState): void {
  state.boatId = null;
  state.boatUrlTitle = null;
}

/** A new region starts a new trip: its stops belong to the old region. */
export function selectRegion(state: TripState, regionId: string): void {
  if (state.regionId === regionId) return;
  resetTrip(state);
  state.activities = [];
  state.regionId = regionId;
}

export function selectPickUp(state: TripState, pickUpId: string | null): void {
  state.pulId = pickUpId;
}

/** null: dropped off where the trip started. */
export function selectDropOff(state: TripState, dropOffId: string | null): void {
  state.dolId = dropOffId === state.pulId ? null : dropOffId;
}

export function selectBoat(state: TripState, boat: Boat | null): void {
  if (!boat) {
    clearBoat(state);
    return;
  }
  state.boatId = boat._id;
  state.boatUrlTitle = boat.urlTitle;
}

function setActivities(state: TripState, ids: readonly string[]): void {
  state.activities = [...new Set(ids)];
}

export function toggleActivity(state: TripState, activityId: string): void {
  const has = state.activities.includes(activityId);
  setActivities(state, has ? state.activities.filter((id) => id !== activityId) : [...state.activities, activityId]);
}

/**
 * 'Get Started' on an itinerary: its stops become the trip's, and its pick-up unless `keepPickUp` (the guest's own
 * serves it).
 */
export function applyItinerary(
  state: TripState,
  itinerary: Pick<Itinerary, 'regionId' | 'activities' | 'pickupLoc_id'>,
  { keepPickUp = false } = {},
): void {
  const pickUp = state.pulId;
  if (state.regionId !== itinerary.regionId) selectRegion(state, itinerary.regionId);
  selectPickUp(state, keepPickUp ? pickUp : itinerary.pickupLoc_id._id);
  setActivities(state, itinerary.activities);
}

/** Whether an itinerary can start from `pickUp`: the pick-up is in its region and every stop can be reached from it. */
export function itineraryServes(
  itinerary: Pick<Itinerary, 'regionId' | 'activities'>,
  pickUp: Pick<PickUpLocation, '_id' | 'regionIds'>,
  activities: readonly Pick<Activity, '_id' | 'suitablePickUpIds'>[],
): boolean {
  if (!pickUp.regionIds.includes(itinerary.regionId)) return false;
  return itinerary.activities.every((id) => {
    const stop = activities.find((a) => a._id === id);
    return stop !== undefined && (stop.suitablePickUpIds.length === 0 || stop.suitablePickUpIds.includes(pickUp._id));
  });
}

/** The party: each counter within its limits, and guests = adults + children, no more than a counter's maximum. */
export function setGuests(state: TripState, adults: number, children: number): void {
  state.adult = clampCounter(adults);
  state.children = clampCounter(children);
}

export const setPace = (state: TripState, pace: Pace) => {
  state.estTimePace = pace;
};

export const setFishingHours = (state: TripState, hours: string | number) => {
  state.fishingHours = clampFishingHours(hours);
};

/** Sets the browsable range; returns true when it had to be trimmed (the 'Oops! Too Many Days' case). */
export function setDates(state: TripState, start: string | null, end: string | null): boolean {
  if (!start) {
    state.startDate = null;
    state.endDate = null;
    return false;
  }
  const range = clampRange(start, end ?? start);
  state.startDate = range.start;
  state.endDate = range.end;
  return range.trimmed;
}

/** How the guest arrives: a cruise guest keeps the ship's buffer free before and after the charter. */
export function setArrival(state: TripState, visitorType: 'Flight' | 'Cruise'): void {
  state.visitorType = visitorType;
  state.cruiseAdditionalTime = visitorType === 'Cruise' ? CRUISE_BUFFER_MINUTES : 0;
}

/** The contact details the booking's second step took. */
export function setContact(state: TripState, contact: ContactForm): void {
  state.bookingContactData = contact;
}

/** An agent's discount on the trip (null: none). */
export function setDiscount(state: TripState, discount: Discount | null): void {
  state.discount = discount;
}

/** An agent's custom start time (null: the usual slots). */
export function setCustomTime(state: TripState, time: CustomTime | null): void {
  state.customTime = time;
}

/** What only a signed-in agent may set: gone when their session ends. */
export function clearAgentTerms(state: TripState): void {
  setDiscount(state, null);
  setCustomTime(state, null);
}

/**
 * Writes a link's trip onto `trip` (a fresh one). The boat arrives as a url title: the page looks the boat up
 * once the catalogue is there (selectBoat) and fills in its id and pick-up ids.
 */
export function applyTripQuery(trip: TripState, query: TripQuery): void {
  if (query.start_date) {
    const range = clampRange(query.start_date, query.end_date ?? query.start_date);
    trip.startDate = range.start;
    trip.endDate = range.end;
  }
  const children = query.children ?? 0;
  const total = query.total ?? query.guests;
  const adults = query.adults ?? (total !== undefined ? Math.max(0, total - children) : DEFAULT_ADULTS);
  setGuests(trip, adults, children);
  if (query.region) trip.regionId = query.region;
  if (query.pickUpLocation) trip.pulId = query.pickUpLocation;
  if (query.activities) trip.activities = [...query.activities];
  if (query.boat) trip.boatUrlTitle = query.boat;
  if (query.dropOffLocation) trip.dolId = query.dropOffLocation;
  if (query.estTimePace) trip.estTimePace = query.estTimePace;
  if (query.fishingHours) trip.fishingHours = query.fishingHours;
}
