// Every trip action goes out through the send queue: sent now (with the server's inquiry reference) or kept on the
// device until the connection returns, in which case the thanks step shows QUEUED_NOTICE.
import { INQUIRY_REF_PATTERN, check } from '../../domain/schema';
import type { Struct } from 'superstruct';
import { snapshot } from 'valtio';
import type { CalculatedTrip } from '../../domain/pricing';
import type { TripState } from '../../domain/trip';
import { tripStore } from '../state/tripStore';
import { isApiError } from '../http/ApiError';
import { sendOrQueue } from '../outbox';
import { SOMETHING_WENT_WRONG } from '../messages';
import { tripBuilderLink } from './shareLinks';
import type { Delivery } from './tripActionsStore';

export type InquiryPath =
  | 'email/save-itinerary'
  | 'email/shared-itinerary'
  | 'email/booking-inquiry'
  | 'email/booking-inquiry-trip'
  | 'email/call-request';

export async function deliverInquiry(path: InquiryPath, body: unknown, to: string): Promise<Delivery> {
  const result = await sendOrQueue(path, body);
  if (result.state === 'queued') return { queued: true, inquiryRef: null, to };
  const ref = (result.answer as { inquiryRef?: unknown } | null)?.inquiryRef;
  return { queued: false, inquiryRef: typeof ref === 'string' && INQUIRY_REF_PATTERN.test(ref) ? ref : null, to };
}

/** What a refused submission tells the guest: the API's own 4xx message, else the generic one. */
export const refusalMessage = (error: unknown) => (isApiError(error) ? error.message : SOMETHING_WENT_WRONG);

/** The trip every itinerary e-mail carries (the domain's `mailedTrip`), from the builder's trip and its shown price. */
function mailedTripOf(trip: TripState, calculateTrip: CalculatedTrip, origin: string = window.location.origin) {
  return {
    linkToBT: tripBuilderLink(origin, trip),
    adult: trip.adult,
    children: trip.children,
    countryUrl: trip.countryUrlTitle ?? '',
    calculateTrip,
  };
}

/**
 * The save, share and inquiry mails: `fields` plus the trip being built and its shown price, checked with the
 * mail's schema, then sent or kept. Null when there is no price to send yet (the form says so).
 */
export async function deliverTripMail<T>(
  path: InquiryPath,
  schema: Struct<T>,
  price: { shown: CalculatedTrip | null },
  fields: (trip: TripState) => object,
  to: string,
): Promise<Delivery | null> {
  const calculateTrip = price.shown;
  if (!calculateTrip) return null;
  const trip = snapshot(tripStore) as TripState;
  const body = check(schema, { ...fields(trip), ...mailedTripOf(trip, calculateTrip) });
  if (!body.ok) throw new Error(body.errors[0]?.message);
  return deliverInquiry(path, body.value, to);
}
