// One try at sending a submission to the API, told apart by what came back.
import { ApiError } from '../http/ApiError';
import { API_BASE, apiHeaders } from '../http/client';
import { withDeviceSeed } from '../http/deviceSeed';
import { isNoAnswerStatus, OUTBOX_HEADER, OUTBOX_KEEP, OUTBOX_QUEUED_HEADER } from '../../domain/protocol';

export type TryResult =
  | { outcome: 'sent'; status: number; answer: unknown }
  /** The service worker got no answer either and keeps the request in its background-sync queue. */
  | { outcome: 'kept-by-worker' }
  | { outcome: 'no-answer' };

/** POSTs once. A 4xx (or 500) answer rejects with ApiError; no answer at all resolves to 'no-answer'. */
export async function trySubmission(path: string, body: unknown, idempotencyKey: string): Promise<TryResult> {
  let response: Response;
  try {
    response = await withDeviceSeed(() =>
      fetch(`${API_BASE}/${path.replace(/^\//, '')}`, {
        method: 'POST',
        headers: apiHeaders(true, idempotencyKey, { [OUTBOX_HEADER]: OUTBOX_KEEP }),
        body: JSON.stringify(body),
      }),
    );
  } catch {
    return { outcome: 'no-answer' };
  }
  if (response.headers.get(OUTBOX_QUEUED_HEADER)) return { outcome: 'kept-by-worker' };
  if (isNoAnswerStatus(response.status)) return { outcome: 'no-answer' };
  if (!response.ok) throw await ApiError.fromResponse(response);
  let answer: unknown;
  try {
    answer = response.status === 204 ? undefined : await response.json();
  } catch {
    answer = undefined;
  }
  return { outcome: 'sent', status: response.status, answer };
}
