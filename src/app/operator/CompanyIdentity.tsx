// Who and where the company is: the country's name, main island, the home page's lead and picture, and, while the
// company is being set up (never after: booking references and every time depend on them), its code and time zone.
import { type Country, DEFAULT_COUNTRY } from '../../domain/catalogue';
import { PAGES_TEXT as P } from './cataloguePagesMessages';
import { Control } from './catalogueParts';
import { PhotoField } from './PhotoField';

// Empty text is NaN: the API then names the field instead of saving a made-up point.
const coordinate = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const shown = (n: number) => (Number.isFinite(n) ? String(n) : '');

export function CompanyIdentity({
  country,
  isNew,
  errors,
  set,
}: {
  country: Country;
  isNew: boolean;
  errors: Record<string, string>;
  set: (patch: Partial<Country>) => void;
}) {
  const text = (key: 'name' | 'mainIsland', label: string) => (
    <Control label={label} error={errors[key]}>
      {(id, d) => (
        <input
          id={id}
          aria-describedby={d}
          aria-invalid={errors[key] ? true : undefined}
          value={country[key]}
          onChange={(e) => set({ [key]: e.target.value })}
        />
      )}
    </Control>
  );
  const zones = isNew ? Intl.supportedValuesOf('timeZone') : [];
  return (
    <fieldset className="catalogue-section">
      <legend>{P.identity}</legend>
      {errors.urlTitle ? (
        <p className="field__error">{errors.urlTitle}</p>
      ) : (
        <p className="operator-muted">{P.siteAddress(`/${country.urlTitle || DEFAULT_COUNTRY}`)}</p>
      )}
      {text('name', P.countryName)}
      {isNew && (
        <>
          <Control label={P.countryCode} error={errors.code} hint={P.countryCodeHint}>
            {(id, d) => (
              <input
                id={id}
                aria-describedby={d}
                aria-invalid={errors.code ? true : undefined}
                value={country.code}
                maxLength={2}
                autoCapitalize="characters"
                onChange={(e) => set({ code: e.target.value.toUpperCase() })}
              />
            )}
          </Control>
          <Control label={P.timezone} error={errors.timezone} hint={P.timezoneHint}>
            {(id, d) => (
              <select
                id={id}
                aria-describedby={d}
                aria-invalid={errors.timezone ? true : undefined}
                value={country.timezone}
                onChange={(e) => set({ timezone: e.target.value })}
              >
                <option value="">{P.chooseZone}</option>
                {zones.map((zone) => (
                  <option key={zone} value={zone}>
                    {zone}
                  </option>
                ))}
              </select>
            )}
          </Control>
        </>
      )}
      {text('mainIsland', P.mainIsland)}
      <div className="operator-row">
        <Control label={P.mapLatitude} error={errors['mapCenter.lat'] ?? errors.mapCenter}>
          {(id, d) => (
            <input
              id={id}
              aria-describedby={d}
              type="number"
              step="0.000001"
              inputMode="decimal"
              value={shown(country.mapCenter.lat)}
              onChange={(e) => set({ mapCenter: { ...country.mapCenter, lat: coordinate(e.target.value) } })}
            />
          )}
        </Control>
        <Control label={P.mapLongitude} error={errors['mapCenter.lng']}>
          {(id, d) => (
            <input
              id={id}
              aria-describedby={d}
              type="number"
              step="0.000001"
              inputMode="decimal"
              value={shown(country.mapCenter.lng)}
              onChange={(e) => set({ mapCenter: { ...country.mapCenter, lng: coordinate(e.target.value) } })}
            />
          )}
        </Control>
      </div>
      <Control label={P.description} error={errors.description} hint={P.descriptionHint}>
        {(id, d) => (
          <textarea
            id={id}
            aria-describedby={d}
            rows={3}
            value={country.description}
            onChange={(e) => set({ description: e.target.value })}
          />
        )}
      </Control>
      <PhotoField
        label={P.heroImage}
        value={country.heroImage}
        error={errors.heroImage}
        onChange={(heroImage) => set({ heroImage })}
      />
    </fieldset>
  );
}
