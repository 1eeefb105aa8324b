// The app's own send queue in IndexedDB (idb-keyval), used where no service worker controls the page (dev, first
// visit) and for feedback still waiting for its captcha proof. Read back as untrusted input: versioned and checked.
import { createStore, del, entries, set } from 'idb-keyval';
import { boolean, is, literal, number, object, string, unknown } from 'superstruct';

export const DEVICE_QUEUE_VERSION = 1;

export interface QueuedSubmission {
  version: typeof DEVICE_QUEUE_VERSION;
  /** Made once on the device per submission and sent as the Idempotency-Key of every try. */
  idempotencyKey: string;
  /** Under /api/v1/web, e.g. 'email/post-feedback'. */
  path: string;
  body: unknown;
  /** The body still needs an ALTCHA proof, solved before sending. */
  needsCaptcha: boolean;
  createdAt: number;
}

const queuedSubmission = object({
  version: literal(DEVICE_QUEUE_VERSION),
  idempotencyKey: string(),
  path: string(),
  body: unknown(),
  needsCaptcha: boolean(),
  createdAt: number(),
});

let store: ReturnType<typeof createStore> | null = null;
const database = () => (store ??= createStore('cayman-outbox', 'submissions'));

export async function keepSubmission(submission: QueuedSubmission): Promise<void> {
  await set(submission.idempotencyKey, submission, database());
}

export async function forgetSubmission(idempotencyKey: string): Promise<void> {
  await del(idempotencyKey, database());
}

/** The waiting submissions, oldest first; entries that do not fit the schema are dropped. */
export async function waitingSubmissions(): Promise<QueuedSubmission[]> {
  const all = await entries<IDBValidKey, unknown>(database());
  const kept: QueuedSubmission[] = [];
  for (const [key, value] of all) {
    if (is(value, queuedSubmission) && value.idempotencyKey === key) kept.push(value as QueuedSubmission);
    else {
      console.warn('Dropped an unreadable queued submission', key);
      await del(key, database());
    }
  }
  return kept.sort((a, b) => a.createdAt - b.createdAt);
}
