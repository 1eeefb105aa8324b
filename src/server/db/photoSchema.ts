// Typed tables of the uploaded photos (migration 151).
import { customType, integer, pgTable, primaryKey, real, text, timestamp } from 'drizzle-orm/pg-core';
import type { PhotoFormat } from '../../domain/catalogue';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** PostgreSQL's bytea: a Buffer in, a Buffer out (PGlite hands back a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

export const photoOriginals = pgTable('photo_originals', {
  hash: text('hash').primaryKey(),
  bytes: bytea('bytes').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  uploadedAt: instant('uploaded_at').notNull(),
  uploadedBy: text('uploaded_by').notNull(),
});

export const photos = pgTable('photos', {
  id: text('id').primaryKey(),
  original: text('original').notNull(),
  focusX: real('focus_x').notNull(),
  focusY: real('focus_y').notNull(),
  widths: integer('widths').array().notNull(),
  createdAt: instant('created_at').notNull(),
});

export const photoVariants = pgTable(
  'photo_variants',
  {
    photo: text('photo').notNull(),
    width: integer('width').notNull(),
    format: text('format').$type<PhotoFormat>().notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.photo, t.width, t.format] })],
);
