// App-level parts of payments: settings, the checkout adapter (Stripe or the local test checkout) and the catalogue
// snapshot used to price a trip again at checkout. Register once at the root, after bookingSetup.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { catalogueSnapshot, loadPricingCatalogue, type CatalogueSnapshot } from '../pricing/catalogueSnapshot';
import type { CheckoutProvider } from './checkoutProvider';
import { localCheckout } from './localCheckout';
import type { PaymentSettings } from './settings';
import { stripeCheckout } from './stripeCheckout';

export interface Payments {
  settings: PaymentSettings;
  provider: CheckoutProvider;
  catalogue: CatalogueSnapshot;
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
    catalogue: catalogueSnapshot(() => loadPricingCatalogue(app.deps.database.db)),
  });
}

/** `app.register(paymentSetup, settings)` at the root: the decoration is visible to every payment plugin. */
export const paymentSetup = fp(setup, { name: 'paymentSetup', dependencies: ['bookingSetup'] });
