// The whole server as one Fastify app: tests build it in-process, server.ts only listens.
import { readPhone } from '../domain/phone';
import { installPhoneReader } from '../domain/schema';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { constants as zlibConstants } from 'node:zlib';
import { ConfigError, type ServerConfig } from './config';
import type { Database } from './db/client';
import { answerClientError, answerFrameworkError, registerErrorHandler } from './http/errors';
import { registerHealth, type Lifecycle } from './http/health';
import { countRequestsInFlight } from './http/shutdown';
import { createMetrics, registerHttpMetrics, type Metrics } from './metrics/metrics';
import { capConnectionsPerAddress, serverTimeouts } from './limits/connectionLimits';
import { registerInputGuard } from './http/inputGuard';
import { requestLogger } from './http/requestLog';
import {
  contentSecurityPolicy,
  mergeCspSources,
  registerSecurityHeaders,
  setSecurityHeaders,
} from './http/securityHeaders';
import { TAG_MANAGER_HOSTS } from '../domain/protocol';
import { registerStaticSite } from './http/staticSite';
import { registerRouteAccess, type RouteAccess } from './http/routeAccess';
import { requireSignedIn } from './auth/setup';
import { apiKeyChecks } from './partners/keyAuth';
import { catalogueRoutes } from './catalogue/routes';
import { catalogueEditRoutes } from './catalogue/editRoutes';
import { catalogueRevision } from './catalogue/revision';
import { photoEditRoutes, photoServeRoutes } from './photos/routes';
import { pricingRoutes } from './pricing/routes';
import { availabilityRoutes } from './availability/routes';
import { bookingRoutes } from './booking/routes';
import { bookingSetup } from './booking/setup';
import { emailRoutes } from './email/routes';
import { captchaRoutes } from './captcha/routes';
import { paymentSetup } from './payment/setup';
import { loadPaymentSettings, type PaymentSettings } from './payment/settings';
import { paymentRoutes } from './payment/routes';
import { confirmedBookingRoutes } from './payment/bookingReads';
import { webConfigRoutes, paymentCspSources } from './payment/webConfig';
import { testCheckoutRoutes } from './payment/testCheckoutRoutes';
import { loadBookingSettings, type BookingSettings } from './booking/settings';
import { authSetup } from './auth/setup';
import { authRoutes } from './auth/routes';
import { reservationRoutes } from './reservations/routes';
import { operatorRoutes } from './operator/routes';
import { peopleRoutes } from './people/routes';
import { reportRoutes } from './operator/reportRoutes';
import { guestChangeRoutes } from './guestChanges/routes';
import { loadAuthSettings, type AuthSettings } from './auth/settings';
import { externalRoutes } from './partners/routes';
import { octoRoutes } from './octo/routes';

export interface AppDeps {
  config: ServerConfig;
  database: Database;
  /** Hold limits, the cookie secret and the clock; read from the environment and the database unless given. */
  bookingSettings?: BookingSettings;
  /** Stripe or the local test checkout; read from the environment unless given. */
  paymentSettings?: PaymentSettings;
  /**
   * Token lifetimes, the signing key and the password cost; read from the environment and the database unless given.
   */
  authSettings?: AuthSettings;
}

/** A route as the server registered it: what the route-list fuzz test sends bad input to, and who may call it. */
export interface RegisteredRoute {
  method: string;
  url: string;
  /** Its declaration (http/routeAccess.ts), read when asked: a plugin's own onRoute hook may add it after ours ran. */
  readonly access: RouteAccess | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** Every route of the app, in registration order (HEAD twins left out). */
    routeList: RegisteredRoute[];
    /** Whether the process is shutting down (readiness fails, connections are not kept). */
    lifecycle: Lifecycle;
    /** Requests being answered now. */
    requestsInFlight: { count(): number };
    /** The process's Prometheus registry (served by metrics/metricsListener.ts when METRICS_PORT is set). */
    metrics: Metrics;
  }
}

export interface BuildOptions {
  logger?: boolean;
  /**
   * Work out over-water distances between catalogue points in the background after start (the server does; tests need
   * not).
   */
  warmDistances?: boolean;
}

/**
 * Fastify's own number setting trusts no one; a hop count n trusts the peer and the n - 1 entries nearest to it, so
 * the client is the entry n hops from the right of X-Forwarded-For, whatever a client wrote further left.
 */
const proxyTrust = (setting: ServerConfig['trustProxy']) =>
  typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;

export async function buildApp(deps: AppDeps, opts: BuildOptions = {}): Promise<FastifyInstance> {
  // Every phone field is read with the whole rule (libphonenumber-js's numbering plans), not its stored shape alone.
  installPhoneReader(readPhone);
  const { db } = deps.database;
  const paymentSettings = deps.paymentSettings ?? (await loadPaymentSettings(process.env, db, deps.config.dataDir));
  const bookingSettings = deps.bookingSettings ?? (await loadBookingSettings(process.env, db, deps.config.dataDir));
  const authSettings = deps.authSettings ?? (await loadAuthSettings(process.env, db));
  if (paymentSettings.appEnv === 'PROD' && !paymentSettings.stripeSecretKey) {
    throw new ConfigError(
      'APP_ENV=PROD takes real payments: the test checkout is never served in PROD. Set STRIPE_SECRET_KEY.',
    );
  }
  // Stripe's hosts join the policy only when Stripe is configured, Google's only with a tag manager container.
  const csp = contentSecurityPolicy(
    mergeCspSources(paymentCspSources(paymentSettings), deps.config.tagManagerId ? TAG_MANAGER_HOSTS : {}),
  );
  const app = Fastify({
    logger: opts.logger === false ? false : requestLogger(deps.config.logLevel),
    // Query arrays come as repeated keys (?ids=a&ids=b); the querystring parser keeps them as arrays.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 2000 },
    bodyLimit: 256 * 1024,
    // Behind a load balancer the client address comes from X-Forwarded-For (per-IP limits need it).
    trustProxy: proxyTrust(deps.config.trustProxy),
    // Router errors (bad percent-encoding, over-long segments) skip the hooks: headers are set here.
    frameworkErrors: (error, request, reply) => {
      setSecurityHeaders(request, reply, csp);
      answerFrameworkError(error, request, reply);
    },
    clientErrorHandler: answerClientError,
    ...serverTimeouts(deps.config.connections),
    // A request on a kept connection while the server closes is answered, not refused with a 503: the proxy sent it
    // before it saw readiness fail (http/shutdown.ts).
    return503OnClosing: false,
  });
  // Behind a trusted proxy every socket is the proxy's: it caps its clients' connections itself.
  if (deps.config.trustProxy === false)
    capConnectionsPerAddress(app.server, deps.config.connections.maxConnectionsPerAddress);
  app.decorate('deps', deps);
  const routeList: RegisteredRoute[] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        routeList.push({
          method,
          url: route.url,
          get access() {
            return route.config?.access;
          },
        });
    }
  });
  const lifecycle: Lifecycle = { draining: false };
  app.decorate('lifecycle', lifecycle);
  app.decorate('requestsInFlight', countRequestsInFlight(app, lifecycle));
  const metrics = createMetrics(deps.database);
  app.decorate('metrics', metrics);
  registerHttpMetrics(app, metrics);
  registerErrorHandler(app);
  registerInputGuard(app);
  registerSecurityHeaders(app, csp);
  registerRouteAccess(app, {
    apiKey: apiKeyChecks(app),
    signedIn: async (request, permission) => void (await requireSignedIn(request, permission)),
  });

  // JSON answers over 1 KiB go brotli or gzip (a ship's wifi pays for every byte); built files come precompressed, and
  // catalogue reads are compressed once (catalogue/readCache.ts): both already carry Content-Encoding and pass through.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  registerHealth(app, deps.database.db, lifecycle);
  // Rendered pages are kept for one catalogue revision (http/pageRenderer.ts).
  app.decorate('contentRevision', () => catalogueRevision(deps.database.db));
  // First: the cookie parser and the settings (cookie secret, clock) every area below reads.
  await app.register(bookingSetup, bookingSettings);
  await app.register(authSetup, authSettings);
  await app.register(authRoutes, { prefix: '/api/v1/web' });
  await app.register(catalogueRoutes, { prefix: '/api/v1/web' });
  await app.register(pricingRoutes, { prefix: '/api/v1/web', warmDistances: opts.warmDistances ?? false });
  await app.register(availabilityRoutes, { prefix: '/api/v1/web' });
  await app.register(bookingRoutes, { prefix: '/api/v1/web' });
  await app.register(paymentSetup, paymentSettings);
  await app.register(paymentRoutes, { prefix: '/api/v1/payment' });
  await app.register(confirmedBookingRoutes, { prefix: '/api/v1/web' });
  await app.register(webConfigRoutes, { prefix: '/api/v1/web' });
  // The built-in test checkout only when no payment provider is configured (never in PROD, see above).
  if (!paymentSettings.stripeSecretKey) await app.register(testCheckoutRoutes);
  await app.register(reservationRoutes, { prefix: '/api/v1/web' });
  await app.register(operatorRoutes, { prefix: '/api/v1/web/operator' });
  await app.register(reportRoutes, { prefix: '/api/v1/web/operator/reports' });
  await app.register(photoEditRoutes, { prefix: '/api/v1/web/operator/catalogue/photos' });
  await app.register(catalogueEditRoutes, { prefix: '/api/v1/web/operator/catalogue' });
  await app.register(peopleRoutes, { prefix: '/api/v1/web/operator' });
  await app.register(guestChangeRoutes, { prefix: '/api/v1/web' });
  await app.register(externalRoutes, { prefix: '/api/v1/external' });
  await app.register(octoRoutes, { prefix: '/api/v1/octo' });
  await app.register(emailRoutes, { prefix: '/api/v1/web' });
  await app.register(captchaRoutes, { prefix: '/api/v1/web' });
  await app.register(photoServeRoutes);
  await registerStaticSite(app, deps.config.staticDir, csp);
  return app;
}
