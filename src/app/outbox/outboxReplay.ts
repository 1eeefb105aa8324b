// Sending what waits: the app asks the service worker to replay its queue (iOS Safari has no Background Sync, and
// elsewhere it is belt and braces) and replays its own queue, on start, on `online`, and every minute while
// something waits. One replay at a time per device (Web Locks), so a submission is never sent twice.
import { isApiError } from '../http/ApiError';
import { keepFreshChallenge, proofForSubmission } from './captchaSolver';
import { forgetSubmission, keepSubmission, waitingSubmissions, type QueuedSubmission } from './deviceQueue';
import {
  isTryLaterStatus,
  OUTBOX_ASK_STATUS,
  OUTBOX_REFUSED,
  OUTBOX_REPLAY,
  OUTBOX_STATUS,
  type OutboxRefusedMessage,
  type OutboxStatusMessage,
} from '../../domain/protocol';
import { pendingCount, setDevicePending, setWorkerPending } from './pendingCount';
import { trySubmission } from './submissionRequest';
import { withDeviceSeed } from '../http/deviceSeed';
import { workerSettled } from '../pwa/registerServiceWorker';

const RETRY_EVERY_MS = 60_000;

type RefusedListener = (refusal: { path: string; status: number }) => void;
const refusedListeners = new Set<RefusedListener>();

/** Called when the server refuses (4xx) a submission that had been queued; the guest was told it was saved. */
export function onQueuedSubmissionRefused(listener: RefusedListener): () => void {
  refusedListeners.add(listener);
  return () => {
    refusedListeners.delete(listener);
  };
}

const announceRefusal = (path: string, status: number) =>
  refusedListeners.forEach((listener) => listener({ path, status }));

export async function refreshDevicePending(): Promise<void> {
  try {
    setDevicePending((await waitingSubmissions()).length);
  } catch {
    // IndexedDB unavailable (private mode in old browsers): nothing can wait on the device then.
  }
}

/** After the device seed is in the cookie jar: the worker's replays send the jar's cookies. */
function tellWorker(type: typeof OUTBOX_REPLAY | typeof OUTBOX_ASK_STATUS): void {
  void withDeviceSeed(() => navigator.serviceWorker?.controller?.postMessage({ type }));
}

/** Sends one waiting submission; false when it has to wait longer (no answer, or no captcha proof yet). */
async function deliver(submission: QueuedSubmission): Promise<boolean> {
  let ready = submission;
  if (submission.needsCaptcha) {
    const token = await proofForSubmission();
    if (!token) return false;
    // Stored before sending: a retry must repeat the same body, or the server refuses the reused key.
    ready = { ...submission, body: { ...(submission.body as object), captchaToken: token }, needsCaptcha: false };
    await keepSubmission(ready);
  }
  try {
    const result = await trySubmission(ready.path, ready.body, ready.idempotencyKey);
    if (result.outcome === 'no-answer') return false;
    // Sent, or now in the service worker's queue: either way no longer this queue's.
    await forgetSubmission(ready.idempotencyKey);
    if (result.outcome === 'kept-by-worker') tellWorker(OUTBOX_ASK_STATUS);
    return true;
  } catch (error) {
    if (isApiError(error) && error.status !== null && !isTryLaterStatus(error.status)) {
      await forgetSubmission(ready.idempotencyKey);
      announceRefusal(ready.path, error.status);
      return true;
    }
    return false;
  }
}

async function replayDeviceQueueNow(): Promise<void> {
  for (const submission of await waitingSubmissions()) {
    if (!(await deliver(submission))) break;
  }
}

let replaying: Promise<void> | null = null;

/** Replays the app's own queue, oldest first, stopping at the first that cannot go yet. */
export function replayDeviceQueue(): Promise<void> {
  replaying ??= (async () => {
    try {
      if (navigator.locks) await navigator.locks.request('cayman-outbox-replay', replayDeviceQueueNow);
      else await replayDeviceQueueNow();
    } catch (error) {
      console.warn('Replaying the send queue failed', error);
    } finally {
      await refreshDevicePending();
    }
  })().finally(() => {
    replaying = null;
  });
  return replaying;
}

/**
 * A captcha challenge for a proof solved later offline, asked for once the worker is active: only then can the app open
 * offline, and on a first visit the worker's install waits until nothing the page asked for is in flight, this request
 * included.
 */
function keepChallengeForOffline(): void {
  if (!navigator.onLine) return;
  void workerSettled().then(() => keepFreshChallenge());
}

/** Everything that waits, both queues; keeps a captcha challenge for later while at it. */
function replayAll(): void {
  tellWorker(OUTBOX_REPLAY);
  void replayDeviceQueue();
  keepChallengeForOffline();
}

function onWorkerMessage(event: MessageEvent): void {
  const data = event.data as OutboxStatusMessage | OutboxRefusedMessage | null;
  if (data?.type === OUTBOX_STATUS && typeof data.pending === 'number') setWorkerPending(data.pending);
  if (data?.type === OUTBOX_REFUSED && typeof data.path === 'string') announceRefusal(data.path, data.status);
}

let started = false;

/** Installs the listeners and replays once; later calls do nothing. */
export function startOutbox(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  const worker = navigator.serviceWorker;
  if (worker) {
    worker.addEventListener('message', onWorkerMessage);
    // First visit: the worker takes the page over after install; ask it then.
    worker.addEventListener('controllerchange', () => tellWorker(OUTBOX_ASK_STATUS));
  }
  window.addEventListener('online', replayAll);
  setInterval(() => {
    if (pendingCount() > 0) replayAll();
  }, RETRY_EVERY_MS);
  replayAll();
}

export { tellWorker };
