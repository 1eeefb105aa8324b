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
  return (
    <fieldset className="catalogue-section">
      <legend>{label}</legend>
      {errors[path] && <p className="field__error">{errors[path]}</p>}
      {places.map((place, i) => (
        <MapPlaceFields
          key={i}
          place={place}
          i={i}
          errors={errors}
          at={`${path}.${i}`}
          onChange={(patch) => change(i, patch)}
          onRemove={() => onChange(places.filter((_, k) => k !== i))}
        />
      ))}
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

/** A new title; a place added here takes its id from its first name, a stored place keeps its own. */
function renamed(place: MapLocationItem, title: string, i: number): Partial<MapLocationItem> {
  const idFollowsTitle =
    place._id.startsWith('place-new-') || place._id === `place-${urlTitleOf(place.locationMarkerTitle)}`;
  return {
    locationMarkerTitle: title,
    ...(idFollowsTitle ? { _id: `place-${urlTitleOf(title) || `new-${i + 1}`}` } : {}),
  };
}

/** One place: `at` is its path in the API's messages, `i` numbers it. */
function MapPlaceFields({
  place,
  i,
  errors,
  at,
  onChange: change,
  onRemove,
}: {
  place: MapLocationItem;
  i: number;
  errors: Record<string, string>;
  at: string;
  onChange: (patch: Partial<MapLocationItem>) => void;
  onRemove: () => void;
}) {
  const name = place.locationMarkerTitle || P.mapPlace(i + 1);
  const text = (key: 'locationMarkerTitle' | 'locationImage' | 'mapLink', label: string) => (
    <Control label={label} error={errors[`${at}.${key}`]}>
      {(id, d) => (
        <input id={id} aria-describedby={d} value={place[key]} onChange={(e) => change({ [key]: e.target.value })} />
      )}
    </Control>
  );
  return (
    <fieldset className="catalogue-subsection">
      <legend>{P.mapPlace(i + 1)}</legend>
      <Control label={P.markerTitle} error={errors[`${at}.locationMarkerTitle`]}>
        {(id, d) => (
          <input
            id={id}
            aria-describedby={d}
            value={place.locationMarkerTitle}
            onChange={(e) => change(renamed(place, e.target.value, i))}
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
            onChange={(e) => change({ locationDescription: e.target.value })}
          />
        )}
      </Control>
      {text('locationImage', P.image)}
      <Control label={P.placeIcon} error={errors[`${at}.locationCustomIcon`]}>
        {(id, d) => (
          <select
            id={id}
            aria-describedby={d}
            value={place.locationCustomIcon}
            onChange={(e) => change({ locationCustomIcon: e.target.value as MapLocationItem['locationCustomIcon'] })}
          >
            {PLACE_TYPES.map((t) => (
              <option key={t} value={t}>
                {P.placeTypes[t] ?? t}
              </option>
            ))}
          </select>
        )}
      </Control>
      <PositionRow
        link={place.locationLink}
        error={errors[`${at}.locationLink`]}
        onChange={(locationLink) => change({ locationLink })}
      />
      {text('mapLink', P.mapLink)}
      <button type="button" className="button button--ghost" onClick={onRemove}>
        {P.removePlace(name)}
      </button>
    </fieldset>
  );
}

/** The place's 'lat,lng' text typed as two numbers; its message goes under the latitude. */
function PositionRow({
  link,
  error,
  onChange,
}: {
  link: string;
  error: string | undefined;
  onChange: (link: string) => void;
}) {
  const position = positionOf(link);
  return (
    <div className="operator-row">
      {(['lat', 'lng'] as const).map((k) => (
        <Control key={k} label={k === 'lat' ? P.latitude : P.longitude} error={k === 'lat' ? error : undefined}>
          {(id, d) => (
            <input
              id={id}
              aria-describedby={d}
              type="number"
              step="0.000001"
              inputMode="decimal"
              value={position[k]}
              onChange={(e) =>
                onChange(k === 'lat' ? `${e.target.value},${position.lng}` : `${position.lat},${e.target.value}`)
              }
            />
          )}
        </Control>
      ))}
    </div>
  );
}
