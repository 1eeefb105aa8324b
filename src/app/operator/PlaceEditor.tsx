// A stop (activity) or a pick-up point of the catalogue: its words, price, time at the stop and where it is, placed
// by a tap on the offline map (or typed, by keyboard). The API checks that a boat can reach it: a stop on land, or a
// pick-up far from the water, is refused with why, next to the position.
import {
  ACTIVITY_TYPES,
  type Activity,
  type LatLng,
  type PickUpLocation,
  type Region,
  urlTitleOf,
  type CatalogueEntry,
} from '../../domain/catalogue';
import { centsOfTypedDollars, typedDollarsOf } from '../../domain/texts';
import { LazyIslandMap } from '../map';
import { saveCatalogueDoc } from './catalogueApi';
import { CATALOGUE_TEXT as T } from './catalogueMessages';
import { Control, EditorForm, useCatalogueDoc } from './catalogueParts';
import { PhotoField } from './PhotoField';

export type PlaceList = 'activities' | 'pickUpLocations';
type Place = Activity | PickUpLocation;

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

function newPlace(list: PlaceList, countryId: string, at: LatLng): Place {
  const common = { _id: '', countryId, regionIds: [], name: '', image: '', price: 0 };
  return list === 'activities'
    ? {
        ...common,
        activityId: '',
        subTitle: '',
        description: '',
        geolocation: at,
        type: 'Activity',
        adventure: null,
        stopMinutes: { relaxed: 60, standard: 45 },
        suitablePickUpIds: [],
      }
    : { ...common, pickupId: '', kind: 'DOCK', link: '', coordinates: at, instructions: '' };
}

export function PlaceEditor({
  list,
  entry,
  regions,
  pickUps,
  center,
  zone,
  onSaved,
  onBack,
}: {
  list: PlaceList;
  entry: CatalogueEntry | null;
  regions: Region[];
  pickUps: PickUpLocation[];
  center: LatLng;
  zone: string;
  onSaved: () => void;
  onBack: () => void;
}) {
  const editor = useCatalogueDoc<Place>(
    list,
    entry,
    () => newPlace(list, regions[0]?.countryId ?? '', center),
    onSaved,
    (place, version) => {
      const key = urlTitleOf(place.name);
      const prefix = list === 'activities' ? 'act' : 'pul';
      const doc =
        version === 0
          ? {
              ...place,
              _id: `${prefix}-${key}`,
              ...(list === 'activities' ? { activityId: `${prefix}-${key}` } : { pickupId: `${prefix}-${key}` }),
            }
          : place;
      return saveCatalogueDoc(list, doc._id, doc, version);
    },
  );
  const { doc: place, errors } = editor;
  const stop = list === 'activities' ? (place as Activity) : null;
  const point = stop ? stop.geolocation : (place as PickUpLocation).coordinates;
  const pointPath = stop ? 'geolocation' : 'coordinates';
  const set = (patch: Partial<Activity> | Partial<PickUpLocation>) =>
    editor.setDoc((p) => ({ ...p, ...patch }) as Place);
  const moveTo = (at: LatLng) => {
    const rounded = { lat: round6(at.lat), lng: round6(at.lng) };
    set(
      stop
        ? { geolocation: rounded }
        : { coordinates: rounded, link: `https://www.google.com/maps?q=${rounded.lat},${rounded.lng}` },
    );
  };

  const toggle = (ids: string[], id: string, on: boolean) =>
    on ? [...ids.filter((x) => x !== id), id] : ids.filter((x) => x !== id);

  return (
    <EditorForm
      editor={editor}
      title={place.name || (stop ? T.addStop : T.addPickUp)}
      back={onBack}
      zone={zone}
      fixFields={T.fixPlace}
    >
      <Control label={T.name} error={errors.name}>
        {(id, d) => (
          <input
            id={id}
            aria-describedby={d}
            aria-invalid={errors.name ? true : undefined}
            value={place.name}
            onChange={(e) => set({ name: e.target.value })}
          />
        )}
      </Control>
      {stop && (
        <>
          <Control label={T.subTitle}>
            {(id) => <input id={id} value={stop.subTitle} onChange={(e) => set({ subTitle: e.target.value })} />}
          </Control>
          <Control label={T.description}>
            {(id) => (
              <textarea
                id={id}
                rows={4}
                value={stop.description}
                onChange={(e) => set({ description: e.target.value })}
              />
            )}
          </Control>
          <div className="operator-row">
            <Control label={T.stopType}>
              {(id) => (
                <select id={id} value={stop.type} onChange={(e) => set({ type: e.target.value as Activity['type'] })}>
                  {ACTIVITY_TYPES.map((t) => (
                    <option key={t} value={t}>
                      {t}
                    </option>
                  ))}
                </select>
              )}
            </Control>
            <Control label={T.relaxedMinutes} error={errors['stopMinutes.relaxed']}>
              {(id, d) => (
                <input
                  id={id}
                  aria-describedby={d}
                  type="number"
                  min="0"
                  value={stop.stopMinutes.relaxed}
                  onChange={(e) => set({ stopMinutes: { ...stop.stopMinutes, relaxed: Number(e.target.value) } })}
                />
              )}
            </Control>
            <Control label={T.standardMinutes} error={errors['stopMinutes.standard']}>
              {(id, d) => (
                <input
                  id={id}
                  aria-describedby={d}
                  type="number"
                  min="0"
                  value={stop.stopMinutes.standard}
                  onChange={(e) => set({ stopMinutes: { ...stop.stopMinutes, standard: Number(e.target.value) } })}
                />
              )}
            </Control>
          </div>
        </>
      )}
      {!stop && (
        <>
          <Control label={T.pickUpKind}>
            {(id) => (
              <select
                id={id}
                value={(place as PickUpLocation).kind}
                onChange={(e) => set({ kind: e.target.value as PickUpLocation['kind'] })}
              >
                {(['MARINA', 'DOCK', 'CRUISE_TERMINAL', 'BEACH'] as const).map((k) => (
                  <option key={k} value={k}>
                    {T.pickUpKinds[k]}
                  </option>
                ))}
              </select>
            )}
          </Control>
          <Control label={T.instructions}>
            {(id) => (
              <textarea
                id={id}
                rows={3}
                value={(place as PickUpLocation).instructions}
                onChange={(e) => set({ instructions: e.target.value })}
              />
            )}
          </Control>
        </>
      )}
      <div className="operator-row">
        <Control label={T.price} error={errors.price}>
          {(id, d) => (
            <input
              id={id}
              aria-describedby={d}
              type="number"
              min="0"
              step="0.01"
              value={typedDollarsOf(place.price)}
              onChange={(e) => set({ price: centsOfTypedDollars(e.target.value) })}
            />
          )}
        </Control>
      </div>
      <PhotoField label={T.mainImage} value={place.image} error={errors.image} onChange={(image) => set({ image })} />
      <fieldset className="catalogue-section catalogue-choices">
        <legend>{T.regions}</legend>
        {regions.map((r) => (
          <label key={r._id} className="operator-choice">
            <input
              type="checkbox"
              checked={place.regionIds.includes(r._id)}
              onChange={(e) => set({ regionIds: toggle(place.regionIds, r._id, e.target.checked) })}
            />{' '}
            {r.name}
          </label>
        ))}
      </fieldset>
      {stop && (
        <fieldset className="catalogue-section catalogue-choices">
          <legend>{T.reachedFrom}</legend>
          {pickUps.map((p) => (
            <label key={p._id} className="operator-choice">
              <input
                type="checkbox"
                checked={stop.suitablePickUpIds.includes(p._id)}
                onChange={(e) => set({ suitablePickUpIds: toggle(stop.suitablePickUpIds, p._id, e.target.checked) })}
              />{' '}
              {p.name}
            </label>
          ))}
        </fieldset>
      )}
      <fieldset className="catalogue-section">
        <legend>{T.position}</legend>
        <p className="operator-muted">{T.tapToPlace}</p>
        <LazyIslandMap
          points={[
            {
              id: 'here',
              lat: point.lat,
              lng: point.lng,
              title: place.name || T.position,
              type: stop ? 'activity' : 'dock',
            },
          ]}
          center={point}
          zoom={13}
          height={280}
          onPick={moveTo}
        />
        <div className="operator-row">
          <Control label={T.latitude} error={errors[pointPath] ?? errors[`${pointPath}.lat`]}>
            {(id, d) => (
              <input
                id={id}
                aria-describedby={d}
                aria-invalid={errors[pointPath] ? true : undefined}
                type="number"
                step="0.000001"
                value={point.lat}
                onChange={(e) => moveTo({ lat: Number(e.target.value), lng: point.lng })}
              />
            )}
          </Control>
          <Control label={T.longitude} error={errors[`${pointPath}.lng`]}>
            {(id, d) => (
              <input
                id={id}
                aria-describedby={d}
                type="number"
                step="0.000001"
                value={point.lng}
                onChange={(e) => moveTo({ lat: point.lat, lng: Number(e.target.value) })}
              />
            )}
          </Control>
        </div>
      </fieldset>
    </EditorForm>
  );
}
