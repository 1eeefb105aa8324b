// @vitest-environment jsdom
// The send queue without a service worker (dev, first visit): keys made once per submission, replay bookkeeping.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, idbKeyvalInMemory, idbMemory, makeChallenge } from './outboxFakes';

vi.mock('idb-keyval', () => idbKeyvalInMemory());
// The solver's code is imported at once here; whether the server answers first is reachableImport's own test.
vi.mock('../../../src/app/ui/reachableImport', () => ({ reachableImport: (load: () => Promise<unknown>) => load }));

const { sendOrQueue } = await import('../../../src/app/outbox/sendQueue');
const { replayDeviceQueue, onQueuedSubmissionRefused } = await import('../../../src/app/outbox/outboxReplay');
const { waitingSubmissions } = await import('../../../src/app/outbox/deviceQueue');
const { pendingCount } = await import('../../../src/app/outbox/pendingCount');
const { keepChallenge } = await import('../../../src/app/outbox/captchaSolver');

const api = fakeApi(() => undefined);

beforeEach(() => {
  idbMemory.clear();
  localStorage.clear();
  api.state.mode = 'offline';
  api.state.received.length = 0;
  api.state.postsLost = 0;
  vi.stubGlobal('fetch', api.fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const inquiry = (n: number) => ({
  firstName: 'Ann',
  lastName: 'Lee',
  email: `ann${n}@example.com`,
  message: `inquiry ${n}`,
});

describe('send queue', () => {
  it('sends at once when the server answers, with a fresh Idempotency-Key', async () => {
    api.state.mode = 'online';
    const result = await sendOrQueue('email/booking-inquiry', inquiry(1));
    expect(result).toEqual({ state: 'sent', status: 201, answer: { status: 'success', inquiryRef: 'IQ-TEST000001' } });
    expect(api.state.received[0]?.key).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(await waitingSubmissions()).toHaveLength(0);
  });

  it('keeps a submission made offline under one key through every try, and sends it once', async () => {
    const first = await sendOrQueue('email/booking-inquiry', inquiry(1));
    const second = await sendOrQueue('email/save-itinerary', inquiry(2));
    expect(first).toEqual({ state: 'queued' });
    expect(second).toEqual({ state: 'queued' });
    const waiting = await waitingSubmissions();
    expect(waiting.map((s) => s.path)).toEqual(['email/booking-inquiry', 'email/save-itinerary']);
    const keys = waiting.map((s) => s.idempotencyKey);
    expect(new Set(keys).size).toBe(2);
    expect(pendingCount()).toBe(2);

    await replayDeviceQueue(); // still offline
    expect((await waitingSubmissions()).map((s) => s.idempotencyKey)).toEqual(keys);

    api.state.mode = 'online';
    await replayDeviceQueue();
    expect(api.state.received.map((r) => [r.path, r.key])).toEqual([
      ['email/booking-inquiry', keys[0]],
      ['email/save-itinerary', keys[1]],
    ]);
    expect(await waitingSubmissions()).toHaveLength(0);
    expect(pendingCount()).toBe(0);

    await replayDeviceQueue();
    expect(api.state.received).toHaveLength(2);
  });

  it('hands a submission to the service worker when the worker keeps it, so only one queue holds it', async () => {
    await sendOrQueue('email/booking-inquiry', inquiry(1));
    api.state.mode = 'worker-keeps';
    await replayDeviceQueue();
    expect(await waitingSubmissions()).toHaveLength(0);
  });

  it('keeps a queued submission the server takes later (429: its sender is over a limit for now)', async () => {
    const refusals: { path: string; status: number }[] = [];
    const stop = onQueuedSubmissionRefused((r) => refusals.push(r));
    await sendOrQueue('email/booking-inquiry', inquiry(1));
    api.state.mode = 'limited';
    await replayDeviceQueue();
    expect(await waitingSubmissions()).toHaveLength(1);
    api.state.mode = 'online';
    await replayDeviceQueue();
    stop();
    expect(refusals).toEqual([]);
    expect(api.state.received).toHaveLength(1);
    expect(await waitingSubmissions()).toHaveLength(0);
  });

  it('drops a queued submission the server refuses and says so', async () => {
    const refusals: { path: string; status: number }[] = [];
    const stop = onQueuedSubmissionRefused((r) => refusals.push(r));
    await sendOrQueue('email/booking-inquiry', inquiry(1));
    api.state.mode = 'refuse';
    await replayDeviceQueue();
    stop();
    expect(refusals).toEqual([{ path: 'email/booking-inquiry', status: 400 }]);
    expect(await waitingSubmissions()).toHaveLength(0);
  });

  it('rejects a refused direct send with the API error, keeping nothing', async () => {
    api.state.mode = 'refuse';
    await expect(sendOrQueue('email/post-feedback', inquiry(1))).rejects.toMatchObject({
      status: 400,
      code: 'CAPTCHA_INVALID',
    });
    expect(await waitingSubmissions()).toHaveLength(0);
  });

  it('drops unreadable entries read back from IndexedDB', async () => {
    idbMemory.set('broken', { version: 99, path: 1 });
    expect(await waitingSubmissions()).toEqual([]);
    expect(idbMemory.has('broken')).toBe(false);
  });

  it('queues a feedback with a proof solved offline from the kept challenge', async () => {
    keepChallenge(await makeChallenge());
    const result = await sendOrQueue('email/post-feedback', { description: 'typo' }, { captcha: true });
    expect(result).toEqual({ state: 'queued' });
    const [waiting] = await waitingSubmissions();
    expect(waiting?.needsCaptcha).toBe(false);
    expect(typeof (waiting?.body as { captchaToken?: unknown }).captchaToken).toBe('string');
  });
});
