// The browsable date range: no day before today in the boats' zone, at most 14 days (start included), a longer pick
// trimmed with 'Oops! Too Many Days'.
import { useState } from 'react';
import { DayPicker, type DateRange, type Modifiers } from 'react-day-picker';
import 'react-day-picker/style.css';
import { useSnapshot } from 'valtio';
import { formatDateSpan, formatPickerDay, rangeAfterClick, todayInZone } from '../../domain/time';
import { BUTTONS, TITLES, TOO_MANY_DAYS } from '../../domain/texts';
import { Modal } from '../ui/Modal';
import { setDates } from '../state/tripEdits';
import { tripStore } from '../state/tripStore';

/** The picker shows device-local Date objects; the trip keeps 'YYYY-MM-DD' days. */
const toDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
const fromDay = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y!, m! - 1, d);
};

/** 'Sunday, November 1, 2026': the day's number as a word, so the spoken name holds the visible '1' (WCAG 2.5.3). */
function dayButtonLabel(date: Date, modifiers: Modifiers): string {
  return `${modifiers.today ? 'Today, ' : ''}${formatPickerDay(date)}${modifiers.selected ? ', selected' : ''}`;
}

export function DateRangePicker() {
  const trip = useSnapshot(tripStore);
  const [trimmed, setTrimmed] = useState(false);
  const [previous, setPrevious] = useState<{ start: string | null; end: string | null }>({ start: null, end: null });
  const selected: DateRange | undefined = trip.startDate
    ? { from: fromDay(trip.startDate), to: trip.endDate ? fromDay(trip.endDate) : undefined }
    : undefined;

  // The clicked day decides (rangeAfterClick), not the picker's own range rule, which clears a day clicked twice and
  // stretches a whole range.
  const onSelect = (_range: DateRange | undefined, clicked: Date) => {
    const next = rangeAfterClick({ start: trip.startDate, end: trip.endDate }, toDay(clicked));
    setPrevious({ start: trip.startDate, end: trip.endDate });
    if (setDates(tripStore, next.start, next.end)) setTrimmed(true);
  };
  // 'Today' is the boats' today, as the days before it are: not the phone's, which may already be tomorrow.
  const today = fromDay(todayInZone(trip.timezone));
  const pickNewDates = () => {
    setDates(tripStore, previous.start, previous.end);
    setTrimmed(false);
  };

  return (
    <>
      <DayPicker
        mode="range"
        selected={selected}
        onSelect={onSelect}
        disabled={{ before: today }}
        today={today}
        defaultMonth={selected?.from}
        className="tb-daypicker"
        fixedWeeks
        labels={{ labelDayButton: dayButtonLabel }}
      />
      <Modal
        open={trimmed}
        onClose={() => setTrimmed(false)}
        title={TITLES.tooManyDays}
        footer={
          <>
            <button type="button" className="button button--ghost" onClick={pickNewDates}>
              {BUTTONS.pickNewDates}
            </button>
            <button type="button" className="button button--primary" onClick={() => setTrimmed(false)}>
              {BUTTONS.continue}
            </button>
          </>
        }
      >
        <p>{TOO_MANY_DAYS}</p>
        {trip.startDate && trip.endDate && (
          <p>
            <strong>{formatDateSpan(trip.startDate, trip.endDate, trip.timezone)}</strong>
          </p>
        )}
      </Modal>
    </>
  );
}
