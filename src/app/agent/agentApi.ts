// The agents' session and price calls (spec 02 §7 auth/*, calculate-time; docs/agents-api.md), through the app's one
// API client; their booking calls are in ./agentBookingsApi.ts.
// None of them is a persisted resource: what an agent reads never enters the persisted query cache.
import type { Struct } from 'superstruct';
import { tokenPair, userAuthCheck, type SignedInUser, type TokenPair } from '../../domain/auth';
import { calculatedTrip, type CalculatedTrip } from '../../domain/calculatedTrip';
import { apiRequest, type QueryValue } from '../http/client';
import { clearTokens, getRefreshToken, storeSessionRole, storeTokens } from '../http/tokens';

const post = <T>(path: string, body: unknown, schema: Struct<T, any>, idempotencyKey?: string) =>
  apiRequest<T>(path, { method: 'POST', body, schema, idempotencyKey });

async function signedIn(call: Promise<TokenPair>): Promise<SignedInUser | null> {
  const tokens = await call;
  storeTokens(tokens.accessToken, tokens.refreshToken);
  if (tokens.user) storeSessionRole(tokens.user.role);
  return tokens.user ?? null;
}

/** POST auth/login: the two tokens are stored; a stale pair is cleared first so that a refused sign-in is not 'refreshed'. */
export function login(email: string, password: string): Promise<SignedInUser | null> {
  clearTokens();
  return signedIn(post('auth/login', { email, password }, tokenPair));
}

/** POST auth/accept-invite: the one-time link's holder chooses a password and is signed in. */
export function acceptInvite(token: string, password: string): Promise<SignedInUser | null> {
  clearTokens();
  return signedIn(post('auth/accept-invite', { token, password }, tokenPair));
}

/** auth/user-auth-check; the role it gives is kept (a role changed since sign-in replaces the kept one). */
export async function fetchSignedInUser(signal?: AbortSignal): Promise<SignedInUser> {
  const { user } = await apiRequest('auth/user-auth-check', { schema: userAuthCheck, signal });
  storeSessionRole(user.role);
  return user;
}

/** POST auth/logout revokes the session; the tokens go whatever the answer (offline too). */
export async function logout(): Promise<void> {
  const refreshToken = getRefreshToken();
  clearTokens();
  if (refreshToken) await apiRequest('auth/logout', { method: 'POST', body: { refreshToken } }).catch(() => undefined);
}

export const agentPrice = (signal: AbortSignal | undefined, regionId: string, query: Record<string, QueryValue>): Promise<CalculatedTrip> =>
  apiRequest(`calculate-time/${encodeURIComponent(regionId)}`, { schema: calculatedTrip, query, signal });

export const AGENT_QUERY_SCOPE = 'agent';
