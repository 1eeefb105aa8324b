// 'Apply Custom Time' — 'Set a custom charter start time': a date of the search or 'all-dates',
// an optional end date, and a time every 15 minutes from 5:00 AM to 9:45 PM. The time step then offers that start on
// those days, where the boat's calendar and its bookings allow it (the server says why not).
import { useMemo, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import type { Country } from '../../domain/catalogue';
import { ALL_DATES, clockLabel, CUSTOM_START_TIMES, customTime } from '../../domain/trip';
import { formatDayWithYear, addDays, daysBetween } from '../../domain/time';
import { check, errorMap } from '../../domain/schema';
import { searchRange } from '../booking';
import { Section } from '../trip-builder';
import { setCustomTime } from '../state/tripEdits';
import { tripStore } from '../state/tripStore';
import { focusFirstInvalid } from '../ui/focusFirstInvalid';
import { Select } from '../ui/Select';
import { AGENT_TEXT } from './agentMessages';

const dayLabel = (date: string, zone: string) => formatDayWithYear(`${date}T12:00:00Z`, zone);

export function CustomTimePanel({ country, step }: { country: Country; step: number }) {
  const trip = useSnapshot(tripStore);
  const zone = country.timezone;
  const days = useMemo(() => {
    const range = searchRange(trip, zone);
    return Array.from({ length: daysBetween(range.startDate, range.endDate) + 1 }, (_, i) =>
      addDays(range.startDate, i),
    );
  }, [trip, zone]);
  const [start, setStart] = useState<string>(trip.customTime?.startDate.value ?? '');
  const [end, setEnd] = useState<string>(trip.customTime?.endDate ?? '');
  const [time, setTime] = useState<string>(trip.customTime?.time ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const startOptions = [
    { value: ALL_DATES, label: AGENT_TEXT.allDates },
    ...days.map((d) => ({ value: d, label: dayLabel(d, zone) })),
  ];
  const endOptions = days
    .filter((d) => start !== ALL_DATES && d >= start)
    .map((d) => ({ value: d, label: dayLabel(d, zone) }));

  function apply(event: FormEvent) {
    event.preventDefault();
    const label = startOptions.find((o) => o.value === start)?.label ?? '';
    const checked = check(customTime, {
      startDate: start ? { value: start, label } : undefined,
      endDate: start === ALL_DATES ? null : end || null,
      time: time || undefined,
    });
    if (!checked.ok) {
      setErrors(errorMap(checked.errors));
      return focusFirstInvalid(event.currentTarget as HTMLFormElement);
    }
    setErrors({});
    setCustomTime(tripStore, checked.value);
  }

  const applied = trip.customTime;
  const appliedDates = applied
    ? applied.startDate.value === ALL_DATES
      ? AGENT_TEXT.allDates.toLowerCase()
      : `${applied.startDate.label}${applied.endDate ? ` – ${dayLabel(applied.endDate, zone)}` : ''}`
    : '';
  return (
    <Section id="customTimeSection" step={step} title={AGENT_TEXT.customTimeTitle}>
      <form className="agent-panel__form" onSubmit={apply} noValidate>
        <p className="agent-muted">{AGENT_TEXT.customTimeIntro}</p>
        <div className="agent-panel__grid">
          <Select
            label={AGENT_TEXT.startDate}
            value={start}
            options={startOptions}
            placeholder="—"
            onChange={setStart}
            error={errors.startDate}
            required
          />
          <Select
            label={AGENT_TEXT.endDate}
            value={start === ALL_DATES ? '' : end}
            options={endOptions}
            placeholder="—"
            onChange={setEnd}
            error={errors.endDate}
            disabled={start === ALL_DATES || !start}
          />
        </div>
        <Select
          label={AGENT_TEXT.time}
          value={time}
          options={CUSTOM_START_TIMES.map((t) => ({ value: t.value, label: t.label }))}
          placeholder={AGENT_TEXT.chooseTime}
          onChange={setTime}
          error={errors.time}
          required
        />
        <p className="agent-muted">{AGENT_TEXT.customTimeNote}</p>
        <div className="agent-panel__actions">
          <button type="submit" className="button button--primary">
            {AGENT_TEXT.applyCustomTime}
          </button>
          {applied && (
            <button
              type="button"
              className="button button--ghost"
              onClick={() => {
                setCustomTime(tripStore, null);
              }}
            >
              {AGENT_TEXT.deleteCustomTime}
            </button>
          )}
        </div>
        {applied && (
          <p className="agent-applied" role="status">
            {AGENT_TEXT.customTimeApplied(clockLabel(applied.time), appliedDates)}
          </p>
        )}
      </form>
    </Section>
  );
}
