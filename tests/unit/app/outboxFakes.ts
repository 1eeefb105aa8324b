// Shared fakes for the send-queue tests: idb-keyval in memory, and a fake API that can be offline.
import { createChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { vi } from 'vitest';

export const idbMemory = new Map<IDBValidKey, unknown>();

export const idbKeyvalInMemory = () => ({
  createStore: () => 'memory',
  set: async (key: IDBValidKey, value: unknown) => void idbMemory.set(key, structuredClone(value)),
  del: async (key: IDBValidKey) => void idbMemory.delete(key),
  entries: async () => [...idbMemory.entries()],
});

export const HMAC = { challenge: 'test-challenge-secret', derivedKey: 'test-derived-key-secret' };

/** A real signed challenge, cheap to solve (the counter is small). */
export function makeChallenge(expiresAt = new Date(Date.now() + 24 * 3_600_000)): Promise<Challenge> {
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: 50,
    deriveKey,
    expiresAt,
    hmacSignatureSecret: HMAC.challenge,
    hmacKeySignatureSecret: HMAC.derivedKey,
  });
}

export interface Received {
  path: string;
  key: string | null;
  body: Record<string, unknown>;
}

export type ApiMode = 'offline' | 'online' | 'refuse' | 'limited' | 'worker-keeps';

/**
 * A fetch stand-in: the email calls answer by `mode` (the next `postsLost` get no answer); the challenge call hands out
 * `challenge`.
 */
export function fakeApi(challenge: () => Challenge | undefined) {
  const state = { mode: 'offline' as ApiMode, received: [] as Received[], postsLost: 0 };
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    if (state.mode === 'offline') throw new TypeError('Failed to fetch');
    if (url.includes('/captcha/challenge')) {
      const c = challenge();
      return c ? Response.json(c) : new Response(null, { status: 503 });
    }
    if (state.postsLost > 0) {
      state.postsLost -= 1;
      throw new TypeError('Failed to fetch');
    }
    const headers = new Headers(init.headers);
    if (state.mode === 'worker-keeps')
      return Response.json({ status: 'queued' }, { status: 202, headers: { 'X-Outbox-Queued': 'true' } });
    if (state.mode === 'refuse')
      return Response.json({ message: 'Please complete the captcha.', code: 'CAPTCHA_INVALID' }, { status: 400 });
    if (state.mode === 'limited')
      return Response.json(
        { message: 'Too many', code: 'TOO_MANY_SUBMISSIONS' },
        { status: 429, headers: { 'Retry-After': '3600' } },
      );
    state.received.push({
      path: url.replace('/api/v1/web/', ''),
      key: headers.get('Idempotency-Key'),
      body: JSON.parse(String(init.body)) as Record<string, unknown>,
    });
    return Response.json({ status: 'success', inquiryRef: 'IQ-TEST000001' }, { status: 201 });
  });
  return { state, fetchMock };
}
