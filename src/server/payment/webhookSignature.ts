// Stripe's webhook signature (`Stripe-Signature: t=…,v1=…`), checked and made by Stripe's SDK: for Stripe's own calls
// and the local test checkout's alike.
import Stripe from 'stripe';

/** True when the header signs `body` with `secret` and is at most `toleranceSeconds` old at `now`. */
export function hasValidSignature(
  secret: string,
  body: Buffer,
  header: string | undefined,
  now: Date,
  toleranceSeconds: number,
): boolean {
  if (!header) return false;
  try {
    Stripe.webhooks.constructEvent(body, header, secret, toleranceSeconds, undefined, now.getTime());
    return true;
  } catch {
    return false;
  }
}

/** The header Stripe would send with `body` at `at` (the local test checkout's webhook calls, and tests). */
export const signatureHeader = (secret: string, body: string, at: Date) =>
  Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp: Math.floor(at.getTime() / 1000) });
