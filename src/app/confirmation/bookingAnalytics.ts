// Conversion events ('Booking_Confirmed' and a conversion worth the total in USD), sent to the tag manager only in
// production and only when a tag id is configured: without VITE_GTM_ID no third-party script is loaded and nothing
// leaves the device.
import type { BookingInfo } from '../../domain/booking';
import { TAG_MANAGER_SCRIPT, tagManagerId } from '../../domain/protocol';

type DataLayerEvent = Record<string, unknown>;
declare global {
  interface Window {
    dataLayer?: DataLayerEvent[];
  }
}

export const BOOKING_CONFIRMED_PAGE = 'booking-confirmed';

/** The tag id when analytics may run, else null. */
export function analyticsTagId(env: { PROD: boolean; VITE_GTM_ID?: string } = import.meta.env): string | null {
  return env.PROD ? tagManagerId(env.VITE_GTM_ID) : null;
}

/** The two events for one booking; value is in dollars, as analytics tools count money. */
export function bookingEvents(
  info: Pick<BookingInfo, 'bookingRef' | 'tripSummary'>,
  pagePath: string,
): DataLayerEvent[] {
  return [
    { event: 'Booking_Confirmed', page_path: pagePath, booking_ref: info.bookingRef },
    {
      event: 'conversion',
      value: info.tripSummary.totalPrice.price / 100,
      currency: 'USD',
      transaction_id: info.bookingRef,
    },
  ];
}

let tagLoaded = false;

function loadTag(tagId: string): void {
  if (tagLoaded) return;
  tagLoaded = true;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${TAG_MANAGER_SCRIPT}?id=${encodeURIComponent(tagId)}`;
  document.head.appendChild(script);
}

/** Reports a booking once, when its confirmation is first shown on this device. */
export function reportBookingConfirmed(info: BookingInfo, pagePath: string): void {
  const tagId = analyticsTagId();
  if (!tagId) return;
  loadTag(tagId);
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(...bookingEvents(info, pagePath));
}
