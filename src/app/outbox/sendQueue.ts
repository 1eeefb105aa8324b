// Submissions that never fail for lack of a connection (contract: /tmp/queue-contract.md). Each gets an
// Idempotency-Key made on the device; with no answer it waits in the service worker's background-sync queue, or in
// the app's own IndexedDB queue where no worker controls the page, and is sent once when the connection returns.
import { proofForSubmission } from './captchaSolver';
import { DEVICE_QUEUE_VERSION, keepSubmission, type QueuedSubmission } from './deviceQueue';
import { OUTBOX_ASK_STATUS } from '../../domain/protocol';
import { usePendingCountFrom } from './pendingCount';
import { refreshDevicePending, startOutbox, tellWorker } from './outboxReplay';
import { trySubmission } from './submissionRequest';
import { newIdempotencyKey } from '../http/idempotencyKey';

export type SendResult = { state: 'sent'; status: number; answer: unknown } | { state: 'queued' };

export { QUEUED_NOTICE } from './outboxMessages';

async function keepOnDevice(submission: QueuedSubmission): Promise<SendResult> {
  await keepSubmission(submission);
  await refreshDevicePending();
  return { state: 'queued' };
}

/**
 * POSTs `body` (already validated by the caller) to /api/v1/web/{path}. Resolves 'sent' with the answer, or 'queued'
 * when it waits for the connection (the caller shows QUEUED_NOTICE). A 4xx answer rejects with ApiError.
 * `captcha`: an ALTCHA proof made on the device is added as `captchaToken` (now, or before sending later).
 */
export async function sendOrQueue(
  path: string,
  body: unknown,
  options: { captcha?: boolean } = {},
): Promise<SendResult> {
  startOutbox();
  const submission: QueuedSubmission = {
    version: DEVICE_QUEUE_VERSION,
    idempotencyKey: newIdempotencyKey(),
    path,
    body,
    needsCaptcha: false,
    createdAt: Date.now(),
  };
  if (options.captcha) {
    const token = await proofForSubmission();
    if (!token) return keepOnDevice({ ...submission, needsCaptcha: true });
    submission.body = { ...(body as object), captchaToken: token };
  }
  const result = await trySubmission(path, submission.body, submission.idempotencyKey);
  if (result.outcome === 'sent') return { state: 'sent', status: result.status, answer: result.answer };
  if (result.outcome === 'kept-by-worker') {
    tellWorker(OUTBOX_ASK_STATUS);
    return { state: 'queued' };
  }
  return keepOnDevice(submission);
}

/** Submissions still waiting on this device; starts the replays on first use. */
export function usePendingCount(): number {
  return usePendingCountFrom(startOutbox);
}

export { onQueuedSubmissionRefused } from './outboxReplay';
