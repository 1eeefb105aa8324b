// Where the outbox delivers: .eml files (RFC 822, the embedded default) under DATA_DIR/mail, or an SMTP server.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { OutboxRow } from '../db/emailSchema';

export interface MailTransport {
  readonly name: 'file' | 'smtp';
  send(row: OutboxRow): Promise<void>;
  close(): void;
}

function messageOf(row: OutboxRow, from: string, host: string) {
  return {
    from,
    to: row.recipient,
    replyTo: row.replyTo ?? undefined,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
    attachments: row.attachments.map((a) => ({
      filename: a.filename,
      content: a.content,
      encoding: 'base64',
      contentType: a.contentType,
    })),
    // Stable per row: a resend after a lost acknowledgement is recognisably the same message.
    messageId: `<outbox-${row.id}-${new Date(row.createdAt).getTime()}@${host}>`,
    headers: { 'Auto-Submitted': 'auto-generated' },
  };
}

const hostOf = (from: string) => /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';

export function fileTransport(mailDir: string, from: string): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    name: 'file',
    async send(row) {
      const info = await builder.sendMail(messageOf(row, from, hostOf(from)));
      await mkdir(mailDir, { recursive: true });
      const target = join(mailDir, `${row.id}.eml`);
      // Written aside then renamed: a reader never sees half a message.
      const partial = `${target}.${process.pid}.part`;
      await writeFile(partial, info.message as Buffer);
      await rename(partial, target);
    },
    close: () => builder.close(),
  };
}

export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const smtp = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    async send(row) {
      await smtp.sendMail(messageOf(row, from, hostOf(from)));
    },
    close: () => smtp.close(),
  };
}
