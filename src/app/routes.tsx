// Every page, loaded on demand so the first screen downloads only what it shows.
import { createElement, lazy, useState, type ComponentProps, type ComponentType } from 'react';
import { parse as parsePattern } from 'regexparam';
import { Redirect, Route, Switch, matchRoute } from 'wouter';
import { AGENT_PAGES } from '../domain/protocol';
import { DEFAULT_COUNTRY } from '../domain/catalogue';
import { NotFoundPage } from './content';
import { inFlight } from './ui/loadsInFlight';
import { AGENT_TRIP_BUILDER_PAGE_FILE, TRIP_BUILDER_PAGE_FILE } from './state/keptTripRead';

// Each page's module by its file (relative to src/app, as the build's manifest names it): every `*Page.tsx` is a page
// loaded on demand (the first-load bench reads the same convention).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one type for every page, whatever its props
type AnyPage = ComponentType<any>;
type PageModule = { default: AnyPage };
const pageModules = import.meta.glob<PageModule>(['./*/**/*Page.tsx', '!./content/NotFoundPage.tsx']);

const pageLoaders = new Map<string, () => Promise<PageModule>>();

/**
 * A page loaded on demand, with its file: the server names the page's chunks in its HTML (`pageFileAt`). A page whose
 * module is in by the time it first renders (preloadPage) renders at once: through React.lazy it would suspend for a
 * moment even then, and React reveals content that replaced a fallback only 300 ms later.
 */
function lazyPage(file: string) {
  const load = pageModules[`./${file}`];
  if (!load) throw new Error(`No page module ${file}`);
  let loaded: AnyPage | null = null;
  const loadAndKeep = () =>
    inFlight(load()).then((module) => {
      loaded = module.default;
      return module;
    });
  pageLoaders.set(file, loadAndKeep);
  const Lazy = lazy(loadAndKeep);
  function Page(props: ComponentProps<AnyPage>) {
    // Chosen once per mount: switching from the lazy wrapper to the module would mount the page afresh.
    const [component] = useState<AnyPage>(() => loaded ?? Lazy);
    return createElement(component, props);
  }
  return Object.assign(Page, { pageFile: file });
}

const HomePage = lazyPage('pages/HomePage.tsx');
const GuidePage = lazyPage('pages/GuidePage.tsx');
const GuideSectionPage = lazyPage('pages/GuideSectionPage.tsx');
const DestinationPage = lazyPage('pages/DestinationPage.tsx');
const AdventuresPage = lazyPage('pages/AdventuresPage.tsx');
const AdventurePage = lazyPage('pages/AdventurePage.tsx');
const BoatsPage = lazyPage('pages/boats/BoatsPage.tsx');
const BoatPage = lazyPage('pages/boat/BoatPage.tsx');
const CompareBoatsPage = lazyPage('pages/CompareBoatsPage.tsx');
const FaqPage = lazyPage('pages/FaqPage.tsx');
const BlogPage = lazyPage('pages/blog/BlogPage.tsx');
const BlogPostPage = lazyPage('pages/blog/BlogPostPage.tsx');
const ContactPage = lazyPage('pages/ContactPage.tsx');
const GalleryPage = lazyPage('pages/GalleryPage.tsx');
const PolicyPage = lazyPage('pages/PolicyPage.tsx');
const PoliciesPage = lazyPage('pages/PoliciesPage.tsx');
const TripBuilderPage = lazyPage(TRIP_BUILDER_PAGE_FILE);
const CustomTripPage = lazyPage('pages/CustomTripPage.tsx');
const ConfirmationPage = lazyPage('confirmation/ConfirmationPage.tsx');
const BookingSummaryPage = lazyPage('confirmation/BookingSummaryPage.tsx');
const AgentSignInPage = lazyPage('agent/AgentSignInPage.tsx');
const AgentTripBuilderPage = lazyPage(AGENT_TRIP_BUILDER_PAGE_FILE);
const MyBookingsPage = lazyPage('agent/MyBookingsPage.tsx');
const ReservationPaymentPage = lazyPage('reservation-payment/ReservationPaymentPage.tsx');
const OperatorPage = lazyPage('operator/OperatorPage.tsx');

/** The routes, in the order they are matched. No hooks: `pageFileAt` reads the same list outside React. */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/">
        <Redirect to={`/${DEFAULT_COUNTRY}`} replace />
      </Route>
      <Route path="/:country" component={HomePage} />
      <Route path="/:country/guide" component={GuidePage} />
      <Route path="/:country/guide/:section" component={GuideSectionPage} />
      <Route path="/:country/destination/:urlTitle" component={DestinationPage} />
      <Route path="/:country/activity" component={AdventuresPage} />
      <Route path="/:country/adventures/:urlTitle" component={AdventurePage} />
      <Route path="/:country/boats-and-rates" component={BoatsPage} />
      <Route path="/:country/boat/:id" component={BoatPage} />
      <Route path="/:country/compare-boats" component={CompareBoatsPage} />
      <Route path="/:country/faq" component={FaqPage} />
      <Route path="/:country/blog" component={BlogPage} />
      <Route path="/:country/blog/:urlTitle">
        {(params) => <BlogPostPage urlTitle={params.urlTitle} kind="blog" />}
      </Route>
      <Route path="/:country/captain-blog/:urlTitle">
        {(params) => <BlogPostPage urlTitle={params.urlTitle} kind="captain" />}
      </Route>
      <Route path="/:country/contact-us" component={ContactPage} />
      <Route path="/:country/gallery" component={GalleryPage} />
      <Route path="/:country/policies" component={PoliciesPage} />
      <Route path="/:country/policies/:slug" component={PolicyPage} />
      <Route path="/:country/trip-builder" component={TripBuilderPage} />
      <Route path="/:country/custom-trip" component={CustomTripPage} />
      <Route path="/:country/booking-confirmed" component={ConfirmationPage} />
      <Route path="/:country/booking-summary" component={BookingSummaryPage} />
      <Route path={`/:country/${AGENT_PAGES.tripBuilder}`} component={AgentTripBuilderPage} />
      <Route path={`/:country/${AGENT_PAGES.signIn}`} component={AgentSignInPage} />
      <Route path={`/:country/${AGENT_PAGES.myBookings}`} component={MyBookingsPage} />
      <Route path={`/:country/${AGENT_PAGES.pay}/:id`} component={ReservationPaymentPage} />
      <Route path={`/:country/${AGENT_PAGES.operator}`} component={OperatorPage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}

let lastLookup: { path: string; file: string | null } | null = null;

/**
 * The file of the page that `path` shows, matched as wouter's Switch matches AppRoutes, or null (a redirect, the
 * not-found page, the blog posts' routes, which render their page themselves).
 */
export function pageFileAt(path: string): string | null {
  // The app's start asks twice for the same address (its early reads, then preloadPage); the server once per request.
  if (lastLookup?.path !== path) lastLookup = { path, file: findPageFile(path) };
  return lastLookup.file;
}

function findPageFile(path: string): string | null {
  for (const route of (
    AppRoutes().props as { children: { props: { path?: string; component?: { pageFile?: string } } }[] }
  ).children) {
    if (route.props.path !== undefined && matchRoute(parsePattern, route.props.path, path, false)[0])
      return route.props.component?.pageFile ?? null;
  }
  return null;
}

/** Loads the module of the page at `path` (its chunks are already being fetched); settles once it is in, or failed. */
export function preloadPage(path: string): Promise<void> {
  const file = pageFileAt(path);
  const load = file ? pageLoaders.get(file) : undefined;
  // A failed load is retried, and shown, by the page's render.
  return load
    ? load().then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
}
