import { useSnapshot } from 'valtio';
import { Counter } from '../ui/Counter';
import { DateRangePicker } from './DateRangePicker';
import { Section } from './Section';
import { setGuests } from '../state/tripEdits';
import { SECTION_TITLES } from './tripBuilderMessages';
import { tripStore } from '../state/tripStore';

export function ArrivalSection() {
  const trip = useSnapshot(tripStore);
  return (
    <Section id="arrivalSection" step={5} title={SECTION_TITLES.arrivalSection}>
      <div className="tb-arrival">
        <DateRangePicker />
        <div className="tb-guests">
          <Counter label="Adults" value={trip.adult} onChange={(n) => setGuests(tripStore, n, trip.children)} />
          <Counter label="Children" value={trip.children} onChange={(n) => setGuests(tripStore, trip.adult, n)} />
        </div>
      </div>
    </Section>
  );
}
