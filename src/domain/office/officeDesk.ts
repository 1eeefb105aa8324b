// More of what the office does on a booking (issue #58): change the party size (re-priced by the one pricing, the
// difference paid through the checkout or refunded), mark a party that did not come ('no-show', undone as easily),
// and read one boat's week. Pure rules and the calls' shapes; the server (guestChanges/partyChanges.ts,
// operator/attendance.ts, boatWeek.ts) and the page share them.
import { array, boolean, enums, integer, nullable, number, object, optional, size, type Infer } from 'superstruct';
import { ID_MAX_LENGTH, NAME_MAX_LENGTH, string } from '../schema/boundedString';
import { isoInstant, localDateTime } from '../schema/fields';
import { addDays } from '../time/dateRange';
import { isoDate } from '../schema/validation';

/** The most guests a request may name; the boat's own maximum is the pricing's to refuse (GUESTS_OVER_MAX). */
const PARTY_MAX = 999;

/** POST operator/bookings/{ref}/party: the whole new party. */
export const partyChangeRequest = object({
  adults: size(integer(), 0, PARTY_MAX),
  kids: size(integer(), 0, PARTY_MAX),
});
export type PartyChangeRequest = Infer<typeof partyChangeRequest>;

/**
 * What a party change did: `changed` at once (the same price, or cheaper: `refundCents` given back), or `pay`: the
 * dearer party's difference waits for the checkout at `url` and the party changes when it is paid.
 */
export const partyChangeAnswer = object({
  bookingRef: string(40),
  outcome: enums(['changed', 'pay']),
  adults: number(),
  kids: number(),
  /** New price minus the old one (the pinned rates of the booking). */
  priceDifferenceCents: number(),
  refundCents: number(),
  url: nullable(string(2000)),
  amountCents: number(),
});
export type PartyChangeAnswer = Infer<typeof partyChangeAnswer>;

/**
 * Whether the party came. No mark: expected. Today the one mark is 'no-show'; a dock check-in later adds its own
 * states to the same stored row (migration 162).
 */
export const ATTENDANCE_STATES = ['no-show'] as const;
export type AttendanceState = (typeof ATTENDANCE_STATES)[number];

/** POST operator/bookings/{ref}/attendance: `no-show`, or `null` to undo the mark. */
export const attendanceRequest = object({ state: nullable(enums(ATTENDANCE_STATES)) });
export type AttendanceRequest = Infer<typeof attendanceRequest>;

export const attendance = object({
  state: nullable(enums(ATTENDANCE_STATES)),
  by: nullable(string(200)),
  at: nullable(isoInstant),
});
export type Attendance = Infer<typeof attendance>;
export const NO_ATTENDANCE: Attendance = { state: null, by: null, at: null };

/** A party can be marked only once its trip has started: before that it may still come. */
export const mayMarkAttendance = (startMs: number, nowMs: number): boolean => nowMs >= startMs;

/** GET operator/boats/{boatId}/week?from=YYYY-MM-DD: seven days from `from` (today by default). */
export const boatWeekQuery = object({ from: optional(isoDate) });
export const WEEK_DAYS = 7;

const weekItem = object({
  kind: enums(['booking', 'hold', 'closure', 'free']),
  startTime: localDateTime,
  endTime: localDateTime,
  /** A booking's reference, guest, party and mark; a closure's id and reason; a hold's end. */
  bookingRef: optional(string(40)),
  guestName: optional(string(NAME_MAX_LENGTH * 2 + 1)),
  guests: optional(number()),
  attendance: optional(nullable(enums(ATTENDANCE_STATES))),
  closureId: optional(string(ID_MAX_LENGTH)),
  reason: optional(string(40)),
  expiresAt: optional(nullable(isoInstant)),
});
export type WeekItem = Infer<typeof weekItem>;

export const boatWeek = object({
  boatId: string(ID_MAX_LENGTH),
  boatName: string(NAME_MAX_LENGTH * 2),
  timezone: string(100),
  from: isoDate,
  /** Each day: its items in start order; free time within the boat's calendar hours, from now on. */
  days: array(object({ date: isoDate, items: array(weekItem), past: boolean() })),
  generatedAt: isoInstant,
});
export type BoatWeek = Infer<typeof boatWeek>;

/** The seven dates of a week from `from`. */
export const weekDates = (from: string): string[] => Array.from({ length: WEEK_DAYS }, (_, i) => addDays(from, i));

/** A span of one day, in ms since the epoch. */
export interface Span {
  startMs: number;
  endMs: number;
}

/** The gaps of `[dayStart, dayEnd)` that none of `taken` covers, in order. */
export function freeSpans(dayStart: number, dayEnd: number, taken: readonly Span[]): Span[] {
  const sorted = [...taken]
    .filter((s) => s.endMs > dayStart && s.startMs < dayEnd)
    .sort((a, b) => a.startMs - b.startMs);
  const free: Span[] = [];
  let at = dayStart;
  for (const s of sorted) {
    if (s.startMs > at) free.push({ startMs: at, endMs: Math.min(s.startMs, dayEnd) });
    at = Math.max(at, s.endMs);
    if (at >= dayEnd) break;
  }
  if (at < dayEnd) free.push({ startMs: at, endMs: dayEnd });
  return free;
}

export const OFFICE_DESK_MESSAGES = {
  adultsAtLeastOne: 'A party needs at least one adult.',
  sameParty: 'That is the party already booked.',
  throughReseller: 'A reseller’s booking changes through the reseller.',
  onAccountDearer:
    'A larger party on an agency’s account: cancel and book it again through the agency, so that its account is charged.',
  cancelled: 'This booking is cancelled.',
  notStarted: 'A party can be marked a no-show only once its trip has started.',
  notYourTrip: 'Only the office or the trip’s captain can mark this party.',
  unknownBoat: (id: string) => `No boat ${id}.`,
} as const;
