// Email settings from the environment (read with config.ts's readers); every one has a default.
import { join } from 'node:path';
import { COMPANY_EMAIL, COMPANY_NAME } from '../../domain/catalogue';
import { dataDirOf, publicUrlOf, wholeNumber } from '../config';

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
  /** At most this many emails of any kind to one mailbox someone typed (shares and copies together) per 24 hours. */
  recipientLimitPerDay: number;
  /** Mails to addresses a guest typed (own copies, shares) that one device, and one network, may cause per hour. */
  mailsPerDevicePerHour: number;
  mailsPerNetworkPerHour: number;
  /**
   * Notices to the business inbox (inquiries, call requests, feedback) one device, and one network, may send per hour.
   */
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

export function emailSettings(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<EmailSettings> = {},
): EmailSettings {
  const publicUrl = publicUrlOf(env);
  return {
    publicUrl,
    mailFrom: env.MAIL_FROM || `${COMPANY_NAME} <${COMPANY_EMAIL}>`,
    smtpUrl: env.SMTP_URL || undefined,
    mailDir: join(dataDirOf(env), 'mail'),
    shareLimitPerDay: wholeNumber(env.EMAIL_SHARE_LIMIT_PER_DAY, 5),
    guestLimitPerDay: wholeNumber(env.EMAIL_GUEST_LIMIT_PER_DAY, 10),
    recipientLimitPerDay: wholeNumber(env.EMAIL_RECIPIENT_LIMIT_PER_DAY, 15),
    // A cruise ship is one network: the network limits are lenient, the device ones tight.
    mailsPerDevicePerHour: wholeNumber(env.MAIL_PER_DEVICE_PER_HOUR, 10),
    mailsPerNetworkPerHour: wholeNumber(env.MAIL_PER_NETWORK_PER_HOUR, 60),
    businessMailsPerDevicePerHour: wholeNumber(env.BUSINESS_MAIL_PER_DEVICE_PER_HOUR, 10),
    businessMailsPerNetworkPerHour: wholeNumber(env.BUSINESS_MAIL_PER_NETWORK_PER_HOUR, 60),
    pollMs: wholeNumber(env.OUTBOX_POLL_MS, 2_000),
    maxAttempts: wholeNumber(env.OUTBOX_MAX_ATTEMPTS, 8),
    retryBaseMs: wholeNumber(env.OUTBOX_RETRY_BASE_MS, 30_000),
    claimMs: wholeNumber(env.OUTBOX_CLAIM_MS, 30_000),
    now: () => new Date(),
    ...overrides,
  };
}
