// The booking flow's request bodies, built from the trip: slot search, hold and checkout, and the cruise rule that
// greys out slots ending too close to all-aboard (CRUISE_BUFFER_MINUTES: 1.5 hours kept free before and after).
import type { Boat, Country } from '../../domain/catalogue';
import {
  CRUISE_BUFFER_MINUTES,
  isBioBayTrip,
  type CheckoutSessionRequest,
  type ContactForm,
  type HeldSlot,
  type HoldRequest,
  type TimeSlot,
  type TimeSlotsRequest,
} from '../../domain/booking';
import {
  clockOfMinute,
  isClockTime,
  minuteOfDay,
  formatClock,
  localClock,
  localDate,
  slotTime,
  addDays,
  todayInZone,
} from '../../domain/time';
import type { CalculatedTrip } from '../../domain/pricing';
import type { TripType, TripState } from '../../domain/trip';

/** Days searched when the guest picked no dates. */
const DEFAULT_SEARCH_DAYS = 7;

export { tripTypeOf } from '../../domain/booking';

/** The searched days: the trip's range, or from today (island time) for a week when none was picked. */
export function searchRange(trip: Pick<TripState, 'startDate' | 'endDate'>, zone: string, now = new Date()) {
  const today = todayInZone(zone, now);
  const start = trip.startDate && trip.startDate > today ? trip.startDate : today;
  const end = trip.endDate && trip.endDate >= start ? trip.endDate : addDays(start, DEFAULT_SEARCH_DAYS - 1);
  return { startDate: start, endDate: end };
}

export function timeSlotsRequestOf(
  trip: TripState,
  boat: Boat,
  tripType: TripType,
  charterHours: number,
  zone: string,
  now = new Date(),
): TimeSlotsRequest {
  const partners = isBioBayTrip(tripType)
    ? boat.additionalBioBayBoats.map((b) => ({ boatId: b._id, role: 'bioBayAccess' as const }))
    : [];
  return {
    boats: [{ boatId: boat._id, role: 'primary' }, ...partners],
    ...searchRange(trip, zone, now),
    tripDuration: charterHours,
    tripType,
    countryId: trip.countryId ?? boat.countryId,
    returnAllTimeSlots: true,
    includeUnavailabilityReason: true,
  };
}

/**
 * The hold of `slot`, with the trip's ids so that the server checks the length itself. The bio-bay partner is left to
 * the server, which picks a free one.
 */
export function holdRequestOf(
  trip: TripState,
  boatId: string,
  slot: TimeSlot,
  tripType: TripType,
  charterHours: number,
  zone: string,
): HoldRequest {
  return {
    startTime: slot.startTime,
    tripType,
    boats: [{ boatId, duration: charterHours, boatRole: 'primary' }],
    countryId: trip.countryId ?? '',
    timezone: zone,
    regionId: trip.regionId ?? undefined,
    pulId: trip.pulId ?? undefined,
    dolId: trip.dolId,
    activities: [...trip.activities],
    estTimePace: trip.estTimePace,
    fishingHours: trip.fishingHours,
    adult: trip.adult,
    children: trip.children,
  };
}

/** Whether a cruise guest is back CRUISE_BUFFER_MINUTES before all-aboard ('HH:mm', island time, on the slot's day). */
export function leavesTimeBeforeAllAboard(
  slot: Pick<TimeSlot, 'endTime'>,
  allAboard: string,
  zone: string,
  bufferMinutes = CRUISE_BUFFER_MINUTES,
) {
  if (!isClockTime(allAboard)) return true;
  const aboardMs = Date.parse(slotTime(localDate(slot.endTime, zone), allAboard, zone));
  return Date.parse(slot.endTime) + bufferMinutes * 60_000 <= aboardMs;
}

/**
 * The latest return that keeps a cruise guest's buffer before all-aboard: its label ('03:30 PM') and the test of a
 * slot; null while no valid all-aboard time is given.
 */
export function latestReturnFor(allAboard: string, bufferMinutes = CRUISE_BUFFER_MINUTES) {
  if (!isClockTime(allAboard)) return null;
  const clock = clockOfMinute(minuteOfDay(allAboard) - bufferMinutes);
  return {
    label: formatClock(clock),
    allows: (slot: Pick<TimeSlot, 'endTime'>, zone: string) =>
      leavesTimeBeforeAllAboard(slot, allAboard, zone, bufferMinutes),
  };
}

/** The calculate-time keys a held slot adds: its day and its start (the late-morning fee). */
export const slotPriceParams = (bookingDate: string, zone: string) => ({
  date: localDate(bookingDate, zone),
  startTime: localClock(bookingDate, zone),
});

export function checkoutRequestOf(
  trip: TripState,
  country: Pick<Country, 'code'>,
  hold: HeldSlot,
  priced: CalculatedTrip,
  contact: ContactForm,
): CheckoutSessionRequest {
  const need = (value: string | null, name: string) => {
    if (!value) throw new Error(`The trip has no ${name}`);
    return value;
  };
  const summary = priced.tripSummary;
  return {
    timeZone: trip.timezone,
    startDate: trip.startDate,
    endDate: trip.endDate,
    totalPerson: Math.max(1, trip.adult + trip.children),
    adult: trip.adult,
    children: trip.children,
    countryId: need(trip.countryId, 'country'),
    regionId: need(trip.regionId, 'region'),
    pulId: need(trip.pulId, 'pick-up'),
    boatId: need(trip.boatId, 'boat'),
    dolId: trip.dolId,
    estTimePace: trip.estTimePace,
    activities: [...trip.activities],
    fishingHours: trip.fishingHours,
    visitorType: trip.visitorType,
    apiStatus: 'fulfilled',
    calculateTrip: priced,
    bookingDate: hold.start,
    bookingId: hold.holdId,
    bookingContactData: contact,
    countryCode: country.code,
    countryUrlTitle: need(trip.countryUrlTitle, 'country'),
    cruiseAdditionalTime: trip.cruiseAdditionalTime,
    feeLateMorning: summary.lateMorningFee.price,
    boatPriceForExtraGuests: summary.boatPriceForExtraGuests.price,
    extraGuestsForBoat: summary.extraGuestsForBoat.data.count,
  };
}
