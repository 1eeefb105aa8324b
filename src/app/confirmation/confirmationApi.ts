// The calls of the confirmation and booking-summary pages (docs/payment-api.md, 'Reads of a confirmed booking').
import {
  bookingInfo,
  type BookingInfo,
  type ResendConfirmation,
  paymentStatusAnswer,
  type PaymentStatusAnswer,
  cancelAnswer,
  changeAnswer,
  changeCheckoutAnswer,
  changeOptions,
  selfServiceAnswer,
} from '../../domain/booking';
import type { BookingFeedback } from '../../domain/inquiry';
import { PAYMENT_BASE, apiRequest } from '../http/client';
import { newIdempotencyKey } from '../http/idempotencyKey';

const enc = encodeURIComponent;

/** GET /api/v1/payment/status/{id}: polled until the webhook has made the booking. */
export const fetchPaymentStatus = (
  paymentStorageId: string,
  token: string | null,
  signal?: AbortSignal,
): Promise<PaymentStatusAnswer> =>
  apiRequest(`status/${enc(paymentStorageId)}`, {
    base: PAYMENT_BASE,
    query: { token },
    schema: paymentStatusAnswer,
    signal,
  });

export const fetchBookingInfo = (
  bookingRef: string,
  token: string | null,
  signal?: AbortSignal,
): Promise<BookingInfo> =>
  apiRequest(`booking/confirmed/${enc(bookingRef)}`, { schema: bookingInfo, query: { token }, signal });

export const findBooking = (bookingRef: string, email: string, signal?: AbortSignal): Promise<BookingInfo> =>
  apiRequest('booking/find', { method: 'POST', body: { bookingRef, email }, schema: bookingInfo, signal });

/**
 * One key per press of the button: a retried request is answered once. `token`: the email's signed link, as for the
 * page.
 */
export const resendConfirmationEmail = (body: ResendConfirmation, token: string | null) =>
  apiRequest<unknown>('email/booking-confirmed', {
    method: 'POST',
    body,
    query: { token },
    idempotencyKey: newIdempotencyKey(),
  });

export const sendBookingFeedback = (body: BookingFeedback, token: string | null) =>
  apiRequest<unknown>('email/booking-experience', {
    method: 'POST',
    body,
    query: { token },
    idempotencyKey: newIdempotencyKey(),
  });

/** What the guest may do with the booking now (cancel, change), and why not. */
export const fetchSelfService = (bookingRef: string, token: string | null, signal?: AbortSignal) =>
  apiRequest(`booking/confirmed/${enc(bookingRef)}/self-service`, {
    query: { token },
    schema: selfServiceAnswer,
    signal,
  });

export const fetchChangeOptions = (bookingRef: string, token: string | null, date: string, signal?: AbortSignal) =>
  apiRequest(`booking/confirmed/${enc(bookingRef)}/change-options`, {
    query: { token, date },
    schema: changeOptions,
    signal,
  });

export const cancelOwnBooking = (bookingRef: string, token: string | null) =>
  apiRequest(`booking/confirmed/${enc(bookingRef)}/cancel${token ? `?token=${enc(token)}` : ''}`, {
    method: 'POST',
    body: {},
    schema: cancelAnswer,
  });

export const changeOwnBooking = (bookingRef: string, token: string | null, startTime: string) =>
  apiRequest(`booking/confirmed/${enc(bookingRef)}/change${token ? `?token=${enc(token)}` : ''}`, {
    method: 'POST',
    body: { startTime },
    schema: changeAnswer,
  });

/** A dearer time: the checkout of the difference (the booking moves once it is paid). One key per chosen time. */
export const startChangeCheckout = (
  bookingRef: string,
  token: string | null,
  startTime: string,
  idempotencyKey: string,
) =>
  apiRequest(`booking/confirmed/${enc(bookingRef)}/change-checkout${token ? `?token=${enc(token)}` : ''}`, {
    method: 'POST',
    body: { startTime },
    schema: changeCheckoutAnswer,
    idempotencyKey,
  });
