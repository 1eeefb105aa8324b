// What every page shows while its data loads or when it cannot: a spinner, the offline notice with Retry, a 404 or an
// error.
import { useEffect, useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { isApiError } from '../http/ApiError';
import { OFFLINE_FIRST_VISIT, SOMETHING_WENT_WRONG } from '../messages';
import { Spinner } from '../ui/Spinner';
import { NotFoundPage } from './NotFoundPage';

const here = () => `${window.location.pathname}${window.location.search}`;

/** Why this page cannot open without a signal (pwa/offlineReason.ts), the first visit's wording until it is known. */
function useOfflineReason(offline: boolean): string {
  const [reason, setReason] = useState(OFFLINE_FIRST_VISIT);
  useEffect(() => {
    if (!offline) return undefined;
    let current = true;
    void import('../pwa/offlineReason')
      .then(({ offlineReason }) => offlineReason(here()))
      .then(
        (found) => {
          if (current && found) setReason(found);
        },
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [offline]);
  return reason;
}

export function LoadProblem({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const offline = (isApiError(error) && error.offline) || (typeof navigator !== 'undefined' && !navigator.onLine);
  const offlineReason = useOfflineReason(offline);
  return (
    <div className="load-problem" role="alert">
      <p className="load-problem__text">
        {offline ? offlineReason : isApiError(error) ? error.message : SOMETHING_WENT_WRONG}
      </p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

export interface QueryViewProps<T> {
  query: UseQueryResult<T, Error>;
  children: (data: T) => ReactNode;
  /** Shown instead of the spinner, for example a skeleton. */
  loading?: ReactNode;
  /** What to show for a missing entity; the 404 page by default. */
  notFound?: ReactNode;
}

export function QueryView<T>({ query, children, loading, notFound }: QueryViewProps<T>) {
  const shown = query.isSuccess || (query.isError && query.data !== undefined);
  // A page that showed its data has been opened here: offline later, LoadProblem words its message after that. Noted
  // where a worker is in control (the note's code comes from its cache, never over a first visit's link).
  useEffect(() => {
    if (shown && navigator.serviceWorker?.controller)
      void import('../pwa/openedPages').then(
        ({ rememberOpenedPage }) => rememberOpenedPage(here()),
        () => undefined,
      );
  }, [shown]);
  // Data already had outlives a refetch that failed (offline, the cache restored later than the page): shown, not an
  // error.
  if (shown) return <>{children(query.data as T)}</>;
  if (query.isError) {
    if (isApiError(query.error) && query.error.notFound) return <>{notFound ?? <NotFoundPage />}</>;
    return <LoadProblem error={query.error} onRetry={() => void query.refetch()} />;
  }
  return <>{loading ?? <Spinner />}</>;
}

/** A section that quietly disappears when its optional data cannot be had (the page still works without it). */
export function OptionalQuery<T>({
  query,
  children,
}: {
  query: UseQueryResult<T, Error>;
  children: (data: T) => ReactNode;
}) {
  if (query.isSuccess) return <>{children(query.data)}</>;
  if (query.isPending && query.fetchStatus === 'fetching') return <Spinner inline />;
  return null;
}
