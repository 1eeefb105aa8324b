// App-level parts of signing in: settings, the token key and who a request speaks for. Register once at the root,
// after bookingSetup (its clock is the one tokens are checked against).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_MESSAGES, mayDo, USER_AUTHORIZATION_HEADER, type Permission } from '../../domain/auth';
import { HttpError } from '../http/errors';
import { tokenKeys, verifyAccessToken, type Principal, type TokenKeys } from './accessTokens';
import { dummyHash } from './passwords';
import type { AuthSettings } from './settings';

export interface Auth {
  settings: AuthSettings;
  keys: TokenKeys;
  /** A hash an unknown user's password is checked against (same work as a real one). */
  dummyHash: () => Promise<string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_.-]{1,2000})$/;
const principals = new WeakMap<FastifyRequest, Promise<Principal | undefined>>();

async function readPrincipal(request: FastifyRequest): Promise<Principal | undefined> {
  const header = request.headers[USER_AUTHORIZATION_HEADER];
  if (header === undefined || header === '') return undefined;
  const match = typeof header === 'string' ? BEARER.exec(header.trim()) : null;
  if (!match) throw new HttpError(401, AUTH_MESSAGES.sessionEnded, 'TOKEN_INVALID');
  const { auth, bookingSettings } = request.server;
  const result = await verifyAccessToken(auth.keys, match[1], bookingSettings.now());
  if (result === 'expired') throw new HttpError(401, AUTH_MESSAGES.sessionEnded, 'TOKEN_EXPIRED');
  if (result === 'invalid') throw new HttpError(401, AUTH_MESSAGES.sessionEnded, 'TOKEN_INVALID');
  return result;
}

/**
 * Who the request's `user-authorization: Bearer …` speaks for: undefined without the header (a guest). A token that is
 * expired, forged or malformed is a 401, so that the app refreshes it rather than being answered as a guest.
 */
export function principalOf(request: FastifyRequest): Promise<Principal | undefined> {
  let found = principals.get(request);
  if (!found) principals.set(request, (found = readPrincipal(request)));
  return found;
}

/** The signed-in principal, who must be allowed `permission`: 401 without one, 403 when the role may not. */
export async function requirePermission(request: FastifyRequest, permission: Permission): Promise<Principal> {
  const principal = await principalOf(request);
  if (!principal) throw new HttpError(401, AUTH_MESSAGES.signInRequired, 'SIGN_IN_REQUIRED');
  if (!mayDo(principal.role, permission)) throw new HttpError(403, AUTH_MESSAGES.notAllowed, 'FORBIDDEN');
  return principal;
}

async function setup(app: FastifyInstance, settings: AuthSettings): Promise<void> {
  app.decorate('auth', { settings, keys: tokenKeys(settings.jwtSecret, settings.accessTokenSeconds), dummyHash: dummyHash(settings.passwordCost) });
}

/** `app.register(authSetup, settings)` at the root: the decoration is visible to every area. */
export const authSetup = fp(setup, { name: 'authSetup', dependencies: ['bookingSetup'] });
