// Sessions and their refresh tokens. Each refresh token is used once: using it issues the next one of its session.
// A token presented a second time means two parties hold it (one of them a thief), so the whole session is revoked
// and both must sign in again (RFC 6819 §5.2.2.3, OAuth 2.0 Security BCP §4.14).
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { TokenPair } from '../../domain/office';
import type { Db } from '../db/client';
import { agencies, authSessions, refreshTokens, users, type SessionEnd, type UserRow } from '../db/authSchema';
import type { Tx } from '../db/client';
import { signAccessToken, type Principal, type TokenKeys } from './accessTokens';
import type { AuthSettings } from './settings';
import { isActive, newOpaqueToken, signedInUserOf, tokenHash, userWithAgency, type UserWithAgency } from './userStore';
import { rowsOf } from '../db/rows';

const DAY_MS = 86_400_000;
const newSessionId = () => `ses_${randomBytes(12).toString('base64url')}`;

export interface SessionClock {
  settings: AuthSettings;
  keys: TokenKeys;
  now: Date;
}

async function issueRefreshToken(
  tx: Db | Tx,
  sessionId: string,
  sessionEnds: Date,
  { settings, now }: SessionClock,
): Promise<string> {
  const token = newOpaqueToken();
  const expiresAt = new Date(Math.min(now.getTime() + settings.refreshTokenDays * DAY_MS, sessionEnds.getTime()));
  await tx.insert(refreshTokens).values({ tokenHash: tokenHash(token), sessionId, issuedAt: now, expiresAt });
  return token;
}

async function tokenPairFor(
  user: UserRow,
  sessionId: string,
  refreshToken: string,
  clock: SessionClock,
): Promise<TokenPair> {
  const principal: Principal = { userId: user.id, role: user.role, agencyId: user.agencyId, sessionId };
  const access = await signAccessToken(clock.keys, principal, clock.now);
  return { accessToken: access.token, refreshToken, accessTokenExpiresAt: access.expiresAt.toISOString() };
}

/** A new session for a user who just proved who they are. */
export async function startSession(tx: Db | Tx, user: UserRow, clock: SessionClock): Promise<TokenPair> {
  const sessionId = newSessionId();
  const expiresAt = new Date(clock.now.getTime() + clock.settings.sessionDays * DAY_MS);
  await tx
    .insert(authSessions)
    .values({ id: sessionId, userId: user.id, createdAt: clock.now, lastUsedAt: clock.now, expiresAt });
  await tx.update(users).set({ lastSignInAt: clock.now }).where(eq(users.id, user.id));
  return tokenPairFor(user, sessionId, await issueRefreshToken(tx, sessionId, expiresAt, clock), clock);
}

export async function revokeSession(tx: Db | Tx, sessionId: string, reason: SessionEnd, now: Date): Promise<void> {
  await tx
    .update(authSessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

/** Every open session of a user (disabled, or a new password). */
export async function revokeUserSessions(tx: Db | Tx, userId: string, reason: SessionEnd, now: Date): Promise<void> {
  await tx
    .update(authSessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
}

/**
 * The user and agency behind an access token, read with its session in one query: undefined once the session was
 * revoked (sign-out, reuse, disabling, a new password) or has ended, so that the token stops working at once.
 */
export async function openSessionUser(db: Db, principal: Principal, now: Date): Promise<UserWithAgency | undefined> {
  const [row] = await db
    .select({ user: users, agency: agencies })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .leftJoin(agencies, eq(agencies.id, users.agencyId))
    .where(
      and(
        eq(authSessions.id, principal.sessionId),
        eq(authSessions.userId, principal.userId),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, now),
      ),
    );
  return row;
}

export type RefreshOutcome =
  { ok: true; tokens: TokenPair } | { ok: false; why: 'unknown' | 'reused' | 'ended' | 'disabled' };

/**
 * Trades a refresh token for a new pair, in one transaction with the token and its session locked: of two requests
 * racing with one token, the second finds it used and revokes the session.
 */
export async function rotateRefreshToken(db: Db, presented: string, clock: SessionClock): Promise<RefreshOutcome> {
  return db.transaction(async (tx): Promise<RefreshOutcome> => {
    const [row] = rowsOf(
      await tx.execute(sql`
      SELECT t.session_id, t.used_at, t.expires_at, s.user_id, s.revoked_at, s.expires_at AS session_expires_at
      FROM refresh_tokens t JOIN auth_sessions s ON s.id = t.session_id
      WHERE t.token_hash = ${tokenHash(presented)}
      FOR UPDATE OF t, s`),
    );
    if (!row) return { ok: false, why: 'unknown' };
    const sessionId = String(row.session_id);
    const now = clock.now;
    if (row.revoked_at !== null) return { ok: false, why: 'ended' };
    if (row.used_at !== null) {
      await revokeSession(tx, sessionId, 'reuse', now);
      return { ok: false, why: 'reused' };
    }
    const sessionEnds = new Date(String(row.session_expires_at));
    if (new Date(String(row.expires_at)) <= now || sessionEnds <= now) return { ok: false, why: 'ended' };
    const owner = await userWithAgency(tx, String(row.user_id));
    if (!owner || !isActive(owner)) {
      await revokeSession(tx, sessionId, 'disabled', now);
      return { ok: false, why: 'disabled' };
    }
    await tx
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(eq(refreshTokens.tokenHash, tokenHash(presented)));
    await tx.update(authSessions).set({ lastUsedAt: now }).where(eq(authSessions.id, sessionId));
    const next = await issueRefreshToken(tx, sessionId, sessionEnds, clock);
    const tokens = await tokenPairFor(owner.user, sessionId, next, clock);
    return { ok: true, tokens: { ...tokens, user: signedInUserOf(owner.user, owner.agency) } };
  });
}

/** The session a refresh token belongs to, if any (sign-out). */
export async function sessionOfRefreshToken(db: Db, presented: string): Promise<string | undefined> {
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash(presented)));
  return row?.sessionId;
}

/**
 * Deletes the sessions past their end, revoked or not, and their refresh tokens. Neither token of such a session works
 * any more (openSessionUser and rotateRefreshToken check expires_at), so nothing is lost; a revoked one is kept until
 * then, its reason readable after a sign-out, a disabling or a reused token. A session's life is set once, where it
 * starts (startSession, SESSION_DAYS): this reads expires_at and needs no number of its own. The office reads when
 * someone last signed in from users.last_sign_in_at, never from the sessions.
 * Several processes sweep together safely and never wait: rows another sweep or a refresh holds are skipped (SKIP
 * LOCKED) and go in a later round. The tokens go first, then only sessions left without any, so the delete never
 * cascades into a token a refresh has locked (a refresh locks its token, then its session).
 */
export async function pruneSessions(db: Db, now: Date): Promise<void> {
  const ended = sql`${now.toISOString()}::timestamptz`;
  await db.execute(sql`
    DELETE FROM refresh_tokens WHERE token_hash IN (
      SELECT t.token_hash FROM refresh_tokens t JOIN auth_sessions s ON s.id = t.session_id
      WHERE s.expires_at <= ${ended} FOR UPDATE OF t SKIP LOCKED)`);
  await db.execute(sql`
    DELETE FROM auth_sessions WHERE id IN (
      SELECT s.id FROM auth_sessions s
      WHERE s.expires_at <= ${ended} AND NOT EXISTS (SELECT 1 FROM refresh_tokens t WHERE t.session_id = s.id)
      FOR UPDATE OF s SKIP LOCKED)`);
}
