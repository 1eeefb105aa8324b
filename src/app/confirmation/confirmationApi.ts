// The calls of the confirmation and booking-summary pages (booking contract; spec 02 §7).
import { enums, mask, nullable, object, string, type Infer } from 'superstruct';
import { bookingInfo, type BookingInfo, type ResendConfirmation } from '../../domain/bookingConfirmed';
import type { BookingFeedback } from '../../domain/feedback';
import { ApiError } from '../http/ApiError';
import { apiRequest, buildQuery } from '../http/client';

export const PAYMENT_STATUSES = ['PENDING', 'PAID', 'REFUNDED', 'EXPIRED'] as const;
export const paymentStatus = object({ status: enums(PAYMENT_STATUSES), bookingRef: nullable(string()) });
export type PaymentStatus = Infer<typeof paymentStatus>;

const enc = encodeURIComponent;

/** GET /api/v1/payment/status/{id}: the payment area sits beside /web, so this call does not go through apiRequest. */
export async function fetchPaymentStatus(paymentStorageId: string, token: string | null, signal?: AbortSignal): Promise<PaymentStatus> {
  let response: Response;
  try {
    response = await fetch(`/api/v1/payment/status/${enc(paymentStorageId)}${buildQuery({ token })}`, {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw ApiError.network();
  }
  if (!response.ok) throw ApiError.server(response.status);
  try {
    return mask(await response.json(), paymentStatus);
  } catch {
    throw ApiError.server(response.status, 'BAD_RESPONSE');
  }
}

export const fetchBookingInfo = (bookingRef: string, token: string | null, signal?: AbortSignal): Promise<BookingInfo> =>
  apiRequest(`booking/confirmed/${enc(bookingRef)}`, { schema: bookingInfo, query: { token }, signal });

export const findBooking = (bookingRef: string, email: string): Promise<BookingInfo> =>
  apiRequest('booking/find', { method: 'POST', body: { bookingRef, email }, schema: bookingInfo });

export const resendConfirmationEmail = (body: ResendConfirmation) =>
  apiRequest<unknown>('email/booking-confirmed', { method: 'POST', body });

export const sendBookingFeedback = (body: BookingFeedback) =>
  apiRequest<unknown>('email/booking-experience', { method: 'POST', body });
