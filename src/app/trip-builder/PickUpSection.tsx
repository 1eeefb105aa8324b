import { useState } from 'react';
import { useSnapshot } from 'valtio';
import type { Boat, PickUpLocation } from '../../domain/catalogue';
import { boatPickUpIds, chosenBoat } from '../../domain/trip';
import { TITLES, MEETING_POINTS_NOTE, PICK_UP_NOT_FOR_VESSEL, formatMoney } from '../../domain/texts';
import { LazyIslandMap, pickUpPoint } from '../map';
import { Modal } from '../ui/Modal';
import { ChoiceCard, Section } from './Section';
import { selectPickUp } from '../state/tripEdits';
import { SECTION_TITLES, TRIP_BUILDER_TEXT } from './tripBuilderMessages';
import { tripStore } from '../state/tripStore';
import { TutorialHint } from './TutorialHint';

export function PickUpSection({
  pickUps,
  boats,
  hint,
}: {
  pickUps: readonly PickUpLocation[];
  boats: readonly Boat[];
  hint?: string;
}) {
  const trip = useSnapshot(tripStore);
  const [mapOpen, setMapOpen] = useState(false);
  const inRegion = pickUps.filter((p) => trip.regionId !== null && p.regionIds.includes(trip.regionId));
  const boat = chosenBoat(trip, { boats });
  const served = boat ? boatPickUpIds(boat) : [];
  const notForBoat = (p: PickUpLocation) => trip.boatId !== null && !served.includes(p._id);
  return (
    <Section
      id="pickULSection"
      step={2}
      title={SECTION_TITLES.pickULSection}
      aside={
        inRegion.length > 0 && (
          <button type="button" className="button button--ghost" onClick={() => setMapOpen(true)}>
            {TITLES.meetingPoints}
          </button>
        )
      }
    >
      <TutorialHint text={hint} />
      {trip.regionId === null ? (
        <p className="tb-empty">{TRIP_BUILDER_TEXT.noRegionYet}</p>
      ) : (
        <div className="tb-list">
          {inRegion.map((p) => (
            <ChoiceCard
              key={p._id}
              pressed={trip.pulId === p._id}
              disabled={notForBoat(p)}
              reason={notForBoat(p) ? PICK_UP_NOT_FOR_VESSEL : null}
              onSelect={() => selectPickUp(tripStore, trip.pulId === p._id ? null : p._id)}
            >
              <span className="tb-choice__title">{p.name}</span>
              {p.price > 0 && <span className="tb-choice__price">+{formatMoney(p.price)}</span>}
            </ChoiceCard>
          ))}
        </div>
      )}
      <Modal open={mapOpen} onClose={() => setMapOpen(false)} title={TITLES.meetingPoints} size="wide">
        <p className="tb-note">{MEETING_POINTS_NOTE}</p>
        {mapOpen && <LazyIslandMap points={inRegion.map(pickUpPoint)} height={420} />}
      </Modal>
    </Section>
  );
}
