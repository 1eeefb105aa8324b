// The network of the app's unit tests: one fetch mock per file, fresh for each test, and JSON answers as the API sends.
import { afterEach, beforeEach, vi } from 'vitest';

export const jsonAnswer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Stands in for fetch in every test of the calling file; the mock forgets its answers and calls between tests. */
export function stubFetch() {
  const fetchMock = vi.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());
  return fetchMock;
}
