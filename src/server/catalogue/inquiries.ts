// Stored booking inquiries (migration 002): the link in an inquiry email reopens the trip from its reference.
import { eq } from 'drizzle-orm';
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { InquiryData } from '../../domain/catalogueQueries';
import type { Db } from '../db/client';

export const inquiries = pgTable('inquiries', {
  inquiryRef: text('inquiry_ref').primaryKey(),
  kind: text('kind'),
  idempotencyKey: text('idempotency_key').unique(),
  payload: jsonb('payload').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export async function getInquiry(db: Db, inquiryRef: string): Promise<InquiryData | undefined> {
  const rows = await db.select().from(inquiries).where(eq(inquiries.inquiryRef, inquiryRef)).limit(1);
  const row = rows[0];
  if (!row) return undefined;
  return { inquiryRef: row.inquiryRef, kind: row.kind, createdAt: new Date(row.createdAt).toISOString(), payload: row.payload as Record<string, unknown> };
}
