// Payment settings from the environment. Without STRIPE_SECRET_KEY the app uses its own test checkout page; its
// webhook secret is LOCAL_WEBHOOK_SECRET or the one every API process shares in the database. APP_ENV=PROD takes
// real money only: it refuses to start without Stripe's live keys, and the test checkout is never served then.
import { join } from 'node:path';
import { appEnvOf, ConfigError, publicUrlOf, wholeNumber } from '../config';
import type { Db } from '../db/client';
import { sharedSecret } from '../db/sharedSecret';

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

const STRIPE_MIN_SESSION_MINUTES = 30;

/** Why these settings cannot take real money in PROD; undefined when they can. */
function prodProblem(env: NodeJS.ProcessEnv): string | undefined {
  const missing = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PUBLISHABLE_KEY'].filter((name) => !env[name]);
  if (missing.length > 0) return `${missing.join(', ')} not set`;
  if (!/^(sk|rk)_live_/.test(env.STRIPE_SECRET_KEY!))
    return 'STRIPE_SECRET_KEY is not a live key (sk_live_… or rk_live_…)';
  if (!/^pk_live_/.test(env.STRIPE_PUBLISHABLE_KEY!)) return 'STRIPE_PUBLISHABLE_KEY is not a live key (pk_live_…)';
  return undefined;
}

export async function loadPaymentSettings(env: NodeJS.ProcessEnv, db: Db, dataDir: string): Promise<PaymentSettings> {
  const stripeSecretKey = env.STRIPE_SECRET_KEY || undefined;
  const appEnv = appEnvOf(env);
  const problem = appEnv === 'PROD' ? prodProblem(env) : undefined;
  if (problem) {
    throw new ConfigError(
      `APP_ENV=PROD takes real payments, but ${problem}. Set Stripe's live keys, or run with APP_ENV=TEST (the test checkout, no money taken).`,
    );
  }
  if (stripeSecretKey && !env.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError('STRIPE_SECRET_KEY is set without STRIPE_WEBHOOK_SECRET: webhooks could not be verified');
  }
  const webhookSecret = stripeSecretKey
    ? env.STRIPE_WEBHOOK_SECRET!
    : await sharedSecret(db, 'local-webhook-secret', {
        configured: env.LOCAL_WEBHOOK_SECRET,
        legacyFile: join(dataDir, 'payment-webhook-secret'),
      });
  const minutes = wholeNumber(env.CHECKOUT_SESSION_MINUTES, STRIPE_MIN_SESSION_MINUTES, STRIPE_MIN_SESSION_MINUTES);
  return {
    stripeSecretKey,
    stripePublishableKey: stripeSecretKey ? env.STRIPE_PUBLISHABLE_KEY || undefined : undefined,
    webhookSecret,
    publicUrl: publicUrlOf(env),
    sessionMinutes: minutes <= 24 * 60 ? minutes : STRIPE_MIN_SESSION_MINUTES,
    signatureToleranceSeconds: 300,
    appEnv,
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
