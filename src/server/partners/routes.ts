// The external availability service (spec 02 §7; spec 00 'Call paths'): GET getAvailableBoats and POST
// getAvailableTimes under /api/v1/external, for partner sites holding an API key with the availability scope, and
// the OpenAPI description of every partner route (no key needed to read it).
import type { FastifyInstance } from 'fastify';
import { availableBoatsQuery } from '../../domain/externalAvailability';
import { timeSlotsRequest } from '../../domain/timeSlots';
import { parse, parseQuery } from '../http/validate';
import { searchTimeSlots } from '../availability/searchSlots';
import { availableBoats } from './boatAvailability';
import { requireApiKey } from './keyAuth';
import { partnerOpenApi } from './openApi';

export async function externalRoutes(app: FastifyInstance): Promise<void> {
  app.get('/openapi.json', async () => partnerOpenApi(app.payments.settings.publicUrl));
  await app.register(async (keyed) => {
    requireApiKey(keyed, () => 'availability');
    keyed.get('/getAvailableBoats', async (request) =>
      availableBoats(app.deps.database.db, parseQuery(availableBoatsQuery, request.query), app.bookingSettings.now()));
    // The guest flow's search as it is: a partner never sets an agent's custom start.
    keyed.post('/getAvailableTimes', async (request) =>
      searchTimeSlots(app.deps.database.db, parse(timeSlotsRequest, request.body, 'request'), app.bookingSettings.now()));
  });
}
