// The outbox: emails are rows written in the transaction of the request that asked for them, then delivered by
// the worker (outboxWorker.ts). Claiming uses FOR UPDATE SKIP LOCKED so several API processes never take one row.
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emailOutbox, type MailAttachment, type OutboxRow } from '../db/emailSchema';
import { HttpError } from '../http/errors';
import type { Tx } from '../idempotency/idempotentRequest';
import { TOO_MANY_EMAILS } from '../../domain/emailRequests';
import type { OutgoingMail } from './outgoingMails';
import type { EmailSettings } from './settings';

// Any fixed number: the first half of the advisory lock taken per recipient address.
const RECIPIENT_LOCKS = 727_020;
const DAY_MS = 86_400_000;

/** Refuses (429) an email that would go over its recipient's daily limit; the lock makes racing requests count in turn. */
async function checkRecipientLimit(tx: Tx, mail: OutgoingMail, settings: EmailSettings, now: Date): Promise<void> {
  if (!mail.limit) return;
  const limit = mail.limit === 'share' ? settings.shareLimitPerDay : settings.guestLimitPerDay;
  const address = mail.to.trim().toLowerCase();
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${RECIPIENT_LOCKS}, hashtext(${address}))`);
  const [{ sent }] = await tx
    .select({ sent: count() })
    .from(emailOutbox)
    .where(and(
      sql`lower(${emailOutbox.recipient}) = ${address}`,
      eq(emailOutbox.kind, mail.kind),
      gt(emailOutbox.createdAt, new Date(now.getTime() - DAY_MS)),
    ));
  if (sent >= limit) throw new HttpError(429, TOO_MANY_EMAILS, 'TOO_MANY_EMAILS');
}

export interface EnqueueOptions {
  /** Identifies the submission: with each mail's role it makes the dedupe key. */
  submissionId: string;
  inquiryRef?: string;
  attachments?: MailAttachment[];
  now: Date;
}

export async function enqueueMails(tx: Tx, mails: OutgoingMail[], settings: EmailSettings, opts: EnqueueOptions): Promise<void> {
  for (const mail of mails) await checkRecipientLimit(tx, mail, settings, opts.now);
  if (mails.length === 0) return;
  await tx
    .insert(emailOutbox)
    .values(mails.map((m) => ({
      kind: m.kind,
      recipient: m.to.trim(),
      replyTo: m.replyTo?.trim() || null,
      subject: m.mail.subject,
      textBody: m.mail.text,
      htmlBody: m.mail.html,
      attachments: opts.attachments ?? [],
      nextAttemptAt: opts.now,
      dedupeKey: `${opts.submissionId}:${m.role}`,
      inquiryRef: opts.inquiryRef ?? null,
      createdAt: opts.now,
    })))
    .onConflictDoNothing({ target: emailOutbox.dedupeKey });
}

/**
 * Takes up to `limit` due emails for this worker: pending ones whose time has come, and claims whose worker did
 * not finish in time. Each claim counts as an attempt and lasts `claimMs`.
 */
export async function claimDue(db: Db, now: Date, limit: number, claimMs: number): Promise<OutboxRow[]> {
  const until = new Date(now.getTime() + claimMs);
  const result = await db.execute(sql`
    UPDATE email_outbox SET status = 'SENDING', attempts = attempts + 1, locked_until = ${until.toISOString()}::timestamptz
    WHERE id IN (
      SELECT id FROM email_outbox
      WHERE (status = 'PENDING' AND next_attempt_at <= ${now.toISOString()}::timestamptz)
         OR (status = 'SENDING' AND locked_until <= ${now.toISOString()}::timestamptz)
      ORDER BY next_attempt_at, id
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id`);
  const ids = (result as unknown as { rows: Array<{ id: number | string }> }).rows.map((r) => Number(r.id));
  if (ids.length === 0) return [];
  const rows = await db.select().from(emailOutbox).where(sql`${emailOutbox.id} IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
  return rows.sort((a, b) => a.id - b.id);
}

/** Marks a claimed email sent; a claim that was taken over meanwhile (its lock ran out) is left alone. */
export async function markSent(db: Db, row: OutboxRow, now: Date): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ status: 'SENT', sentAt: now, lockedUntil: null, lastError: null })
    .where(and(eq(emailOutbox.id, row.id), eq(emailOutbox.status, 'SENDING'), eq(emailOutbox.attempts, row.attempts)));
}

/** Schedules a retry with exponential backoff, or gives up after maxAttempts. */
export async function markFailed(db: Db, row: OutboxRow, error: string, now: Date, settings: EmailSettings): Promise<void> {
  const givesUp = row.attempts >= settings.maxAttempts;
  const delay = Math.min(settings.retryBaseMs * 2 ** (row.attempts - 1), 3_600_000);
  await db
    .update(emailOutbox)
    .set({
      status: givesUp ? 'FAILED' : 'PENDING',
      nextAttemptAt: new Date(now.getTime() + delay),
      lockedUntil: null,
      lastError: error.slice(0, 2000),
    })
    .where(and(eq(emailOutbox.id, row.id), eq(emailOutbox.status, 'SENDING'), eq(emailOutbox.attempts, row.attempts)));
}
