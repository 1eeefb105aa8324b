// Email settings from the environment (read here so config.ts stays the server's own); every one has a default.
import { join, resolve } from 'node:path';
import { COMPANY_NAME } from '../../domain/company';

export interface EmailSettings {
  /** Origin the links in emails point to, e.g. 'https://charters.example'. */
  publicUrl: string;
  /** The From header of every email. */
  mailFrom: string;
  /** smtp(s)://user:pass@host:port; absent: emails are written as .eml files into mailDir. */
  smtpUrl?: string;
  mailDir: string;
  /** At most this many share emails to one friend address per 24 hours. */
  shareLimitPerDay: number;
  /** At most this many emails of one kind (saved trip, inquiry copy) to one guest address per 24 hours. */
  guestLimitPerDay: number;
  /** Mails to addresses a guest typed (own copies, shares) that one device, and one network, may cause per hour. */
  mailsPerDevicePerHour: number;
  mailsPerNetworkPerHour: number;
  /** Notices to the business inbox (inquiries, call requests, feedback) one device, and one network, may send per hour. */
  businessMailsPerDevicePerHour: number;
  businessMailsPerNetworkPerHour: number;
  /** How often the outbox worker looks for due emails. */
  pollMs: number;
  /** A failing email is tried this many times, then marked FAILED. */
  maxAttempts: number;
  /** First retry after this long; each further retry waits twice as long (at most an hour). */
  retryBaseMs: number;
  /** A claimed email is leased this long, and the lease renewed while it is being sent: a dead worker's emails go
   * out soon after, through another process. */
  claimMs: number;
  now: () => Date;
}

const numberOr = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n > 0 ? n : fallback;
};

export function emailSettings(env: NodeJS.ProcessEnv = process.env, overrides: Partial<EmailSettings> = {}): EmailSettings {
  const publicUrl = new URL(env.PUBLIC_URL || `http://localhost:${env.PORT ?? 8080}`).origin;
  return {
    publicUrl,
    mailFrom: env.MAIL_FROM || `${COMPANY_NAME} <no-reply@${new URL(publicUrl).hostname}>`,
    smtpUrl: env.SMTP_URL || undefined,
    mailDir: join(resolve(env.DATA_DIR ?? 'data'), 'mail'),
    shareLimitPerDay: numberOr(env.EMAIL_SHARE_LIMIT_PER_DAY, 5),
    guestLimitPerDay: numberOr(env.EMAIL_GUEST_LIMIT_PER_DAY, 10),
    // A cruise ship is one network: the network limits are lenient, the device ones tight.
    mailsPerDevicePerHour: numberOr(env.MAIL_PER_DEVICE_PER_HOUR, 10),
    mailsPerNetworkPerHour: numberOr(env.MAIL_PER_NETWORK_PER_HOUR, 60),
    businessMailsPerDevicePerHour: numberOr(env.BUSINESS_MAIL_PER_DEVICE_PER_HOUR, 10),
    businessMailsPerNetworkPerHour: numberOr(env.BUSINESS_MAIL_PER_NETWORK_PER_HOUR, 60),
    pollMs: numberOr(env.OUTBOX_POLL_MS, 2_000),
    maxAttempts: numberOr(env.OUTBOX_MAX_ATTEMPTS, 8),
    retryBaseMs: numberOr(env.OUTBOX_RETRY_BASE_MS, 30_000),
    claimMs: numberOr(env.OUTBOX_CLAIM_MS, 30_000),
    now: () => new Date(),
    ...overrides,
  };
}
