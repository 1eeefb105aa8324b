// The office's edits of a booking and the staff who can crew a trip (docs/operator-api.md), each answered with the
// booking as it is now.
import { array } from 'superstruct';
import {
  bookingDetail,
  crewMember,
  type CrewRequest,
  type GuestCorrection,
  type OfficeNotesRequest,
} from '../../domain/office';
import { apiRequest } from '../http/client';

const enc = encodeURIComponent;

export const correctGuest = (ref: string, body: GuestCorrection) =>
  apiRequest(`operator/bookings/${enc(ref)}/guest`, { method: 'POST', body, schema: bookingDetail });

export const saveOfficeNotes = (ref: string, body: OfficeNotesRequest) =>
  apiRequest(`operator/bookings/${enc(ref)}/office-notes`, { method: 'POST', body, schema: bookingDetail });

export const assignCrew = (ref: string, body: CrewRequest) =>
  apiRequest(`operator/bookings/${enc(ref)}/crew`, { method: 'POST', body, schema: bookingDetail });

export const fetchCrewMembers = (signal?: AbortSignal) =>
  apiRequest('operator/crew-members', { schema: array(crewMember), signal });
