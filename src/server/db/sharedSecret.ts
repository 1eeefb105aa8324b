// Secrets every API process on one database must agree on (device cookies, signed links, the local checkout's webhook
// signature, captcha challenges): from the environment when set, otherwise generated once and kept in the database,
// never in one process's data folder. A secret an earlier version kept beside the data is adopted on first use, so
// device cookies and emailed links made before stay valid.
import { defined } from '../../domain/schema';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { serverSecrets } from './emailSchema';

export interface SecretSource {
  /** The environment's value, e.g. process.env.COOKIE_SECRET; used as it is when set. */
  configured?: string;
  /** A file an earlier version generated beside the data (DATA_DIR/cookie-secret). */
  legacyFile?: string;
}

export async function sharedSecret(db: Db, name: string, source: SecretSource = {}): Promise<string> {
  if (source.configured) return source.configured;
  const legacy =
    source.legacyFile && existsSync(source.legacyFile) ? readFileSync(source.legacyFile, 'utf8').trim() : '';
  // Whoever inserts first wins; every other process (and every restart) reads that row.
  await db
    .insert(serverSecrets)
    .values({ name, value: legacy || randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const row = defined(
    (await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name)))[0],
    'the stored secret',
  );
  return row.value;
}
