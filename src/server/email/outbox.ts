// The outbox: emails are rows written in the transaction of the request that asked for them, then delivered by
// the worker (outboxWorker.ts). Claiming uses FOR UPDATE SKIP LOCKED so several API processes never take one row.
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { emailOutbox, type MailAttachment, type OutboxRow } from '../db/emailSchema';
import { takeOrRefuse } from '../limits/rateCounters';
import { TOO_MANY_EMAILS, TOO_MANY_SUBMISSIONS } from '../../domain/protocol';
import { checkedAddress, recipientKey } from './recipients';
import type { OutgoingMail } from './outgoingMails';
import type { EmailSettings } from './settings';
import { rowsOf } from '../db/rows';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Who asked for the mails: their device and network (limits count both; a device without a cookie is a new one). */
export interface MailSender {
  deviceId: string;
  addressKey: string;
}

export interface EnqueueOptions {
  /** Identifies the submission: with each mail's role it makes the dedupe key. */
  submissionId: string;
  inquiryRef?: string;
  attachments?: MailAttachment[];
  /** Absent for the server's own mails (a payment's confirmation, a refund). */
  sender?: MailSender;
  now: Date;
}

const tooManyToRecipient = { message: TOO_MANY_EMAILS, code: 'TOO_MANY_EMAILS' };
const tooManyFromSender = { message: TOO_MANY_SUBMISSIONS, code: 'TOO_MANY_SUBMISSIONS' };

/**
 * Counts the mails against their limits in the request's transaction (a refused or failed request counts nothing),
 * refusing with 429 and Retry-After: per recipient and day (share, guest copy), and per sender device and network and
 * hour, for mails to addresses a guest typed and for notices to the business inbox.
 */
async function countMails(tx: Tx, mails: OutgoingMail[], settings: EmailSettings, opts: EnqueueOptions): Promise<void> {
  const { now, sender } = opts;
  for (const mail of mails) {
    if (mail.limit === 'share' || mail.limit === 'guest') {
      // The mailbox as delivered, whatever the spelling: per kind, and all kinds together.
      const mailbox = recipientKey(mail.to);
      const limit = mail.limit === 'share' ? settings.shareLimitPerDay : settings.guestLimitPerDay;
      await takeOrRefuse(
        tx,
        { bucket: `mail-to:${mail.kind}:${mailbox}`, limit, windowMs: DAY_MS },
        now,
        tooManyToRecipient,
      );
      await takeOrRefuse(
        tx,
        { bucket: `mail-to:any:${mailbox}`, limit: settings.recipientLimitPerDay, windowMs: DAY_MS },
        now,
        tooManyToRecipient,
      );
    }
    if (!sender || !mail.limit) continue;
    const [what, perDevice, perNetwork] =
      mail.limit === 'business'
        ? ['business-mail', settings.businessMailsPerDevicePerHour, settings.businessMailsPerNetworkPerHour]
        : ['guest-mail', settings.mailsPerDevicePerHour, settings.mailsPerNetworkPerHour];
    await takeOrRefuse(
      tx,
      { bucket: `${what}:device:${sender.deviceId}`, limit: perDevice, windowMs: HOUR_MS },
      now,
      tooManyFromSender,
    );
    await takeOrRefuse(
      tx,
      { bucket: `${what}:network:${sender.addressKey}`, limit: perNetwork, windowMs: HOUR_MS },
      now,
      tooManyFromSender,
    );
  }
}

export async function enqueueMails(
  tx: Tx,
  mails: OutgoingMail[],
  settings: EmailSettings,
  opts: EnqueueOptions,
): Promise<void> {
  const addressed = mails.map((m) => ({
    ...m,
    to: checkedAddress(m.to),
    replyTo: m.replyTo?.trim() ? checkedAddress(m.replyTo) : undefined,
  }));
  await countMails(tx, addressed, settings, opts);
  if (addressed.length === 0) return;
  await tx
    .insert(emailOutbox)
    .values(
      addressed.map((m) => ({
        kind: m.kind,
        recipient: m.to,
        replyTo: m.replyTo ?? null,
        subject: m.mail.subject,
        textBody: m.mail.text,
        htmlBody: m.mail.html,
        attachments: opts.attachments ?? [],
        nextAttemptAt: opts.now,
        dedupeKey: `${opts.submissionId}:${m.role}`,
        inquiryRef: opts.inquiryRef ?? null,
        createdAt: opts.now,
      })),
    )
    .onConflictDoNothing({ target: emailOutbox.dedupeKey });
}

/**
 * Takes up to `limit` due emails for this worker: pending ones whose time has come, and claims whose lease ran out
 * (their worker died). Each claim counts as an attempt and is leased for `claimMs`; renewClaims extends the lease.
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
  const ids = rowsOf<{ id: number | string }>(result).map((r) => Number(r.id));
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(
      sql`${emailOutbox.id} IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  return rows.sort((a, b) => a.id - b.id);
}

/** Extends the lease of claimed emails still being sent, so that no other worker takes them meanwhile. */
export async function renewClaims(db: Db, claimed: OutboxRow[], now: Date, claimMs: number): Promise<void> {
  if (claimed.length === 0) return;
  const pairs = sql.join(
    claimed.map((r) => sql`(${r.id}::bigint, ${r.attempts}::int)`),
    sql`, `,
  );
  await db.execute(sql`
    UPDATE email_outbox SET locked_until = ${new Date(now.getTime() + claimMs).toISOString()}::timestamptz
    WHERE status = 'SENDING' AND (id, attempts) IN (${pairs})`);
}

/** Marks a claimed email sent; a claim that was taken over meanwhile (its lock ran out) is left alone. */
export async function markSent(db: Db, row: OutboxRow, now: Date): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ status: 'SENT', sentAt: now, lockedUntil: null, lastError: null })
    .where(and(eq(emailOutbox.id, row.id), eq(emailOutbox.status, 'SENDING'), eq(emailOutbox.attempts, row.attempts)));
}

/** Schedules a retry with exponential backoff, or gives up after maxAttempts. */
export async function markFailed(
  db: Db,
  row: OutboxRow,
  error: string,
  now: Date,
  settings: EmailSettings,
): Promise<void> {
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
