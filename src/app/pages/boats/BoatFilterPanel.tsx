// The boats page's filters: party size, amenities, activities, highest price, shortest boat, and the sort order.
import { useState, type ReactNode } from 'react';
import type { ActivityName } from '../../../domain/catalogue';
import type { BoatFilters } from '../../http/resources';
import { formatBoatPrice } from '../../format';
import { Counter } from '../../ui/Counter';
import { Select } from '../../ui/Select';

const PRICE_STEPS = [50000, 75000, 100000, 150000, 200000]; // cents
const LENGTH_STEPS = [20, 25, 30, 35, 40, 50];
export const SORT_OPTIONS = [
  { value: 'price', label: 'Price: low to high' },
  { value: 'boatInfo.size', label: 'Size: small to large' },
  { value: 'maxGuests', label: 'Guests: fewest to most' },
];

export interface BoatFilterPanelProps {
  filters: BoatFilters;
  onChange: (filters: BoatFilters) => void;
  amenities: string[];
  activities: ActivityName[];
  /** Until the app runs (see useHydrated): a change made in the server's HTML would be undone by hydration. */
  disabled: boolean;
}

function toggle(list: string[] | undefined, value: string): string[] | undefined {
  const next = list?.includes(value) ? list.filter((v) => v !== value) : [...(list ?? []), value];
  return next.length ? next : undefined;
}

export function BoatFilterPanel({ filters, onChange, amenities, activities, disabled }: BoatFilterPanelProps) {
  const set = (patch: Partial<BoatFilters>) => onChange({ ...filters, ...patch });
  const hasFilters = Boolean(
    filters.guests || filters.amenities || filters.activities || filters.price || filters.length,
  );
  return (
    <form className="filters" aria-label="Filter boats" onSubmit={(e) => e.preventDefault()}>
      <fieldset className="plain-fieldset" disabled={disabled}>
        <Counter label="Guests" value={filters.guests ?? 0} onChange={(n) => set({ guests: n || undefined })} />
        <Select
          label="Max price (2 hours)"
          value={filters.price ? String(filters.price) : ''}
          placeholder="Any price"
          options={PRICE_STEPS.map((c) => ({ value: String(c), label: `Up to ${formatBoatPrice(c)}` }))}
          onChange={(v) => set({ price: v ? Number(v) : undefined })}
        />
        <Select
          label="Min length"
          value={filters.length ? String(filters.length) : ''}
          placeholder="Any length"
          options={LENGTH_STEPS.map((ft) => ({ value: String(ft), label: `${ft} ft or longer` }))}
          onChange={(v) => set({ length: v ? Number(v) : undefined })}
        />
        {amenities.length > 0 && (
          <fieldset className="filters__group">
            <legend className="field__label">Amenities</legend>
            {amenities.map((name) => (
              <label key={name} className="checkbox">
                <input
                  type="checkbox"
                  checked={filters.amenities?.includes(name) ?? false}
                  onChange={() => set({ amenities: toggle(filters.amenities, name) })}
                />
                <span>{name}</span>
              </label>
            ))}
          </fieldset>
        )}
        {activities.length > 0 && (
          <fieldset className="filters__group">
            <legend className="field__label">Activities</legend>
            {activities.map((a) => (
              <label key={a._id} className="checkbox">
                <input
                  type="checkbox"
                  checked={filters.activities?.includes(a._id) ?? false}
                  onChange={() => set({ activities: toggle(filters.activities, a._id) })}
                />
                <span>{a.name}</span>
              </label>
            ))}
          </fieldset>
        )}
        {hasFilters && (
          <button type="button" className="button button--ghost" onClick={() => onChange({ sort: filters.sort })}>
            Clear filters
          </button>
        )}
      </fieldset>
    </form>
  );
}

/** On a phone the filters fold away under Show filters; wider screens always show them (the CSS). */
export function FiltersToggle({ disabled, children }: { disabled: boolean; children: ReactNode }) {
  const [showFilters, setShowFilters] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button--ghost filters-toggle"
        aria-expanded={showFilters}
        aria-controls="boat-filters"
        disabled={disabled}
        onClick={() => setShowFilters((s) => !s)}
      >
        {showFilters ? 'Hide filters' : 'Show filters'}
      </button>
      <div id="boat-filters" className={`filters-panel ${showFilters ? 'is-open' : ''}`}>
        {children}
      </div>
    </>
  );
}
