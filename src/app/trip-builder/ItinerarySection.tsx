import { useState } from 'react';
import {
  type Activity,
  type Itinerary,
  type PickUpLocation,
  ITINERARY_LENGTHS,
  itineraryLengthLabel,
} from '../../domain/catalogue';
import { ACTIVITY_TBD, activityCountLabel, itineraryTimeLabel } from '../../domain/texts';
import { ImageWithFallback } from '../ui/ImageWithFallback';
import { lazyPart } from '../ui/lazyPart';
import { Section } from './Section';
import { SECTION_TITLES, TRIP_BUILDER_TEXT } from './tripBuilderMessages';
import { TutorialHint } from './TutorialHint';

const LazyItineraryModal = lazyPart(() => import('./ItineraryModal').then((module) => module.ItineraryModal));

export function ItinerarySection({
  itineraries,
  activities,
  pickUps,
  regionChosen,
  hint,
}: {
  itineraries: readonly Itinerary[];
  activities: readonly Activity[];
  pickUps: readonly PickUpLocation[];
  regionChosen: boolean;
  hint?: string;
}) {
  const [open, setOpen] = useState<Itinerary | null>(null);
  return (
    <Section id="itinerary" step={3} title={SECTION_TITLES.itinerary}>
      <TutorialHint text={hint} />
      {!regionChosen && <p className="tb-empty">{TRIP_BUILDER_TEXT.noRegionYet}</p>}
      <div className="tb-itineraries">
        {ITINERARY_LENGTHS.map((length) => {
          const ofLength = itineraries.filter((i) => i.length === length);
          if (ofLength.length === 0) return null;
          return (
            <div key={length} className="tb-itinerary-group">
              <h3 className="tb-subtitle">{itineraryLengthLabel(length)}</h3>
              {ofLength.map((itinerary) => (
                <button
                  key={itinerary._id}
                  type="button"
                  className="tb-itinerary"
                  onClick={() => setOpen(itinerary)}
                  onPointerEnter={LazyItineraryModal.preload}
                  onFocus={LazyItineraryModal.preload}
                >
                  <ImageWithFallback className="tb-itinerary__image" src={itinerary.image} alt="" />
                  <span className="tb-itinerary__body">
                    <span className="tb-choice__title">{itinerary.title}</span>
                    <span className="tb-muted">
                      {itineraryTimeLabel(itinerary.minTime, itinerary.maxTime)} ·{' '}
                      {itinerary.activities.length > 0 ? activityCountLabel(itinerary.activities.length) : ACTIVITY_TBD}
                    </span>
                  </span>
                </button>
              ))}
            </div>
          );
        })}
      </div>
      <LazyItineraryModal
        when={open !== null}
        itinerary={open}
        activities={activities}
        pickUps={pickUps}
        onClose={() => setOpen(null)}
      />
    </Section>
  );
}
