// The parts of a place's editor that differ between a stop and a pick-up point, and its position on the map.
import { ACTIVITY_TYPES, type Activity, type LatLng, type PickUpLocation } from '../../domain/catalogue';
import { LazyIslandMap } from '../map';
import { CATALOGUE_TEXT as T } from './catalogueMessages';
import { Control } from './catalogueParts';

type Errors = Record<string, string>;

/** What only a stop has: its words, kind and the minutes spent there at each pace. */
export function StopFields({
  stop,
  errors,
  set,
}: {
  stop: Activity;
  errors: Errors;
  set: (patch: Partial<Activity>) => void;
}) {
  return (
    <>
      <Control label={T.subTitle}>
        {(id) => <input id={id} value={stop.subTitle} onChange={(e) => set({ subTitle: e.target.value })} />}
      </Control>
      <Control label={T.description}>
        {(id) => (
          <textarea id={id} rows={4} value={stop.description} onChange={(e) => set({ description: e.target.value })} />
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
  );
}

/** What only a pick-up point has: its kind and how guests find the boat there. */
export function PickUpFields({
  pickUp,
  set,
}: {
  pickUp: PickUpLocation;
  set: (patch: Partial<PickUpLocation>) => void;
}) {
  return (
    <>
      <Control label={T.pickUpKind}>
        {(id) => (
          <select id={id} value={pickUp.kind} onChange={(e) => set({ kind: e.target.value as PickUpLocation['kind'] })}>
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
            value={pickUp.instructions}
            onChange={(e) => set({ instructions: e.target.value })}
          />
        )}
      </Control>
    </>
  );
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * The place's position: tapped on the offline map, or typed, to six decimals. A pick-up point's map link follows it.
 */
export function PlacePosition({
  place,
  isStop,
  errors,
  set,
}: {
  place: Activity | PickUpLocation;
  isStop: boolean;
  errors: Errors;
  set: (patch: Partial<Activity> | Partial<PickUpLocation>) => void;
}) {
  const point = isStop ? (place as Activity).geolocation : (place as PickUpLocation).coordinates;
  const path = isStop ? 'geolocation' : 'coordinates';
  const moveTo = (at: LatLng) => {
    const rounded = { lat: round6(at.lat), lng: round6(at.lng) };
    set(
      isStop
        ? { geolocation: rounded }
        : { coordinates: rounded, link: `https://www.google.com/maps?q=${rounded.lat},${rounded.lng}` },
    );
  };
  return (
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
            type: isStop ? 'activity' : 'dock',
          },
        ]}
        center={point}
        zoom={13}
        height={280}
        onPick={moveTo}
      />
      <div className="operator-row">
        <Control label={T.latitude} error={errors[path] ?? errors[`${path}.lat`]}>
          {(id, d) => (
            <input
              id={id}
              aria-describedby={d}
              aria-invalid={errors[path] ? true : undefined}
              type="number"
              step="0.000001"
              value={point.lat}
              onChange={(e) => moveTo({ lat: Number(e.target.value), lng: point.lng })}
            />
          )}
        </Control>
        <Control label={T.longitude} error={errors[`${path}.lng`]}>
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
  );
}

/** Ticks for the regions (or pick-up points) a place belongs to; `chosen` holds their ids. */
export function ChoiceList({
  legend,
  options,
  chosen: ids,
  onChange,
}: {
  legend: string;
  options: { _id: string; name: string }[];
  chosen: string[];
  onChange: (ids: string[]) => void;
}) {
  const tick = (id: string, on: boolean) =>
    onChange(on ? [...ids.filter((x) => x !== id), id] : ids.filter((x) => x !== id));
  return (
    <fieldset className="catalogue-section catalogue-choices">
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o._id} className="operator-choice">
          <input type="checkbox" checked={ids.includes(o._id)} onChange={(e) => tick(o._id, e.target.checked)} />{' '}
          {o.name}
        </label>
      ))}
    </fieldset>
  );
}
