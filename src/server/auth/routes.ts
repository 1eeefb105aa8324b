// Signing in under /api/v1/web/auth (spec 02 §7; docs/auth-api.md): login, refresh, logout, user-auth-check and
// accept-invite (the one-time sign-in link). Needs authSetup registered at the root first.
import { createHmac } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { object, optional } from 'superstruct';
import {
  acceptInviteRequest, AUTH_MESSAGES, loginRequest, OPAQUE_TOKEN_MAX_LENGTH, passwordProblem, refreshRequest, type TokenPair, type UserAuthCheck,
} from '../../domain/auth';
import { string } from '../../domain/boundedString';
import { userInvites, users } from '../db/authSchema';
import { HttpError } from '../http/errors';
import { parse } from '../http/validate';
import { addressKeyOf } from '../limits/clientAddress';
import { takeOrRefuse } from '../limits/rateCounters';
import { hashPassword, needsRehash, verifyPassword } from './passwords';
import { revokeSession, revokeUserSessions, rotateRefreshToken, sessionOfRefreshToken, startSession, type SessionClock } from './sessions';
import { principalOf, signedInOf } from './setup';
import { isActive, normalEmail, signedInUserOf, tokenHash, userByEmail, userWithAgency } from './userStore';

const logoutRequest = object({ refreshToken: optional(string(OPAQUE_TOKEN_MAX_LENGTH)) });
const wrongCredentials = () => new HttpError(401, AUTH_MESSAGES.wrongCredentials, 'INVALID_CREDENTIALS');
const sessionEnded = () => new HttpError(401, AUTH_MESSAGES.sessionEnded, 'SESSION_ENDED');
const tooMany = { message: AUTH_MESSAGES.tooManyAttempts, code: 'TOO_MANY_ATTEMPTS' };

/** Tokens are never kept by a cache between the server and the app. */
const noStore = (reply: FastifyReply) => void reply.header('Cache-Control', 'no-store');

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.deps.database.db;
  const clock = (): SessionClock => ({ settings: app.auth.settings, keys: app.auth.keys, now: app.bookingSettings.now() });

  /** Counted before the password is checked, per account and per network, in the database every process shares. */
  async function countAttempt(request: FastifyRequest, email: string, now: Date): Promise<void> {
    const { settings } = app.auth;
    const account = createHmac('sha256', settings.jwtSecret).update(`login:${normalEmail(email)}`).digest('base64url').slice(0, 22);
    const windowMs = settings.loginWindowMs;
    await takeOrRefuse(db(), { bucket: `login-account:${account}`, limit: settings.loginAttemptsPerAccount, windowMs }, now, tooMany);
    const address = addressKeyOf(request, app.bookingSettings.cookieSecret);
    await takeOrRefuse(db(), { bucket: `login-address:${address}`, limit: settings.loginAttemptsPerAddress, windowMs }, now, tooMany);
  }

  app.post('/auth/login', async (request, reply): Promise<TokenPair> => {
    const body = parse(loginRequest, request.body, 'request');
    const now = app.bookingSettings.now();
    await countAttempt(request, body.email, now);
    const user = await userByEmail(db(), body.email);
    // An unknown user costs the same hashing as a wrong password: the answer and its timing are the same.
    const matches = await verifyPassword(body.password, user?.passwordHash ?? (await app.auth.dummyHash()));
    if (!user || !user.passwordHash || !matches) throw wrongCredentials();
    const owner = await userWithAgency(db(), user.id);
    if (!owner || !isActive(owner)) throw new HttpError(403, AUTH_MESSAGES.accountDisabled, 'ACCOUNT_DISABLED');
    if (needsRehash(user.passwordHash, app.auth.settings.passwordCost)) {
      await db().update(users).set({ passwordHash: await hashPassword(body.password, app.auth.settings.passwordCost), updatedAt: now }).where(eq(users.id, user.id));
    }
    const tokens = await startSession(db(), user, clock());
    noStore(reply);
    return { ...tokens, user: signedInUserOf(owner.user, owner.agency) };
  });

  app.post('/auth/refresh', async (request, reply): Promise<TokenPair> => {
    const { refreshToken } = parse(refreshRequest, request.body, 'request');
    const outcome = await rotateRefreshToken(db(), refreshToken, clock());
    if (!outcome.ok) {
      if (outcome.why === 'reused') request.log.warn('a used refresh token was presented again: its session is revoked');
      throw sessionEnded();
    }
    noStore(reply);
    return outcome.tokens;
  });

  app.post('/auth/logout', async (request) => {
    const { refreshToken } = parse(logoutRequest, request.body, 'request');
    const now = app.bookingSettings.now();
    const sessionId = refreshToken ? await sessionOfRefreshToken(db(), refreshToken) : (await principalOf(request))?.sessionId;
    if (sessionId) await revokeSession(db(), sessionId, 'logout', now);
    return { status: 'success' };
  });

  app.get('/auth/user-auth-check', async (request, reply): Promise<UserAuthCheck> => {
    const signedIn = await signedInOf(request);
    if (!signedIn) throw new HttpError(401, AUTH_MESSAGES.signInRequired, 'SIGN_IN_REQUIRED');
    noStore(reply);
    return { authenticated: true, user: signedInUserOf(signedIn.account.user, signedIn.account.agency) };
  });

  // The one-time sign-in link: its holder chooses a password and is signed in.
  app.post('/auth/accept-invite', async (request, reply): Promise<TokenPair> => {
    const body = parse(acceptInviteRequest, request.body, 'request');
    const problem = passwordProblem(body.password);
    if (problem) throw new HttpError(400, `Invalid request: password: ${problem}`, 'BAD_REQUEST', [{ path: 'password', message: problem }]);
    const now = app.bookingSettings.now();
    const address = addressKeyOf(request, app.bookingSettings.cookieSecret);
    const { settings } = app.auth;
    await takeOrRefuse(db(), { bucket: `invite-address:${address}`, limit: settings.loginAttemptsPerAddress, windowMs: settings.loginWindowMs }, now, tooMany);
    const passwordHash = await hashPassword(body.password, settings.passwordCost);
    const tokens = await db().transaction(async (tx) => {
      const [invite] = await tx.select().from(userInvites)
        .where(and(eq(userInvites.tokenHash, tokenHash(body.token)), isNull(userInvites.usedAt))).for('update');
      const owner = invite && invite.expiresAt > now ? await userWithAgency(tx, invite.userId) : undefined;
      if (!invite || !owner || !isActive(owner)) return undefined;
      await tx.update(userInvites).set({ usedAt: now }).where(eq(userInvites.tokenHash, invite.tokenHash));
      await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, owner.user.id));
      await revokeUserSessions(tx, owner.user.id, 'password', now);
      return { ...(await startSession(tx, owner.user, clock())), user: signedInUserOf(owner.user, owner.agency) };
    });
    if (!tokens) throw new HttpError(410, AUTH_MESSAGES.inviteInvalid, 'INVITE_INVALID');
    noStore(reply);
    return tokens;
  });
}
