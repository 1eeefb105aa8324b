// The agent's booking reservation, POST booking/reserve (docs/agents-api.md), and what an agent reads back.
// Ids are the external ones (calendar id, pickup id, activity ids); adults and kids travel as text. Added by this
// project: `startTime` (the slot the time step offered; without it the custom time gives the start), `dropOffLocation`,
// `payment` ('link': the guest pays through an emailed link; 'account': the agency is invoiced) and `notes`.
import {
  array,
  boolean,
  define,
  enums,
  integer,
  min,
  nullable,
  number,
  object,
  omit,
  optional,
  refine,
  type Infer,
} from 'superstruct';
import { EMAIL_MAX_LENGTH, ID_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_MAX_LENGTH, string } from '../schema/boundedString';
import { bookingInfo } from './bookingConfirmed';
import { bookingRef } from './bookingRef';
import { MESSAGE_MAX_LENGTH } from './contactForm';
import { ALL_DATES } from '../trip/customTime';
import { DISCOUNT_TYPES, discount as discountSchema } from '../pricing/discount';
import {
  cents,
  clockTime,
  isoInstant,
  localDateTime,
  personName,
  requiredEmail,
  signedCents,
  zoneName,
  phoneNumber,
} from '../schema/fields';
import { ADULTS_AT_LEAST_ONE, INVALID_DISCOUNT_TYPE, KIDS_NOT_NEGATIVE } from '../texts/messages';
import { fishingHours, pace } from '../trip/tripOptions';
import { check, isoDate, requiredString, withMessage } from '../schema/validation';

/** A reservation stays open one week at most, and never past the trip's start. */
export const RESERVATION_DAYS = 7;

const RESERVATION_STATUSES = ['RESERVED', 'PAID', 'ON_ACCOUNT', 'EXPIRED', 'CANCELLED'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
export const RESERVATION_STATUS_LABELS: Record<ReservationStatus, string> = {
  RESERVED: 'Reserved',
  PAID: 'Paid',
  ON_ACCOUNT: 'On account',
  EXPIRED: 'Expired',
  CANCELLED: 'Cancelled',
};

const SETTLEMENTS = ['link', 'account'] as const;
export type Settlement = (typeof SETTLEMENTS)[number];
/** How a booking in the operator's list was settled: an agent's two ways, or with the reseller that sold it (OCTO). */
const BOOKING_SETTLEMENTS = [...SETTLEMENTS, 'reseller'] as const;

const id = () => requiredString(undefined, ID_MAX_LENGTH);
const countText = (lowest: number, message: string) =>
  define<string>('count', (v) =>
    typeof v === 'string' && /^\d{1,2}$/.test(v) && Number(v) >= lowest ? true : message,
  );

const fields = object({
  countryUrlTitle: id(),
  regionId: id(),
  start_date: isoDate,
  end_date: isoDate,
  activities: array(string(ID_MAX_LENGTH)),
  boat: id(), // calendar id
  pickUpLocation: id(), // pickupId
  dropOffLocation: optional(nullable(string(ID_MAX_LENGTH))), // pickupId
  estTimePace: pace,
  fishingHours,
  discountType: optional(nullable(withMessage(enums(DISCOUNT_TYPES), INVALID_DISCOUNT_TYPE))),
  /** The discount's value: a percentage for PERCENT, integer cents for the two money types. */
  discountFee: optional(nullable(number())),
  customTimeStartDate: optional(nullable(define<string>('customStart', (v) => v === ALL_DATES || isoDate.is(v)))),
  customTimeEndDate: optional(nullable(isoDate)),
  customTime: optional(nullable(clockTime)),
  startTime: optional(localDateTime),
  firstName: personName(),
  lastName: personName(),
  email: requiredEmail(),
  phone: phoneNumber(),
  adults: countText(1, ADULTS_AT_LEAST_ONE),
  kids: countText(0, KIDS_NOT_NEGATIVE),
  notes: optional(string(MESSAGE_MAX_LENGTH)),
  payment: optional(enums(SETTLEMENTS)),
  expire: isoInstant,
});

/** The discount is checked by its own rules (discount.ts); the start needs a slot or a custom time. */
export const bookingReservation = refine(fields, 'reservation', (r) => {
  if (r.discountType) {
    const checked = check(discountSchema, { discountType: r.discountType, discountValue: r.discountFee ?? undefined });
    if (!checked.ok) return { path: ['discountFee'], message: checked.errors[0].message };
  }
  if (!r.startTime && !r.customTime)
    return { path: ['startTime'], message: 'Choose a time slot or set a custom start time' };
  return true;
});
export type BookingReservation = Infer<typeof bookingReservation>;

/** The reservation's expiry as the app asks for it: one week after `now`. */
export const reservationExpiry = (now: Date) => new Date(now.getTime() + RESERVATION_DAYS * 86_400_000).toISOString();

/** The discount a booking carries, and who applied it. */
const appliedDiscount = object({
  discountType: enums(DISCOUNT_TYPES),
  discountValue: number(),
  /** What it changed: negative for money off, positive for an extra fee. */
  cents: signedCents,
});
export type AppliedDiscount = Infer<typeof appliedDiscount>;

/** POST booking/reserve answers this (and an Idempotency-Key repeat answers it again). */
export const reservationAnswer = object({
  reservationId: string(ID_MAX_LENGTH),
  status: enums(RESERVATION_STATUSES),
  startTime: localDateTime,
  endTime: localDateTime,
  expiresAt: nullable(isoInstant),
  amountCents: cents,
  bookingRef: nullable(bookingRef),
  discount: nullable(appliedDiscount),
  /** The start came from Apply Custom Time, not from the calendar's grid. */
  customStart: boolean(),
});
export type ReservationAnswer = Infer<typeof reservationAnswer>;

/** One row of the agent's 'My bookings'. */
const agentBooking = object({
  reservationId: string(ID_MAX_LENGTH),
  status: enums(RESERVATION_STATUSES),
  settlement: enums(BOOKING_SETTLEMENTS),
  createdAt: isoInstant,
  expiresAt: nullable(isoInstant),
  startTime: localDateTime,
  endTime: localDateTime,
  timezone: zoneName,
  guest: object({
    firstName: string(NAME_MAX_LENGTH),
    lastName: string(NAME_MAX_LENGTH),
    email: string(EMAIL_MAX_LENGTH),
    phone: string(PHONE_MAX_LENGTH),
  }),
  adults: min(integer(), 1),
  kids: min(integer(), 0),
  trip: object({ boatName: string(), charterHours: integer(), meetAt: string(), activities: array(string()) }),
  amountCents: cents,
  discount: nullable(appliedDiscount),
  customStart: boolean(),
  bookingRef: nullable(bookingRef),
  refundCents: nullable(cents),
  /** Who made it (admins see every agent's). */
  agent: object({ id: string(ID_MAX_LENGTH), name: string(NAME_MAX_LENGTH), email: string(EMAIL_MAX_LENGTH) }),
  agencyName: nullable(string(NAME_MAX_LENGTH)),
  /** A reseller's booking (OCTO): who sold it and their own reference; the reseller cancels it through OCTO. */
  reseller: nullable(object({ name: string(NAME_MAX_LENGTH), reference: nullable(string(ID_MAX_LENGTH)) })),
  /** Whether the one asking may cancel it now, and what the guest would get back. */
  cancellable: boolean(),
  cancelRefundCents: nullable(cents),
  /**
   * What the office or the guest did to it since (closed, moved, reopened, cancelled), oldest first
   * (AGENT_NOTICE_TEXT).
   */
  notices: optional(array(object({ at: isoInstant, text: string(500) }))),
});
export type AgentBooking = Infer<typeof agentBooking>;

/**
 * What an agent is told when the office or the guest changes a booking they made: by e-mail at once, and on 'My
 * bookings' (from the booking's history). One wording for both.
 */
export const AGENT_NOTICE_TEXT = {
  closed: (why: string) => `Closed by the office (${why}): the guest was emailed to change for free or cancel.`,
  reopened: 'Its time was reopened: the trip goes ahead as booked.',
  moved: (from: string, to: string) => `Moved from ${from} to ${to}; the guest was emailed the new time.`,
  cancelledByOffice: (reason: string) => `Cancelled by the office (${reason}).`,
  cancelledByGuest: 'Cancelled by the guest.',
  cancelled: 'Cancelled.',
} as const;
export const agentBookingList = object({ bookings: array(agentBooking) });

/** POST booking/reservations/{id}/cancel answers. */
export const reservationCancelAnswer = object({
  status: enums(['success'] as const),
  reservationStatus: enums(RESERVATION_STATUSES),
  refundCents: cents,
});
export type ReservationCancelAnswer = Infer<typeof reservationCancelAnswer>;

/** What the guest's payment page shows: the trip as the confirmation would, before it has a reference. */
const reservationBooking = omit(bookingInfo, ['bookingRef', '_id', 'updatedAt']);

export const reservationPayment = object({
  reservationId: string(ID_MAX_LENGTH),
  status: enums(RESERVATION_STATUSES),
  expiresAt: nullable(isoInstant),
  amountCents: cents,
  agentName: string(NAME_MAX_LENGTH),
  agencyName: nullable(string(NAME_MAX_LENGTH)),
  booking: reservationBooking,
  /** Once paid: the booking-confirmed page, signed for any device. */
  confirmationPath: nullable(string(2000)),
});
export type ReservationPayment = Infer<typeof reservationPayment>;

/** POST booking/reservation-payment/{id}/checkout: the link's token. */
export const reservationCheckoutRequest = object({ token: requiredString(undefined, 64) });
export const reservationCheckoutAnswer = object({
  url: string(2000),
  sessionId: string(200),
  paymentStorageId: string(ID_MAX_LENGTH),
});
export type ReservationCheckoutAnswer = Infer<typeof reservationCheckoutAnswer>;

/** The guest form of 'Reserve for a guest': the same fields and messages as the reservation body. */
export const reservationGuest = object({
  firstName: personName(),
  lastName: personName(),
  email: requiredEmail(),
  phone: phoneNumber(),
  notes: optional(string(MESSAGE_MAX_LENGTH)),
});
