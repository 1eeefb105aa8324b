// Signing in under /api/v1/web/auth (docs/agents-api.md): login, refresh, logout, user-auth-check and
// accept-invite (the one-time sign-in link). Needs authSetup registered at the root first.
import { createHmac } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { object, optional } from 'superstruct';
import {
  acceptInviteRequest,
  AUTH_MESSAGES,
  LOGIN_PROOF_HEADER,
  LOGIN_PROOF_REQUIRED,
  loginRequest,
  OPAQUE_TOKEN_MAX_LENGTH,
  passwordProblem,
  refreshRequest,
  type TokenPair,
  type UserAuthCheck,
} from '../../domain/office';
import { string } from '../../domain/schema';
import { userInvites, users } from '../db/authSchema';
import { HttpError } from '../http/errors';
import { parse } from '../http/validate';
import { addressKeyOf } from '../limits/clientAddress';
import { countEvent, currentCount, takeOrRefuse } from '../limits/rateCounters';
import { verifyCaptchaToken } from '../captcha/altchaChallenges';
import { lazyCaptchaKeys } from '../captcha/captchaSecret';
import { captchaSettings } from '../captcha/settings';
import { spendProof } from '../captcha/spentProofs';
import { rememberSignIn, signedInHereBefore } from './knownDevices';
import { hashPassword, needsRehash, verifyPassword } from './passwords';
import {
  revokeSession,
  revokeUserSessions,
  rotateRefreshToken,
  sessionOfRefreshToken,
  startSession,
  type SessionClock,
} from './sessions';
import { principalOf, signedInUser } from './setup';
import { isActive, normalEmail, signedInUserOf, tokenHash, userByEmail, userWithAgency } from './userStore';
import { access } from '../http/routeAccess';

const logoutRequest = object({ refreshToken: optional(string(OPAQUE_TOKEN_MAX_LENGTH)) });
const wrongCredentials = () => new HttpError(401, AUTH_MESSAGES.wrongCredentials, 'INVALID_CREDENTIALS');
const sessionEnded = () => new HttpError(401, AUTH_MESSAGES.sessionEnded, 'SESSION_ENDED');
const tooMany = { message: AUTH_MESSAGES.tooManyAttempts, code: 'TOO_MANY_ATTEMPTS' };

/** Tokens are never kept by a cache between the server and the app. */
const noStore = (reply: FastifyReply) => void reply.header('Cache-Control', 'no-store');

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.deps.database.db;
  const clock = (): SessionClock => ({
    settings: app.auth.settings,
    keys: app.auth.keys,
    now: app.bookingSettings.now(),
  });
  const captchaKeys = lazyCaptchaKeys(app.deps.database.db, captchaSettings().hmacKey);

  const loginLimits = (request: FastifyRequest, email: string) => {
    const { settings } = app.auth;
    const account = createHmac('sha256', settings.jwtSecret)
      .update(`login:${normalEmail(email)}`)
      .digest('base64url')
      .slice(0, 22);
    const address = addressKeyOf(request, app.bookingSettings.cookieSecret);
    return [
      {
        bucket: `login-failures:account:${account}`,
        limit: settings.loginAttemptsPerAccount,
        windowMs: settings.loginWindowMs,
      },
      {
        bucket: `login-failures:network:${address}`,
        limit: settings.loginAttemptsPerAddress,
        windowMs: settings.loginWindowMs,
      },
    ];
  };

  /**
   * Past the failed sign-ins allowed for the account or from the network, a device that never signed in to the account
   * proves some work (a spent ALTCHA proof) for each try; one that did is let through (ASVS 2.2.1: slow down, never
   * lock the owner out). Only failures count: a right password adds nothing.
   */
  async function proveOrRefuse(
    request: FastifyRequest,
    limits: ReturnType<typeof loginLimits>,
    knownDevice: boolean,
    now: Date,
  ): Promise<void> {
    if (knownDevice) return;
    const under = await Promise.all(limits.map(async (limit) => (await currentCount(db(), limit, now)) < limit.limit));
    if (under.every(Boolean)) return;
    const header = request.headers[LOGIN_PROOF_HEADER.toLowerCase()];
    if (typeof header !== 'string' || header.length > 4000)
      throw new HttpError(428, AUTH_MESSAGES.proofRequired, LOGIN_PROOF_REQUIRED);
    const proof = await verifyCaptchaToken(header, await captchaKeys(), 'login');
    if (!(await spendProof(db(), proof.signature, proof.expiresAt)))
      throw new HttpError(428, AUTH_MESSAGES.proofRequired, LOGIN_PROOF_REQUIRED);
  }

  app.post('/auth/login', access.public, async (request, reply): Promise<TokenPair> => {
    const body = parse(loginRequest, request.body, 'request');
    const now = app.bookingSettings.now();
    const { settings, hashing } = app.auth;
    // A flood is turned away before it costs a database read.
    hashing.refuseWhenFull();
    const user = await userByEmail(db(), body.email);
    const limits = loginLimits(request, body.email);
    await proveOrRefuse(request, limits, signedInHereBefore(request, settings.jwtSecret, user?.id), now);
    // An unknown user costs the same hashing as a wrong password: the answer and its timing are the same.
    const stored = user?.passwordHash ?? (await app.auth.dummyHash());
    const matches = await hashing.run(() => verifyPassword(body.password, stored));
    const owner = user && user.passwordHash && matches ? await userWithAgency(db(), user.id) : undefined;
    // A disabled account answers as a wrong password does: its right password tells nobody it exists.
    if (!user || !owner || !isActive(owner)) {
      for (const limit of limits) await countEvent(db(), limit, now);
      throw wrongCredentials();
    }
    if (needsRehash(user.passwordHash!, settings.passwordCost)) {
      const rehashed = await hashing.run(() => hashPassword(body.password, settings.passwordCost));
      await db().update(users).set({ passwordHash: rehashed, updatedAt: now }).where(eq(users.id, user.id));
    }
    const tokens = await startSession(db(), user, clock());
    rememberSignIn(request, reply, settings.jwtSecret, user.id);
    noStore(reply);
    return { ...tokens, user: signedInUserOf(owner.user, owner.agency) };
  });

  app.post('/auth/refresh', access.public, async (request, reply): Promise<TokenPair> => {
    const { refreshToken } = parse(refreshRequest, request.body, 'request');
    const outcome = await rotateRefreshToken(db(), refreshToken, clock());
    if (!outcome.ok) {
      if (outcome.why === 'reused')
        request.log.warn('a used refresh token was presented again: its session is revoked');
      throw sessionEnded();
    }
    noStore(reply);
    return outcome.tokens;
  });

  app.post('/auth/logout', access.public, async (request) => {
    const { refreshToken } = parse(logoutRequest, request.body, 'request');
    const now = app.bookingSettings.now();
    const sessionId = refreshToken
      ? await sessionOfRefreshToken(db(), refreshToken)
      : (await principalOf(request))?.sessionId;
    if (sessionId) await revokeSession(db(), sessionId, 'logout', now);
    return { status: 'success' };
  });

  app.get('/auth/user-auth-check', access.signedIn(), async (request, reply): Promise<UserAuthCheck> => {
    const signedIn = await signedInUser(request);
    noStore(reply);
    return { authenticated: true, user: signedInUserOf(signedIn.account.user, signedIn.account.agency) };
  });

  // The one-time sign-in link: its holder chooses a password and is signed in.
  app.post('/auth/accept-invite', access.public, async (request, reply): Promise<TokenPair> => {
    const body = parse(acceptInviteRequest, request.body, 'request');
    const problem = passwordProblem(body.password);
    if (problem)
      throw new HttpError(400, `Invalid request: password: ${problem}`, 'BAD_REQUEST', [
        { path: 'password', message: problem },
      ]);
    const now = app.bookingSettings.now();
    const address = addressKeyOf(request, app.bookingSettings.cookieSecret);
    const { settings } = app.auth;
    await takeOrRefuse(
      db(),
      {
        bucket: `invite-address:${address}`,
        limit: settings.loginAttemptsPerAddress,
        windowMs: settings.loginWindowMs,
      },
      now,
      tooMany,
    );
    const passwordHash = await app.auth.hashing.run(() => hashPassword(body.password, settings.passwordCost));
    const tokens = await db().transaction(async (tx) => {
      const [invite] = await tx
        .select()
        .from(userInvites)
        .where(and(eq(userInvites.tokenHash, tokenHash(body.token)), isNull(userInvites.usedAt)))
        .for('update');
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
