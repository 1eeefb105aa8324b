// Boats ticked on the boats page to compare: a tick on each card, and the bar that opens the comparison.
import { Link } from 'wouter';
import type { Boat } from '../../../domain/catalogue';
import { useCountryPath } from '../../country';

export const MAX_COMPARED = 3;

/** A card's tick; once MAX_COMPARED are ticked, the others wait. */
export function CompareToggle({
  boat,
  compared,
  disabled,
  onToggle,
}: {
  boat: Boat;
  compared: string[];
  disabled: boolean;
  onToggle: () => void;
}) {
  return (
    <label className="checkbox compare-toggle">
      <input
        type="checkbox"
        checked={compared.includes(boat._id)}
        disabled={disabled || (!compared.includes(boat._id) && compared.length >= MAX_COMPARED)}
        onChange={onToggle}
      />
      <span>
        Compare<span className="visually-hidden"> {boat.name}</span>
      </span>
    </label>
  );
}

export function CompareBar({ compared, onClear }: { compared: string[]; onClear: () => void }) {
  const to = useCountryPath();
  return (
    <div className="compare-bar" role="region" aria-label="Boats to compare">
      <div className="container compare-bar__inner">
        <span>{`${compared.length} of ${MAX_COMPARED} boats selected`}</span>
        <div className="button-row">
          <button type="button" className="button button--ghost" onClick={onClear}>
            Clear
          </button>
          <Link
            href={`${to('compare-boats')}?ids=${compared.map(encodeURIComponent).join(',')}`}
            className="button button--accent"
          >
            Compare boats
          </Link>
        </div>
      </div>
    </div>
  );
}
