// Stored booking inquiries (migration 002): the link in an inquiry email reopens the trip from its reference. It is
// read back only by the device that sent it or through the signed link, and without the guest's contact details.
import { eq } from 'drizzle-orm';
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { InquiryData } from '../../domain/catalogue';
import type { Db } from '../db/client';

export const inquiries = pgTable('inquiries', {
  inquiryRef: text('inquiry_ref').primaryKey(),
  kind: text('kind'),
  /** The device that sent it (migration 050; null for inquiries from before). */
  deviceId: text('device_id'),
  idempotencyKey: text('idempotency_key').unique(),
  payload: jsonb('payload').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** What the trip builder needs to reopen the trip and greet the guest: everything but how to reach anyone. */
const CONTACT_FIELDS = new Set(['email', 'phone', 'friendEmail']);
const withoutContact = (payload: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(payload)
      .filter(([key]) => !CONTACT_FIELDS.has(key))
      .map(([key, value]) => [
        key,
        key === 'emailData' && value && typeof value === 'object'
          ? withoutContact(value as Record<string, unknown>)
          : value,
      ]),
  );

/** The inquiry for whoever may read it (`allowed` sees who sent it); undefined otherwise, as for an unknown one. */
export async function getInquiry(
  db: Db,
  inquiryRef: string,
  allowed: (senderDeviceId: string | null) => boolean,
): Promise<InquiryData | undefined> {
  const rows = await db.select().from(inquiries).where(eq(inquiries.inquiryRef, inquiryRef)).limit(1);
  const row = rows[0];
  if (!row || !allowed(row.deviceId)) return undefined;
  return {
    inquiryRef: row.inquiryRef,
    kind: row.kind,
    createdAt: new Date(row.createdAt).toISOString(),
    payload: withoutContact(row.payload as Record<string, unknown>),
  };
}
