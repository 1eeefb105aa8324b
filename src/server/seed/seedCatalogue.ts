// Loads the demo catalogue on first start; rows that exist are left alone, so a restart changes nothing.
import { assert, type Struct } from 'superstruct';
import * as c from '../../domain/catalogue';
import type { Db } from '../db/client';
import { catalogueDocuments, type CatalogueKind } from '../db/schema';

export interface CatalogueSeed {
  countries: c.Country[];
  regions: c.Region[];
  pickUpLocations: c.PickUpLocation[];
  activities: c.Activity[];
  boats: c.Boat[];
  itineraries: c.Itinerary[];
  adventures: c.Adventure[];
  destinations: c.Destination[];
  blog: c.BlogPost[];
  captainBlog: c.BlogPost[];
  posts: c.Post[];
  reviews: c.Review[];
  faq: c.FaqItem[];
  policies: c.Policy[];
  mapGroups: c.MapGroup[];
  mapCategories: c.MapCategory[];
  tutorials: c.Tutorial[];
  metadata: c.PageMetadata[];
  checklistItems: c.ChecklistItem[];
}

type Row = typeof catalogueDocuments.$inferInsert;

/** Which kind, schema and columns each seed list maps to. */
const LISTS: { [K in keyof CatalogueSeed]: { kind: CatalogueKind; schema: Struct<any, any>; id: (d: CatalogueSeed[K][number]) => string; country?: (d: CatalogueSeed[K][number]) => string; urlTitle?: (d: CatalogueSeed[K][number]) => string } } = {
  countries: { kind: 'country', schema: c.country, id: (d) => d._id, country: (d) => d._id, urlTitle: (d) => d.urlTitle },
  regions: { kind: 'region', schema: c.region, id: (d) => d._id, country: (d) => d.countryId, urlTitle: (d) => d.urlTitle },
  pickUpLocations: { kind: 'pickUpLocation', schema: c.pickUpLocation, id: (d) => d._id, country: (d) => d.countryId },
  activities: { kind: 'activity', schema: c.activity, id: (d) => d._id, country: (d) => d.countryId },
  boats: { kind: 'boat', schema: c.boat, id: (d) => d._id, country: (d) => d.countryId, urlTitle: (d) => d.urlTitle },
  itineraries: { kind: 'itinerary', schema: c.itinerary, id: (d) => d._id },
  adventures: { kind: 'adventure', schema: c.adventure, id: (d) => d._id, country: (d) => d.countryId, urlTitle: (d) => d.urlTitle },
  destinations: { kind: 'destination', schema: c.destination, id: (d) => d._id, country: (d) => d.countryId, urlTitle: (d) => d.urlTitle },
  blog: { kind: 'blog', schema: c.blogPost, id: (d) => d._id, country: (d) => d.countryId, urlTitle: (d) => d.urlTitle },
  captainBlog: { kind: 'captainBlog', schema: c.blogPost, id: (d) => d._id, country: (d) => d.countryId, urlTitle: (d) => d.urlTitle },
  posts: { kind: 'post', schema: c.post, id: (d) => d._id, country: (d) => d.countryId },
  reviews: { kind: 'review', schema: c.review, id: (d) => d._id, country: (d) => d.countryId },
  faq: { kind: 'faq', schema: c.faqItem, id: (d) => d._id, country: (d) => d.countryId },
  policies: { kind: 'policy', schema: c.policy, id: (d) => d._id, country: (d) => d.countryId },
  mapGroups: { kind: 'mapGroup', schema: c.mapGroup, id: (d) => d._id, country: (d) => d.countryId },
  mapCategories: { kind: 'mapCategory', schema: c.mapCategory, id: (d) => d._id },
  tutorials: { kind: 'tutorial', schema: c.tutorial, id: (d) => d.regionId },
  metadata: { kind: 'metadata', schema: c.pageMetadata, id: (d) => d.page },
  checklistItems: { kind: 'checklistItem', schema: c.checklistItem, id: (d) => d._id },
};

export function seedRows(seed: CatalogueSeed): Row[] {
  const rows: Row[] = [];
  for (const key of Object.keys(LISTS) as (keyof CatalogueSeed)[]) {
    const spec = LISTS[key] as (typeof LISTS)['countries'];
    (seed[key] as c.Country[]).forEach((doc, position) => {
      assert(doc, spec.schema, `seed ${key}[${position}]`);
      rows.push({ kind: spec.kind, id: spec.id(doc), countryId: spec.country?.(doc) ?? null, urlTitle: spec.urlTitle?.(doc) ?? null, position, doc });
    });
  }
  return rows;
}

export async function seedCatalogue(db: Db, seed: CatalogueSeed): Promise<void> {
  const rows = seedRows(seed);
  for (let i = 0; i < rows.length; i += 200) {
    await db.insert(catalogueDocuments).values(rows.slice(i, i + 200)).onConflictDoNothing();
  }
}
