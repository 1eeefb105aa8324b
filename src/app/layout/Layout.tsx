// The frame around every page, plus the gate that turns an unknown country into the 404 page.
import { Suspense, useDeferredValue, type ReactNode } from 'react';
import UpdatePrompt from '../pwa/UpdatePrompt';
import { useLocation } from 'wouter';
import { useCountryState } from '../country/CountryContext';
import { LoadProblem } from '../content/QueryView';
import { NotFoundPage } from '../content/NotFoundPage';
import { Spinner } from '../ui/Spinner';
import { Footer } from './Footer';
import { Header } from './Header';
import { PageErrorBoundary } from './PageErrorBoundary';
import { SummerPromotion } from '../trip-actions/SummerPromotion';

function CountryGate({ children }: { children: ReactNode }) {
  const { urlTitle, query } = useCountryState();
  // The country's arrival (a store update, rendered at once and whole) reveals the page in a render that yields to the
  // browser instead: on a slow phone the page's first render is otherwise one long task.
  const pending = useDeferredValue(query.isPending);
  if (!urlTitle) return <>{children}</>;
  // A country already had (from the page, the kept cache or an earlier answer) outlives a refetch that failed offline.
  if (query.isError && query.data === undefined) return <LoadProblem error={query.error} onRetry={() => void query.refetch()} />;
  if (pending || query.isPending) return <Spinner />;
  if (query.data === null) return <NotFoundPage />;
  return <>{children}</>;
}

export function Layout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <div className="app">
      <Header />
      <main id="main" className="site-main" tabIndex={-1}>
        <CountryGate>
          <PageErrorBoundary key={location}>
            <Suspense fallback={<Spinner />}>{children}</Suspense>
          </PageErrorBoundary>
        </CountryGate>
      </main>
      <Footer />
      <UpdatePrompt />
      <SummerPromotion />
    </div>
  );
}
