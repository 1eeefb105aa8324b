// The status the confirmation page polls while it waits for the payment provider (docs/payment-api.md);
// the create-checkout answer is checkoutSessionResponse in checkoutSession.ts.
import { enums, nullable, object, type Infer } from 'superstruct';
import { bookingRef } from './bookingRef';

export const PAYMENT_STATUSES = ['PENDING', 'PAID', 'REFUNDED', 'EXPIRED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const paymentStatusAnswer = object({ status: enums(PAYMENT_STATUSES), bookingRef: nullable(bookingRef) });
export type PaymentStatusAnswer = Infer<typeof paymentStatusAnswer>;
