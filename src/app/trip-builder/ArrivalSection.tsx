import { useRef } from 'react';
import { useSnapshot } from 'valtio';
import { Counter } from '../ui/Counter';
import { lazyPart, useWantedSoon } from '../ui/lazyPart';
import { Section } from './Section';
import { setDates, setGuests } from '../state/tripEdits';
import { formatDateSpan } from '../../domain/time';
import { SECTION_TITLES, TRIP_BUILDER_TEXT } from './tripBuilderMessages';
import { tripStore } from '../state/tripStore';

// The calendar (react-day-picker) is below the first screen: it loads as it nears the viewport or on a first tap.
const LazyDateRangePicker = lazyPart(() => import('./DateRangePicker').then((module) => module.DateRangePicker));

/** The chosen days, outside the calendar's lazy part: shown at once, and the calendar's box alone is reserved. */
function ChosenDates() {
  const trip = useSnapshot(tripStore);
  return (
    <p className="tb-dates__chosen" aria-live="polite">
      {trip.startDate
        ? formatDateSpan(trip.startDate, trip.endDate ?? trip.startDate, trip.timezone)
        : TRIP_BUILDER_TEXT.pickDates}
      {trip.startDate && (
        <button type="button" className="tb-link" onClick={() => setDates(tripStore, null, null)}>
          {TRIP_BUILDER_TEXT.clearDates}
        </button>
      )}
    </p>
  );
}

export function ArrivalSection() {
  const trip = useSnapshot(tripStore);
  const calendar = useRef<HTMLDivElement>(null);
  const calendarWanted = useWantedSoon(calendar);
  return (
    <Section id="arrivalSection" step={5} title={SECTION_TITLES.arrivalSection}>
      <div className="tb-arrival">
        <div ref={calendar} className="tb-dates">
          <LazyDateRangePicker
            when={calendarWanted}
            fallback={<div className="tb-dates__placeholder" aria-hidden="true" />}
          />
          <ChosenDates />
        </div>
        <div className="tb-guests">
          <Counter label="Adults" value={trip.adult} onChange={(n) => setGuests(tripStore, n, trip.children)} />
          <Counter label="Children" value={trip.children} onChange={(n) => setGuests(tripStore, trip.adult, n)} />
        </div>
      </div>
    </Section>
  );
}
