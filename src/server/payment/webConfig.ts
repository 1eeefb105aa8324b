// GET /api/v1/web/config: what the app needs to know about the server before paying. The app loads
// @stripe/stripe-js only when a publishable key is set; the CSP then has to allow Stripe's hosts.
import type { FastifyInstance } from 'fastify';
import type { CspSources } from '../http/securityHeaders';
import type { PaymentSettings } from './settings';
import { access } from '../http/routeAccess';

/** Stripe.js and Checkout's hosts (docs.stripe.com/security/guide#content-security-policy). */
const STRIPE_CSP_SOURCES: CspSources = {
  scriptSrc: ['https://js.stripe.com'],
  connectSrc: ['https://api.stripe.com'],
  frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  imgSrc: ['https://*.stripe.com'],
};

/** The extra CSP sources payments need with these settings (none for the local test checkout). */
export const paymentCspSources = (settings: Pick<PaymentSettings, 'stripeSecretKey'>): CspSources =>
  settings.stripeSecretKey ? STRIPE_CSP_SOURCES : {};

export async function webConfigRoutes(app: FastifyInstance): Promise<void> {
  app.get('/config', access.public, async (_request, reply) => {
    const { settings } = app.payments;
    void reply.header('Cache-Control', 'no-cache');
    return { stripePublishableKey: settings.stripePublishableKey ?? null, appEnv: settings.appEnv };
  });
}
