// The trip summary: Schedule (legs and stops in route order), Itinerary (the route on the map), Details (the price).
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import type { Activity, PickUpLocation } from '../../domain/catalogue';
import { chosenBoat } from '../../domain/trip';
import type { CalculatedTrip } from '../../domain/pricing';
import { TABS, TRAVEL_TIME_NOTE, priceLines, formatTravelTime, minutesLabel } from '../../domain/texts';
import { LazyIslandMap, activityPoint, pickUpPoint } from '../map';
import { ImageWithFallback } from '../ui/ImageWithFallback';
import { Spinner } from '../ui/Spinner';
import { Tabs } from '../ui/Tabs';
import { PriceLineList } from '../ui/PriceLineList';
import type { TripCatalogue } from '../state/tripEstimate';
import { tripStore } from '../state/tripStore';
import type { TripPrice } from '../state/useTripPrice';
import type { SummaryTab } from '../state/builderUi';
import { BOOKING_TEXT } from './bookingMessages';
import { TRIP_TEXT } from '../state/tripMessages';

/** Every priced line of a trip (zero lines hidden), the total with its currency code. */
export function PriceLines({ priced }: { priced: CalculatedTrip }) {
  return <PriceLineList lines={priceLines(priced.tripSummary)} className="tb-lines" />;
}

function PriceDetails({ price }: { price: TripPrice }) {
  if (price.refusal)
    return (
      <p className="tb-note tb-note--warning" role="alert">
        {price.refusal}
      </p>
    );
  if (!price.shown) return price.checking ? <Spinner inline label={TRIP_TEXT.checkingPrice} /> : null;
  return (
    <div className="tb-price-details">
      {price.isEstimate && (
        <p className="tb-estimate">
          <span className="tb-badge">{TRIP_TEXT.estimate}</span> {TRIP_TEXT.estimateNote}
        </p>
      )}
      {price.updatedNote && (
        <p className="tb-note" role="status">
          {price.updatedNote}
        </p>
      )}
      <PriceLines priced={price.shown} />
      {price.checking && <Spinner inline label={TRIP_TEXT.checkingPrice} />}
    </div>
  );
}

interface Place {
  id: string;
  name: string;
  image: string;
}

function useRoute(catalogue: TripCatalogue, price: TripPrice) {
  const trip = useSnapshot(tripStore);
  const boatPickUp = chosenBoat(trip, catalogue)?.pickUpLocations.main.location;
  return useMemo(() => {
    const length = price.estimate?.ok ? price.estimate.length : null;
    const pickUp = catalogue.pickUps.find((p) => p._id === (trip.pulId ?? boatPickUp));
    const dropOff = catalogue.pickUps.find((p) => p._id === trip.dolId) ?? pickUp;
    const stops = (length?.orderedStops ?? [])
      .map((stop) => ({ stop, activity: catalogue.activities.find((a) => a._id === stop.activityId) }))
      .filter((s): s is { stop: (typeof s)['stop']; activity: Activity } => s.activity !== undefined);
    return { length, pickUp, dropOff, stops };
  }, [catalogue, price.estimate, trip.pulId, trip.dolId, boatPickUp]);
}

const placeOf = (p: PickUpLocation): Place => ({ id: p._id, name: p.name, image: p.image });

function Schedule({ catalogue, price }: { catalogue: TripCatalogue; price: TripPrice }) {
  const { length, pickUp, dropOff, stops } = useRoute(catalogue, price);
  if (!length || !pickUp || !dropOff) return <p className="tb-empty">{BOOKING_TEXT.choosePickUpFirst}</p>;
  const lastLeg = length.legs[length.legs.length - 1];
  const row = (place: Place, time: string, detail?: string) => (
    <li className="tb-schedule__stop">
      <ImageWithFallback className="tb-schedule__image" src={place.image} alt="" sizes="56px" />
      <span>
        <strong>{place.name}</strong>
        <br />
        <span className="tb-muted">
          {time}
          {detail && ` · ${detail}`}
        </span>
      </span>
    </li>
  );
  const leg = (minutes: number, key: string) => (
    <li key={key} className="tb-schedule__leg">
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
        <path d="M2 11h12l-2 3H4zM8 2v8H3z" fill="currentColor" />
      </svg>{' '}
      <span className="visually-hidden">Sail </span>
      {formatTravelTime(minutes)}
    </li>
  );
  return (
    <>
      <ol className="tb-schedule">
        {row(placeOf(pickUp), 'Pick-up · start')}
        {stops.map(({ stop, activity }) => (
          <li key={stop.activityId} className="tb-schedule__group">
            <ol className="tb-schedule">
              {leg(stop.legMinutes, `leg-${stop.activityId}`)}
              {row(
                { id: activity._id, name: activity.name, image: activity.image },
                `Arrive after ${formatTravelTime(stop.arriveMinute)}`,
                `${minutesLabel(stop.stayMinutes)} here`,
              )}
            </ol>
          </li>
        ))}
        {lastLeg && leg(lastLeg.minutes, 'leg-end')}
        {row(placeOf(dropOff), `Drop-off after ${formatTravelTime(length.totalMinutes)}`)}
      </ol>
      <p className="tb-note">{TRAVEL_TIME_NOTE}</p>
    </>
  );
}

function RouteMap({ catalogue, price }: { catalogue: TripCatalogue; price: TripPrice }) {
  const { pickUp, dropOff, stops } = useRoute(catalogue, price);
  const points = useMemo(
    () => [
      ...(pickUp ? [pickUpPoint(pickUp)] : []),
      ...stops.map((s) => activityPoint(s.activity)),
      ...(dropOff && dropOff !== pickUp ? [pickUpPoint(dropOff)] : []),
    ],
    [pickUp, dropOff, stops],
  );
  const route = useMemo(
    () =>
      pickUp && dropOff
        ? [pickUp.coordinates, ...stops.map((s) => s.activity.geolocation), dropOff.coordinates]
        : undefined,
    [pickUp, dropOff, stops],
  );
  if (!pickUp) return <p className="tb-empty">{BOOKING_TEXT.choosePickUpFirst}</p>;
  return <LazyIslandMap points={points} route={route} height={380} />;
}

export function TripSummary({
  catalogue,
  price,
  tab,
}: {
  catalogue: TripCatalogue;
  price: TripPrice;
  tab: SummaryTab;
}) {
  const [schedule, itinerary, details] = TABS.tripSummary;
  return (
    <Tabs
      key={tab}
      label="Trip summary"
      initial={tab}
      tabs={[
        { id: schedule, label: schedule, content: <Schedule catalogue={catalogue} price={price} /> },
        { id: itinerary, label: itinerary, content: <RouteMap catalogue={catalogue} price={price} /> },
        { id: details, label: details, content: <PriceDetails price={price} /> },
      ]}
    />
  );
}
