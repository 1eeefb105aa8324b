// The built-in test checkout: the session is the payment row itself, its page is /test-checkout/{sessionId}
// (testCheckoutRoutes.ts), and a refund is only recorded. No money moves and nothing is loaded from Stripe.
import { createHash, randomBytes } from 'node:crypto';
import { refundKeyOf, type CheckoutProvider } from './checkoutProvider';

export const TEST_CHECKOUT_PATH = '/test-checkout';
const newLocalSessionId = () => `cs_local_${randomBytes(18).toString('base64url')}`;

export function localCheckout(): CheckoutProvider {
  return {
    kind: 'test',
    async createSession() {
      const sessionId = newLocalSessionId();
      return { sessionId, url: `${TEST_CHECKOUT_PATH}/${sessionId}` };
    },
    // The page refuses any session whose payment is gone or no longer pending.
    async expireSession() {
      return true;
    },
    async refund(p) {
      return p.requestKey
        ? `re_local_${createHash('sha256').update(refundKeyOf(p)).digest('base64url').slice(0, 24)}`
        : `re_local_${p.paymentId}`;
    },
  };
}
