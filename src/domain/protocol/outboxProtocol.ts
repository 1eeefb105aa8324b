// What the app and the service worker say to each other about the send queue. Pure constants: sw/ imports this too.

/** Marks a POST the service worker may keep and send later when it gets no answer. */
export const OUTBOX_HEADER = 'X-Outbox';
export const OUTBOX_KEEP = 'keep';
/** On the worker's 202 answer: the request is stored in its background-sync queue. */
export const OUTBOX_QUEUED_HEADER = 'X-Outbox-Queued';

export const OUTBOX_QUEUE_NAME = 'cayman-send-queue';

/** Seven days, as long as the server keeps idempotency keys. */
export const OUTBOX_RETENTION_MINUTES = 7 * 24 * 60;

/** App → worker: send what waits now (iOS has no Background Sync; elsewhere it is belt and braces). */
export const OUTBOX_REPLAY = 'OUTBOX_REPLAY';
/** App → worker: say how many requests wait. */
export const OUTBOX_ASK_STATUS = 'OUTBOX_ASK_STATUS';
/** Worker → every window: the number of requests waiting in the worker's queue. */
export const OUTBOX_STATUS = 'OUTBOX_STATUS';
/** Worker → every window: the server refused a request sent from the queue (a 4xx). */
export const OUTBOX_REFUSED = 'OUTBOX_REFUSED';

export interface OutboxStatusMessage {
  type: typeof OUTBOX_STATUS;
  pending: number;
}

export interface OutboxRefusedMessage {
  type: typeof OUTBOX_REFUSED;
  /** The API path under /api/v1/web, e.g. 'email/post-feedback'. */
  path: string;
  status: number;
}

/** No answer from the site: the network failed, or a proxy in front of it had no server to ask. */
export const isNoAnswerStatus = (status: number) => status === 502 || status === 503 || status === 504;

/**
 * A queued request answered this way stays in line and goes again later: the server could not take it yet (5xx), or
 * its sender went over a limit for now (429: the guest was told it was saved, and an hour later it goes).
 */
export const isTryLaterStatus = (status: number) => status === 429 || status >= 500;
