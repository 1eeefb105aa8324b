// Typed tables of running the charters: closures, their notices, refunds and the audit log (migration 090).
import { bigserial, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { ClosureReason } from '../../domain/office';
import { tstzrange } from './bookingSchema';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const auditLog = pgTable('audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  at: instant('at').notNull(),
  actor: text('actor').notNull(),
  action: text('action').notNull(),
  bookingRef: text('booking_ref'),
  closureId: text('closure_id'),
  detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
});
export type AuditRow = typeof auditLog.$inferSelect;

export const calendarClosures = pgTable('calendar_closures', {
  id: text('id').primaryKey(),
  boatIds: text('boat_ids').array().notNull(),
  during: tstzrange('during').notNull(),
  reason: text('reason').$type<ClosureReason>().notNull(),
  note: text('note').notNull().default(''),
  createdBy: text('created_by').notNull(),
  createdAt: instant('created_at').notNull(),
  reopenedBy: text('reopened_by'),
  reopenedAt: instant('reopened_at'),
});
export type ClosureRow = typeof calendarClosures.$inferSelect;

export const closureNotices = pgTable(
  'closure_notices',
  {
    closureId: text('closure_id').notNull(),
    bookingRef: text('booking_ref').notNull(),
    notifiedAt: instant('notified_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.closureId, t.bookingRef] })],
);

export const refunds = pgTable('refunds', {
  id: text('id').primaryKey(),
  paymentId: text('payment_id').notNull(),
  bookingRef: text('booking_ref'),
  amountCents: integer('amount_cents').notNull(),
  reason: text('reason').notNull(),
  requestKey: text('request_key').notNull(),
  providerRefundId: text('provider_refund_id').notNull(),
  requestedBy: text('requested_by').notNull(),
  createdAt: instant('created_at').notNull(),
});
export type RefundRow = typeof refunds.$inferSelect;
