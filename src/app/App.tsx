import { useEffect, useRef, useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { Router, useLocation } from 'wouter';
import {
  createQueryClient,
  keepServerDataOnLeave,
  persistNow,
  persistOptions,
  restoredAtOnce,
  restoredWhenIdle,
} from './http/queryClient';
import { KeptQueryClientProvider } from './http/KeptQueryClientProvider';
import { CountryProvider } from './country';
import { Layout } from './layout';
import { AppRoutes } from './routes';
import { ToastProvider } from './ui/Toasts';

/** A new page starts at the top, and keyboard and screen-reader users land on its content. */
function ScrollToTopOnNavigate() {
  const [location] = useLocation();
  const shown = useRef(location);
  useEffect(() => {
    if (shown.current === location) return;
    shown.current = location;
    window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [location]);
  return null;
}

interface AppProps {
  /** A client holding the server's data (the page was rendered by the server) or, on the server, the one it fills. */
  queryClient?: QueryClient;
  /** On the server: the address being rendered (path and query). */
  ssrPath?: string;
}

export function App(props: AppProps) {
  const [queryClient] = useState(() => props.queryClient ?? createQueryClient());
  const serverData = props.queryClient !== undefined;
  const [options] = useState(() =>
    serverData ? restoredWhenIdle(persistOptions()) : restoredAtOnce(queryClient, persistOptions()),
  );
  // A client given here holds the server's data (persistNow says why it is kept at once, keepServerDataOnLeave until
  // then).
  const stopKeepingOnLeave = useRef<() => void>(undefined);
  useEffect(() => {
    if (!serverData) return undefined;
    stopKeepingOnLeave.current = keepServerDataOnLeave(queryClient, options);
    return () => stopKeepingOnLeave.current?.();
  }, [serverData, queryClient, options]);
  const keptNow = () => {
    persistNow(queryClient, options);
    stopKeepingOnLeave.current?.();
  };
  return (
    <KeptQueryClientProvider
      client={queryClient}
      persistOptions={options}
      onRestored={serverData ? keptNow : undefined}
    >
      <ToastProvider>
        <Router ssrPath={props.ssrPath}>
          <ScrollToTopOnNavigate />
          <CountryProvider>
            <Layout>
              <AppRoutes />
            </Layout>
          </CountryProvider>
        </Router>
      </ToastProvider>
    </KeptQueryClientProvider>
  );
}
