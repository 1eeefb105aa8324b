// Asking the server again until its answer is final (a payment become a booking, a booking moved): one react-query
// query per question, so that it is asked by one loop at a time, paused offline, resumed online and stopped with its
// page.
import { hashKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** Asked again every 2 s, for at most a minute: then the page says it is still waiting. */
export const POLL_INTERVAL_MS = 2000;
export const POLL_LIMIT_MS = 60_000;

export interface PollOptions<T> {
  /** Kept out of the persisted cache: no key of the 'catalogue' scope (queryClient.ts). */
  queryKey: readonly unknown[];
  /**
   * Not handed an abort signal: a page that stops asking (left, or shown the answer another way) lets the request under
   * way finish unread rather than cut it, which the browser would report as a failed request.
   */
  queryFn: () => Promise<T>;
  /** Whether an answer is the last word: asking stops. */
  final: (answer: T) => boolean;
  /** Whether a failure is the last word; any other (offline, a flaky link) is asked again, offline once back online. */
  finalError?: (error: Error) => boolean;
  enabled: boolean;
}

export type Polled<T> =
  | { kind: 'asking' }
  | { kind: 'answered'; answer: T }
  | { kind: 'failed'; error: Error }
  /** No final answer within the limit: asking has stopped. */
  | { kind: 'late' };

const never = () => false;

export function usePolling<T>({ queryKey, queryFn, final, finalError = never, enabled }: PollOptions<T>): Polled<T> {
  const queryClient = useQueryClient();
  const hash = hashKey(queryKey);
  const [lateFor, setLateFor] = useState<string | null>(null);
  const late = enabled && lateFor === hash;
  const query = useQuery({
    queryKey,
    queryFn: () => queryFn(),
    enabled: enabled && !late,
    // Every mount asks afresh, and nothing is kept once no page asks.
    staleTime: 0,
    gcTime: 0,
    // A failure is asked again after the same pause; offline (networkMode offlineFirst) the retry waits to be online.
    retry: (_failures, error) => !finalError(error),
    retryDelay: POLL_INTERVAL_MS,
    refetchInterval: (q) => (q.state.status === 'success' && !final(q.state.data as T) ? POLL_INTERVAL_MS : false),
  });
  const settled = (query.status === 'success' && final(query.data)) || query.status === 'error';
  useEffect(() => {
    if (!enabled || settled) return;
    const timer = setTimeout(() => {
      setLateFor(hash);
      void queryClient.cancelQueries({ queryKey, exact: true });
    }, POLL_LIMIT_MS);
    return () => {
      clearTimeout(timer);
      setLateFor(null);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, settled, hash]);
  if (late) return { kind: 'late' };
  if (query.status === 'error') return { kind: 'failed', error: query.error };
  if (query.status === 'success' && final(query.data)) return { kind: 'answered', answer: query.data };
  return { kind: 'asking' };
}
