// A solved captcha is good for one submission: its challenge signature is recorded until the challenge expires.
import { lt } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { captchaSpent } from '../db/emailSchema';

/** true the first time a signature is spent, false on every later try. */
export async function spendProof(tx: Tx | Db, signature: string, expiresAt: Date): Promise<boolean> {
  const spent = await tx
    .insert(captchaSpent)
    .values({ signature, expiresAt })
    .onConflictDoNothing()
    .returning({ signature: captchaSpent.signature });
  return spent.length === 1;
}

export async function pruneSpentProofs(db: Db, now: Date): Promise<void> {
  await db.delete(captchaSpent).where(lt(captchaSpent.expiresAt, now));
}
