/// <reference lib="WebWorker" />
// The send queue's worker side: a POST the app marks (X-Outbox: keep) that gets no answer is kept in a Workbox
// background-sync queue (IndexedDB) with its Idempotency-Key, answered 202 so the app can say it is saved, and sent
// again on `sync`, when the worker starts (browsers without Background Sync) and whenever the app asks.
import { Queue } from 'workbox-background-sync';
import { registerRoute } from 'workbox-routing';
import {
  isNoAnswerStatus,
  isTryLaterStatus,
  OUTBOX_ASK_STATUS,
  OUTBOX_HEADER,
  OUTBOX_KEEP,
  OUTBOX_QUEUE_NAME,
  OUTBOX_QUEUED_HEADER,
  OUTBOX_REFUSED,
  OUTBOX_REPLAY,
  OUTBOX_RETENTION_MINUTES,
  OUTBOX_STATUS,
  type OutboxRefusedMessage,
  type OutboxStatusMessage,
} from '../src/domain/protocol';

declare const self: ServiceWorkerGlobalScope;

const apiPrefix = '/api/v1/web/';

async function tellWindows(message: OutboxStatusMessage | OutboxRefusedMessage): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) client.postMessage(message);
}

async function announcePending(queue: Queue): Promise<void> {
  await tellWindows({ type: OUTBOX_STATUS, pending: await queue.size() });
}

const keyOf = (request: Request) => `${request.url} ${request.headers.get('Idempotency-Key') ?? ''}`;

/**
 * Takes the sent request off the queue, but only that one: shiftRequest skips (and drops) an entry that expired
 * meanwhile, so an entry it returns that is not the one sent goes back unsent.
 */
async function removeSent(queue: Queue, sent: Request): Promise<void> {
  const removed = await queue.shiftRequest();
  if (removed && keyOf(removed.request) !== keyOf(sent)) await queue.unshiftRequest(removed);
}

/**
 * Like queue.replayRequests(), but the head of the queue leaves IndexedDB only once the server has answered: a
 * worker stopped mid-send keeps the request, which goes again with the same Idempotency-Key (the server answers a
 * repeat once). A request the server cannot take yet (5xx, or 429 over a limit for now) stays in line and stops the
 * replay; a refused one (other 4xx) is dropped and reported; the windows hear the new count after each delivery. Only
 * one replay runs at a time (replayOnce) and new requests join at the tail, so the head stays the request being sent.
 */
async function replayQueue(queue: Queue): Promise<void> {
  try {
    for (let [head] = await queue.getAll(); head; [head] = await queue.getAll()) {
      const response = await fetch(head.request.clone());
      if (isTryLaterStatus(response.status)) {
        throw new Error(`The server could not take a queued request yet (${response.status})`);
      }
      await removeSent(queue, head.request);
      if (!response.ok) {
        const path = new URL(head.request.url).pathname.slice(apiPrefix.length);
        await tellWindows({ type: OUTBOX_REFUSED, path, status: response.status });
      }
      await announcePending(queue);
    }
  } finally {
    await announcePending(queue);
  }
}

let replaying: Promise<void> | null = null;

/** One replay at a time, whoever asks (sync event, start-up, the app). Rejects when something had to stay. */
function replayOnce(queue: Queue): Promise<void> {
  replaying ??= replayQueue(queue).finally(() => {
    replaying = null;
  });
  return replaying;
}

const queuedAnswer = () =>
  new Response(JSON.stringify({ status: 'queued' }), {
    status: 202,
    headers: { 'Content-Type': 'application/json', [OUTBOX_QUEUED_HEADER]: 'true' },
  });

async function sendOrKeep(queue: Queue, request: Request): Promise<Response> {
  const kept = request.clone();
  try {
    const response = await fetch(request);
    if (!isNoAnswerStatus(response.status)) return response;
  } catch {
    // No connection: kept below.
  }
  await queue.pushRequest({ request: kept });
  await announcePending(queue);
  return queuedAnswer();
}

export function registerSendQueue(): void {
  // Without Background Sync the constructor already calls onSync (start-up replay), so it uses the queue it is given.
  const queue = new Queue(OUTBOX_QUEUE_NAME, {
    maxRetentionTime: OUTBOX_RETENTION_MINUTES,
    onSync: ({ queue: own }) => replayOnce(own),
  });

  registerRoute(
    ({ url, request }) =>
      url.origin === self.location.origin &&
      url.pathname.startsWith(apiPrefix) &&
      request.headers.get(OUTBOX_HEADER) === OUTBOX_KEEP,
    ({ request }) => sendOrKeep(queue, request),
    'POST',
  );

  self.addEventListener('message', (event) => {
    const type = (event.data as { type?: unknown } | null)?.type;
    if (type === OUTBOX_REPLAY) event.waitUntil(replayOnce(queue).catch(() => undefined));
    if (type === OUTBOX_ASK_STATUS) event.waitUntil(announcePending(queue));
  });
}
