// The agents' booking calls (booking/time-slots, booking/reserve, booking/reservations; docs/agents-api.md):
// apart from ./agentApi.ts, so that the builder's first screen does not load the reservations' schemas.
import { apiRequest } from '../http/client';
import {
  agentBookingList,
  reservationCancelAnswer,
  reservationAnswer,
  type AgentBooking,
  type BookingReservation,
  type ReservationCancelAnswer,
  type ReservationAnswer,
  timeSlotsResponse,
  type TimeSlotsRequest,
  type TimeSlotsResponse,
} from '../../domain/booking';

export const agentTimeSlots = (request: TimeSlotsRequest, signal?: AbortSignal): Promise<TimeSlotsResponse> =>
  apiRequest('booking/time-slots', { method: 'POST', body: request, schema: timeSlotsResponse, signal });

export const reserveTrip = (body: BookingReservation, idempotencyKey: string): Promise<ReservationAnswer> =>
  apiRequest('booking/reserve', { method: 'POST', body, schema: reservationAnswer, idempotencyKey });

export const fetchAgentBookings = async (signal?: AbortSignal): Promise<AgentBooking[]> =>
  (await apiRequest('booking/reservations', { schema: agentBookingList, signal })).bookings;

export const cancelAgentBooking = (id: string): Promise<ReservationCancelAnswer> =>
  apiRequest(`booking/reservations/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
    body: {},
    schema: reservationCancelAnswer,
  });
