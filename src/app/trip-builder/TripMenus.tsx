// The pace and deep-sea-fishing menus: popovers used in the activity section and in the booking bar.
import { useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import { FISHING_HOURS } from '../../domain/trip';
import { PACE_OPTIONS, paceLabel } from '../../domain/texts';
import { Popover } from '../ui/Popover';
import { setFishingHours, setPace } from '../state/tripEdits';
import { tripStore } from '../state/tripStore';

export function PaceMenu() {
  const trip = useSnapshot(tripStore);
  const group = useId(); // the bar and the section each have a pace menu: separate radio groups
  return (
    <Popover
      trigger={
        <>
          Pace: <strong>{paceLabel(trip.estTimePace)}</strong>
        </>
      }
      className="tb-menu"
      align="end"
    >
      <fieldset className="tb-radio-group">
        <legend className="tb-subtitle">Pace</legend>
        {PACE_OPTIONS.map((option) => (
          <label key={option.value} className="tb-radio">
            <input
              type="radio"
              name={group}
              value={option.value}
              checked={trip.estTimePace === option.value}
              onChange={() => setPace(tripStore, option.value)}
            />
            <span>
              <strong>{option.label}</strong>
              <br />
              <span className="tb-muted">{option.description}</span>
            </span>
          </label>
        ))}
      </fieldset>
    </Popover>
  );
}

/** Whole hours 2–10; an empty box becomes 2 when it loses focus. */
export function FishingHoursMenu() {
  const trip = useSnapshot(tripStore);
  const id = useId();
  const [text, setText] = useState<string | null>(null);
  const commit = (value: string) => {
    setFishingHours(tripStore, value);
    setText(null);
  };
  return (
    <Popover
      trigger={
        <>
          Fishing: <strong>{trip.fishingHours} hrs</strong>
        </>
      }
      className="tb-menu"
      align="end"
    >
      <label htmlFor={id} className="tb-subtitle">
        Deep sea fishing hours
      </label>
      <input
        id={id}
        className="input"
        type="number"
        inputMode="numeric"
        min={FISHING_HOURS.min}
        max={FISHING_HOURS.max}
        step={1}
        value={text ?? String(trip.fishingHours)}
        onChange={(e) => (e.target.value === '' ? setText('') : commit(e.target.value))}
        onBlur={(e) => commit(e.target.value)}
      />
      <p className="tb-note">
        {FISHING_HOURS.min}–{FISHING_HOURS.max} hours
      </p>
    </Popover>
  );
}
