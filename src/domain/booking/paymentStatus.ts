// The status the confirmation page polls while it waits for the payment provider (docs/payment-api.md), and what
// became of a hold a checkout was started for (the app asks before it shows that hold's timer again);
// the create-checkout answer is checkoutSessionResponse in checkoutSession.ts.
import { enums, nullable, object, type Infer } from 'superstruct';
import { ID_MAX_LENGTH, URL_MAX_LENGTH, string } from '../schema/boundedString';
import { bookingRef } from './bookingRef';

const PAYMENT_STATUSES = ['PENDING', 'PAID', 'REFUNDED', 'EXPIRED'] as const;

export const paymentStatusAnswer = object({ status: enums(PAYMENT_STATUSES), bookingRef: nullable(bookingRef) });
export type PaymentStatusAnswer = Infer<typeof paymentStatusAnswer>;

/** A hold as its device sees it: still held (until `expiresAt`), booked, or ended (released, or its time ran out). */
const HOLD_STATES = ['HELD', 'BOOKED', 'ENDED'] as const;

/** The refusal of a checkout for a hold that is booked already: the trip is paid for. */
export const HOLD_BOOKED = 'HOLD_BOOKED';
export const HOLD_BOOKED_MESSAGE = 'This trip is booked and paid for already. Your confirmation is under My bookings.';

export const holdPaymentAnswer = object({
  hold: enums(HOLD_STATES),
  /** While HELD: when the hold ends, on the server's clock. */
  expiresAt: nullable(string(ID_MAX_LENGTH)),
  serverNow: string(ID_MAX_LENGTH),
  /**
   * The hold's payment that counts (a paid one first, else the latest), or null when none was started or it was let go.
   */
  payment: nullable(
    object({
      paymentStorageId: string(ID_MAX_LENGTH),
      status: enums(PAYMENT_STATUSES),
      bookingRef: nullable(bookingRef),
      /** Its booking-confirmed page, signed (the checkout's success address). */
      confirmationPath: string(URL_MAX_LENGTH),
    }),
  ),
});
export type HoldPaymentAnswer = Infer<typeof holdPaymentAnswer>;

/**
 * What the app does with a hold it started paying for: open its payment's confirmation page (paid, refunded, or still
 * being settled after the hold ended), carry on with the hold (the server's clock; `paying` while a checkout is open),
 * or say its time ran out (nothing was paid).
 */
export type HoldFate =
  | { kind: 'confirmation'; paymentStorageId: string; path: string }
  | { kind: 'held'; expiresAt: string; serverNow: string; paying: boolean }
  | { kind: 'ended' };

export function holdFate(answer: HoldPaymentAnswer): HoldFate {
  const { payment } = answer;
  const settled = payment !== null && (payment.status === 'PAID' || payment.status === 'REFUNDED');
  const stillPaying = payment !== null && payment.status === 'PENDING';
  if (payment && (settled || answer.hold === 'BOOKED' || (stillPaying && answer.hold === 'ENDED'))) {
    return { kind: 'confirmation', paymentStorageId: payment.paymentStorageId, path: payment.confirmationPath };
  }
  if (answer.hold === 'HELD' && answer.expiresAt)
    return { kind: 'held', expiresAt: answer.expiresAt, serverNow: answer.serverNow, paying: stillPaying };
  return { kind: 'ended' };
}
