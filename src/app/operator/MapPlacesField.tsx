// The places of one map category: each a marker with its name, description, picture, icon and position. The position is
// stored as the map's 'lat,lng' text; the office types it as two numbers.
import { PLACE_TYPES, type MapLocationItem, urlTitleOf } from '../../domain/catalogue';
import { PAGES_TEXT as P } from './cataloguePagesMessages';
import { Control } from './catalogueParts';

const positionOf = (link: string) => {
  const [lat = '', lng = ''] = link.split(',');
  return { lat: lat.trim(), lng: lng.trim() };
};

const blankPlace = (n: number, near: string): MapLocationItem => ({
  _id: `place-new-${n}`,
  locationLink: near,
  locationMarkerTitle: '',
  locationDescription: '',
  locationImage: '',
  locationCustomIcon: 'STAR',
  locationBannerLinks: [],
  mapLink: '',
});

export function MapPlacesField({
  places,
  errors,
  path,
  label,
  onChange,
}: {
  places: MapLocationItem[];
  errors: Record<string, string>;
  path: string;
  label: string;
  onChange: (places: MapLocationItem[]) => void;
}) {
  const change = (i: number, patch: Partial<MapLocationItem>) =>
    onChange(places.map((p, k) => (k === i ? { ...p, ...patch } : p)));
  const text = (i: number, key: 'locationMarkerTitle' | 'locationImage' | 'mapLink', name: string) => (
    <Control label={name} error={errors[`${path}.${i}.${key}`]}>
      {(id, d) => (
        <input
          id={id}
          aria-describedby={d}
          value={places[i]![key]}
          onChange={(e) => change(i, { [key]: e.target.value })}
        />
      )}
    </Control>
  );
  return (
    <fieldset className="catalogue-section">
      <legend>{label}</legend>
      {errors[path] && <p className="field__error">{errors[path]}</p>}
      {places.map((place, i) => {
        const at = `${path}.${i}`;
        const position = positionOf(place.locationLink);
        const name = place.locationMarkerTitle || P.mapPlace(i + 1);
        return (
          <fieldset key={i} className="catalogue-subsection">
            <legend>{P.mapPlace(i + 1)}</legend>
            <Control label={P.markerTitle} error={errors[`${at}.locationMarkerTitle`]}>
              {(id, d) => (
                <input
                  id={id}
                  aria-describedby={d}
                  value={place.locationMarkerTitle}
                  onChange={(e) =>
                    change(i, {
                      locationMarkerTitle: e.target.value,
                      // A place added here takes its id from its first name; a stored place keeps its own.
                      ...(place._id.startsWith('place-new-') ||
                      place._id === `place-${urlTitleOf(place.locationMarkerTitle)}`
                        ? { _id: `place-${urlTitleOf(e.target.value) || `new-${i + 1}`}` }
                        : {}),
                    })
                  }
                />
              )}
            </Control>
            <Control label={P.placeDescription} error={errors[`${at}.locationDescription`]}>
              {(id, d) => (
                <textarea
                  id={id}
                  aria-describedby={d}
                  rows={2}
                  value={place.locationDescription}
                  onChange={(e) => change(i, { locationDescription: e.target.value })}
                />
              )}
            </Control>
            {text(i, 'locationImage', P.image)}
            <Control label={P.placeIcon} error={errors[`${at}.locationCustomIcon`]}>
              {(id, d) => (
                <select
                  id={id}
                  aria-describedby={d}
                  value={place.locationCustomIcon}
                  onChange={(e) =>
                    change(i, { locationCustomIcon: e.target.value as MapLocationItem['locationCustomIcon'] })
                  }
                >
                  {PLACE_TYPES.map((t) => (
                    <option key={t} value={t}>
                      {P.placeTypes[t] ?? t}
                    </option>
                  ))}
                </select>
              )}
            </Control>
            <div className="operator-row">
              {(['lat', 'lng'] as const).map((k) => (
                <Control
                  key={k}
                  label={k === 'lat' ? P.latitude : P.longitude}
                  error={k === 'lat' ? errors[`${at}.locationLink`] : undefined}
                >
                  {(id, d) => (
                    <input
                      id={id}
                      aria-describedby={d}
                      type="number"
                      step="0.000001"
                      inputMode="decimal"
                      value={position[k]}
                      onChange={(e) =>
                        change(i, {
                          locationLink:
                            k === 'lat' ? `${e.target.value},${position.lng}` : `${position.lat},${e.target.value}`,
                        })
                      }
                    />
                  )}
                </Control>
              ))}
            </div>
            {text(i, 'mapLink', P.mapLink)}
            <button
              type="button"
              className="button button--ghost"
              onClick={() => onChange(places.filter((_, k) => k !== i))}
            >
              {P.removePlace(name)}
            </button>
          </fieldset>
        );
      })}
      <button
        type="button"
        className="button button--ghost"
        onClick={() => onChange([...places, blankPlace(places.length + 1, places.at(-1)?.locationLink ?? '')])}
      >
        {P.addPlace}
      </button>
    </fieldset>
  );
}
