// SECURE BOOKING: create the checkout session, then go to its page. Stripe.js is loaded (lazily) only when the
// server pays through Stripe; it no longer redirects to Checkout itself, so the guest is always sent to `url`.
import type { CalculatedTrip } from '../../domain/pricing';
import type { Country } from '../../domain/catalogue';
import type { ContactForm, HeldSlot } from '../../domain/booking';
import type { TripState } from '../../domain/trip';
import { createCheckoutSession, stripePublishableKey } from './bookingApi';
import { newIdempotencyKey } from '../http/idempotencyKey';
import { checkoutRequestOf } from './bookingRequests';
import { notePaymentStarted } from '../state/paymentStarted';

const STRIPE_LOAD_WAIT_MS = 3000;

async function loadStripeIfUsed(): Promise<void> {
  const key = await stripePublishableKey();
  if (!key) return;
  const load = import('@stripe/stripe-js').then(({ loadStripe }) => loadStripe(key));
  // Stripe.js only adds fraud signals here: never let it hold the guest back.
  await Promise.race([load.catch(() => null), new Promise((resolve) => setTimeout(resolve, STRIPE_LOAD_WAIT_MS))]);
}

/** Throws when the session cannot be created; a failed redirect is only logged. */
export async function startCheckout(
  trip: TripState,
  country: Pick<Country, 'code'>,
  hold: HeldSlot,
  priced: CalculatedTrip,
  contact: ContactForm,
): Promise<void> {
  const request = checkoutRequestOf(trip, country, hold, priced, contact);
  const session = await createCheckoutSession(request, newIdempotencyKey());
  await loadStripeIfUsed();
  // From here the guest may pay: until its confirmation is kept, this hold is asked about before its timer shows again.
  notePaymentStarted(request.bookingId, session.paymentStorageId);
  try {
    window.location.assign(session.url);
  } catch (error) {
    console.error('Redirect to checkout failed', error);
  }
}
