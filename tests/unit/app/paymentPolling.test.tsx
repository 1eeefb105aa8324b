// @vitest-environment jsdom
// Back from checkout before the payment webhook made the booking: the page asks for the payment's status until it is
// final (here, expired), then stops; without a final status within a minute it says the payment is still confirming.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../src/app/http/queryClient';
import { POLL_INTERVAL_MS, POLL_LIMIT_MS } from '../../../src/app/http/usePolling';

const fetchPaymentStatus = vi.fn();
vi.mock('../../../src/app/confirmation/confirmationApi', () => ({
  fetchPaymentStatus: (...args: unknown[]) => fetchPaymentStatus(...args),
  fetchBookingInfo: vi.fn(),
  findBooking: vi.fn(),
}));
vi.mock('../../../src/app/confirmation/confirmationStore', () => ({
  findByPayment: async () => null,
  readConfirmation: vi.fn(),
  saveConfirmation: vi.fn(),
}));
const { useConfirmation } = await import('../../../src/app/confirmation/useConfirmation');

const PARAMS = { country: 'cayman-islands', paymentStorageId: 'pay_1', bookingRef: null, token: 't0k' };
const app = () => {
  const client = createQueryClient();
  return {
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    ),
  };
};
const tick = async (ms: number) => {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  await act(() => vi.advanceTimersByTimeAsync(1));
};
const status = (s: string) => ({ status: s, bookingRef: null });

describe('useConfirmation, waiting for the payment', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    fetchPaymentStatus.mockReset();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('asks every 2 s until the payment is final, then stops asking', async () => {
    fetchPaymentStatus
      .mockResolvedValueOnce(status('PENDING'))
      .mockResolvedValueOnce(status('PENDING'))
      .mockResolvedValue(status('EXPIRED'));
    const onBookingRef = vi.fn();
    const { result } = renderHook(() => useConfirmation(PARAMS, onBookingRef), app());
    await tick(0);
    expect(result.current[0].kind).toBe('confirming');
    expect(fetchPaymentStatus.mock.calls[0]!.slice(0, 2)).toEqual(['pay_1', 't0k']);
    await tick(2 * POLL_INTERVAL_MS);
    expect(fetchPaymentStatus).toHaveBeenCalledTimes(3);
    expect(result.current[0].kind).toBe('expired');
    await tick(POLL_LIMIT_MS);
    expect(fetchPaymentStatus).toHaveBeenCalledTimes(3);
    expect(result.current[0].kind).toBe('expired');
    expect(onBookingRef).not.toHaveBeenCalled();
  });

  it('says the payment is still being confirmed after a minute, and stops asking', async () => {
    fetchPaymentStatus.mockImplementation(async () => status('PENDING'));
    const { result } = renderHook(() => useConfirmation(PARAMS, vi.fn()), app());
    await tick(0); // act renders the page's updates only at its end: the poll starts with the page's 'confirming'
    expect(result.current[0].kind).toBe('confirming');
    await tick(POLL_LIMIT_MS);
    expect(fetchPaymentStatus.mock.calls.length).toBeGreaterThan(POLL_LIMIT_MS / POLL_INTERVAL_MS - 2);
    expect(result.current[0].kind).toBe('still-pending');
    const asked = fetchPaymentStatus.mock.calls.length;
    await tick(10 * POLL_INTERVAL_MS);
    expect(fetchPaymentStatus).toHaveBeenCalledTimes(asked);
  });
});
