// Outbox delivery: SMTP through SMTP_URL against a local sink (with retries on a temporary failure), and several
// workers claiming at once never sending one email twice (the real test of SKIP LOCKED is on PostgreSQL).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { emailOutbox, type OutboxRow } from '../../src/server/db/emailSchema';
import { claimDue, enqueueMails, markSent } from '../../src/server/email/outbox';
import { renderMail } from '../../src/server/email/mailLayout';
import { deliverDue, startOutboxWorker } from '../../src/server/email/outboxWorker';
import { emailSettings, type EmailSettings } from '../../src/server/email/settings';
import { smtpTransport, type MailTransport } from '../../src/server/email/transports';
import { startSmtpSink, type SmtpSink } from '../support/smtpServer';
import { buildEmailTestApp, type EmailTestApp } from '../support/emailTestApp';

let t: EmailTestApp;
let sink: SmtpSink;

beforeAll(async () => {
  t = await buildEmailTestApp();
  sink = await startSmtpSink(); // a port the system picks: files run in parallel
});
afterAll(async () => {
  await sink?.close();
  await t?.close();
});

let batch = 0;
/** Queues `count` emails straight into the outbox; returns their ids. */
async function queue(count: number, extra: Partial<Parameters<typeof enqueueMails>[3]> = {}): Promise<number[]> {
  const id = `test-${++batch}`;
  const settings = emailSettings({});
  await t.database.db.transaction((tx) =>
    enqueueMails(
      tx,
      Array.from({ length: count }, (_, i) => ({
        role: `r${i}`,
        kind: 'test',
        to: `guest${i}@batch${batch}.test`,
        mail: renderMail({
          subject: `Test ${id} #${i}`,
          heading: 'Hello',
          paragraphs: ['<Body> & more'],
          sections: [],
        }),
      })),
      settings,
      { submissionId: id, now: new Date(), ...extra },
    ),
  );
  const rows = await t.database.db.select({ id: emailOutbox.id, key: emailOutbox.dedupeKey }).from(emailOutbox);
  return rows.filter((r) => r.key?.startsWith(`${id}:`)).map((r) => r.id);
}

const rowsOf = (ids: number[]) => t.database.db.select().from(emailOutbox).where(inArray(emailOutbox.id, ids));

describe('SMTP transport', () => {
  it('delivers through SMTP_URL to the server, both parts and attachments', async () => {
    const ids = await queue(1, {
      attachments: [
        { filename: 'trip.txt', content: Buffer.from('Trip notes').toString('base64'), contentType: 'text/plain' },
      ],
    });
    const stop = startOutboxWorker({ database: t.database, settings: { smtpUrl: sink.url, pollMs: 50 } });
    for (let i = 0; i < 100 && sink.received.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    await stop();
    expect(sink.received).toHaveLength(1);
    const [mail] = sink.received;
    expect(mail!.to).toEqual([`guest0@batch${batch}.test`]);
    expect(mail!.data).toContain(`Subject: Test test-${batch} #0`);
    expect(mail!.data).toContain('Content-Type: text/html');
    expect(mail!.data).toContain('&lt;Body&gt;');
    expect(mail!.data).toContain('filename=trip.txt');
    expect(mail!.data).toContain(Buffer.from('Trip notes').toString('base64'));
    const [row] = await rowsOf(ids);
    expect(row!.status).toBe('SENT');
    expect(row!.sentAt).not.toBeNull();
  });

  it('retries a temporary failure with backoff, then delivers', async () => {
    sink.received.length = 0;
    const ids = await queue(1);
    let now = new Date();
    const settings: EmailSettings = { ...emailSettings({}), smtpUrl: sink.url, retryBaseMs: 60_000, now: () => now };
    const transport = smtpTransport(sink.url, settings.mailFrom);
    try {
      sink.failNext(1);
      expect(await deliverDue(t.database.db, transport, settings)).toBe(0);
      let [row] = await rowsOf(ids);
      expect(row).toMatchObject({ status: 'PENDING', attempts: 1 });
      expect(row!.lastError).toContain('451');
      expect(row!.nextAttemptAt.getTime()).toBe(now.getTime() + 60_000);
      // Not due yet: nothing is sent.
      expect(await deliverDue(t.database.db, transport, settings)).toBe(0);
      now = new Date(now.getTime() + 61_000);
      expect(await deliverDue(t.database.db, transport, settings)).toBe(1);
      [row] = await rowsOf(ids);
      expect(row).toMatchObject({ status: 'SENT', attempts: 2, lastError: null });
      expect(sink.received).toHaveLength(1);
    } finally {
      transport.close();
    }
  });

  it('gives up after the last attempt', async () => {
    const ids = await queue(1);
    const failing: MailTransport = {
      name: 'smtp',
      send: async () => {
        throw new Error('mailbox unavailable');
      },
      close: () => {},
    };
    let now = new Date();
    const settings: EmailSettings = { ...emailSettings({}), maxAttempts: 2, retryBaseMs: 1000, now: () => now };
    await deliverDue(t.database.db, failing, settings);
    now = new Date(now.getTime() + 2000);
    await deliverDue(t.database.db, failing, settings);
    const [row] = await rowsOf(ids);
    expect(row).toMatchObject({ status: 'FAILED', attempts: 2, lastError: 'mailbox unavailable' });
  });
});

describe('several workers', () => {
  it('never send one email twice, however they race', async () => {
    const ids = await queue(30);
    const sent: number[] = [];
    const recording: MailTransport = {
      name: 'file',
      send: async (row: OutboxRow) => {
        await new Promise((r) => setTimeout(r, 5)); // a send that takes a moment, so that the workers' claims overlap
        sent.push(row.id);
      },
      close: () => {},
    };
    const settings = emailSettings({});
    // Every worker on its own connection when the database is PostgreSQL (a pool of 10).
    await Promise.all(Array.from({ length: 4 }, () => deliverDue(t.database.db, recording, settings)));
    const mine = sent.filter((id) => ids.includes(id));
    expect(mine.sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(mine).size).toBe(mine.length);
    const rows = await rowsOf(ids);
    expect(rows.every((r) => r.status === 'SENT' && r.attempts === 1)).toBe(true);
  });

  it('a claim whose worker died is taken again once its lock runs out', async () => {
    const [id] = await queue(1);
    await t.database.db
      .update(emailOutbox)
      .set({ status: 'SENDING', attempts: 1, lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(emailOutbox.id, id!));
    const sent: number[] = [];
    const recording: MailTransport = { name: 'file', send: async (row) => void sent.push(row.id), close: () => {} };
    await deliverDue(t.database.db, recording, emailSettings({}));
    expect(sent).toContain(id);
    const [row] = await rowsOf([id!]);
    expect(row).toMatchObject({ status: 'SENT', attempts: 2 });
  });

  it("leases a claim briefly: a dead worker's email goes out within a minute, once (issue #14, item 8)", async () => {
    expect(emailSettings({}).claimMs).toBeLessThanOrEqual(30_000);
    const [id] = await queue(1);
    let now = new Date();
    const settings: EmailSettings = { ...emailSettings({}), now: () => now };
    // Worker A claims the email and dies (kill -9) before sending it.
    const [claimed] = (await claimDue(t.database.db, now, 20, settings.claimMs)).filter((r) => r.id === id);
    expect(claimed).toBeDefined();
    const sent: number[] = [];
    const recording: MailTransport = { name: 'file', send: async (row) => void sent.push(row.id), close: () => {} };
    now = new Date(now.getTime() + settings.claimMs - 1000);
    await deliverDue(t.database.db, recording, settings);
    expect(sent).not.toContain(id);
    now = new Date(now.getTime() + 2000);
    await deliverDue(t.database.db, recording, settings);
    expect(sent.filter((s) => s === id)).toHaveLength(1);
    // A marks it sent late (it was only slow): the claim was taken over, so nothing changes and nothing is sent twice.
    await markSent(t.database.db, claimed!, now);
    const [row] = await rowsOf([id!]);
    expect(row).toMatchObject({ status: 'SENT', attempts: 2 });
  });

  it('renews the lease while a slow send is under way, so no other worker takes the email meanwhile', async () => {
    const [id] = await queue(1);
    // The test's clock: the workers' `now`, and the renewal timer (every third of a lease), move on together.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const claimedAt = Date.now();
      let now = new Date(claimedAt);
      const settings: EmailSettings = { ...emailSettings({}), claimMs: 3_000, now: () => now };
      const sent: string[] = [];
      let sendStarted!: () => void;
      let finishSend!: () => void;
      const sending = new Promise<void>((resolve) => (sendStarted = resolve));
      const finished = new Promise<void>((resolve) => (finishSend = resolve));
      const slow: MailTransport = {
        name: 'smtp',
        send: async (row) => {
          sendStarted();
          await finished;
          sent.push(`slow:${row.id}`);
        },
        close: () => {},
      };
      const other: MailTransport = {
        name: 'smtp',
        send: async (row) => void sent.push(`other:${row.id}`),
        close: () => {},
      };
      const delivering = deliverDue(t.database.db, slow, settings);
      await sending;
      // More than two leases, a third of one at a time: the lease is renewed, then another worker looks for due emails.
      for (let elapsed = 1_000; elapsed <= 7_000; elapsed += 1_000) {
        now = new Date(claimedAt + elapsed);
        vi.advanceTimersByTime(1_000);
        await expect
          .poll(async () => (await rowsOf([id!]))[0]!.lockedUntil?.getTime(), {
            timeout: 10_000,
            message: 'the lease is renewed every third of it',
          })
          .toBe(claimedAt + elapsed + settings.claimMs);
        await deliverDue(t.database.db, other, settings);
      }
      finishSend();
      await delivering;
      expect(sent.filter((s) => s.endsWith(`:${id}`))).toEqual([`slow:${id}`]);
      const [row] = await rowsOf([id!]);
      expect(row).toMatchObject({ status: 'SENT', attempts: 1 });
    } finally {
      vi.useRealTimers();
    }
  });
});
