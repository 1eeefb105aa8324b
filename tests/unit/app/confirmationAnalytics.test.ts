import { describe, expect, it } from 'vitest';
import { analyticsTagId, bookingEvents } from '../../../src/app/confirmation/bookingAnalytics';
import { BOOKING } from './confirmationFixture';

describe('booking analytics', () => {
  it('runs only in production with a tag id', () => {
    expect(analyticsTagId({ PROD: false, VITE_GTM_ID: 'GTM-ABC123' })).toBeNull();
    expect(analyticsTagId({ PROD: true })).toBeNull();
    expect(analyticsTagId({ PROD: true, VITE_GTM_ID: 'not a tag' })).toBeNull();
    expect(analyticsTagId({ PROD: true, VITE_GTM_ID: 'GTM-ABC123' })).toBe('GTM-ABC123');
  });

  it('reports the booking and a USD conversion worth the total', () => {
    expect(bookingEvents(BOOKING, '/cayman-islands/booking-confirmed')).toEqual([
      { event: 'Booking_Confirmed', page_path: '/cayman-islands/booking-confirmed', booking_ref: 'KY-7K3M9Q' },
      { event: 'conversion', value: 1107.4, currency: 'USD', transaction_id: 'KY-7K3M9Q' },
    ]);
  });
});
