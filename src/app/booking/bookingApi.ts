// The booking calls: slots, holds and checkout (spec 00 'Call paths'), through the app's one API client.
import { nullable, optional, string, type } from 'superstruct';
import { checkoutSessionResponse, type CheckoutSessionRequest, type CheckoutSessionResponse } from '../../domain/checkoutSession';
import { holdResponse, type HoldRequest, type HoldResponse } from '../../domain/hold';
import { timeSlotsResponse, type TimeSlotsRequest, type TimeSlotsResponse } from '../../domain/timeSlots';
import { PAYMENT_BASE, apiRequest } from '../http/client';

export const fetchTimeSlots = (request: TimeSlotsRequest, signal?: AbortSignal): Promise<TimeSlotsResponse> =>
  apiRequest('booking/time-slots', { method: 'POST', body: request, schema: timeSlotsResponse, signal });

export const requestHold = (request: HoldRequest, idempotencyKey: string): Promise<HoldResponse> =>
  apiRequest('booking/hold', { method: 'POST', body: request, idempotencyKey, schema: holdResponse });

export const releaseHold = (bookingId: string): Promise<unknown> => apiRequest(`booking/hold/${encodeURIComponent(bookingId)}`, { method: 'DELETE' });

export const createCheckoutSession = (request: CheckoutSessionRequest, idempotencyKey: string): Promise<CheckoutSessionResponse> =>
  apiRequest('create-checkout-session', { base: PAYMENT_BASE, method: 'POST', body: request, idempotencyKey, schema: checkoutSessionResponse });

export const deleteCheckoutSession = (paymentStorageId: string): Promise<unknown> =>
  apiRequest(`delete-checkout-session/${encodeURIComponent(paymentStorageId)}`, { base: PAYMENT_BASE, method: 'DELETE' });

const paymentConfig = type({ stripePublishableKey: optional(nullable(string())) });

/** The provider's publishable key when the server pays through Stripe; null for the local test checkout or when unknown. */
export async function stripePublishableKey(): Promise<string | null> {
  try {
    const config = await apiRequest('config', { schema: paymentConfig });
    return config.stripePublishableKey ?? null;
  } catch {
    return null;
  }
}
