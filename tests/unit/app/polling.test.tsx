// @vitest-environment jsdom
// Asking the server again (usePolling): one query at the app's pace, which stops at a final answer or failure, waits
// offline and asks again once online, stops with its page and after a minute, and is never kept on the device.
import { onlineManager, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/app/http/ApiError';
import { createQueryClient, persistOptions } from '../../../src/app/http/queryClient';
import { POLL_INTERVAL_MS, POLL_LIMIT_MS, usePolling } from '../../../src/app/http/usePolling';

const ask = vi.fn<() => Promise<string>>();
let client: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);
const KEY = ['payment-status', 'pay_1'];
const poll = () =>
  renderHook(
    () =>
      usePolling({
        queryKey: KEY,
        queryFn: ask,
        final: (answer) => answer === 'PAID',
        finalError: (error) => error instanceof ApiError && error.status === 404,
        enabled: true,
      }),
    { wrapper },
  );
// The query notifies its page in a task of its own (notifyManager), after the answer.
const tick = async (ms: number) => {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  await act(() => vi.advanceTimersByTimeAsync(1));
};

describe('usePolling', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    ask.mockReset();
    client = createQueryClient();
  });
  afterEach(() => {
    cleanup();
    onlineManager.setOnline(true);
    vi.useRealTimers();
  });

  it('asks every 2 s until the answer is final, then stops', async () => {
    ask.mockResolvedValueOnce('PENDING').mockResolvedValueOnce('PENDING').mockResolvedValue('PAID');
    const { result } = poll();
    await tick(0);
    expect(result.current).toEqual({ kind: 'asking' });
    await tick(2 * POLL_INTERVAL_MS);
    expect(ask).toHaveBeenCalledTimes(3);
    expect(result.current).toEqual({ kind: 'answered', answer: 'PAID' });
    await tick(POLL_LIMIT_MS);
    expect(ask).toHaveBeenCalledTimes(3);
    expect(result.current).toEqual({ kind: 'answered', answer: 'PAID' });
  });

  it('asks again after a flaky failure, and stops at a final one', async () => {
    ask.mockRejectedValueOnce(ApiError.server(503)).mockRejectedValueOnce(ApiError.server(404));
    const { result } = poll();
    await tick(POLL_INTERVAL_MS);
    expect(ask).toHaveBeenCalledTimes(2);
    expect(result.current.kind).toBe('failed');
    await tick(10 * POLL_INTERVAL_MS);
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('waits offline and asks again once online, one request at a time', async () => {
    ask.mockRejectedValueOnce(ApiError.network()).mockResolvedValue('PAID');
    onlineManager.setOnline(false);
    const { result } = poll();
    await tick(10 * POLL_INTERVAL_MS);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(result.current).toEqual({ kind: 'asking' });
    await act(async () => {
      onlineManager.setOnline(true);
    });
    await tick(0);
    expect(ask).toHaveBeenCalledTimes(2);
    expect(result.current).toEqual({ kind: 'answered', answer: 'PAID' });
  });

  it('gives up after a minute and stops asking', async () => {
    ask.mockResolvedValue('PENDING');
    const { result } = poll();
    await tick(POLL_LIMIT_MS);
    expect(result.current).toEqual({ kind: 'late' });
    const asked = ask.mock.calls.length;
    expect(asked).toBeGreaterThan(POLL_LIMIT_MS / POLL_INTERVAL_MS - 2);
    expect(asked).toBeLessThanOrEqual(POLL_LIMIT_MS / POLL_INTERVAL_MS + 1);
    await tick(10 * POLL_INTERVAL_MS);
    expect(ask).toHaveBeenCalledTimes(asked);
  });

  it('stops with its page, leaving the request under way to finish (a cut one is a failed request)', async () => {
    let answer: (value: string) => void = () => undefined;
    ask.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { unmount } = poll();
    await tick(0);
    unmount();
    answer('PENDING');
    await tick(10 * POLL_INTERVAL_MS);
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it("is never kept in the device's copy of the cache", async () => {
    ask.mockResolvedValue('PAID');
    poll();
    await tick(0);
    const query = client.getQueryCache().find({ queryKey: KEY })!;
    expect(query.state.status).toBe('success');
    expect(persistOptions(localStorage).dehydrateOptions?.shouldDehydrateQuery?.(query)).toBe(false);
  });
});
