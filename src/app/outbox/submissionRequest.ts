// One try at sending a submission to the API, told apart by what came back.
import { ApiError } from '../http/ApiError';
import { API_BASE } from '../http/client';
import { isNoAnswerStatus, OUTBOX_HEADER, OUTBOX_KEEP, OUTBOX_QUEUED_HEADER } from './outboxProtocol';

const ENVIRONMENT = import.meta.env.VITE_APP_ENV === 'PROD' ? 'PROD' : 'TEST';

export type TryResult =
  | { outcome: 'sent'; status: number; answer: unknown }
  /** The service worker got no answer either and keeps the request in its background-sync queue. */
  | { outcome: 'kept-by-worker' }
  | { outcome: 'no-answer' };

async function errorFrom(response: Response): Promise<ApiError> {
  let code = 'ERROR';
  let message: string | undefined;
  try {
    const body = (await response.json()) as { message?: unknown; code?: unknown };
    if (typeof body.code === 'string') code = body.code;
    if (response.status < 500 && typeof body.message === 'string') message = body.message;
  } catch {
    // Not JSON: keep the generic message.
  }
  return ApiError.server(response.status, code, message);
}

/** POSTs once. A 4xx (or 500) answer rejects with ApiError; no answer at all resolves to 'no-answer'. */
export async function trySubmission(path: string, body: unknown, idempotencyKey: string): Promise<TryResult> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/${path.replace(/^\//, '')}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'X-Environment': ENVIRONMENT,
        'Idempotency-Key': idempotencyKey,
        [OUTBOX_HEADER]: OUTBOX_KEEP,
      },
      body: JSON.stringify(body),
    });
  } catch {
    return { outcome: 'no-answer' };
  }
  if (response.headers.get(OUTBOX_QUEUED_HEADER)) return { outcome: 'kept-by-worker' };
  if (isNoAnswerStatus(response.status)) return { outcome: 'no-answer' };
  if (!response.ok) throw await errorFrom(response);
  let answer: unknown;
  try {
    answer = response.status === 204 ? undefined : await response.json();
  } catch {
    answer = undefined;
  }
  return { outcome: 'sent', status: response.status, answer };
}

/** A new key per submission; kept with it through every try and replay. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
