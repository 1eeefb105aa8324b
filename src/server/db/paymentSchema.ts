// Typed tables for payments, bookings and handled provider events (migration 030 is the source of truth).
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { PaymentBooking } from './paymentBooking';

/** The party a difference payment changes a booking from and to. */
export interface PartyChangeOrder {
  from: { adults: number; kids: number };
  to: { adults: number; kids: number };
  actor: string;
}

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type PaymentRowStatus = 'PENDING' | 'PAID' | 'REFUNDING' | 'REFUNDED' | 'EXPIRED';

export const payments = pgTable('payments', {
  id: text('id').primaryKey(),
  /**
   * How the booking is settled: a card through Stripe or the test checkout, or the agency's account (migration 071).
   */
  provider: text('provider').$type<'stripe' | 'test' | 'account' | 'reseller'>().notNull(),
  sessionId: text('session_id').notNull().unique(),
  holdId: text('hold_id').notNull(),
  deviceId: text('device_id').notNull(),
  status: text('status').$type<PaymentRowStatus>().notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull().default('usd'),
  countryId: text('country_id').notNull(),
  countryUrlTitle: text('country_url_title').notNull(),
  countryCode: text('country_code').notNull(),
  booking: jsonb('booking').$type<PaymentBooking>().notNull(),
  successPath: text('success_path').notNull(),
  cancelPath: text('cancel_path').notNull(),
  sessionExpiresAt: instant('session_expires_at').notNull(),
  /** The provider's page for this session, answered again while it is open (migration 100). */
  checkoutUrl: text('checkout_url'),
  providerPaymentId: text('provider_payment_id'),
  refundId: text('refund_id'),
  refundedCents: integer('refunded_cents').notNull().default(0),
  /** A change of a booking to a dearer time: the booking it moves once paid (migration 091). */
  changesBookingRef: text('changes_booking_ref'),
  /** A change of the booking's party that this payment pays for; its hold is the booking's own (migration 161). */
  partyChange: jsonb('party_change').$type<PartyChangeOrder>(),
  createdAt: instant('created_at').notNull(),
  updatedAt: instant('updated_at').notNull(),
});
export type PaymentRow = typeof payments.$inferSelect;

export const bookings = pgTable('bookings', {
  bookingRef: text('booking_ref').primaryKey(),
  paymentId: text('payment_id').notNull().unique(),
  holdId: text('hold_id').notNull().unique(),
  deviceId: text('device_id').notNull(),
  email: text('email').notNull(),
  createdAt: instant('created_at').notNull(),
  updatedAt: instant('updated_at').notNull(),
  cancelledAt: instant('cancelled_at'),
});
export type BookingRow = typeof bookings.$inferSelect;

export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  sessionId: text('session_id'),
  receivedAt: instant('received_at').notNull(),
});
