// The agents' session and price calls (auth/*, calculate-time; docs/agents-api.md), through the app's one
// API client; their booking calls are in ./agentBookingsApi.ts.
// None of them is a persisted resource: what an agent reads never enters the persisted query cache.
import type { Struct } from 'superstruct';
import {
  LOGIN_PROOF_HEADER,
  LOGIN_PROOF_PURPOSE,
  LOGIN_PROOF_REQUIRED,
  tokenPair,
  userAuthCheck,
  type SignedInUser,
  type TokenPair,
} from '../../domain/office';
import { calculatedTrip, type CalculatedTrip } from '../../domain/pricing';
import { isApiError } from '../http/ApiError';
import { apiRequest, type QueryValue } from '../http/client';
import { proofOfWork } from '../outbox';
import { clearTokens, getRefreshToken, storeSessionRole, storeTokens } from '../http/tokens';

const post = <T>(path: string, body: unknown, schema: Struct<T>, idempotencyKey?: string) =>
  apiRequest<T>(path, { method: 'POST', body, schema, idempotencyKey });

async function signedIn(call: Promise<TokenPair>): Promise<SignedInUser | null> {
  const tokens = await call;
  storeTokens(tokens.accessToken, tokens.refreshToken);
  if (tokens.user) storeSessionRole(tokens.user.role);
  return tokens.user ?? null;
}

/**
 * POST auth/login: the two tokens are stored; a stale pair is cleared first so that a refused sign-in is not
 * 'refreshed'.
 */
export async function login(email: string, password: string): Promise<SignedInUser | null> {
  clearTokens();
  const send = (headers?: Record<string, string>) =>
    apiRequest('auth/login', { method: 'POST', body: { email, password }, schema: tokenPair, headers });
  try {
    return await signedIn(send());
  } catch (error) {
    // After many failed sign-ins, a device new to the account proves some work first (a second or a few), then tries
    // again.
    if (!isApiError(error) || error.code !== LOGIN_PROOF_REQUIRED) throw error;
    const proof = await proofOfWork(LOGIN_PROOF_PURPOSE);
    if (!proof) throw error;
    return signedIn(send({ [LOGIN_PROOF_HEADER]: proof }));
  }
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

export const agentPrice = (
  signal: AbortSignal | undefined,
  regionId: string,
  query: Record<string, QueryValue>,
): Promise<CalculatedTrip> =>
  apiRequest(`calculate-time/${encodeURIComponent(regionId)}`, { schema: calculatedTrip, query, signal });
