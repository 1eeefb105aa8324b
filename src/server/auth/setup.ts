// App-level parts of signing in: settings, the token key and who a request speaks for. Register once at the root,
// after bookingSetup (its clock is the one tokens are checked against).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_MESSAGES, mayDo, USER_AUTHORIZATION_HEADER, type Permission } from '../../domain/office';
import { HttpError } from '../http/errors';
import { accessOf } from '../http/routeAccess';
import { tokenKeys, verifyAccessToken, type Principal, type TokenKeys } from './accessTokens';
import { dummyHash } from './passwords';
import { HashQueue } from './hashQueue';
import { openSessionUser } from './sessions';
import type { AuthSettings } from './settings';
import { isActive, type UserWithAgency } from './userStore';

interface Auth {
  settings: AuthSettings;
  keys: TokenKeys;
  /** A hash an unknown user's password is checked against (same work as a real one). */
  dummyHash: () => Promise<string>;
  /** Every password hash of this process goes through it (hashQueue.ts). */
  hashing: HashQueue;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
  }
}

/**
 * A request's principal with their user and agency, read fresh with the session (an agency's limit may have changed).
 */
export interface SignedIn {
  principal: Principal;
  account: UserWithAgency;
}

const BEARER = /^Bearer ([A-Za-z0-9_.-]{1,2000})$/;
const signedInRequests = new WeakMap<FastifyRequest, Promise<SignedIn | undefined>>();

async function readSignedIn(request: FastifyRequest): Promise<SignedIn | undefined> {
  const header = request.headers[USER_AUTHORIZATION_HEADER];
  if (header === undefined || header === '') return undefined;
  const [, token] = (typeof header === 'string' ? BEARER.exec(header.trim()) : null) ?? [];
  if (token === undefined) throw new HttpError(401, AUTH_MESSAGES.sessionEnded, 'TOKEN_INVALID');
  const { auth, bookingSettings, deps } = request.server;
  const now = bookingSettings.now();
  const principal = await verifyAccessToken(auth.keys, token, now);
  if (principal === 'expired') throw new HttpError(401, AUTH_MESSAGES.sessionEnded, 'TOKEN_EXPIRED');
  if (principal === 'invalid') throw new HttpError(401, AUTH_MESSAGES.sessionEnded, 'TOKEN_INVALID');
  const account = await openSessionUser(deps.database.db, principal, now);
  if (!account || !isActive(account)) throw new HttpError(401, AUTH_MESSAGES.sessionEnded, 'SESSION_ENDED');
  // The role and agency as they are now, not as the token was signed with: every check reads them from here.
  return { principal: { ...principal, role: account.user.role, agencyId: account.user.agencyId }, account };
}

/**
 * Who the request's `user-authorization: Bearer …` speaks for: undefined without the header (a guest). A token that is
 * expired, forged or malformed, or whose session was revoked or has ended, or whose user or agency was disabled, is a
 * 401, so that the app refreshes it rather than being answered as a guest. Read once per request.
 */
export function signedInOf(request: FastifyRequest): Promise<SignedIn | undefined> {
  let found = signedInRequests.get(request);
  if (!found) signedInRequests.set(request, (found = readSignedIn(request)));
  return found;
}

export const principalOf = async (request: FastifyRequest): Promise<Principal | undefined> =>
  (await signedInOf(request))?.principal;

/** The signed-in user, who must be allowed `permission` (if named): 401 without one, 403 when the role may not. */
export async function requireSignedIn(request: FastifyRequest, permission: Permission | undefined): Promise<SignedIn> {
  const signedIn = await signedInOf(request);
  if (!signedIn) throw new HttpError(401, AUTH_MESSAGES.signInRequired, 'SIGN_IN_REQUIRED');
  if (permission && !mayDo(signedIn.principal.role, permission))
    throw new HttpError(403, AUTH_MESSAGES.notAllowed, 'FORBIDDEN');
  return signedIn;
}

/**
 * The user a `signedIn` route let in: its declaration (http/routeAccess.ts) is checked again here, so a handler never
 * names a permission of its own and never runs for a route declared otherwise.
 */
export async function signedInUser(request: FastifyRequest): Promise<SignedIn> {
  const declared = accessOf(request);
  if (declared?.kind !== 'signedIn') throw new Error(`${request.routeOptions.url} is not declared signedIn`);
  return requireSignedIn(request, declared.permission);
}

export const signedInPrincipal = async (request: FastifyRequest): Promise<Principal> =>
  (await signedInUser(request)).principal;

async function setup(app: FastifyInstance, settings: AuthSettings): Promise<void> {
  const hashing = new HashQueue(settings.hashQueue);
  app.decorate('auth', {
    settings,
    keys: tokenKeys(settings.jwtSecret, settings.accessTokenSeconds),
    hashing,
    dummyHash: dummyHash(settings.passwordCost, hashing),
  });
}

/** `app.register(authSetup, settings)` at the root: the decoration is visible to every area. */
export const authSetup = fp(setup, { name: 'authSetup', dependencies: ['bookingSetup'] });
