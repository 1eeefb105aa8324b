// The trip builder's screen: every section in order, the booking bar and the trip summary, with what the page's user
// adds (a guest's hold-and-pay flow, an agent's panels and reserve). Works offline from the cache.
import './tripBuilder.css';
import { useEffect, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import type { Country } from '../../domain/catalogue';
import type { TripState } from '../../domain/trip';
import { LoadProblem, usePageMeta } from '../content';
import { useCountry } from '../country';
import { Spinner } from '../ui/Spinner';
import { TripActions, readTripLink, type TripLink } from '../trip-actions';
import { ActivitySection } from './ActivitySection';
import { ArrivalSection } from './ArrivalSection';
import { BoatSection } from './BoatSection';
import { BookingBar, type BookAction } from './BookingBar';
import { builderUi, openSummary } from '../state/builderUi';
import { DropOffSection } from './DropOffSection';
import { ItinerarySection } from './ItinerarySection';
import { PickUpSection } from './PickUpSection';
import { RegionSection } from './RegionSection';
import { selectBoat, freshTrip, replaceTrip } from '../state/tripEdits';
import { TRIP_BUILDER_TEXT } from './tripBuilderMessages';
import { forgetStoredTrip } from '../state/tripPersistence';
import { tripStore } from '../state/tripStore';
import { useTripCatalogue } from './useTripCatalogue';
import { useTripPrice, type PriceSource, type TripPrice } from '../state/useTripPrice';
import type { TripCatalogue } from '../state/tripEstimate';
import { useTripSession } from './useTripSession';
import { WelcomeBackModal } from './WelcomeBackModal';
import { lazyPart } from '../ui/lazyPart';
import { usePartsAfterPaint } from '../ui/usePartsAfterPaint';

/** The region's tutorial texts, while they load or where the region has none. */
const NO_HINTS = { pickUpLocationTutorial: '', itinerary: '', activity: '', boat: '' };

const LazyTripModals = lazyPart(() => import('./TripModals').then((module) => module.TripModals));

/**
 * What the page's user adds to the builder: the booking action and its modals (the guest's hold-and-pay flow, the
 * agents' reserve), and for agents panels after the sections and how prices are asked for.
 */
export interface BuilderVariant {
  panels?: (parts: { catalogue: TripCatalogue; price: TripPrice }) => ReactNode;
  prices?: PriceSource;
  action: BookAction;
  /** `backFromStripe`: the checkout's answer in the address, when the guest comes back from paying. */
  flow: (parts: { catalogue: TripCatalogue; price: TripPrice; backFromStripe: string | null }) => ReactNode;
}

export function TripBuilderScreen({ variant }: { variant: BuilderVariant }) {
  const country = useCountry();
  // Read before the builder rewrites the address bar with the trip's own query (the server renders no trip).
  const [search] = useState(() => (typeof window === 'undefined' ? '' : window.location.search));
  const [backFromStripe] = useState(() => new URLSearchParams(search).get('backFromStripe'));
  const [link] = useState(() => readTripLink(search));
  const ready = useTripSession(country);
  usePageMeta('trip-builder', { title: TRIP_BUILDER_TEXT.pageTitle, description: TRIP_BUILDER_TEXT.pageIntro });
  return (
    <>
      <CatalogueAskedEarly country={country} />
      {ready ? (
        <TripBuilder backFromStripe={backFromStripe} link={link} variant={variant} />
      ) : (
        // No trip is painted until the kept trip is back, so the guest never sees an empty builder flash.
        <div className="trip-builder">
          <BuilderHeading />
          <Spinner />
        </div>
      )}
    </>
  );
}

/**
 * The country's catalogue asked for at once, not once the kept trip is back (the server renders it into the page). A
 * component of its own, so that React can pause between it and the screen on a slow phone, and kept while the builder
 * shows: its queries' observers are not dropped in the same commit as the builder's are made.
 */
function CatalogueAskedEarly({ country }: { country: Country }) {
  useTripCatalogue(country, null);
  return null;
}

function BuilderHeading() {
  return (
    <header className="tb-hero container">
      <h1 className="tb-hero__title">{TRIP_BUILDER_TEXT.pageTitle}</h1>
      <p className="tb-muted">{TRIP_BUILDER_TEXT.pageIntro}</p>
    </header>
  );
}

function TripBuilder({
  backFromStripe,
  link,
  variant,
}: {
  backFromStripe: string | null;
  link: TripLink;
  variant: BuilderVariant;
}) {
  const country = useCountry();
  const trip = useSnapshot(tripStore) as TripState;
  const ui = useSnapshot(builderUi);
  const data = useTripCatalogue(country, trip.regionId);
  const price = useTripPrice(trip, data.catalogue, variant.prices);
  const regionActivities = data.catalogue.activities;
  // The first screen is the regions and the booking bar; the steps under it follow, a frame apart: to the dates, then
  // the boats (the longest) and the rest.
  const parts = usePartsAfterPaint(3);
  const viewItinerary = () => openSummary('Schedule');
  const startNew = () => {
    void forgetStoredTrip();
    replaceTrip(freshTrip(country));
  };

  // A link names its boat by url title: fill in the boat once the list is here.
  useEffect(() => {
    if (!trip.boatUrlTitle || trip.boatId) return;
    const boat = data.boats.find((b) => b.urlTitle === trip.boatUrlTitle);
    if (boat) selectBoat(tripStore, boat);
  }, [data.boats, trip.boatUrlTitle, trip.boatId]);

  const firstProblem = [data.regionList, data.pickUps, data.activityList, data.boatList].find((q) => q.isError);
  if (firstProblem?.error && !data.regionList.data)
    return <LoadProblem error={firstProblem.error} onRetry={() => void firstProblem.refetch()} />;
  if (!data.regionList.data) return <Spinner />;
  const hints = data.tutorial.data ?? NO_HINTS;

  return (
    <div className="trip-builder">
      <BuilderHeading />
      <div className="container tb-layout">
        <div className="tb-sections">
          <RegionSection regions={data.regionList.data} />
          {parts >= 2 && (
            <>
              <PickUpSection pickUps={data.catalogue.pickUps} boats={data.boats} hint={hints.pickUpLocationTutorial} />
              <ItinerarySection
                itineraries={data.itineraries.data ?? []}
                activities={regionActivities}
                pickUps={data.catalogue.pickUps}
                regionChosen={trip.regionId !== null}
                hint={hints.itinerary}
              />
              <ActivitySection activities={regionActivities} hint={hints.activity} />
              <ArrivalSection />
            </>
          )}
          {parts >= 3 && (
            <>
              <BoatSection boats={data.boats} catalogue={data.catalogue} hint={hints.boat} />
              <DropOffSection pickUps={data.catalogue.pickUps} />
              {variant.panels?.({ catalogue: data.catalogue, price })}
            </>
          )}
        </div>
      </div>
      <BookingBar catalogue={data.catalogue} price={price} action={variant.action} />
      <LazyTripModals
        when={ui.summary !== null || ui.holdOn !== null}
        catalogue={data.catalogue}
        price={price}
        action={variant.action}
      />
      {variant.flow({ catalogue: data.catalogue, price, backFromStripe })}
      <WelcomeBackModal onViewItinerary={viewItinerary} onStartNew={startNew} />
      <TripActions price={price} link={link} onViewItinerary={viewItinerary} onStartNew={startNew} />
    </div>
  );
}
