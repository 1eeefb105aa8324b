// @vitest-environment jsdom
// The captcha proof made on the device: the kept challenge and its expiry, one proof per submission, and a
// feedback queued without any challenge that is proved when the connection returns.
import { verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, HMAC, idbKeyvalInMemory, idbMemory, makeChallenge } from './outboxFakes';

vi.mock('idb-keyval', () => idbKeyvalInMemory());
// The solver's code is imported at once here; whether the server answers first is reachableImport's own test.
vi.mock('../../../src/app/ui/reachableImport', () => ({ reachableImport: (load: () => Promise<unknown>) => load }));

const captcha = await import('../../../src/app/outbox/captchaSolver');
const { sendOrQueue } = await import('../../../src/app/outbox/sendQueue');
const { replayDeviceQueue } = await import('../../../src/app/outbox/outboxReplay');
const { waitingSubmissions } = await import('../../../src/app/outbox/deviceQueue');

let served: Challenge | undefined;
const api = fakeApi(() => served);

beforeEach(() => {
  idbMemory.clear();
  localStorage.clear();
  served = undefined;
  api.state.mode = 'offline';
  api.state.received.length = 0;
  api.state.postsLost = 0;
  vi.stubGlobal('fetch', api.fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const decode = (token: string) =>
  JSON.parse(atob(token)) as { challenge: Challenge; solution: { counter: number; derivedKey: string } };

async function verifies(token: string): Promise<boolean> {
  const { challenge, solution } = decode(token);
  const result = await verifySolution({
    challenge,
    solution,
    deriveKey,
    hmacSignatureSecret: HMAC.challenge,
    hmacKeySignatureSecret: HMAC.derivedKey,
  });
  return result.verified;
}

describe('captcha proof on the device', () => {
  it('keeps a challenge until shortly before it expires', async () => {
    const challenge = await makeChallenge(new Date(Date.now() + 3_600_000));
    captcha.keepChallenge(challenge);
    const expiry = captcha.challengeExpiry(challenge);
    expect(captcha.keptChallenge()?.value).toEqual(challenge);
    expect(captcha.keptChallenge(expiry - 11 * 60_000)).toBeDefined();
    expect(captcha.keptChallenge(expiry - 60_000)).toBeUndefined();
    // An expired challenge is thrown away.
    expect(captcha.keptChallenge()).toBeUndefined();
  });

  it('drops a kept challenge that does not read back', () => {
    localStorage.setItem(
      'cayman.captcha.challenge',
      JSON.stringify({ version: 1, challenge: { parameters: {} }, expiresAt: Date.now() + 1e9 }),
    );
    expect(captcha.keptChallenge()).toBeUndefined();
    expect(localStorage.getItem('cayman.captcha.challenge')).toBeNull();
  });

  it('fetches a challenge while online only when none with hours left is kept', async () => {
    served = await makeChallenge();
    api.state.mode = 'online';
    await captcha.keepFreshChallenge();
    expect(captcha.keptChallenge()?.value).toEqual(served);
    await captcha.keepFreshChallenge();
    expect(api.fetchMock).toHaveBeenCalledTimes(1);
    api.fetchMock.mockClear();
  });

  it('shares one fetch between calls made while it is under way', async () => {
    localStorage.removeItem('cayman.captcha.challenge');
    served = await makeChallenge();
    api.state.mode = 'online';
    api.fetchMock.mockClear();
    await Promise.all([captcha.keepFreshChallenge(), captcha.keepFreshChallenge(), captcha.keepFreshChallenge()]);
    expect(api.fetchMock).toHaveBeenCalledTimes(1);
    expect(captcha.keptChallenge()?.value).toEqual(served);
    api.fetchMock.mockClear();
  });

  it('asks for no challenge while the device knows it is offline', async () => {
    served = await makeChallenge();
    api.state.mode = 'online';
    api.fetchMock.mockClear();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await captcha.keepFreshChallenge();
      expect(await captcha.solveCaptcha()).toBe(false);
      expect(api.fetchMock).not.toHaveBeenCalled();
    } finally {
      onLine.mockRestore();
    }
  });

  it('solves the kept challenge offline into a proof the server verifies, good for one submission', async () => {
    captcha.keepChallenge(await makeChallenge());
    expect(await captcha.solveCaptcha()).toBe(true);
    // The challenge is used up: the same one is never solved twice.
    expect(captcha.keptChallenge()).toBeUndefined();
    const token = captcha.takeSolvedProof();
    expect(token && (await verifies(token))).toBe(true);
    expect(captcha.takeSolvedProof()).toBeUndefined();
  });

  it('cannot prove offline without a kept challenge', async () => {
    expect(await captcha.solveCaptcha()).toBe(false);
  });

  it('queues a feedback without a proof and proves it before sending when the connection returns', async () => {
    const result = await sendOrQueue('email/post-feedback', { description: 'broken link' }, { captcha: true });
    expect(result).toEqual({ state: 'queued' });
    const [waiting] = await waitingSubmissions();
    expect(waiting?.needsCaptcha).toBe(true);

    served = await makeChallenge();
    api.state.mode = 'online';
    await replayDeviceQueue();
    const [received] = api.state.received;
    expect(received?.key).toBe(waiting?.idempotencyKey);
    expect(received?.body.description).toBe('broken link');
    expect(await verifies(String(received?.body.captchaToken))).toBe(true);
    expect(await waitingSubmissions()).toHaveLength(0);
  });

  it('stores the proof with the submission before sending, so a retry repeats the same body', async () => {
    await sendOrQueue('email/post-feedback', { description: 'spelling' }, { captcha: true });
    served = await makeChallenge();
    api.state.mode = 'online';
    // The challenge arrives, but the post gets no answer.
    api.state.postsLost = 1;
    await replayDeviceQueue();
    const [kept] = await waitingSubmissions();
    expect(kept?.needsCaptcha).toBe(false);
    const token = (kept?.body as { captchaToken: string }).captchaToken;
    await replayDeviceQueue();
    expect(api.state.received[0]?.body.captchaToken).toBe(token);
  });
});
