// Where the follow-up of started payments stands (booking/paymentFollowUp.ts), for the notice and the booking flow.
// Apart from the record of started payments (./paymentStarted.ts), which the confirmation page also reads and clears:
// that page then loads no store (valtio) for it.
import { proxy } from 'valtio';

export type FollowUpState =
  /** Nothing to ask or tell. */
  | 'quiet'
  /** The server is being asked (nothing is shown unless the guest tries to book meanwhile). */
  | 'asking'
  /** The server could not be asked: 'a payment may have gone through; we will check when the signal is back'. */
  | 'unreachable'
  /** Told 'unreachable' before, the answer is that nothing was paid and the held time ended. */
  | 'ended'
  /**
   * The server no longer knows this device (its cookies were cleared): the confirmation email or 'My bookings' finds
   * it.
   */
  | 'lost';

/**
 * The follow-up of started payments (booking/paymentFollowUp.ts): where the asking is, whether its notice is put aside
 * (the guest closed it while it waits for a signal) and whether a question is on its way again.
 */
export const paymentFollowUp = proxy({ state: 'quiet' as FollowUpState, noticeHidden: true, checking: false });

/** While a payment is being asked about, no booking starts: the notice says why (booking/bookingStore.ts). */
export function paymentUnsettled(): boolean {
  return paymentFollowUp.state === 'asking' || paymentFollowUp.state === 'unreachable';
}
