// The frame around every page, plus the gate that turns an unknown country into the 404 page (or, on a fresh
// install, the opening-soon page).
import { Suspense, useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import UpdatePrompt from '../pwa/UpdatePrompt';
import { useLocation } from 'wouter';
import { useCountryState } from '../country';
import { LoadProblem } from '../content';
import { Spinner } from '../ui/Spinner';
import { Footer } from './Footer';
import { NoSuchCountry, useMissingCountry } from './NoSuchCountry';
import { Header } from './Header';
import { PageErrorBoundary } from './PageErrorBoundary';
import { SummerPromotion } from '../trip-actions';
import { hasStartedPayments, onPaymentStarted } from '../state/bookingUnderway';
import { lazyPart } from '../ui/lazyPart';
import { afterPaint } from '../ui/nextTask';

// Loaded only on a device with a payment to ask about (issue #57): the first screen of any other carries none of it.
const LazyPaymentFollowUp = lazyPart(() =>
  import('../booking/PaymentFollowUpNotice').then((module) => module.PaymentFollowUpNotice),
);

/** A payment started on this device and not yet settled is asked about on whatever page the app opens. */
function PaymentFollowUp() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    // Only whether any is kept: the notice's code reads and checks them, and stays once loaded.
    void afterPaint().then(() => {
      if (hasStartedPayments()) setWanted(true);
    });
    return onPaymentStarted(() => setWanted(true));
  }, []);
  return <LazyPaymentFollowUp when={wanted} />;
}

function CountryGate({ children }: { children: ReactNode }) {
  const { urlTitle, query } = useCountryState();
  const [location] = useLocation();
  const missing = useMissingCountry(urlTitle, query, location);
  // The country's arrival (a store update, rendered at once and whole) reveals the page in a render that yields to the
  // browser instead: on a slow phone the page's first render is otherwise one long task.
  const pending = useDeferredValue(query.isPending);
  if (!urlTitle) return <>{children}</>;
  // A country already had (from the page, the kept cache or an earlier answer) outlives a refetch that failed offline.
  if (query.isError && query.data === undefined)
    return <LoadProblem error={query.error} onRetry={() => void query.refetch()} />;
  if (pending || query.isPending || missing.show === 'wait') return <Spinner />;
  if (missing.show === 'missing') return <NoSuchCountry all={missing.all} />;
  // The same element whether or not the country is found: the office's page is not mounted afresh once it is saved.
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
      <PaymentFollowUp />
    </div>
  );
}
