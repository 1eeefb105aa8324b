// The query client for the app, restored from the device's copy and then saved to it on every change.
import { useEffect, useRef, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client';
import type { persistOptions } from './queryClient';

interface Props {
  client: QueryClient;
  persistOptions: ReturnType<typeof persistOptions>;
  /** Once the device's copy is in the cache (or found unusable and dropped). */
  onRestored?: () => void;
  children: ReactNode;
}

/**
 * Like the persister's own provider, less its 'restoring' phase: that provider tells every query when the restore ends
 * (a context change), and every component that reads a query renders again, the whole page at once, in one long task
 * (the trip builder: 86 components). Here nothing waits for the restore: the static shell puts the device's copy in
 * the cache before its first render (restoredAtOnce), a page the server rendered holds the server's data (the restore
 * adds what the device kept of other pages, and never replaces newer data), and a read with neither is asked for at
 * once. The cache is saved only once restored, so the device's copy is never written over by a cache that lacks it.
 */
export function KeptQueryClientProvider({ client, persistOptions: options, onRestored, children }: Props) {
  const restore = useRef<Promise<void>>(undefined); // once, though development's strict mode runs the effect twice
  const restored = useRef(onRestored);
  useEffect(() => {
    restored.current = onRestored;
  });
  useEffect(() => {
    const kept = { ...options, queryClient: client };
    // An unreadable copy is dropped by the restore, which then rejects: the cache is kept from here all the same.
    restore.current ??= persistQueryClientRestore(kept)
      .catch(() => undefined)
      .then(() => restored.current?.());
    let stopSaving: (() => void) | undefined;
    let left = false;
    void restore.current.then(() => {
      if (!left) stopSaving = persistQueryClientSubscribe(kept);
    });
    return () => {
      left = true;
      stopSaving?.();
    };
  }, [client, options]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
