// Stripe Checkout through the official SDK: a hosted payment page per payment, refunds by payment intent.
import Stripe from 'stripe';
import { refundKeyOf, type CheckoutProvider } from './checkoutProvider';
import type { StripeApi } from './settings';

export function stripeCheckout(secretKey: string, api: StripeApi = {}): CheckoutProvider {
  const stripe = new Stripe(secretKey, { ...api, maxNetworkRetries: 2, timeout: 20_000, telemetry: false });
  return {
    kind: 'stripe',
    async createSession(s) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: { currency: 'usd', unit_amount: s.amountCents, product_data: { name: s.title } },
            },
          ],
          customer_email: s.email,
          client_reference_id: s.paymentId,
          metadata: { paymentId: s.paymentId },
          payment_intent_data: { metadata: { paymentId: s.paymentId } },
          success_url: s.successUrl,
          cancel_url: s.cancelUrl,
          expires_at: Math.floor(s.expiresAt.getTime() / 1000),
        },
        { idempotencyKey: `checkout-${s.paymentId}` },
      );
      if (!session.url) throw new Error(`Stripe session ${session.id} has no url`);
      return { sessionId: session.id, url: session.url };
    },
    async expireSession(sessionId) {
      try {
        await stripe.checkout.sessions.expire(sessionId);
        return true;
      } catch (error) {
        // Stripe refuses to expire a session that is complete (or already expired).
        const session = await stripe.checkout.sessions.retrieve(sessionId).catch(() => undefined);
        if (session?.status === 'complete') return false;
        if (session?.status === 'expired') return true;
        throw error;
      }
    },
    async refund(p) {
      if (!p.providerPaymentId) throw new Error(`payment ${p.paymentId} has no payment intent to refund`);
      const refund = await stripe.refunds.create(
        {
          payment_intent: p.providerPaymentId,
          amount: p.amountCents,
          reason: 'requested_by_customer',
          metadata: { paymentId: p.paymentId },
        },
        { idempotencyKey: refundKeyOf(p) },
      );
      return refund.id;
    },
  };
}
