// Typed table for agents' reservations (migration 071 is the source of truth).
import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { AppliedDiscount, ReservationStatus, Settlement } from '../../domain/booking';
import type { PaymentBooking } from '../db/paymentBooking';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const reservations = pgTable('reservations', {
  id: text('id').primaryKey(),
  holdId: text('hold_id').notNull(),
  agentId: text('agent_id').notNull(),
  agencyId: text('agency_id'),
  status: text('status').$type<ReservationStatus>().notNull(),
  settlement: text('settlement').$type<Settlement>().notNull(),
  countryId: text('country_id').notNull(),
  countryUrlTitle: text('country_url_title').notNull(),
  countryCode: text('country_code').notNull(),
  booking: jsonb('booking').$type<PaymentBooking>().notNull(),
  amountCents: integer('amount_cents').notNull(),
  discount: jsonb('discount').$type<AppliedDiscount | null>(),
  customStart: boolean('custom_start').notNull(),
  startTime: instant('start_time').notNull(),
  expiresAt: instant('expires_at'),
  bookingRef: text('booking_ref'),
  refundCents: integer('refund_cents'),
  cancelledBy: text('cancelled_by'),
  cancelledAt: instant('cancelled_at'),
  createdAt: instant('created_at').notNull(),
  updatedAt: instant('updated_at').notNull(),
});
export type ReservationRow = typeof reservations.$inferSelect;
