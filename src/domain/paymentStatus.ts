// The payment calls' answers (docs/payment-api.md): the checkout the app sends the guest to, and the status the
// confirmation page polls while it waits for the payment provider.
import { enums, nullable, object, string, type Infer } from 'superstruct';
import { bookingRef } from './bookingRef';
import { cents } from './fields';

/** create-checkout-session: the contract's fields plus the amount the server charges (it priced the trip itself). */
export const startedCheckout = object({ sessionId: string(), url: string(), paymentStorageId: string(), amountCents: cents });
export type StartedCheckout = Infer<typeof startedCheckout>;

export const PAYMENT_STATUSES = ['PENDING', 'PAID', 'REFUNDED', 'EXPIRED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const paymentStatusAnswer = object({ status: enums(PAYMENT_STATUSES), bookingRef: nullable(bookingRef) });
export type PaymentStatusAnswer = Infer<typeof paymentStatusAnswer>;
