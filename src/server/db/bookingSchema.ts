// Typed tables for calendars, holds and reservations (migration 010 is the source of truth).
import {
  bigserial,
  customType,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  date,
} from 'drizzle-orm/pg-core';

/** A PostgreSQL tstzrange, written and read as its text form '[start,end)'. */
export const tstzrange = customType<{ data: string }>({ dataType: () => 'tstzrange' });

export type HoldStatus = 'HELD' | 'BOOKED' | 'RELEASED' | 'EXPIRED';

/** Who holds a slot: a device (its cookie) through the guest flow, or a signed-in agent's reservation (its user id). */
export interface HoldOwner {
  kind: 'device' | 'agent' | 'partner';
  id: string;
}

/** The owner as one string: the scope of its idempotency keys and its advisory lock ('device:…'). */
export const ownerKey = (owner: HoldOwner) => `${owner.kind}:${owner.id}`;

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const boatCalendars = pgTable('boat_calendars', {
  calendarId: text('calendar_id').primaryKey(),
  timezone: text('timezone').notNull(),
});

export const calendarHours = pgTable(
  'calendar_hours',
  {
    calendarId: text('calendar_id').notNull(),
    weekday: smallint('weekday').notNull(),
    opens: text('opens').notNull(),
    closes: text('closes').notNull(),
    intervalMinutes: integer('interval_minutes').notNull(),
    bioBayStarts: text('bio_bay_starts').array().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.calendarId, t.weekday] })],
);

export const calendarBlackouts = pgTable(
  'calendar_blackouts',
  {
    calendarId: text('calendar_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.calendarId, t.day] })],
);

export const slotHolds = pgTable('slot_holds', {
  bookingId: text('booking_id').primaryKey(),
  status: text('status').$type<HoldStatus>().notNull(),
  tripType: text('trip_type').notNull(),
  countryId: text('country_id').notNull(),
  startTime: instant('start_time').notNull(),
  endTime: instant('end_time').notNull(),
  expiresAt: instant('expires_at'),
  /** Who holds it (migration 050): 'device' and the device cookie's id; agents and partner keys later. */
  ownerKind: text('owner_kind').$type<HoldOwner['kind']>().notNull(),
  ownerId: text('owner_id').notNull(),
  /** A keyed hash of the network the hold came from (limits/clientAddress.ts). */
  addressKey: text('address_key'),
  trip: jsonb('trip'),
  createdAt: instant('created_at').notNull(),
  releasedAt: instant('released_at'),
  /** When checkout last lengthened the hold (migration 030; written by holdStore's SQL). */
  checkoutExtendedAt: instant('checkout_extended_at'),
  /** Migration 131's column, never written: a hold's pinned prices are kept in its trip (HeldTrip.priced). */
  pricedWith: jsonb('priced_with'),
});

export const boatReservations = pgTable('boat_reservations', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  bookingId: text('booking_id').notNull(),
  boatId: text('boat_id').notNull(),
  role: text('role').notNull(),
  during: tstzrange('during').notNull(),
  status: text('status').$type<HoldStatus>().notNull(),
  expiresAt: instant('expires_at'),
});
