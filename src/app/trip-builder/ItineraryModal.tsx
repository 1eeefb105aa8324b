import { useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useParams } from 'wouter';
import type { Activity, Itinerary, PickUpLocation } from '../../domain/catalogue';
import { BUTTONS, SUMMARY_LINES, TABS, PRICE_VARIES_BY_VESSEL, formatBoatPrice } from '../../domain/texts';
import { LazyIslandMap, activityPoint, pickUpPoint } from '../map';
import { ImageWithFallback } from '../ui/ImageWithFallback';
import { Modal } from '../ui/Modal';
import { Tabs } from '../ui/Tabs';
import { scrollToSection } from '../booking';
import { applyItinerary, itineraryServes } from '../state/tripEdits';
import { TRIP_BUILDER_TEXT } from './tripBuilderMessages';
import { tripStore } from '../state/tripStore';

export function ItineraryModal({
  itinerary,
  activities,
  pickUps,
  onClose,
}: {
  itinerary: Itinerary | null;
  activities: readonly Activity[];
  pickUps: readonly PickUpLocation[];
  onClose: () => void;
}) {
  const { country } = useParams<{ country: string }>();
  const stops = useMemo(
    () =>
      (itinerary?.activities ?? [])
        .map((id) => activities.find((a) => a._id === id))
        .filter((a): a is Activity => a !== undefined),
    [itinerary, activities],
  );
  const pickUp = pickUps.find((p) => p._id === itinerary?.pickupLoc_id._id);
  const points = useMemo(
    () => [...(pickUp ? [pickUpPoint(pickUp)] : []), ...stops.map(activityPoint)],
    [pickUp, stops],
  );
  const route = useMemo(
    () => (pickUp ? [pickUp.coordinates, ...stops.map((s) => s.geolocation), pickUp.coordinates] : undefined),
    [pickUp, stops],
  );
  const trip = useSnapshot(tripStore);
  const [asking, setAsking] = useState(false);
  const chosenPickUp = pickUps.find((p) => p._id === trip.pulId);
  const close = () => {
    setAsking(false);
    onClose();
  };
  const apply = (keepPickUp: boolean) => {
    if (!itinerary) return;
    applyItinerary(tripStore, itinerary, { keepPickUp });
    close();
    scrollToSection('activity');
  };
  // The guest's own pick-up stays when the itinerary can start there; otherwise they are asked, never overruled.
  const getStarted = () => {
    if (!itinerary) return;
    if (!chosenPickUp || chosenPickUp._id === itinerary.pickupLoc_id._id) apply(false);
    else if (itineraryServes(itinerary, chosenPickUp, activities)) apply(true);
    else setAsking(true);
  };
  return (
    <Modal
      open={itinerary !== null}
      onClose={close}
      title={itinerary?.title ?? ''}
      size="wide"
      footer={
        itinerary &&
        (asking && chosenPickUp ? (
          <div className="tb-modal-footer tb-modal-footer--question" role="group" aria-labelledby="tb-pick-up-question">
            <p id="tb-pick-up-question" className="tb-modal-footer__question">
              {TRIP_BUILDER_TEXT.itineraryPickUpQuestion(pickUp?.name ?? '', chosenPickUp.name)}
            </p>
            <div className="button-row">
              <button type="button" className="button button--ghost" onClick={() => setAsking(false)}>
                {TRIP_BUILDER_TEXT.keepPickUp(chosenPickUp.name)}
              </button>
              <button type="button" className="button button--accent" onClick={() => apply(false)}>
                {TRIP_BUILDER_TEXT.switchPickUp(pickUp?.name ?? '')}
              </button>
            </div>
          </div>
        ) : (
          <div className="tb-modal-footer">
            <div>
              <span className="tb-muted">{SUMMARY_LINES.startingFrom}</span>{' '}
              <strong className="tb-price">{formatBoatPrice(itinerary.price)}</strong>
              <p className="tb-note">{PRICE_VARIES_BY_VESSEL}</p>
            </div>
            <button type="button" className="button button--accent" onClick={getStarted}>
              {BUTTONS.getStarted}
            </button>
          </div>
        ))
      }
    >
      {itinerary && (
        <>
          <p>{itinerary.description}</p>
          <Tabs
            label="Itinerary"
            tabs={[
              {
                id: 'activities',
                label: TABS.itinerary[0],
                content: (
                  <ul className="tb-stop-list">
                    {stops.map((a) => (
                      <li key={a._id} className="tb-stop-list__item">
                        <ImageWithFallback className="tb-stop-list__image" src={a.image} alt="" sizes="64px" />
                        <span>
                          <strong>{a.name}</strong>
                          <br />
                          <span className="tb-muted">{a.subTitle}</span>
                        </span>
                      </li>
                    ))}
                    {itinerary.adventureUrlTitle && (
                      <li>
                        <a
                          href={`/${country}/adventures/${itinerary.adventureUrlTitle}`}
                          target="_blank"
                          rel="noopener"
                        >
                          {BUTTONS.viewAdventure}
                        </a>
                      </li>
                    )}
                  </ul>
                ),
              },
              {
                id: 'map',
                label: TABS.itinerary[1],
                content: <LazyIslandMap points={points} route={route} height={360} />,
              },
            ]}
          />
        </>
      )}
    </Modal>
  );
}
