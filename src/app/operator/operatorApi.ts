// The operator's calls (docs/operator-api.md) through the app's one API client. Nothing here enters the persisted
// query cache: the manifest's offline copy is kept on purpose (state/manifestCopy.ts) and cleared at sign-out.
import { array } from 'superstruct';
import {
  bookingDetail,
  bookingListItem,
  closureAnswer,
  closureSummary,
  manifest,
  refundAnswer,
  type CloseCalendarRequest,
  type OfficeCancelRequest,
  type OfficeMoveRequest,
  type RefundRequest,
} from '../../domain/office';
import { cancelAnswer, changeAnswer, changeOptions } from '../../domain/booking';
import { problemText } from '../http/ApiError';
import { apiRequest } from '../http/client';
import { OPERATOR_TEXT } from './operatorMessages';
import { AGENT_QUERIES } from '../agent';

const enc = encodeURIComponent;

/** What a failed operator call tells the desk. */
export const problemOf = (error: unknown) => problemText(error, OPERATOR_TEXT.offline);

/** Under the agents' query keys: all of them go at sign-out. */
export const OPERATOR_QUERIES = [...AGENT_QUERIES, 'operator'] as const;

export const fetchManifest = (date: string, signal?: AbortSignal) =>
  apiRequest('operator/manifest', { query: { date }, schema: manifest, signal });

export const searchBookings = (q: string, date: string, signal?: AbortSignal) =>
  apiRequest('operator/bookings', { query: { q, date }, schema: array(bookingListItem), signal });

export const fetchBookingDetail = (ref: string, signal?: AbortSignal) =>
  apiRequest(`operator/bookings/${enc(ref)}`, { schema: bookingDetail, signal });

/** One key per opened refund form: a double click, or a retry after a lost answer, refunds once. */
export const refundBooking = (ref: string, body: RefundRequest, idempotencyKey: string) =>
  apiRequest(`operator/bookings/${enc(ref)}/refund`, { method: 'POST', body, schema: refundAnswer, idempotencyKey });

/** The office's cancel and move: a repeat answers what the first did, so a double click acts once. */
export const cancelBookingByOffice = (ref: string, body: OfficeCancelRequest) =>
  apiRequest(`operator/bookings/${enc(ref)}/cancel`, { method: 'POST', body, schema: cancelAnswer });

export const fetchMoveOptions = (ref: string, date: string, signal?: AbortSignal) =>
  apiRequest(`operator/bookings/${enc(ref)}/move-options`, { query: { date }, schema: changeOptions, signal });

export const moveBookingByOffice = (ref: string, body: OfficeMoveRequest) =>
  apiRequest(`operator/bookings/${enc(ref)}/move`, { method: 'POST', body, schema: changeAnswer });

export const fetchClosures = (signal?: AbortSignal) =>
  apiRequest('operator/closures', { schema: array(closureSummary), signal });

export const closeCalendar = (body: CloseCalendarRequest) =>
  apiRequest('operator/closures', { method: 'POST', body, schema: closureAnswer });

export const reopenClosure = (id: string) =>
  apiRequest(`operator/closures/${enc(id)}/reopen`, { method: 'POST', body: {}, schema: closureSummary });
