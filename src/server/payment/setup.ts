// App-level parts of payments: settings, the checkout adapter (Stripe or the local test checkout) and the catalogue
// snapshot used to price a trip again at checkout. Register once at the root, after bookingSetup.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  CATALOGUE_TTL_MS,
  catalogueSnapshot,
  loadPricingCatalogue,
  type CatalogueSnapshot,
  type PricingCatalogue,
} from '../pricing/catalogueSnapshot';
import { catalogueRevision } from '../catalogue/revision';
import type { CheckoutProvider } from './checkoutProvider';
import { localCheckout } from './localCheckout';
import type { PaymentSettings } from './settings';
import { stripeCheckout } from './stripeCheckout';
import type { Tx } from '../db/client';
import type { PaymentRow } from '../db/paymentSchema';

/** A hold just became a booking, in the transaction that booked it (an agent's reservation turns 'paid'). */
export type BookedListener = (
  tx: Tx,
  booked: { holdId: string; bookingRef: string; paymentId: string; at: Date },
) => Promise<void>;

/**
 * A paid change of a booking to a dearer time (the payment locked): true once the booking moved, false to refund it.
 */
/**
 * `catalogue` is read before the transaction opens: inside it no read may use another connection (PGlite has one, so a
 * read through the pool would wait for the transaction that waits for it).
 */
type ChangePaidHandler = (tx: Tx, payment: PaymentRow, at: Date, catalogue: PricingCatalogue) => Promise<boolean>;

interface Payments {
  settings: PaymentSettings;
  provider: CheckoutProvider;
  catalogue: CatalogueSnapshot;
  /** Other areas' steps for a new booking; the payment area knows nothing of what they keep. */
  bookedListeners: BookedListener[];
  /** The guest-changes area's step for a difference payment; without it such a payment is refunded. */
  changePaid?: ChangePaidHandler;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

async function setup(app: FastifyInstance, settings: PaymentSettings): Promise<void> {
  app.decorate('payments', {
    settings,
    provider: settings.stripeSecretKey ? stripeCheckout(settings.stripeSecretKey, settings.stripeApi) : localCheckout(),
    catalogue: catalogueSnapshot(
      () => loadPricingCatalogue(app.deps.database.db),
      CATALOGUE_TTL_MS,
      Date.now,
      () => catalogueRevision(app.deps.database.db),
    ),
    bookedListeners: [],
  });
}

/** `app.register(paymentSetup, settings)` at the root: the decoration is visible to every payment plugin. */
export const paymentSetup = fp(setup, { name: 'paymentSetup', dependencies: ['bookingSetup'] });
