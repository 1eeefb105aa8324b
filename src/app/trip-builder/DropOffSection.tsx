import { useSnapshot } from 'valtio';
import type { PickUpLocation } from '../../domain/catalogue';
import { formatMoney } from '../../domain/texts';
import { Select } from '../ui/Select';
import { Section } from './Section';
import { selectDropOff } from '../state/tripEdits';
import { SECTION_TITLES, TRIP_BUILDER_TEXT } from './tripBuilderMessages';
import { tripStore } from '../state/tripStore';

export function DropOffSection({ pickUps }: { pickUps: readonly PickUpLocation[] }) {
  const trip = useSnapshot(tripStore);
  const inRegion = pickUps.filter(
    (p) => trip.regionId !== null && p.regionIds.includes(trip.regionId) && p._id !== trip.pulId,
  );
  return (
    <Section id="dropOffSection" step={7} title={SECTION_TITLES.dropOff}>
      <Select
        label={SECTION_TITLES.dropOff}
        value={trip.dolId ?? ''}
        placeholder={TRIP_BUILDER_TEXT.sameAsPickUp}
        options={inRegion.map((p) => ({
          value: p._id,
          label: p.price > 0 ? `${p.name} (+${formatMoney(p.price)})` : p.name,
        }))}
        onChange={(v) => selectDropOff(tripStore, v || null)}
      />
    </Section>
  );
}
