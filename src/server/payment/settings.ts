// Payment settings from the environment. Without STRIPE_SECRET_KEY the app uses its own test checkout page; its
// webhook secret is LOCAL_WEBHOOK_SECRET or one generated once beside the data, so restarts keep it.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface StripeApi {
  /** Where the SDK sends its calls: Stripe itself unless a test points it elsewhere. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

export interface PaymentSettings {
  stripeSecretKey?: string;
  stripePublishableKey?: string;
  /** Verifies the Stripe-Signature of webhook calls (Stripe's whsec_…, or the local test checkout's own). */
  webhookSecret: string;
  stripeApi?: StripeApi;
  /** Origin of the return links Stripe sends the guest to, e.g. 'https://charters.example'. */
  publicUrl: string;
  /** How long a checkout session lasts (Stripe's minimum is 30). The hold is extended to match, once. */
  sessionMinutes: number;
  /** A signed webhook is accepted this long after its timestamp. */
  signatureToleranceSeconds: number;
  appEnv: 'TEST' | 'PROD';
}

export const STRIPE_MIN_SESSION_MINUTES = 30;

function localWebhookSecret(dataDir: string): string {
  const file = join(dataDir, 'payment-webhook-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = `whsec_local_${randomBytes(24).toString('base64url')}`;
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}

export function loadPaymentSettings(env: NodeJS.ProcessEnv, dataDir: string): PaymentSettings {
  const stripeSecretKey = env.STRIPE_SECRET_KEY || undefined;
  if (stripeSecretKey && !env.STRIPE_WEBHOOK_SECRET) {
    throw new Error('STRIPE_SECRET_KEY is set without STRIPE_WEBHOOK_SECRET: webhooks could not be verified');
  }
  const minutes = Number(env.CHECKOUT_SESSION_MINUTES);
  return {
    stripeSecretKey,
    stripePublishableKey: stripeSecretKey ? env.STRIPE_PUBLISHABLE_KEY || undefined : undefined,
    webhookSecret: stripeSecretKey ? env.STRIPE_WEBHOOK_SECRET! : env.LOCAL_WEBHOOK_SECRET || localWebhookSecret(dataDir),
    publicUrl: new URL(env.PUBLIC_URL || `http://localhost:${env.PORT ?? 8080}`).origin,
    sessionMinutes: Number.isInteger(minutes) && minutes >= STRIPE_MIN_SESSION_MINUTES && minutes <= 24 * 60 ? minutes : STRIPE_MIN_SESSION_MINUTES,
    signatureToleranceSeconds: 300,
    appEnv: env.APP_ENV === 'PROD' ? 'PROD' : 'TEST',
  };
}

export function testPaymentSettings(overrides: Partial<PaymentSettings> = {}): PaymentSettings {
  return {
    webhookSecret: 'whsec_test_secret_not_for_production',
    publicUrl: 'http://localhost:8080',
    sessionMinutes: STRIPE_MIN_SESSION_MINUTES,
    signatureToleranceSeconds: 300,
    appEnv: 'TEST',
    ...overrides,
  };
}
