// The audit log (migration 090): who did what, when, to which booking or closure. Written in the transaction of the
// act itself, so an act and its entry stand or fall together; the database refuses to change or delete an entry.
import { asc, eq } from 'drizzle-orm';
import type { Principal } from '../auth/accessTokens';
import type { Db, Tx } from '../db/client';
import { auditLog, type AuditRow } from '../db/operationsSchema';

/** 'user:ID', 'guest', 'admin-command' or 'system'. */
export type Actor = `user:${string}` | 'guest' | 'reseller' | 'admin-command' | 'system';
export const userActor = (principal: Pick<Principal, 'userId'>): Actor => `user:${principal.userId}`;
/** The user id of a 'user:ID' actor; null for anyone else. */
export const userIdOf = (actor: string): string | null =>
  actor.startsWith('user:') ? actor.slice('user:'.length) : null;

export interface AuditEntry {
  actor: Actor;
  action: string;
  bookingRef?: string | null;
  closureId?: string | null;
  detail?: Record<string, unknown>;
  at: Date;
}

export async function audit(tx: Db | Tx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    at: entry.at,
    actor: entry.actor,
    action: entry.action,
    bookingRef: entry.bookingRef ?? null,
    closureId: entry.closureId ?? null,
    detail: entry.detail ?? {},
  });
}

export const auditOfBooking = (db: Db, bookingRef: string): Promise<AuditRow[]> =>
  db.select().from(auditLog).where(eq(auditLog.bookingRef, bookingRef)).orderBy(asc(auditLog.id));
