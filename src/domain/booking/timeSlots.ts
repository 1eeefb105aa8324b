// Time-slot search: the request, the days and slots it answers (docs/availability-api.md).
import { array, boolean, enums, max, min, integer, nullable, object, optional, refine, type Infer } from 'superstruct';
import { customTime } from '../trip/customTime';
import { ID_MAX_LENGTH, string } from '../schema/boundedString';
import { isoDate } from '../schema/validation';
import { cents, localDateTime, zoneName } from '../schema/fields';
import { BOAT_ROLES, MIN_CHARTER_HOURS, tripType } from '../trip/tripOptions';
import { MAX_RANGE_DAYS, daysBetween } from '../time/dateRange';

/** Why a slot cannot be booked, when the request asks for reasons. */
export const SLOT_UNAVAILABILITY_REASONS = [
  'BOOKED',
  'HELD',
  'PAST',
  'BLACKOUT',
  'OUTSIDE_HOURS',
  'ADDITIONAL_BOAT_UNAVAILABLE',
  /** An agent's custom start that would leave before 7:00 AM or come back after 6:00 PM (DAY_CHARTER_WINDOW). */
  'OUTSIDE_DAY_WINDOW',
] as const;
export type SlotUnavailabilityReason = (typeof SLOT_UNAVAILABILITY_REASONS)[number];

export const CALENDAR_TYPES = ['TEST', 'PROD'] as const;

const timeSlot = object({
  startTime: localDateTime, // '2026-12-03T10:00:00-05:00'
  endTime: localDateTime,
  isAvailable: boolean(),
  reason: optional(enums(SLOT_UNAVAILABILITY_REASONS)),
  /** Today, or tomorrow before 12:00: goes through 'Confirm Before Proceeding'. */
  callToBook: optional(boolean()),
  /** The late-morning fee in cents, present when it applies to this slot. */
  lateMorningFee: optional(cents),
  /** An agent's custom start time (Apply Custom Time), not one of the calendar's. */
  custom: optional(boolean()),
});
export type TimeSlot = Infer<typeof timeSlot>;

export const timeSlotDay = object({ date: isoDate, bookings: array(timeSlot) });
export type TimeSlotDay = Infer<typeof timeSlotDay>;

const slotBoat = object({ boatId: string(ID_MAX_LENGTH), role: enums(BOAT_ROLES) });

/** A search's range: the end not before the start, at most MAX_RANGE_DAYS days (a refinement's answer, at endDate). */
export function searchRangeCheck(
  startDate: string,
  endDate: string,
  at: Array<string | number>,
): true | { path: Array<string | number>; message: string } {
  const days = daysBetween(startDate, endDate) + 1;
  const path = [...at, 'endDate'];
  if (days < 1) return { path, message: 'endDate is before startDate' };
  return days <= MAX_RANGE_DAYS || { path, message: `A search covers at most ${MAX_RANGE_DAYS} days` };
}

export const timeSlotsRequest = refine(
  object({
    boats: refine(array(slotBoat), 'boats', (boats) => boats.length > 0 || 'At least one boat is needed'),
    startDate: isoDate,
    endDate: isoDate,
    tripDuration: max(min(integer(), MIN_CHARTER_HOURS), 12), // whole charter hours
    tripType,
    countryId: string(ID_MAX_LENGTH),
    returnAllTimeSlots: boolean(),
    includeUnavailabilityReason: boolean(),
    calendarType: optional(enums(CALENDAR_TYPES)),
    /** Apply Custom Time: honoured for a signed-in agent, ignored otherwise. Its days show that start instead. */
    customTime: optional(nullable(customTime)),
  }),
  'dateRange',
  ({ startDate, endDate }, ctx) => searchRangeCheck(startDate, endDate, ctx.path),
);
export type TimeSlotsRequest = Infer<typeof timeSlotsRequest>;

export const timeSlotsResponse = object({ availableSlots: array(timeSlotDay), timezone: zoneName });
export type TimeSlotsResponse = Infer<typeof timeSlotsResponse>;
