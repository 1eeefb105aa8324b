// Typed tables for the email outbox, idempotent answers, spent captcha proofs and server secrets (migration 020).
import { bigserial, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type OutboxStatus = 'PENDING' | 'SENDING' | 'SENT' | 'FAILED';

export interface MailAttachment {
  filename: string;
  /** base64 */
  content: string;
  contentType: string;
}

export const emailOutbox = pgTable('email_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').notNull(),
  recipient: text('recipient').notNull(),
  replyTo: text('reply_to'),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body').notNull(),
  attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
  status: text('status').$type<OutboxStatus>().notNull().default('PENDING'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: instant('next_attempt_at').notNull(),
  lockedUntil: instant('locked_until'),
  sentAt: instant('sent_at'),
  lastError: text('last_error'),
  dedupeKey: text('dedupe_key').unique(),
  inquiryRef: text('inquiry_ref'),
  createdAt: instant('created_at').notNull(),
});
export type OutboxRow = typeof emailOutbox.$inferSelect;

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    /** The caller the key belongs to, e.g. 'device:…' (migration 050). */
    owner: text('owner').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    body: jsonb('body').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.owner, t.key] })],
);

export const captchaSpent = pgTable('captcha_spent', {
  signature: text('signature').primaryKey(),
  expiresAt: instant('expires_at').notNull(),
});

export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: instant('created_at').notNull().defaultNow(),
});
