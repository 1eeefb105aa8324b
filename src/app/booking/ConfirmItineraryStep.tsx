// Step 1 'Confirm Itinerary': tabs Summary (the held day and times, boat, meeting points, guests, stops in route order)
// and View Map (pick-up, stops and the route on the island map).
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { holdStore } from './holdStore';
import type { Activity, Boat } from '../../domain/catalogue';
import { TABS, TRAVEL_TIME_NOTE } from '../../domain/texts';
import type { TripState } from '../../domain/trip';
import { LazyIslandMap, activityPoint, pickUpPoint } from '../map';
import { Tabs } from '../ui/Tabs';
import type { TripCatalogue } from '../state/tripEstimate';
import { tripStore } from '../state/tripStore';
import type { TripPrice } from '../state/useTripPrice';
import { BOOKING_TEXT } from './bookingMessages';
import { TripFacts, type HeldTrip } from './TripFacts';

/** The stops in route order when the trip's length is known, else in the order chosen. */
function useRoute(trip: TripState, catalogue: TripCatalogue, price: TripPrice, boat: Boat) {
  return useMemo(() => {
    const pickUp = catalogue.pickUps.find((p) => p._id === (trip.pulId ?? boat.pickUpLocations.main.location));
    const dropOff = catalogue.pickUps.find((p) => p._id === trip.dolId) ?? pickUp;
    const order = price.estimate?.ok ? price.estimate.length.orderedStops.map((s) => s.activityId) : trip.activities;
    const stops = order
      .map((id) => catalogue.activities.find((a) => a._id === id))
      .filter((a): a is Activity => a !== undefined);
    return { pickUp, dropOff, stops };
  }, [catalogue, price.estimate, trip.pulId, trip.dolId, trip.activities, boat]);
}

function Summary({
  trip,
  catalogue,
  price,
  boat,
  hours,
}: {
  trip: TripState;
  catalogue: TripCatalogue;
  price: TripPrice;
  boat: Boat;
  hours: number;
}) {
  const { pickUp, dropOff, stops } = useRoute(trip, catalogue, price, boat);
  const hold = useSnapshot(holdStore).held;
  if (!hold) return null;
  const held: HeldTrip = {
    startTime: hold.start,
    hours,
    zone: catalogue.country.timezone,
    country: catalogue.country,
    boat,
    pickUp,
    dropOff,
    adults: trip.adult,
    children: trip.children,
    stops: stops.map((s) => s.name),
  };
  return (
    <div className="bk-summary">
      <TripFacts trip={held} />
      <p className="tb-note">{TRAVEL_TIME_NOTE}</p>
    </div>
  );
}

function RouteMap({
  trip,
  catalogue,
  price,
  boat,
}: {
  trip: TripState;
  catalogue: TripCatalogue;
  price: TripPrice;
  boat: Boat;
}) {
  const { pickUp, dropOff, stops } = useRoute(trip, catalogue, price, boat);
  const points = useMemo(
    () => [
      ...(pickUp ? [pickUpPoint(pickUp)] : []),
      ...stops.map(activityPoint),
      ...(dropOff && dropOff !== pickUp ? [pickUpPoint(dropOff)] : []),
    ],
    [pickUp, dropOff, stops],
  );
  const route = useMemo(
    () =>
      pickUp && dropOff ? [pickUp.coordinates, ...stops.map((s) => s.geolocation), dropOff.coordinates] : undefined,
    [pickUp, dropOff, stops],
  );
  return <LazyIslandMap points={points} route={route} height={360} />;
}

export function ConfirmItineraryStep({
  catalogue,
  price,
  boat,
  hours,
  onContinue,
}: {
  catalogue: TripCatalogue;
  price: TripPrice;
  boat: Boat;
  hours: number;
  onContinue: () => void;
}) {
  const trip = useSnapshot(tripStore) as TripState;
  const [summary, map] = TABS.confirmItinerary;
  return (
    <div className="bk-step">
      <Tabs
        label="Confirm itinerary"
        tabs={[
          {
            id: summary,
            label: summary,
            content: <Summary trip={trip} catalogue={catalogue} price={price} boat={boat} hours={hours} />,
          },
          { id: map, label: map, content: <RouteMap trip={trip} catalogue={catalogue} price={price} boat={boat} /> },
        ]}
      />
      <div className="bk-actions">
        <button type="button" className="button button--primary" onClick={onContinue}>
          {BOOKING_TEXT.continue}
        </button>
      </div>
    </div>
  );
}
