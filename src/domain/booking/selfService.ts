// A guest's own cancel and change of a confirmed booking, from the confirmation page (the booking device or the signed
// link of an email), within the cancellation policy (cancellationPolicy.ts). The texts guests read live here.
import { array, boolean, nullable, number, object, optional, type Infer } from 'superstruct';
import { isoDate } from '../schema/validation';
import { string } from '../schema/boundedString';
import { localDateTime } from '../schema/fields';
import { SELF_SERVICE_CUTOFF_HOURS } from './cancellationPolicy';

/** GET booking/confirmed/{ref}/self-service: what the guest may do now. */
export const selfServiceAnswer = object({
  bookingRef: string(40),
  cancelled: boolean(),
  /** Cancel and change are offered (before the cut-off, or always for a trip the operator closed). */
  open: boolean(),
  /** What cancelling now gives back, in cents. */
  refundCents: number(),
  paidCents: number(),
  /** The operator closed this trip's time: a free change or a full refund. */
  closedByOperator: boolean(),
  /** Why the buttons are not offered, and how to reach the office; null while they are. */
  closedReason: nullable(string(500)),
});
export type SelfServiceAnswer = Infer<typeof selfServiceAnswer>;

/** POST booking/confirmed/{ref}/change: the same trip at another start the slot search offers. */
export const changeRequest = object({ startTime: localDateTime });

/**
 * GET booking/confirmed/{ref}/change-options?date=: the starts of that day for the same trip, priced against the
 * booking.
 */
export const changeOptionsQuery = object({ date: isoDate });
const changeOption = object({
  startTime: localDateTime,
  endTime: localDateTime,
  available: boolean(),
  /** The booking's own start. */
  current: optional(boolean()),
  /** New total minus the one paid for: negative is refunded, positive is paid before the booking moves. */
  priceDifferenceCents: number(),
});
export type ChangeOption = Infer<typeof changeOption>;
export const changeOptions = object({ date: isoDate, timezone: string(64), options: array(changeOption) });
export type ChangeOptions = Infer<typeof changeOptions>;

export const changeAnswer = object({
  bookingRef: string(40),
  startTime: localDateTime,
  endTime: localDateTime,
  /** New total minus the old one: negative is refunded at once. */
  priceDifferenceCents: number(),
  refundCents: number(),
});
export type ChangeAnswer = Infer<typeof changeAnswer>;

/**
 * POST booking/confirmed/{ref}/change-checkout: the checkout of a dearer time's difference (the booking moves once
 * paid).
 */
export const changeCheckoutAnswer = object({
  url: string(2000),
  sessionId: string(255),
  paymentStorageId: string(64),
  amountCents: number(),
});
export type ChangeCheckoutAnswer = Infer<typeof changeCheckoutAnswer>;

/**
 * The booking page's query parameter after paying for a dearer time: the new start (ISO), until the booking shows it.
 */
export const MOVING_TO_PARAM = 'movingTo';

export const cancelAnswer = object({ bookingRef: string(40), refundCents: number() });
export type CancelAnswer = Infer<typeof cancelAnswer>;

export const SELF_SERVICE_TEXT = {
  change: 'Change date or time',
  cancel: 'Cancel booking',
  keep: 'Keep my booking',
  confirmCancel: 'Yes, cancel it',
  confirmChange: 'Move my booking',
  cancelTitle: 'Cancel this booking?',
  changeTitle: 'Change date or time',
  refundLine: (amount: string) => `You will get ${amount} back to your card.`,
  noRefundLine: 'No refund is due under the cancellation policy.',
  /**
   * `refund`: what cancelling gives back now, written; null when it gives nothing (nothing was paid, or all refunded).
   */
  closedByOperator: (refund: string | null) =>
    `We had to close your trip's time. Change to another date for free, or cancel ${refund ? `and get back the ${refund} you paid` : 'at no cost'}.`,
  afterCutOff: (phone: string) =>
    `Changes and cancellations online close ${SELF_SERVICE_CUTOFF_HOURS} hours before the start. Please call us on ${phone} and we will help.`,
  started: (phone: string) => `This trip has started. Please call us on ${phone} with any question.`,
  throughReseller: 'This booking was made through a reseller: please change or cancel it with them.',
  cancelled: 'This booking is cancelled.',
  cancelledRefund: (amount: string) => `This booking is cancelled. ${amount} is on its way back to your card.`,
  changed: (when: string) => `Your booking now starts ${when}.`,
  pickDay: 'Pick a day',
  noSlots: 'No other start is free on this day.',
  priceSame: 'Same price.',
  priceLower: (amount: string) => `Costs ${amount} less: refunded to your card.`,
  priceHigher: (amount: string) => `Costs ${amount} more: you pay the difference.`,
  payAndMove: (amount: string) => `Pay ${amount} and move`,
  paymentTitle: (ref: string) => `Change of booking ${ref}`,
  confirmingMove: 'Confirming your payment: your booking moves to the new time in a moment…',
  moveStillConfirming:
    'Your payment for the new time is still being confirmed. We will email you as soon as your booking moves.',
  payingNote:
    'You pay the difference on the secure payment page; your booking moves once it is paid. Until then it stays as it is.',
  offline: 'You are offline. Changes and cancellations need a connection.',
  fromEmailLink: 'To change or cancel this booking, open the link in its confirmation email.',
} as const;

export const SELF_SERVICE_ERRORS = {
  closed: 'Changes and cancellations online are closed for this booking.',
  sameTime: 'Choose a time other than the one you have.',
  notOffered: 'This time is not offered for this trip.',
  taken: 'Sorry, that time was just taken. Please choose another.',
  costsMore: 'The new time costs more than the one you paid for: pay the difference to change to it.',
  nothingToPay: 'This time costs no more than the one you have: change to it without paying.',
  beingPaid: 'A change of this booking is being paid already.',
  cancelled: 'This booking is cancelled.',
} as const;
