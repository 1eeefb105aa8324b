// The boat's name, address, description, limits and what it sells.
import { type Boat, urlTitleOf } from '../../domain/catalogue';
import { type BoatFieldsProps, toggle } from './boatFields';
import { CATALOGUE_TEXT as T } from './catalogueMessages';
import { Check, Control } from './catalogueParts';

export function BoatBasics({ boat, set, errors }: BoatFieldsProps) {
  return (
    <fieldset className="catalogue-section">
      <legend>{T.basics}</legend>
      <Control label={T.name} error={errors.name}>
        {(id, d) => (
          <input
            id={id}
            aria-describedby={d}
            aria-invalid={errors.name ? true : undefined}
            required
            value={boat.name}
            maxLength={200}
            onChange={(e) => set({ name: e.target.value })}
          />
        )}
      </Control>
      <Control label={T.urlTitle} hint={T.urlTitleHint} error={errors.urlTitle}>
        {(id, d) => (
          <input
            id={id}
            aria-describedby={d}
            aria-invalid={errors.urlTitle ? true : undefined}
            value={boat.urlTitle}
            placeholder={urlTitleOf(boat.name)}
            onChange={(e) => set({ urlTitle: e.target.value })}
          />
        )}
      </Control>
      <Control label={T.description} error={errors.description}>
        {(id, d) => (
          <textarea
            id={id}
            aria-describedby={d}
            rows={4}
            value={boat.description}
            onChange={(e) => set({ description: e.target.value })}
          />
        )}
      </Control>
      <BoatLimits boat={boat} set={set} errors={errors} />
      <fieldset className="operator-field">
        <legend>{T.sells}</legend>
        <Check
          label={T.dayCharters}
          checked={boat.access.includes('primary')}
          onChange={(on) => set({ access: toggle(boat.access, 'primary', on, (a) => a === 'primary') })}
        />
        <Check
          label={T.bioBayBoat}
          checked={boat.access.includes('bioBayAccess')}
          onChange={(on) => set({ access: toggle(boat.access, 'bioBayAccess', on, (a) => a === 'bioBayAccess') })}
        />
        {errors.access && <p className="field__error">{errors.access}</p>}
      </fieldset>
    </fieldset>
  );
}

/** The boat's numbers: how many guests, how many hours, how fast, and its rating. */
function BoatLimits({ boat, set, errors }: BoatFieldsProps) {
  return (
    <div className="operator-row">
      {(
        [
          ['maxGuests', T.maxGuests],
          ['overGuests', T.overGuests],
          ['maxHours', T.maxHours],
          ['cruisingSpeedKnots', T.speed],
          ['rating', T.rating],
        ] as const
      ).map(([key, label]) => (
        <Control key={key} label={label} error={errors[key]}>
          {(id, d) => (
            <input
              id={id}
              aria-describedby={d}
              aria-invalid={errors[key] ? true : undefined}
              type="number"
              inputMode="decimal"
              step="any"
              value={Number.isFinite(boat[key]) ? boat[key] : ''}
              onChange={(e) => set({ [key]: Number(e.target.value) } as Partial<Boat>)}
            />
          )}
        </Control>
      ))}
    </div>
  );
}
