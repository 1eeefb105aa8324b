// Every page, loaded on demand so the first screen downloads only what it shows.
import { lazy } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { AGENT_PAGES } from '../domain/agentPaths';
import { DEFAULT_COUNTRY } from '../domain/company';
import { NotFoundPage } from './content/NotFoundPage';

const HomePage = lazy(() => import('./pages/HomePage'));
const GuidePage = lazy(() => import('./pages/GuidePage'));
const GuideSectionPage = lazy(() => import('./pages/GuideSectionPage'));
const DestinationPage = lazy(() => import('./pages/DestinationPage'));
const AdventuresPage = lazy(() => import('./pages/AdventuresPage'));
const AdventurePage = lazy(() => import('./pages/AdventurePage'));
const BoatsPage = lazy(() => import('./pages/boats/BoatsPage'));
const BoatPage = lazy(() => import('./pages/boat/BoatPage'));
const CompareBoatsPage = lazy(() => import('./pages/CompareBoatsPage'));
const FaqPage = lazy(() => import('./pages/FaqPage'));
const BlogPage = lazy(() => import('./pages/blog/BlogPage'));
const BlogPostPage = lazy(() => import('./pages/blog/BlogPostPage'));
const ContactPage = lazy(() => import('./pages/ContactPage'));
const GalleryPage = lazy(() => import('./pages/GalleryPage'));
const PolicyPage = lazy(() => import('./pages/PolicyPage'));
const PoliciesPage = lazy(() => import('./pages/PoliciesPage'));
const TripBuilderPage = lazy(() => import('./trip-builder/TripBuilderPage'));
const CustomTripPage = lazy(() => import('./pages/CustomTripPage'));
const ConfirmationPage = lazy(() => import('./confirmation/ConfirmationPage'));
const BookingSummaryPage = lazy(() => import('./confirmation/BookingSummaryPage'));
const AgentSignInPage = lazy(() => import('./agent/AgentSignInPage'));
const AgentTripBuilderPage = lazy(() => import('./agent/AgentTripBuilderPage'));
const MyBookingsPage = lazy(() => import('./agent/MyBookingsPage'));
const ReservationPaymentPage = lazy(() => import('./reservation-payment/ReservationPaymentPage'));
const OperatorPage = lazy(() => import('./operator/OperatorPage'));

export function AppRoutes() {
  return (
    <Switch>
      <Route path="/"><Redirect to={`/${DEFAULT_COUNTRY}`} replace /></Route>
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
      <Route path="/:country/blog/:urlTitle">{(params) => <BlogPostPage urlTitle={params.urlTitle} kind="blog" />}</Route>
      <Route path="/:country/captain-blog/:urlTitle">{(params) => <BlogPostPage urlTitle={params.urlTitle} kind="captain" />}</Route>
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
