// A number picker with − and + buttons; whatever is typed or clicked stays within min–max (0–50 by default).
import { useId } from 'react';

const COUNTER_MIN = 0;
const COUNTER_MAX = 50;

export const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export interface CounterProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
}

export function Counter({ label, value, onChange, min = COUNTER_MIN, max = COUNTER_MAX }: CounterProps) {
  const id = useId();
  const set = (next: number) => onChange(clamp(Number.isFinite(next) ? Math.round(next) : min, min, max));
  return (
    <div className="counter">
      <label htmlFor={id} className="counter__label">
        {label}
      </label>
      <div className="counter__controls">
        <button
          type="button"
          className="counter__button"
          aria-label={`Decrease ${label}`}
          onClick={() => set(value - 1)}
          disabled={value <= min}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          className="counter__input"
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          value={value}
          onChange={(e) => set(e.target.value === '' ? min : Number(e.target.value))}
        />
        <button
          type="button"
          className="counter__button"
          aria-label={`Increase ${label}`}
          onClick={() => set(value + 1)}
          disabled={value >= max}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
