// Delivers the outbox: every pollMs it claims due emails, sends each and marks it sent or schedules a retry.
// Start it once per API process (startOutboxWorker); several processes on one PostgreSQL share the work safely.
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../db/client';
import { pruneIdempotencyKeys } from '../idempotency/idempotentRequest';
import { pruneSpentProofs } from '../captcha/spentProofs';
import { pruneRateCounters } from '../limits/rateCounters';
import { pruneSessions } from '../auth/sessions';
import { pruneSignInLinks } from '../auth/userStore';
import { claimDue, markFailed, markSent, renewClaims } from './outbox';
import { emailSettings, type EmailSettings } from './settings';
import { fileTransport, smtpTransport, type MailTransport } from './transports';

const BATCH = 20;

export interface OutboxWorkerDeps {
  database: Database;
  /** The data folder; emails go to <dataDir>/mail unless SMTP_URL is set. Defaults from DATA_DIR. */
  dataDir?: string;
  settings?: Partial<EmailSettings>;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Built from the settings unless given. */
  transport?: MailTransport;
  onFailure?: () => void;
}

function transportFor(settings: EmailSettings): MailTransport {
  return settings.smtpUrl
    ? smtpTransport(settings.smtpUrl, settings.mailFrom)
    : fileTransport(settings.mailDir, settings.mailFrom);
}

export interface DeliveryHooks {
  /** True once the process stops: the claimed batch is delivered, no other is claimed. */
  stopping?: () => boolean;
  /** Each attempt that failed (the metrics count them). */
  onFailure?: () => void;
}

/**
 * One round: claims and delivers due emails until none is left; returns how many were sent. The claims of a batch are
 * leased briefly and the lease renewed every third of it while the batch is being sent: a worker that dies leaves its
 * emails to another process within a lease, one that lives keeps them.
 */
export async function deliverDue(
  db: Db,
  transport: MailTransport,
  settings: EmailSettings,
  log?: OutboxWorkerDeps['log'],
  hooks: DeliveryHooks = {},
): Promise<number> {
  let sent = 0;
  for (;;) {
    if (hooks.stopping?.()) return sent;
    const rows = await claimDue(db, settings.now(), BATCH, settings.claimMs);
    if (rows.length === 0) return sent;
    const unsent = new Set(rows);
    const renewal = setInterval(() => {
      renewClaims(db, [...unsent], settings.now(), settings.claimMs).catch((err: unknown) =>
        log?.error({ err }, 'outbox lease not renewed'),
      );
    }, settings.claimMs / 3);
    try {
      for (const row of rows) {
        try {
          await transport.send(row);
          await markSent(db, row, settings.now());
          sent++;
        } catch (err) {
          const message = err instanceof Error ? err.message : String(err);
          log?.warn({ outboxId: row.id, attempts: row.attempts, err: message }, 'email not delivered');
          hooks.onFailure?.();
          await markFailed(db, row, message, settings.now(), settings);
        }
        unsent.delete(row);
      }
    } finally {
      clearInterval(renewal);
    }
  }
}

/**
 * Starts delivering; the returned function stops the worker: no batch is claimed after it, and it resolves once the
 * batch being sent is delivered (or given back as failed).
 */
export function startOutboxWorker(deps: OutboxWorkerDeps): () => Promise<void> {
  const overrides = deps.dataDir ? { mailDir: join(deps.dataDir, 'mail'), ...deps.settings } : { ...deps.settings };
  const settings = emailSettings(process.env, overrides);
  const transport = deps.transport ?? transportFor(settings);
  const db = deps.database.db;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> = Promise.resolve();
  let lastPrune = 0;

  const tick = () => {
    round = (async () => {
      try {
        await deliverDue(db, transport, settings, deps.log, { stopping: () => stopped, onFailure: deps.onFailure });
        const now = settings.now();
        if (!stopped && now.getTime() - lastPrune > 3_600_000) {
          lastPrune = now.getTime();
          await pruneIdempotencyKeys(db, now);
          await pruneSpentProofs(db, now);
          await pruneRateCounters(db, now);
          await pruneSessions(db, now);
          await pruneSignInLinks(db, now);
        }
      } catch (err) {
        deps.log?.error({ err }, 'outbox round failed');
      }
      if (!stopped) timer = setTimeout(tick, settings.pollMs);
    })();
  };
  deps.log?.info(
    { transport: transport.name, mailDir: transport.name === 'file' ? settings.mailDir : undefined },
    'outbox worker started',
  );
  tick();

  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await round;
    if (!deps.transport) transport.close();
  };
}
