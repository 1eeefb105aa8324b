// @vitest-environment jsdom
// Back from paying for a dearer time before the provider's notice moved the booking: the page asks again until the
// booking shows the new start, then reads it once more; after a minute it says the payment is still being confirmed.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../src/app/http/queryClient';

const fetchBookingInfo = vi.fn();
vi.mock('../../../src/app/confirmation/confirmationApi', () => ({
  fetchBookingInfo: (...args: unknown[]) => fetchBookingInfo(...args),
}));
const { useMoveConfirmation } = await import('../../../src/app/confirmation/useMoveConfirmation');

const OLD = '2026-12-03T09:00:00-05:00';
const NEW = '2026-12-03T14:00:00.000Z'; // 09:00 Cayman time is 14:00 UTC: the same instant, written otherwise
const LATER = '2026-12-04T15:00:00.000Z';
const at = (startTime: string) => ({ timeSlot: { startTime } });
const app = () => {
  const client = createQueryClient();
  return {
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    ),
  };
};

describe('useMoveConfirmation', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    fetchBookingInfo.mockReset();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('waits for nothing without the parameter, or when the booking already shows the new start', () => {
    const onMoved = vi.fn();
    expect(renderHook(() => useMoveConfirmation(null, 'KY-ABC123', OLD, null, onMoved), app()).result.current).toBe(
      'none',
    );
    expect(renderHook(() => useMoveConfirmation(NEW, 'KY-ABC123', OLD, null, onMoved), app()).result.current).toBe(
      'none',
    );
    expect(fetchBookingInfo).not.toHaveBeenCalled();
  });

  it('asks after one pause, then every 2 s until the booking has moved, reads it again once and stops asking', async () => {
    fetchBookingInfo
      .mockResolvedValueOnce(at(OLD))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(at(LATER));
    const onMoved = vi.fn();
    const { result } = renderHook(() => useMoveConfirmation(LATER, 'KY-ABC123', OLD, 'token', onMoved), app());
    expect(result.current).toBe('confirming');
    await act(() => vi.advanceTimersByTimeAsync(0));
    // The page's own read, under way as it opens, goes first.
    expect(fetchBookingInfo).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(fetchBookingInfo).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 2; i += 1) await act(() => vi.advanceTimersByTimeAsync(2000));
    await act(() => vi.advanceTimersByTimeAsync(1)); // the query tells the page in a task of its own
    expect(fetchBookingInfo).toHaveBeenCalledTimes(3);
    expect(fetchBookingInfo.mock.calls[0]!.slice(0, 2)).toEqual(['KY-ABC123', 'token']);
    expect(onMoved).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(fetchBookingInfo).toHaveBeenCalledTimes(3);
    expect(onMoved).toHaveBeenCalledTimes(1);
  });

  it('says the payment is still being confirmed after a minute, and stops asking', async () => {
    fetchBookingInfo.mockResolvedValue(at(OLD));
    const onMoved = vi.fn();
    const { result } = renderHook(() => useMoveConfirmation(LATER, 'KY-ABC123', OLD, null, onMoved), app());
    // The first ask comes after one pause; the minute counts from there.
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    expect(result.current).toBe('late');
    const asked = fetchBookingInfo.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(fetchBookingInfo.mock.calls.length).toBe(asked);
    expect(onMoved).not.toHaveBeenCalled();
  });
});
