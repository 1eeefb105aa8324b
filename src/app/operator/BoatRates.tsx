// The boat's rates beyond the base hours, and the late-morning fee.
import { PRICING_VALUES, type PricingEntry } from '../../domain/catalogue';
import { centsOfTypedDollars, typedDollarsOf } from '../../domain/texts';
import type { BoatFieldsProps } from './boatFields';
import { CATALOGUE_TEXT as T } from './catalogueMessages';
import { Control } from './catalogueParts';

export function BoatRates({ boat, set, errors }: BoatFieldsProps) {
  const setRate = (i: number, patch: Partial<PricingEntry>) =>
    set({ pricing: boat.pricing.map((p, k) => (k === i ? { ...p, ...patch } : p)) });
  return (
    <fieldset className="catalogue-section">
      <legend>{T.rates}</legend>
      {errors.pricing && <p className="field__error">{errors.pricing}</p>}
      {boat.pricing.map((p, i) => (
        <RateRow
          key={i}
          rate={p}
          errorOf={(field) => errors[`pricing.${i}.${field}`]}
          onChange={(patch) => setRate(i, patch)}
          onRemove={() => set({ pricing: boat.pricing.filter((_, k) => k !== i) })}
        />
      ))}
      <button
        type="button"
        className="button button--ghost"
        onClick={() => set({ pricing: [...boat.pricing, { value: 'EACH_ADDITIONAL_GUEST', price: 0 }] })}
      >
        {T.addRate}
      </button>
      <div className="operator-row">
        <Control
          label={T.lateMorningTimes}
          error={
            errors.lateMorningTimes ?? Object.entries(errors).find(([k]) => k.startsWith('lateMorningTimes.'))?.[1]
          }
        >
          {(id, d) => (
            <input
              id={id}
              aria-describedby={d}
              value={boat.lateMorningTimes.join(', ')}
              onChange={(e) =>
                set({
                  lateMorningTimes: e.target.value
                    .split(',')
                    .map((s) => s.trim())
                    .filter(Boolean),
                })
              }
            />
          )}
        </Control>
        <Control label={T.lateMorningFee} error={errors.lateMorningFee}>
          {(id, d) => (
            <input
              id={id}
              aria-describedby={d}
              type="number"
              min="0"
              step="0.01"
              value={typedDollarsOf(boat.lateMorningFee)}
              onChange={(e) => set({ lateMorningFee: centsOfTypedDollars(e.target.value) })}
            />
          )}
        </Control>
      </div>
    </fieldset>
  );
}

/** One rate: what it charges for, its price, and for extra guests the party sizes it covers. */
function RateRow({
  rate: p,
  errorOf,
  onChange,
  onRemove,
}: {
  rate: PricingEntry;
  errorOf: (field: string) => string | undefined;
  onChange: (patch: Partial<PricingEntry>) => void;
  onRemove: () => void;
}) {
  return (
    <div className="operator-row catalogue-rate">
      <Control label={T.rate} error={errorOf('value')}>
        {(id) => (
          <select
            id={id}
            value={p.value}
            onChange={(e) => onChange({ value: e.target.value as PricingEntry['value'] })}
          >
            {PRICING_VALUES.map((v) => (
              <option key={v} value={v}>
                {T.pricingValues[v]}
              </option>
            ))}
          </select>
        )}
      </Control>
      <Control label={T.price} error={errorOf('price')}>
        {(id, d) => (
          <input
            id={id}
            aria-describedby={d}
            type="number"
            min="0"
            step="0.01"
            inputMode="decimal"
            value={typedDollarsOf(p.price)}
            onChange={(e) => onChange({ price: centsOfTypedDollars(e.target.value) })}
          />
        )}
      </Control>
      {p.value === 'EACH_ADDITIONAL_GUEST' &&
        (['from', 'to'] as const).map((k) => (
          <Control key={k} label={T[k]} error={errorOf(k)}>
            {(id, d) => (
              <input
                id={id}
                aria-describedby={d}
                type="number"
                min="1"
                inputMode="numeric"
                value={p[k] ?? ''}
                onChange={(e) => onChange({ [k]: e.target.value === '' ? undefined : Number(e.target.value) })}
              />
            )}
          </Control>
        ))}
      <button type="button" className="button button--ghost" onClick={onRemove}>
        {T.removeRate(T.pricingValues[p.value] ?? p.value)}
      </button>
    </div>
  );
}
