// Checks a hold request against the catalogue and the calendar and works out what to reserve.
// The server trusts no duration from the client: it must fit the calendar, maxHours and the trip's own length.
import type { Activity, Boat, Country, PickUpLocation } from '../../domain/catalogue';
import {
  type HoldBoat,
  type HoldRequest,
  isBioBayTrip,
  tripTypeOf,
  type SlotUnavailabilityReason,
} from '../../domain/booking';
import {
  checkPickUpServed,
  computeTripLength,
  isPricingRefusal,
  pinPrices,
  type PinnedPrices,
} from '../../domain/pricing';
import {
  BIO_BAY_HOURS,
  DEFAULT_PACE,
  FISHING_HOURS,
  MIN_CHARTER_HOURS,
  type Pace,
  type TripType,
  CUSTOM_START_TIMES,
  CUSTOM_TIME_MESSAGES,
} from '../../domain/trip';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';
import { refusalStatus } from '../pricing/calculateTime';
import { cachedSeaDistanceNm } from '../pricing/seaDistanceCache';
import { bioBayCandidates, checkCharterHours } from '../availability/searchSlots';
import {
  bioBayWindow,
  customDaySlot,
  dayOffsetMinutes,
  dayTripHoursOf,
  daySlots,
  type BoatCalendar,
  type GridSlot,
} from '../availability/slotGrid';
import { intlDateInZone } from '../../domain/time';
import { holdCheckData, type HoldCheckData } from './holdCheckSnapshot';
import type { BookingSettings } from './settings';

/** The ids of the trip a hold is for, kept with the hold so that checkout can check they match. */
export interface HeldTrip {
  regionId?: string;
  pulId: string;
  dolId?: string | null;
  activities: string[];
  estTimePace: Pace;
  fishingHours: number;
  adult?: number;
  children?: number;
  charterHours: number;
  /** The prices the trip was held at (absent on holds made before issue #58): checkout charges these. */
  priced?: PinnedPrices;
}

export interface HoldPlan {
  countryId: string;
  tripType: TripType;
  main: Boat;
  slot: GridSlot & { custom: boolean };
  /** Bio-bay boats to try in order for the last two hours; empty for other trips. */
  bioBayBoats: string[];
  bioBayStartMs: number;
  holdMinutes: number;
  trip: HeldTrip | null;
}

/** A slot that cannot be held: answered 409 with `success: false` and the reason. */
export class HoldConflict extends Error {
  constructor(
    readonly reason: SlotUnavailabilityReason | 'DEVICE_LIMIT',
    message: string,
  ) {
    super(message);
  }
}

export const SLOT_TAKEN_MESSAGE = 'This time slot is no longer available. Please choose another time.';

const badRequest = (message: string, code = 'BAD_REQUEST') => new HttpError(400, message, code);

function splitBoats(boats: HoldBoat[], bioBay: boolean): { primary: HoldBoat; extras: HoldBoat[] } {
  const [primary, ...otherPrimaries] = boats.filter(
    (b) => b.boatRole === 'primary' && b.relationshipType === undefined,
  );
  if (!primary || otherPrimaries.length > 0)
    throw badRequest('Invalid request: boats: exactly one main boat (boatRole primary) is needed');
  const extras = boats.filter((b) => b !== primary);
  if (!bioBay && extras.length > 0) throw badRequest('Invalid request: boats: only bio bay trips take a second boat');
  if (extras.length > 1) throw badRequest('Invalid request: boats: a bio bay trip takes one additional boat');
  for (const extra of extras) {
    if (extra.duration !== BIO_BAY_HOURS)
      throw badRequest(`Invalid request: boats: the bio bay boat joins for ${BIO_BAY_HOURS} hours`);
    if (extra.timingBehavior !== undefined && extra.timingBehavior !== 'END_ALIGNED')
      throw badRequest('Invalid request: boats: timingBehavior');
  }
  return { primary, extras };
}

function tripLengthHours(data: HoldCheckData, request: HoldRequest, boat: Boat): HeldTrip | null {
  const given = request.regionId !== undefined || request.pulId !== undefined || request.activities !== undefined;
  if (!given) return null;
  if (!request.pulId) throw badRequest('Invalid request: pulId: This field is required');
  const activityIds = request.activities ?? [];
  const pickUp: PickUpLocation | undefined = data.pickUps.get(request.pulId);
  const dropOff: PickUpLocation | undefined = request.dolId ? data.pickUps.get(request.dolId) : undefined;
  const wanted = new Set(activityIds);
  const activities: Activity[] = [...data.activities.values()].filter((a) => wanted.has(a._id));
  if (!pickUp) throw badRequest('Invalid request: pulId: unknown pick-up location');
  if (request.dolId && !dropOff) throw badRequest('Invalid request: dolId: unknown drop-off location');
  if (new Set(activityIds).size !== activities.length)
    throw badRequest('Invalid request: activities: unknown activity');
  try {
    checkPickUpServed(boat, pickUp._id);
  } catch (error) {
    // Answered as calculate-time answers the same trip.
    if (isPricingRefusal(error)) throw new HttpError(refusalStatus(error), error.message, error.code);
    throw error;
  }
  // The stops decide whether this is an evening bio-bay trip or a day trip, not the trip type the request names.
  if (isBioBayTrip(tripTypeOf(activityIds, activities)) !== isBioBayTrip(request.tripType)) {
    throw badRequest(
      `Invalid request: tripType: ${request.tripType} does not match the trip's stops`,
      'TRIP_TYPE_MISMATCH',
    );
  }
  const estTimePace = request.estTimePace ?? DEFAULT_PACE;
  const fishingHours = request.fishingHours ?? FISHING_HOURS.default;
  try {
    const length = computeTripLength({
      pickUp,
      dropOff,
      activities,
      boat,
      pace: estTimePace,
      fishingHours,
      distanceNm: cachedSeaDistanceNm,
    });
    const country = data.countries.get(boat.countryId);
    return {
      regionId: request.regionId,
      pulId: request.pulId,
      dolId: request.dolId,
      activities: activityIds,
      estTimePace,
      fishingHours,
      adult: request.adult,
      children: request.children,
      charterHours: length.charterHours,
      priced: pinPrices({
        boats: [boat],
        countries: country ? [country] : [],
        pickUps: dropOff ? [pickUp, dropOff] : [pickUp],
        activities,
      }),
    };
  } catch (error) {
    if (isPricingRefusal(error)) throw new HttpError(400, error.message, error.code);
    throw error;
  }
}

export interface PlanOptions {
  /** A signed-in agent may start a day charter off the calendar's grid (Apply Custom Time), still inside its hours. */
  customStart?: boolean;
}

/**
 * Where the hold starts: a start the calendar offers or, for an agent, a custom one inside its hours and the day
 * window.
 */
function plannedSlot(
  calendar: BoatCalendar | undefined,
  date: string,
  startMs: number,
  hours: number,
  bioBay: boolean,
  main: Boat,
  options: PlanOptions,
): GridSlot & { custom: boolean } {
  const dayTrips = dayTripHoursOf(main);
  const slot = calendar
    ? daySlots(calendar, date, hours, bioBay, dayTrips).find((s) => s.startMs === startMs)
    : undefined;
  if (calendar && slot?.withinHours) return { ...slot, custom: false };
  const clock = calendar && options.customStart && !bioBay ? localClockOf(startMs, calendar.timezone) : undefined;
  if (!calendar || !clock || !CUSTOM_START_TIMES.some((t) => t.value === clock)) {
    if (options.customStart && bioBay) throw badRequest(CUSTOM_TIME_MESSAGES.bioBay, 'OUTSIDE_HOURS');
    throw badRequest('This start time is not offered for this boat and trip length', 'OUTSIDE_HOURS');
  }
  const custom = customDaySlot(calendar, date, clock, hours, dayTrips);
  if (custom.outside === 'OUTSIDE_DAY_WINDOW')
    throw new HttpError(422, CUSTOM_TIME_MESSAGES.outsideDayWindow, 'OUTSIDE_DAY_WINDOW');
  if (custom.outside) throw new HttpError(422, CUSTOM_TIME_MESSAGES.outsideHours, 'OUTSIDE_HOURS');
  return { ...custom.slot, custom: true };
}

/** The local 'HH:mm' of the instant `ms` in `zone`. */
function localClockOf(ms: number, zone: string): string {
  const offset = dayOffsetMinutes(intlDateInZone(ms, zone), zone);
  return new Date(ms + offset * 60_000).toISOString().slice(11, 16);
}

export async function planHold(
  db: Db,
  request: HoldRequest,
  settings: BookingSettings,
  options: PlanOptions = {},
): Promise<HoldPlan> {
  const now = settings.now();
  const bioBay = isBioBayTrip(request.tripType);
  const { primary, extras } = splitBoats(request.boats, bioBay);
  const data = await holdCheckData(db);
  const country: Country | undefined = data.countries.get(request.countryId);
  if (!country) throw new HttpError(404, 'Country not found');
  const main = data.boats.get(primary.boatId);
  if (!main || main.countryId !== country._id) throw new HttpError(404, 'Boat not found');
  const hours = primary.duration;
  if (hours < MIN_CHARTER_HOURS)
    throw badRequest(`Invalid request: boats: a charter lasts at least ${MIN_CHARTER_HOURS} hours`);
  checkCharterHours(main, hours);
  const candidates = bioBay
    ? bioBayCandidates(
        main,
        extras.map((b) => b.boatId),
      )
    : [];
  if (bioBay && candidates.length === 0) throw badRequest(`${main.name} does not offer bio bay trips`, 'NO_BIO_BAY');

  const trip = tripLengthHours(data, request, main);
  if (trip && hours < trip.charterHours) {
    throw badRequest(
      `This trip takes ${trip.charterHours} hours: hold at least ${trip.charterHours} hours, not ${hours}.`,
      'DURATION_TOO_SHORT',
    );
  }

  const startMs = Date.parse(request.startTime);
  const date = intlDateInZone(startMs, country.timezone);
  const calendars = data.calendars;
  const calendar = calendars.get(main.calendarId);
  const slot = plannedSlot(calendar, date, startMs, hours, bioBay, main, options);
  if (!calendar) throw badRequest('This start time is not offered for this boat and trip length', 'OUTSIDE_HOURS');
  if (slot.startMs <= now.getTime())
    throw new HoldConflict('PAST', 'This time slot has already started. Please choose another time.');
  if (calendar.blackouts.has(date))
    throw new HoldConflict('BLACKOUT', 'This boat is not available on this day. Please choose another date.');
  const bioBayBoats = candidates
    .filter((b) => !calendars.get(b.calendarId)?.blackouts.has(date) && calendars.has(b.calendarId))
    .map((b) => b._id);
  if (bioBay && bioBayBoats.length === 0) throw new HoldConflict('ADDITIONAL_BOAT_UNAVAILABLE', SLOT_TAKEN_MESSAGE);

  const asked = request.temporaryHoldDuration;
  return {
    countryId: country._id,
    tripType: request.tripType,
    main,
    slot,
    bioBayBoats,
    bioBayStartMs: bioBayWindow(slot).startMs,
    // Longer only at checkout (extendHoldOnce): a hold request cannot keep a boat for half an hour.
    holdMinutes: asked === undefined ? settings.holdMinutes : Math.min(asked, settings.holdMinutes),
    trip,
  };
}
