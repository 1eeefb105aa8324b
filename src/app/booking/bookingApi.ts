// The booking calls: slots, holds and checkout (docs/availability-api.md, docs/payment-api.md), through the app's one
// API client.
import { nullable, optional, string, type } from 'superstruct';
import {
  checkoutSessionResponse,
  type CheckoutSessionRequest,
  type CheckoutSessionResponse,
  holdResponse,
  type HoldRequest,
  type HoldResponse,
  timeSlotsResponse,
  type TimeSlotsRequest,
  type TimeSlotsResponse,
} from '../../domain/booking';
import { HOLD_PROOF_HEADER, HOLD_PROOF_PURPOSE, HOLD_PROOF_REQUIRED } from '../../domain/protocol';
import { isApiError } from '../http/ApiError';
import { PAYMENT_BASE, apiRequest } from '../http/client';
import { proofOfWork } from '../outbox';

export const fetchTimeSlots = (request: TimeSlotsRequest, signal?: AbortSignal): Promise<TimeSlotsResponse> =>
  apiRequest('booking/time-slots', { method: 'POST', body: request, schema: timeSlotsResponse, signal });

const holdOnce = (request: HoldRequest, idempotencyKey: string, headers?: Record<string, string>) =>
  apiRequest('booking/hold', { method: 'POST', body: request, idempotencyKey, headers, schema: holdResponse });

/**
 * Holds a slot. A network that already holds many slots (a ship's wifi, or someone squatting the boats) is asked for a
 * proof of work first: the device solves it (a second or so per doubling) and sends the same request again.
 */
export async function requestHold(request: HoldRequest, idempotencyKey: string): Promise<HoldResponse> {
  try {
    return await holdOnce(request, idempotencyKey);
  } catch (error) {
    if (!isApiError(error) || error.code !== HOLD_PROOF_REQUIRED) throw error;
    // Its cost is per 2-hour block of the hold (issue #52): the challenge is asked for this hold's length.
    const hours = request.boats.find((b) => b.boatRole === 'primary')?.duration;
    const proof = await proofOfWork(HOLD_PROOF_PURPOSE, hours);
    if (!proof) throw error;
    return holdOnce(request, idempotencyKey, { [HOLD_PROOF_HEADER]: proof });
  }
}

export const releaseHold = (holdId: string): Promise<unknown> =>
  apiRequest(`booking/hold/${encodeURIComponent(holdId)}`, { method: 'DELETE' });

export const createCheckoutSession = (
  request: CheckoutSessionRequest,
  idempotencyKey: string,
): Promise<CheckoutSessionResponse> =>
  apiRequest('create-checkout-session', {
    base: PAYMENT_BASE,
    method: 'POST',
    body: request,
    idempotencyKey,
    schema: checkoutSessionResponse,
  });

export const deleteCheckoutSession = (paymentStorageId: string): Promise<unknown> =>
  apiRequest(`delete-checkout-session/${encodeURIComponent(paymentStorageId)}`, {
    base: PAYMENT_BASE,
    method: 'DELETE',
  });

const paymentConfig = type({ stripePublishableKey: optional(nullable(string())) });

/**
 * The provider's publishable key when the server pays through Stripe; null for the local test checkout or when unknown.
 */
export async function stripePublishableKey(): Promise<string | null> {
  try {
    const config = await apiRequest('config', { schema: paymentConfig });
    return config.stripePublishableKey ?? null;
  } catch {
    return null;
  }
}
