// The one way the app talks to the API: JSON, the environment header, a signed-in agent's bearer token and a single
// refresh-and-retry on 401.
import { IDEMPOTENCY_KEY_HEADER, isJsonAnswer, buildQuery, WEB_API_BASE, type QueryValue } from '../../domain/protocol';
import { mask, type Struct } from 'superstruct';
import { ApiError } from './ApiError';
import { accessTokenAging, clearTokens, endSession, getAccessToken, getRefreshToken, storeTokens } from './tokens';
import { TOKEN_REFRESH_FAILED } from '../messages';
import { withDeviceSeed } from './deviceSeed';
import { inFlight } from '../ui/loadsInFlight';

export const API_BASE = WEB_API_BASE;
export const PAYMENT_BASE = '/api/v1/payment';
/** Sent as the environment header (X-Environment) on every call: PROD or TEST. */
const ENVIRONMENT = import.meta.env.VITE_APP_ENV === 'PROD' ? 'PROD' : 'TEST';

export type { QueryValue };

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Response schema; extra fields are dropped, a mismatch fails the call. */
  schema?: Struct<T>;
  signal?: AbortSignal;
  /** Another API base than /api/v1/web (payments live under /api/v1/payment). */
  base?: string;
  /** A repeat with the same key is answered once by the server (POSTs that create something). */
  idempotencyKey?: string;
  /** Further request headers (a hold's proof of work). */
  headers?: Record<string, string>;
}

export { buildQuery };

/** The headers of every API call: the environment, JSON, the Idempotency-Key of a submission, an agent's token. */
export function apiHeaders(
  hasBody: boolean,
  idempotencyKey?: string,
  extra: Record<string, string> = {},
  token: string | null = currentToken(),
): Headers {
  const h = new Headers({ ...extra, 'X-Environment': ENVIRONMENT, Accept: 'application/json' });
  // The server refuses a JSON content type without a body, so a bodiless DELETE sends none.
  if (hasBody) h.set('Content-Type', 'application/json');
  if (idempotencyKey) h.set(IDEMPOTENCY_KEY_HEADER, idempotencyKey);
  if (token) h.set('User-Authorization', `Bearer ${token}`);
  return h;
}

/** The stored access token, sent with every call; without one, any stored half of a pair is cleared. */
function currentToken(): string | null {
  const token = getAccessToken();
  if (!token && getRefreshToken()) clearTokens();
  return token;
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

/** The server's renderer answers the app's catalogue reads itself, without a network (src/app/serverEntry.tsx). */
export function setTransport(next: Transport): void {
  transport = next;
}

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await withDeviceSeed(() => transport(url, init));
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw ApiError.network();
  }
}

let refreshing: Promise<boolean> | null = null;

/** Web Locks: one refresh at a time across the app's tabs, so that two tabs never spend one refresh token twice. */
function acrossTabs<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { locks?: LockManager }).locks;
  return locks ? (locks.request('auth-refresh', run) as Promise<T>) : run();
}

async function postRefresh(refreshToken: string): Promise<boolean> {
  const response = await withDeviceSeed(() =>
    fetch(`${API_BASE}/auth/refresh`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Environment': ENVIRONMENT },
      body: JSON.stringify({ refreshToken }),
    }),
  );
  if (!response.ok) return false;
  const body = (await response.json()) as { data?: Tokens } & Partial<Tokens>;
  const tokens = body.data ?? body;
  if (typeof tokens.accessToken !== 'string' || typeof tokens.refreshToken !== 'string') return false;
  storeTokens(tokens.accessToken, tokens.refreshToken);
  return true;
}

/**
 * POST auth/refresh once for all concurrent 401s; true when new tokens are stored. `usedToken` is the access token
 * the refused call carried: if another tab (or an earlier refresh) stored a newer one meanwhile, that one is used.
 */
function refreshTokens(usedToken: string | null): Promise<boolean> {
  refreshing ??= acrossTabs(async () => {
    const stored = getAccessToken();
    if (stored && stored !== usedToken) return true;
    const refreshToken = getRefreshToken();
    if (!refreshToken) return false;
    try {
      if (await postRefresh(refreshToken)) return true;
      throw new Error(TOKEN_REFRESH_FAILED);
    } catch (error) {
      // No answer at all (offline) keeps the session: the refresh token may still be good once back online.
      if (error instanceof TypeError) throw ApiError.network();
      console.error(TOKEN_REFRESH_FAILED);
      return false;
    }
  }).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** An aging access token renewed before it is sent; offline, the kept one (the worker may answer from its copy). */
async function renewedToken(token: string): Promise<string | null> {
  try {
    if (await refreshTokens(token)) return getAccessToken();
    endSession();
    return null;
  } catch {
    return token;
  }
}

/**
 * The access token to send now, renewed first when aging: for a call made without apiRequest (an upload with progress).
 */
export async function tokenToSend(): Promise<string | null> {
  const kept = currentToken();
  return kept && accessTokenAging(kept) ? renewedToken(kept) : kept;
}

interface Tokens {
  accessToken: string;
  refreshToken: string;
}

/** An API call, counted as in flight until its answer is read (the worker's install waits for it on a first visit). */
export const apiRequest = <T>(path: string, options: RequestOptions<T> = {}): Promise<T> =>
  inFlight(request(path, options));

async function request<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const url = `${options.base ?? API_BASE}/${path.replace(/^\//, '')}${buildQuery(options.query)}`;
  const hasBody = options.body !== undefined;
  const init = (token: string | null): RequestInit => ({
    method: options.method ?? 'GET',
    headers: apiHeaders(hasBody, options.idempotencyKey, options.headers, token),
    body: hasBody ? JSON.stringify(options.body) : undefined,
    signal: options.signal,
  });

  // Awaited only when aging: otherwise the call leaves at once, in the same task as the tap that made it.
  const kept = currentToken();
  const token = kept && accessTokenAging(kept) ? await renewedToken(kept) : kept;
  let response = await send(url, init(token));
  if (response.status === 401 && token) {
    // The access token ran out (or was refused): refresh once, then the call is made again with the new one.
    if (await refreshTokens(token)) response = await send(url, init(getAccessToken()));
    else endSession();
  }
  // Not JSON: not the API's answer but a captive portal's page or a proxy's (port wifi with no internet behind it).
  if (response.status !== 204 && !isJsonAnswer(response.headers.get('content-type'))) throw ApiError.network();
  if (!response.ok) throw await ApiError.fromResponse(response);

  let data: unknown;
  try {
    data = response.status === 204 ? undefined : await response.json();
  } catch {
    throw ApiError.server(response.status, 'BAD_RESPONSE');
  }
  if (!options.schema) return data as T;
  try {
    return mask(data, options.schema);
  } catch (error) {
    console.error(`Unexpected response from ${path}`, error);
    throw ApiError.server(response.status, 'BAD_RESPONSE');
  }
}

export const apiGet = <T>(path: string, schema?: Struct<T>, query?: Record<string, QueryValue>, signal?: AbortSignal) =>
  apiRequest<T>(path, { schema, query, signal });
