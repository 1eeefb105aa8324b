// Users and agencies: the rows behind sign-in, the discount cap and booking on account. The admin command
// (src/server/admin) writes them; routes read them.
import { defined } from '../../domain/schema';
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { AgencySummary, SignedInUser, UserRole } from '../../domain/office';
import type { Db } from '../db/client';
import { agencies, userInvites, users, type AgencyRow, type UserRow } from '../db/authSchema';
import type { Tx } from '../db/client';

const newUserId = () => `usr_${randomBytes(12).toString('base64url')}`;
export const newAgencyId = () => `agc_${randomBytes(12).toString('base64url')}`;
/** 32 random bytes: a refresh token or a one-time sign-in link. */
export const newOpaqueToken = () => randomBytes(32).toString('base64url');
/** Only a hash of an opaque token is stored: a copy of the database signs nobody in. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

/** E-mail addresses compare without case or surrounding spaces. */
export const normalEmail = (email: string) => email.trim().toLowerCase();

export const agencySummaryOf = (a: AgencyRow): AgencySummary => ({
  id: a.id,
  name: a.name,
  maxDiscountPercent: a.maxDiscountBasisPoints / 100,
  mayBookOnAccount: a.mayBookOnAccount,
});

export const signedInUserOf = (u: UserRow, agency: AgencyRow | null): SignedInUser => ({
  id: u.id,
  email: u.email,
  name: u.name,
  role: u.role,
  agency: agency ? agencySummaryOf(agency) : null,
});

export async function userByEmail(db: Db | Tx, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalEmail(email)));
  return row;
}

/** A user's row with their agency's (null without one). */
export type UserWithAgency = { user: UserRow; agency: AgencyRow | null };

export async function userWithAgency(db: Db | Tx, userId: string): Promise<UserWithAgency | undefined> {
  const [row] = await db
    .select({ user: users, agency: agencies })
    .from(users)
    .leftJoin(agencies, eq(agencies.id, users.agencyId))
    .where(eq(users.id, userId));
  return row;
}

/** A user may act while neither they nor their agency is disabled. */
export const isActive = (row: UserWithAgency) => !row.user.disabledAt && !row.agency?.disabledAt;

export async function agencyByIdOrName(db: Db | Tx, idOrName: string): Promise<AgencyRow | undefined> {
  const all = await db.select().from(agencies);
  const wanted = idOrName.trim().toLowerCase();
  return all.find((a) => a.id === idOrName.trim()) ?? all.find((a) => a.name.toLowerCase() === wanted);
}

export interface NewUser {
  email: string;
  name: string;
  role: UserRole;
  agencyId: string | null;
  passwordHash: string | null;
}

export async function insertUser(db: Db | Tx, user: NewUser, now: Date): Promise<UserRow> {
  const row = defined(
    (
      await db
        .insert(users)
        .values({ id: newUserId(), ...user, email: normalEmail(user.email), createdAt: now, updatedAt: now })
        .returning()
    )[0],
    'the new user',
  );
  return row;
}

/** A one-time sign-in link's token, valid `hours`; any older unused link of the user stops working. */
export async function issueInvite(tx: Tx, userId: string, hours: number, now: Date): Promise<string> {
  const token = newOpaqueToken();
  await tx
    .update(userInvites)
    .set({ usedAt: now })
    .where(and(eq(userInvites.userId, userId), isNull(userInvites.usedAt)));
  await tx.insert(userInvites).values({
    tokenHash: tokenHash(token),
    userId,
    expiresAt: new Date(now.getTime() + hours * 3_600_000),
    createdAt: now,
  });
  return token;
}

/**
 * Forgets one-time sign-in links that can never sign anyone in: used (or replaced by a newer link: issueInvite marks
 * those used) or expired. accept-invite answers the same 410 for a link it does not know; nothing else reads them.
 * A link being accepted is locked: it is skipped, never waited for, and goes in a later round.
 */
export async function pruneSignInLinks(db: Db, now: Date): Promise<void> {
  await db.execute(sql`
    DELETE FROM user_invites WHERE token_hash IN (
      SELECT token_hash FROM user_invites WHERE used_at IS NOT NULL OR expires_at <= ${now.toISOString()}::timestamptz
      FOR UPDATE SKIP LOCKED)`);
}

export const listUsers = (db: Db) =>
  db
    .select({ user: users, agency: agencies })
    .from(users)
    .leftJoin(agencies, eq(agencies.id, users.agencyId))
    .orderBy(asc(users.email));
export const listAgencies = (db: Db) => db.select().from(agencies).orderBy(asc(agencies.name));
