// Time-slot search: POST /booking/time-slots (spec 01 §7; spec 00 'Slots, holds and bookings').
// Needs bookingSetup registered at the root first (it provides the clock).
import type { FastifyInstance } from 'fastify';
import { timeSlotsRequest } from '../../domain/timeSlots';
import { parse } from '../http/validate';
import { searchTimeSlots } from './searchSlots';

export async function availabilityRoutes(app: FastifyInstance): Promise<void> {
  app.post('/booking/time-slots', async (request) => {
    const body = parse(timeSlotsRequest, request.body, 'request');
    return searchTimeSlots(app.deps.database.db, body, app.bookingSettings.now());
  });
}
