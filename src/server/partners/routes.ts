// The external availability service (docs/partner-api.md): GET getAvailableBoats and POST
// getAvailableTimes under /api/v1/external, for partner sites holding an API key with the availability scope, and
// the OpenAPI description of every partner route (no key needed to read it).
import type { FastifyInstance } from 'fastify';
import { availableBoatsQuery, API_KEY_HEADER, BOOKING_KEY_IN_BROWSER_MESSAGE } from '../../domain/protocol';
import { timeSlotsRequest } from '../../domain/booking';
import { parse, parseQuery } from '../http/validate';
import { searchTimeSlots } from '../availability/searchSlots';
import { availableBoats } from './boatAvailability';
import { access } from '../http/routeAccess';
import { HttpError } from '../http/errors';
import { partnerOpenApi } from './openApi';

/**
 * Partner sites may ask from a browser (a hotel's booking widget): any origin, no cookies (the key is the only
 * credential), and the rate-limit headers readable by the page. OCTO (booking) answers no browser: a key that can book
 * must stay on the reseller's server (docs/partner-api.md, 'Browsers and CORS').
 */
const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers':
    'RateLimit-Policy, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, Retry-After',
};
const PREFLIGHT_HEADERS = {
  ...CORS_HEADERS,
  'Access-Control-Allow-Methods': 'GET, POST',
  'Access-Control-Allow-Headers': `${API_KEY_HEADER}, Content-Type`,
  'Access-Control-Max-Age': '600',
};

export async function externalRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', async (_request, reply) => {
    void reply.headers(CORS_HEADERS);
  });
  // A page's key is anyone's: one that can book is refused from a browser (an Origin header) before it is used again.
  // This plugin's hook runs after the app's access check, which has let the key in.
  app.addHook('onRequest', async (request) => {
    if (request.headers.origin !== undefined && request.partnerKey?.scopes.includes('booking')) {
      throw new HttpError(403, BOOKING_KEY_IN_BROWSER_MESSAGE, 'FORBIDDEN');
    }
  });
  // The browser's preflight: no key is sent with it.
  app.options('/*', access.public, async (_request, reply) => reply.status(204).headers(PREFLIGHT_HEADERS).send());
  app.get('/openapi.json', access.public, async () => partnerOpenApi());
  const reading = access.apiKey('availability');
  app.get('/getAvailableBoats', reading, async (request) =>
    availableBoats(app.deps.database.db, parseQuery(availableBoatsQuery, request.query), app.bookingSettings.now()),
  );
  // The guest flow's search as it is: a partner never sets an agent's custom start.
  app.post('/getAvailableTimes', reading, async (request) =>
    searchTimeSlots(app.deps.database.db, parse(timeSlotsRequest, request.body, 'request'), app.bookingSettings.now()),
  );
}
