// One interface for both payment adapters: Stripe Checkout (stripeCheckout.ts) and the app's own test checkout
// (localCheckout.ts). Amounts are integer US cents.

interface NewSession {
  paymentId: string;
  amountCents: number;
  /** Shown on the payment page, e.g. '3 Hour Charter: Small Fry, Sat 12 Dec 10:00 AM'. */
  title: string;
  email: string;
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
}

export interface CheckoutProvider {
  kind: 'stripe' | 'test';
  createSession(session: NewSession): Promise<{ sessionId: string; url: string }>;
  /** Ends an unpaid session; false when the provider says it was already completed. */
  expireSession(sessionId: string): Promise<boolean>;
  /**
   * Refunds `amountCents` of a paid session; answers the refund's id. Idempotent per `requestKey` of the payment (a
   * payment may be refunded in several parts; without a key, once per payment).
   */
  refund(payment: {
    paymentId: string;
    providerPaymentId: string | null;
    amountCents: number;
    requestKey?: string;
  }): Promise<string>;
}

/** The provider's idempotency key of one refund of a payment. */
export const refundKeyOf = (p: { paymentId: string; requestKey?: string }) =>
  p.requestKey ? `refund-${p.paymentId}-${p.requestKey}` : `refund-${p.paymentId}`;
