// The office's party change, no-show marks and a boat's week (docs/operator-api.md).
import { object, string } from 'superstruct';
import {
  attendance,
  boatWeek,
  partyChangeAnswer,
  type AttendanceRequest,
  type PartyChangeRequest,
} from '../../domain/office';
import { apiRequest } from '../http/client';

const enc = encodeURIComponent;

export const changeParty = (ref: string, body: PartyChangeRequest) =>
  apiRequest(`operator/bookings/${enc(ref)}/party`, { method: 'POST', body, schema: partyChangeAnswer });

export const markAttendance = (ref: string, body: AttendanceRequest) =>
  apiRequest(`operator/bookings/${enc(ref)}/attendance`, {
    method: 'POST',
    body,
    schema: object({ bookingRef: string(), attendance }),
  });

export const fetchBoatWeek = (boatId: string, from: string, signal?: AbortSignal) =>
  apiRequest(`operator/boats/${enc(boatId)}/week`, { query: { from }, schema: boatWeek, signal });
