// Time-slot search: POST /booking/time-slots (docs/availability-api.md; the rules are in slotGrid.ts).
// Needs bookingSetup and authSetup registered at the root first (the clock; who may set a custom start).
import type { FastifyInstance } from 'fastify';
import { timeSlotsRequest, type TimeSlotsResponse } from '../../domain/booking';
import { parse } from '../http/validate';
import { searchTimeSlots } from './searchSlots';
import { principalOf } from '../auth/setup';
import { mayDo } from '../../domain/office';
import { Precompressed } from '../http/precompressed';
import { access } from '../http/routeAccess';

// A kept answer (keptAnswers.ts) goes to many guests in a rush: serialized and compressed once.
const bodies = new WeakMap<TimeSlotsResponse, Precompressed>();
const bodiesOf = (answer: TimeSlotsResponse) => {
  let kept = bodies.get(answer);
  if (!kept) bodies.set(answer, (kept = new Precompressed(JSON.stringify(answer))));
  return kept;
};

export async function availabilityRoutes(app: FastifyInstance): Promise<void> {
  app.post('/booking/time-slots', access.public, async (request, reply) => {
    const body = parse(timeSlotsRequest, request.body, 'request');
    // Apply Custom Time is an agent's: a guest's request is answered from the calendar alone.
    const principal = body.customTime ? await principalOf(request) : undefined;
    const customStart = principal !== undefined && mayDo(principal.role, 'customTime');
    return bodiesOf(await searchTimeSlots(app.deps.database.db, body, app.bookingSettings.now(), { customStart })).send(
      request,
      reply,
    );
  });
}
