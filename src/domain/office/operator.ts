// Running the charters (issue #19): the day manifest, closures of boats' calendars, refunds, the bookings search and a
// booking's history, as the operator's page and the admin command see them. Instants are UTC ISO-8601, slot times local
// with their offset, money integer cents.
import {
  array,
  boolean,
  enums,
  integer,
  literal,
  min,
  nullable,
  number,
  object,
  optional,
  size,
  union,
  type Infer,
} from 'superstruct';
import { ID_MAX_LENGTH, NAME_MAX_LENGTH, EMAIL_MAX_LENGTH, PHONE_MAX_LENGTH, string } from '../schema/boundedString';
import { isoInstant, localDateTime } from '../schema/fields';
import { isoDate, requiredString } from '../schema/validation';
import { officeNotes, tripCrew } from './officeEdits';
import { attendance, ATTENDANCE_STATES } from './officeDesk';

export const CLOSURE_REASONS = ['weather', 'maintenance', 'private'] as const;
export type ClosureReason = (typeof CLOSURE_REASONS)[number];
export const CLOSURE_REASON_LABELS: Record<ClosureReason, string> = {
  weather: 'Weather',
  maintenance: 'Maintenance',
  private: 'Private event',
};

/** A closure or a reopening longer than this is refused: a season off is a change of the boat's calendar. */
export const CLOSURE_MAX_DAYS = 62;
export const NOTE_MAX_LENGTH = 500;

/** Who a booking came from: the guest's own device, an agent, or a partner's API key (a reseller). */
export const BOOKED_BY = ['guest', 'agent', 'reseller'] as const;
/** How it is settled: paid by card, invoiced to an agency, or settled by the reseller. */
export const SETTLED_BY = ['paid', 'on account', 'reseller'] as const;

const text = (max: number) => string(max);

export const manifestQuery = object({ date: optional(isoDate), countryId: optional(text(ID_MAX_LENGTH)) });

const manifestTrip = object({
  bookingRef: text(40),
  startTime: localDateTime,
  endTime: localDateTime,
  charterHours: number(),
  meetAt: text(NAME_MAX_LENGTH * 2),
  meetingInstructions: text(2000),
  dropOff: text(NAME_MAX_LENGTH * 2),
  adults: number(),
  kids: number(),
  /** In route order (the captain settles the order on the day). */
  stops: array(text(NAME_MAX_LENGTH * 2)),
  guestName: text(NAME_MAX_LENGTH * 2 + 1),
  phone: text(PHONE_MAX_LENGTH),
  /** Why the phone may not reach the guest (none, or it does not dial as stored): shown beside it, never rewritten. */
  phoneWarning: optional(text(200)),
  notes: text(5000),
  bookedBy: enums(BOOKED_BY),
  agentName: nullable(text(NAME_MAX_LENGTH * 2)),
  settledBy: enums(SETTLED_BY),
  /** The part of the boat's time it uses: the main boat, or the bio-bay tender's last hours. */
  role: enums(['primary', 'bioBayAccess']),
  /** A closure covers it: the guest was told and may change or cancel for free. */
  closed: boolean(),
  /** The office's tags and note for the captain (domain/office/officeEdits.ts). */
  office: officeNotes,
  crew: tripCrew,
  /** A no-show mark; missing in a copy kept before marks existed. */
  attendance: optional(nullable(enums(ATTENDANCE_STATES))),
});
export type ManifestTrip = Infer<typeof manifestTrip>;

const manifestBoat = object({
  boatId: text(ID_MAX_LENGTH),
  boatName: text(NAME_MAX_LENGTH * 2),
  trips: array(manifestTrip),
  /** Closures of this boat that touch the day, with their local times. */
  closures: array(
    object({
      id: text(ID_MAX_LENGTH),
      from: localDateTime,
      to: localDateTime,
      reason: enums(CLOSURE_REASONS),
      note: text(NOTE_MAX_LENGTH),
    }),
  ),
});

export const manifest = object({
  date: isoDate,
  timezone: text(64),
  /** When the server answered: the offline copy says 'as of' this. */
  generatedAt: isoInstant,
  /**
   * Every trip (the office), or only those the reader crews (a captain: other boats' guests are not theirs to read).
   */
  scope: enums(['all', 'crewed']),
  boats: array(manifestBoat),
});
export type Manifest = Infer<typeof manifest>;

/** POST operator/closures: close a boat (or every boat) for a time; without `confirm`, only what it would affect. */
export const closeCalendarRequest = object({
  boat: text(ID_MAX_LENGTH),
  /** An instant, a local time with its offset, or a date alone (from its start; `to`: to its end). */
  from: union([isoInstant, localDateTime, isoDate]),
  to: union([isoInstant, localDateTime, isoDate]),
  reason: enums(CLOSURE_REASONS),
  note: optional(text(NOTE_MAX_LENGTH)),
  confirm: optional(boolean()),
});
export type CloseCalendarRequest = Infer<typeof closeCalendarRequest>;

const affectedBooking = object({
  bookingRef: text(40),
  boatName: text(NAME_MAX_LENGTH * 2),
  startTime: localDateTime,
  guestName: text(NAME_MAX_LENGTH * 2 + 1),
  email: text(EMAIL_MAX_LENGTH),
});
export type AffectedBooking = Infer<typeof affectedBooking>;

export const closureAnswer = object({
  /** Null for a preview. */
  closureId: nullable(text(ID_MAX_LENGTH)),
  boatIds: array(text(ID_MAX_LENGTH)),
  from: isoInstant,
  to: isoInstant,
  reason: enums(CLOSURE_REASONS),
  affected: array(affectedBooking),
  /** The guests emailed now (each once, whatever closures cover their trip). */
  notified: number(),
});
export type ClosureAnswer = Infer<typeof closureAnswer>;

export const closureSummary = object({
  id: text(ID_MAX_LENGTH),
  boatIds: array(text(ID_MAX_LENGTH)),
  from: isoInstant,
  to: isoInstant,
  reason: enums(CLOSURE_REASONS),
  note: text(NOTE_MAX_LENGTH),
  /** The actor as the audit log keeps it ('user:ID', 'admin-command'); `createdByName` the same, readable. */
  createdBy: text(200),
  createdByName: text(200),
  createdAt: isoInstant,
  reopenedAt: nullable(isoInstant),
  /** On a reopen: how many guests were told their trip goes ahead. */
  notified: optional(number()),
});
export type ClosureSummary = Infer<typeof closureSummary>;

export const bookingSearchQuery = object({ q: optional(text(200)), date: optional(isoDate) });

const BOOKING_STATES = ['BOOKED', 'CANCELLED'] as const;

export const bookingListItem = object({
  bookingRef: text(40),
  state: enums(BOOKING_STATES),
  startTime: localDateTime,
  boatName: text(NAME_MAX_LENGTH * 2),
  guestName: text(NAME_MAX_LENGTH * 2 + 1),
  email: text(EMAIL_MAX_LENGTH),
  amountCents: number(),
  refundedCents: number(),
});
export type BookingListItem = Infer<typeof bookingListItem>;

/** How a booking's history names who acted, when it is not a staff member (named by their name or email). */
export const ACTOR_LABELS: Record<string, string> = {
  guest: 'Guest',
  agent: 'Agent',
  reseller: 'Reseller',
  system: 'System',
  'admin-command': 'Admin command',
  staff: 'Staff',
};

/** `actor` as the audit log keeps it ('user:ID', 'guest', 'system', …); `by` the same, readable. */
const historyEntry = object({ at: isoInstant, actor: text(200), by: text(200), action: text(100), text: text(2000) });
export type HistoryEntry = Infer<typeof historyEntry>;

export const bookingDetail = object({
  ...bookingListItem.schema,
  phone: text(PHONE_MAX_LENGTH),
  phoneWarning: optional(text(200)),
  /** Every note for the captain from every channel (joinNotes). */
  notes: text(5000),
  endTime: localDateTime,
  adults: number(),
  kids: number(),
  bookedBy: enums(BOOKED_BY),
  settledBy: enums(SETTLED_BY),
  /** What a refund may still give back (0 on account: the agency's invoice is credited instead). */
  refundableCents: number(),
  closed: boolean(),
  firstName: text(NAME_MAX_LENGTH),
  lastName: text(NAME_MAX_LENGTH),
  office: officeNotes,
  crew: tripCrew,
  /** Whether the party came: a no-show mark, or none (domain/office/officeDesk.ts). */
  attendance,
  /** The boat's most guests now (the party form's limit), null when the boat is gone from the catalogue. */
  maxGuests: nullable(number()),
  history: array(historyEntry),
});
export type BookingDetail = Infer<typeof bookingDetail>;

/** POST operator/bookings/{ref}/refund, with an Idempotency-Key header: a repeat is the same refund. */
export const refundRequest = object({
  amountCents: size(min(integer(), 1), 1, 100_000_000),
  reason: requiredString('Say why the refund is given', NOTE_MAX_LENGTH),
});
export type RefundRequest = Infer<typeof refundRequest>;

export const refundAnswer = object({
  refundId: text(ID_MAX_LENGTH),
  amountCents: number(),
  refundedCents: number(),
  paidCents: number(),
});
export type RefundAnswer = Infer<typeof refundAnswer>;

/** POST operator/bookings/{ref}/cancel: the office cancels; a full refund unless `refundCents` says less (0: none). */
export const officeCancelRequest = object({
  reason: requiredString('Say why the booking is cancelled', NOTE_MAX_LENGTH),
  refundCents: optional(size(min(integer(), 0), 0, 100_000_000)),
});
export type OfficeCancelRequest = Infer<typeof officeCancelRequest>;

/** POST operator/bookings/{ref}/move: the office moves a booking to another start of the same trip, free of charge. */
export const officeMoveRequest = object({ startTime: localDateTime, reason: optional(string(NOTE_MAX_LENGTH)) });
export type OfficeMoveRequest = Infer<typeof officeMoveRequest>;

export const OPERATOR_MESSAGES = {
  refundTooLarge: (left: string) => `A refund can give back at most what is left of the payment: ${left}.`,
  refundOnAccount:
    'This booking was not paid by card here (an agency’s account or a reseller): credit them instead of refunding a card.',
  refundNeedsKey: 'Send an Idempotency-Key header with a refund, so that a repeat refunds once.',
  bookingChanged: 'This booking changed meanwhile: open it again.',
  closureRange: `Choose an end after the start, at most ${CLOSURE_MAX_DAYS} days later.`,
  unknownBoat: (id: string) => `No boat ${id}.`,
  closureNotFound: 'Closure not found',
  bookingNotFound: 'Booking not found',
  asOf: (time: string) => `as of ${time}`,
} as const;

/**
 * Kept on the device for the captain's dock (today's and tomorrow's manifests), cleared on sign-out. Version 2 holds
 * only the trips its reader crews: a copy of an older version (every boat's guests) is dropped unread.
 */
export const storedManifests = object({ version: literal(2), userId: text(ID_MAX_LENGTH), manifests: array(manifest) });
