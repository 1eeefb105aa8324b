// Typed tables of the office's notes and tags on a booking and a trip's crew (migration 160), and attendance (162).
import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { OfficeTag, AttendanceState } from '../../domain/office';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const bookingOfficeNotes = pgTable('booking_office_notes', {
  bookingRef: text('booking_ref').primaryKey(),
  tags: text('tags').array().$type<OfficeTag[]>().notNull(),
  note: text('note').notNull(),
  updatedBy: text('updated_by').notNull(),
  updatedAt: instant('updated_at').notNull(),
});

export const tripCrew = pgTable(
  'trip_crew',
  {
    bookingRef: text('booking_ref').notNull(),
    userId: text('user_id').notNull(),
    role: text('role').$type<'captain' | 'crew'>().notNull(),
    assignedBy: text('assigned_by').notNull(),
    assignedAt: instant('assigned_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bookingRef, t.userId] })],
);

/** Whether a party came (migration 162): a row only for a marked booking; no row is 'expected'. */
export const bookingAttendance = pgTable('booking_attendance', {
  bookingRef: text('booking_ref').primaryKey(),
  state: text('state').$type<AttendanceState>().notNull(),
  markedBy: text('marked_by').notNull(),
  markedAt: instant('marked_at').notNull(),
});
