// The boat's week (hours it sails, day by day) and its days off.
import type { BoatCalendar } from '../../domain/catalogue';
import { CATALOGUE_TEXT as T } from './catalogueMessages';
import { Check, Control } from './catalogueParts';

type Hours = BoatCalendar['hours'][number];

interface CalendarProps {
  calendar: BoatCalendar;
  errors: Record<string, string>;
  onChange: (calendar: BoatCalendar) => void;
}

export function BoatCalendarFields({ calendar, errors, onChange }: CalendarProps) {
  const setDay = (weekday: number, patch: Partial<Hours> | null) => {
    const others = calendar.hours.filter((h) => h.weekday !== weekday);
    const current = calendar.hours.find((h) => h.weekday === weekday) ?? {
      weekday,
      opens: '07:00',
      closes: '18:00',
      intervalMinutes: 60,
      bioBayStarts: [],
    };
    onChange({
      ...calendar,
      hours: patch === null ? others : [...others, { ...current, ...patch }].sort((a, b) => a.weekday - b.weekday),
    });
  };

  return (
    <fieldset className="catalogue-section">
      <legend>{T.calendar}</legend>
      {T.weekdays.map((day, weekday) => {
        const at = calendar.hours.findIndex((h) => h.weekday === weekday);
        return (
          <DayHours
            key={day}
            day={day}
            hours={calendar.hours.find((h) => h.weekday === weekday)}
            errorOf={(field) => errors[`calendars/${calendar.calendarId}.hours.${at}.${field}`]}
            onChange={(patch) => setDay(weekday, patch)}
          />
        );
      })}
      <Blackouts calendar={calendar} onChange={onChange} />
    </fieldset>
  );
}

/** One weekday: whether the boat sails, and if so from when to when and how often a trip may start. */
function DayHours({
  day,
  hours,
  errorOf,
  onChange,
}: {
  day: string;
  hours: Hours | undefined;
  errorOf: (field: 'opens' | 'closes') => string | undefined;
  onChange: (patch: Partial<Hours> | null) => void;
}) {
  return (
    <div className="operator-row catalogue-day">
      <Check label={T.sails(day)} checked={!!hours} onChange={(on) => onChange(on ? {} : null)} />
      {hours && (
        <>
          <Control label={T.opens} error={errorOf('opens')}>
            {(id) => (
              <input id={id} type="time" value={hours.opens} onChange={(e) => onChange({ opens: e.target.value })} />
            )}
          </Control>
          <Control label={T.closes} error={errorOf('closes')}>
            {(id) => (
              <input id={id} type="time" value={hours.closes} onChange={(e) => onChange({ closes: e.target.value })} />
            )}
          </Control>
          <Control label={T.every}>
            {(id) => (
              <input
                id={id}
                type="number"
                min="15"
                max="240"
                step="15"
                value={hours.intervalMinutes}
                onChange={(e) => onChange({ intervalMinutes: Number(e.target.value) })}
              />
            )}
          </Control>
        </>
      )}
    </div>
  );
}

/** The days the boat does not sail whatever its week says, each with a note. */
function Blackouts({ calendar, onChange }: Omit<CalendarProps, 'errors'>) {
  const setBlackout = (i: number, patch: Partial<BoatCalendar['blackouts'][number]>) =>
    onChange({ ...calendar, blackouts: calendar.blackouts.map((x, k) => (k === i ? { ...x, ...patch } : x)) });
  return (
    <>
      <h3>{T.blackouts}</h3>
      {calendar.blackouts.map((b, i) => (
        <div className="operator-row" key={i}>
          <Control label={T.blackoutDay}>
            {(id) => (
              <input id={id} type="date" value={b.day} onChange={(e) => setBlackout(i, { day: e.target.value })} />
            )}
          </Control>
          <Control label={T.blackoutNote}>
            {(id) => (
              <input
                id={id}
                value={b.note}
                maxLength={200}
                onChange={(e) => setBlackout(i, { note: e.target.value })}
              />
            )}
          </Control>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => onChange({ ...calendar, blackouts: calendar.blackouts.filter((_, k) => k !== i) })}
          >
            {T.removeBlackout(b.day)}
          </button>
        </div>
      ))}
      <button
        type="button"
        className="button button--ghost"
        onClick={() => onChange({ ...calendar, blackouts: [...calendar.blackouts, { day: '', note: '' }] })}
      >
        {T.addBlackout}
      </button>
    </>
  );
}
