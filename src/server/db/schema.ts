// Typed table definitions for drizzle; the SQL migrations beside this file are the source of truth.
import { bigint, boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { CatalogueKind } from '../../domain/catalogue';

export { type CatalogueKind } from '../../domain/catalogue';
const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const catalogueDocuments = pgTable(
  'catalogue_documents',
  {
    kind: text('kind').$type<CatalogueKind>().notNull(),
    id: text('id').notNull(),
    countryId: text('country_id'),
    urlTitle: text('url_title'),
    position: integer('position').notNull().default(0),
    doc: jsonb('doc').notNull(),
    /** Raised by every change (migration 130); the editor's save names the version it read. */
    version: integer('version').notNull().default(1),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    updatedBy: text('updated_by').notNull().default('system'),
    /** Left out of every guest's read (migration 131). */
    hidden: boolean('hidden').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.kind, t.id] })],
);

/** Every version of every document (doc null: removed), for history and restore. */
export const catalogueVersions = pgTable(
  'catalogue_versions',
  {
    kind: text('kind').$type<CatalogueKind>().notNull(),
    id: text('id').notNull(),
    version: integer('version').notNull(),
    doc: jsonb('doc'),
    at: instant('at').notNull(),
    actor: text('actor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.id, t.version] })],
);

/** One row: raised by a trigger on every statement that changes catalogue_documents. */
export const catalogueRevision = pgTable('catalogue_revision', {
  onlyRow: boolean('only_row').primaryKey().default(true),
  revision: bigint('revision', { mode: 'number' }).notNull(),
});
