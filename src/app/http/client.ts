// The one way the app talks to the API: JSON, the environment header, the guest's bearer token and a single refresh-and-retry on 401.
import { IDEMPOTENCY_KEY_HEADER } from '../../domain/apiHeaders';
import { mask, type Struct } from 'superstruct';
import { ApiError } from './ApiError';
import { clearTokens, getAccessToken, getRefreshToken, storeTokens } from './tokens';
import { TOKEN_REFRESH_FAILED } from '../messages';

export const API_BASE = '/api/v1/web';
export const PAYMENT_BASE = '/api/v1/payment';
/** Sent as the environment header on every call (spec 02 §7). */
export const ENVIRONMENT = import.meta.env.VITE_APP_ENV === 'PROD' ? 'PROD' : 'TEST';

export type QueryValue = string | number | boolean | undefined | null | readonly (string | number)[];

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Response schema; extra fields are dropped, a mismatch fails the call. */
  schema?: Struct<T, any>;
  signal?: AbortSignal;
  /** Another API base than /api/v1/web (payments live under /api/v1/payment). */
  base?: string;
  /** A repeat with the same key is answered once by the server (POSTs that create something). */
  idempotencyKey?: string;
  /** Further request headers (a hold's proof of work). */
  headers?: Record<string, string>;
}

/** Arrays become repeated keys (?guests=2&guests=4), as the API's filters expect. */
export function buildQuery(query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((v) => params.append(key, String(v)));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The headers of every API call: the environment, JSON, the Idempotency-Key of a submission, an agent's token. */
export function apiHeaders(hasBody: boolean, idempotencyKey?: string, extra: Record<string, string> = {}): Headers {
  const h = new Headers({ ...extra, 'X-Environment': ENVIRONMENT, Accept: 'application/json' });
  // The server refuses a JSON content type without a body, so a bodiless DELETE sends none.
  if (hasBody) h.set('Content-Type', 'application/json');
  if (idempotencyKey) h.set(IDEMPOTENCY_KEY_HEADER, idempotencyKey);
  const token = getAccessToken();
  if (token) h.set('User-Authorization', `Bearer ${token}`);
  return h;
}

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw ApiError.network();
  }
}

let refreshing: Promise<boolean> | null = null;

/** POST auth/refresh once for all concurrent 401s; true when new tokens are stored. */
function refreshTokens(): Promise<boolean> {
  const refreshToken = getRefreshToken();
  if (!refreshToken) return Promise.resolve(false);
  refreshing ??= (async () => {
    try {
      const response = await fetch(`${API_BASE}/auth/refresh`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Environment': ENVIRONMENT },
        body: JSON.stringify({ refreshToken }),
      });
      if (!response.ok) throw new Error(TOKEN_REFRESH_FAILED);
      const body = (await response.json()) as { data?: Tokens } & Partial<Tokens>;
      const tokens = body.data ?? body;
      if (typeof tokens.accessToken !== 'string' || typeof tokens.refreshToken !== 'string') throw new Error(TOKEN_REFRESH_FAILED);
      storeTokens(tokens.accessToken, tokens.refreshToken);
      return true;
    } catch {
      console.error(TOKEN_REFRESH_FAILED);
      return false;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

interface Tokens {
  accessToken: string;
  refreshToken: string;
}

export async function apiRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const url = `${options.base ?? API_BASE}/${path.replace(/^\//, '')}${buildQuery(options.query)}`;
  const hasBody = options.body !== undefined;
  const init = (): RequestInit => ({
    method: options.method ?? 'GET',
    headers: apiHeaders(hasBody, options.idempotencyKey, options.headers),
    body: hasBody ? JSON.stringify(options.body) : undefined,
    signal: options.signal,
  });

  let response = await send(url, init());
  if (response.status === 401) {
    if (await refreshTokens()) response = await send(url, init());
    else clearTokens();
  }
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

export const apiGet = <T>(path: string, schema?: Struct<T, any>, query?: Record<string, QueryValue>, signal?: AbortSignal) =>
  apiRequest<T>(path, { schema, query, signal });
