// Typed tables for partners' API keys and resellers' OCTO bookings (migration 080 is the source of truth).
import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { ApiKeyScope, PartnerKind } from '../../domain/protocol';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const apiKeys = pgTable('api_keys', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  ownerName: text('owner_name').notNull(),
  ownerKind: text('owner_kind').$type<PartnerKind>().notNull(),
  keyHash: text('key_hash').notNull(),
  keyPrefix: text('key_prefix').notNull(),
  scopes: text('scopes').array().$type<ApiKeyScope[]>().notNull(),
  ratePerMinute: integer('rate_per_minute').notNull(),
  /** A sandbox key (migration 120): its OCTO bookings hold and book nothing. */
  testMode: boolean('test_mode').notNull().default(false),
  createdAt: instant('created_at').notNull(),
  revokedAt: instant('revoked_at'),
});
export type ApiKeyRow = typeof apiKeys.$inferSelect;

export type OctoBookingStatus = 'ON_HOLD' | 'CONFIRMED' | 'EXPIRED' | 'CANCELLED';

/** What the reseller sent about one unit (a ticket-holder), kept as given. */
export interface StoredUnitItem {
  uuid: string;
  unitId: string;
  resellerReference: string | null;
}

/** The reseller's contact for the booking, in OCTO's shape (all fields nullable). */
export interface StoredContact {
  fullName: string | null;
  firstName: string | null;
  lastName: string | null;
  emailAddress: string | null;
  phoneNumber: string | null;
  locales: string[];
  postalCode: string | null;
  country: string | null;
  notes: string | null;
}

export const octoBookings = pgTable(
  'octo_bookings',
  {
    keyId: text('key_id').notNull(),
    uuid: text('uuid').notNull(),
    id: text('id').notNull(),
    /** The hold; null for a test key's booking, which holds nothing. */
    holdId: text('hold_id'),
    testMode: boolean('test_mode').notNull().default(false),
    status: text('status').$type<OctoBookingStatus>().notNull(),
    productId: text('product_id').notNull(),
    optionId: text('option_id').notNull(),
    availabilityId: text('availability_id').notNull(),
    pickupId: text('pickup_id').notNull(),
    unitItems: jsonb('unit_items').$type<StoredUnitItem[]>().notNull(),
    contact: jsonb('contact').$type<StoredContact>().notNull(),
    notes: text('notes'),
    resellerReference: text('reseller_reference'),
    bookingRef: text('booking_ref'),
    amountCents: integer('amount_cents').notNull(),
    refundCents: integer('refund_cents'),
    cancelReason: text('cancel_reason'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
    expiresAt: instant('expires_at'),
    confirmedAt: instant('confirmed_at'),
    cancelledAt: instant('cancelled_at'),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.uuid] })],
);
export type OctoBookingRow = typeof octoBookings.$inferSelect;
