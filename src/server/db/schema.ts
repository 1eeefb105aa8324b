// Typed table definitions for drizzle; the SQL migrations beside this file are the source of truth.
import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

export const CATALOGUE_KINDS = [
  'country', 'region', 'pickUpLocation', 'activity', 'boat', 'itinerary', 'adventure', 'destination',
  'blog', 'captainBlog', 'post', 'review', 'faq', 'policy', 'mapGroup', 'mapCategory', 'tutorial',
  'metadata', 'checklistItem',
] as const;
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number];

export const catalogueDocuments = pgTable(
  'catalogue_documents',
  {
    kind: text('kind').$type<CatalogueKind>().notNull(),
    id: text('id').notNull(),
    countryId: text('country_id'),
    urlTitle: text('url_title'),
    position: integer('position').notNull().default(0),
    doc: jsonb('doc').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.id] })],
);
