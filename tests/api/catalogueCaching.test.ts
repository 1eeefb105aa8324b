// Catalogue reads served from memory: an ETag and a 304 for the copy a client holds, one brotli or gzip body made
// once, public revalidation; failed answers are never kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { API } from '../support/request';
import { buildTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('catalogue reads', () => {
  it('answer the same body with an ETag, first from the route and then from memory', async () => {
    const first = await get(`${API}/boat`);
    const second = await get(`${API}/boat`);
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['content-type']).toMatch(/^application\/json/);
  });

  it('answer 304 without a body to a client that holds the current copy', async () => {
    const { headers } = await get(`${API}/boat`);
    const again = await get(`${API}/boat`, { 'if-none-match': String(headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get(`${API}/boat`, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('send brotli or gzip as the client accepts, on the first request and from memory', async () => {
    const plain = (await get(`${API}/activity`)).body;
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      for (let i = 0; i < 2; i++) {
        const reply = await get(`${API}/activity`, { 'accept-encoding': `${encoding}` });
        expect(reply.headers['content-encoding']).toBe(encoding);
        expect(reply.headers.vary).toMatch(/accept-encoding/i);
        expect(decode(reply.rawPayload).toString()).toBe(plain);
      }
    }
  });

  it('keep no error: an unknown boat stays a 404 on every request', async () => {
    for (let i = 0; i < 2; i++) {
      const reply = await get(`${API}/boat/no-such-boat`);
      expect(reply.statusCode).toBe(404);
      expect(reply.headers.etag).toBeUndefined();
    }
  });
});
