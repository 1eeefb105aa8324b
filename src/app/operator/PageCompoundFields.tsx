// The kinds of a page's field drawn as more than one control: ticks, a position, a phone number, a pick-up point.
import type { LatLng } from '../../domain/catalogue';
import { PhoneInput } from '../ui/PhoneInput';
import { PAGES_TEXT as P } from './cataloguePagesMessages';
import { Check, Control } from './catalogueParts';
import type { FieldProps } from './pageFieldProps';

/** Ticks for a list of ids (the stops of an itinerary, the regions of a page, …). */
export function ChecksField({
  field: { key, label },
  value,
  error,
  set,
  options,
}: FieldProps & { options: Array<[id: string, name: string]> }) {
  const ids = value as string[];
  return (
    <fieldset className="catalogue-section catalogue-choices">
      <legend>{label}</legend>
      {error && <p className="field__error">{error}</p>}
      {options.map(([id, name]) => (
        <Check
          key={id}
          label={name}
          checked={ids.includes(id)}
          onChange={(on) => set({ [key]: on ? [...ids.filter((x) => x !== id), id] : ids.filter((x) => x !== id) })}
        />
      ))}
    </fieldset>
  );
}

/** A position typed as latitude and longitude; the whole point's message goes under the latitude. */
export function LatLngField({ field: { key }, value, error, errors, set }: FieldProps) {
  const point = value as LatLng;
  return (
    <div className="operator-row">
      {(['lat', 'lng'] as const).map((k) => (
        <Control
          key={k}
          label={k === 'lat' ? P.latitude : P.longitude}
          error={errors[`${key}.${k}`] ?? (k === 'lat' ? error : undefined)}
        >
          {(id, d) => (
            <input
              id={id}
              aria-describedby={d}
              type="number"
              step="0.000001"
              inputMode="decimal"
              value={Number.isFinite(point[k]) ? point[k] : ''}
              onChange={(e) => set({ [key]: { ...point, [k]: Number(e.target.value) } })}
            />
          )}
        </Control>
      ))}
    </div>
  );
}

/** The one phone field: a country picker and one E.164 number, never a country code twice. */
export function PhoneField({ field: { key, label }, value, error, set, choices }: FieldProps) {
  return (
    <div className="catalogue-field">
      <PhoneInput
        label={label}
        required={false}
        defaultCountry={choices.countryCode}
        touched
        error={error}
        value={String(value ?? '')}
        onChange={(phone) => set({ [key]: phone })}
      />
    </div>
  );
}

/** A pick-up point chosen by name; the document keeps its id and position. */
export function PickUpField({ field: { key, label }, value, error, errors, set, choices }: FieldProps) {
  const ref = value as { _id: string; coordinates: LatLng };
  return (
    <Control label={label} error={error ?? errors[`${key}._id`]}>
      {(id, d) => (
        <select
          id={id}
          aria-describedby={d}
          aria-invalid={error ? true : undefined}
          value={ref._id}
          onChange={(e) => {
            const p = choices.pickUps.find((x) => x._id === e.target.value);
            if (p) set({ [key]: { _id: p._id, coordinates: p.coordinates } });
          }}
        >
          {choices.pickUps.map((p) => (
            <option key={p._id} value={p._id}>
              {p.name}
            </option>
          ))}
        </select>
      )}
    </Control>
  );
}
