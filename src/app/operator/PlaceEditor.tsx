// A stop (activity) or a pick-up point of the catalogue: its words, price, time at the stop and where it is, placed
// by a tap on the offline map (or typed, by keyboard). The API checks that a boat can reach it: a stop on land, or a
// pick-up far from the water, is refused with why, next to the position.
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ACTIVITY_TYPES, type Activity, type LatLng, type PickUpLocation, type Region } from '../../domain/catalogue';
import { urlTitleOf, type CatalogueEntry } from '../../domain/catalogueEdits';
import { LazyIslandMap } from '../map/LazyIslandMap';
import { BusyButton } from '../ui/BusyButton';
import { fieldErrorsOf, saveCatalogueDoc } from './catalogueApi';
import { focusRefusal } from './BoatEditor';
import { CATALOGUE_TEXT as T } from './catalogueMessages';
import { problemOf } from './operatorApi';
import { PhotoField } from './PhotoField';

export type PlaceList = 'activities' | 'pickUpLocations';
type Place = Activity | PickUpLocation;

const dollars = (cents: number) => (Number.isFinite(cents) ? String(cents / 100) : '');
const cents = (text: string) => (text.trim() === '' ? Number.NaN : Math.round(Number(text) * 100));
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

export function newPlace(list: PlaceList, countryId: string, at: LatLng): Place {
  const common = { _id: '', countryId, regionIds: [], name: '', image: '', price: 0 };
  return list === 'activities'
    ? { ...common, activityId: '', subTitle: '', description: '', geolocation: at, type: 'Activity', adventure: null, stopMinutes: { relaxed: 60, standard: 45 }, suitablePickUpIds: [] }
    : { ...common, pickupId: '', kind: 'DOCK', link: '', coordinates: at, instructions: '' };
}

function Control({ label, error, children }: { label: string; error?: string; children: (id: string, describedBy?: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="operator-field catalogue-field">
      <label htmlFor={id}>{label}</label>
      {children(id, error ? `${id}-e` : undefined)}
      {error && <p id={`${id}-e`} className="field__error">{error}</p>}
    </div>
  );
}

export function PlaceEditor({ list, entry, regions, pickUps, center, onSaved, onBack }: {
  list: PlaceList; entry: CatalogueEntry | null; regions: Region[]; pickUps: PickUpLocation[]; center: LatLng;
  onSaved: () => void; onBack: () => void;
}) {
  const [place, setPlace] = useState<Place>(() => (entry?.doc as Place | undefined) ?? newPlace(list, regions[0]?.countryId ?? '', center));
  const [version, setVersion] = useState(entry?.version ?? 0);
  const [done, setDone] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const stop = list === 'activities' ? (place as Activity) : null;
  const point = stop ? stop.geolocation : (place as PickUpLocation).coordinates;
  const pointPath = stop ? 'geolocation' : 'coordinates';
  const set = (patch: Partial<Activity> | Partial<PickUpLocation>) => setPlace((p) => ({ ...p, ...patch }) as Place);
  const moveTo = (at: LatLng) => {
    const rounded = { lat: round6(at.lat), lng: round6(at.lng) };
    set(stop ? { geolocation: rounded } : { coordinates: rounded, link: `https://www.google.com/maps?q=${rounded.lat},${rounded.lng}` });
  };

  const save = useMutation({
    mutationFn: () => {
      const key = urlTitleOf(place.name);
      const prefix = stop ? 'act' : 'pul';
      const doc = version === 0
        ? { ...place, _id: `${prefix}-${key}`, ...(stop ? { activityId: `${prefix}-${key}` } : { pickupId: `${prefix}-${key}` }) }
        : place;
      return saveCatalogueDoc(list, doc._id, doc, version);
    },
    onMutate: () => setDone(false),
    onSuccess: (saved) => {
      setPlace(saved.doc as Place);
      setVersion(saved.version);
      setDone(true);
      onSaved();
    },
  });
  const errors = fieldErrorsOf(save.error);
  useEffect(() => focusRefusal(form.current), [save.error]);
  const toggle = (ids: string[], id: string, on: boolean) => (on ? [...ids.filter((x) => x !== id), id] : ids.filter((x) => x !== id));

  return (
    <form ref={form} className="operator-form catalogue-editor" noValidate onSubmit={(e) => { e.preventDefault(); if (!save.isPending) save.mutate(); }}>
      <button type="button" className="button button--ghost catalogue-back" onClick={onBack}>{T.back}</button>
      <h2>{place.name || (stop ? T.addStop : T.addPickUp)}</h2>
      <Control label={T.name} error={errors.name}>{(id, d) => <input id={id} aria-describedby={d} aria-invalid={errors.name ? true : undefined} value={place.name} onChange={(e) => set({ name: e.target.value })} />}</Control>
      {stop && (
        <>
          <Control label={T.subTitle}>{(id) => <input id={id} value={stop.subTitle} onChange={(e) => set({ subTitle: e.target.value })} />}</Control>
          <Control label={T.description}>{(id) => <textarea id={id} rows={4} value={stop.description} onChange={(e) => set({ description: e.target.value })} />}</Control>
          <div className="operator-row">
            <Control label={T.stopType}>{(id) => (
              <select id={id} value={stop.type} onChange={(e) => set({ type: e.target.value as Activity['type'] })}>
                {ACTIVITY_TYPES.map((t) => <option key={t} value={t}>{t}</option>)}
              </select>
            )}</Control>
            <Control label={T.relaxedMinutes} error={errors['stopMinutes.relaxed']}>{(id, d) => <input id={id} aria-describedby={d} type="number" min="0" value={stop.stopMinutes.relaxed} onChange={(e) => set({ stopMinutes: { ...stop.stopMinutes, relaxed: Number(e.target.value) } })} />}</Control>
            <Control label={T.standardMinutes} error={errors['stopMinutes.standard']}>{(id, d) => <input id={id} aria-describedby={d} type="number" min="0" value={stop.stopMinutes.standard} onChange={(e) => set({ stopMinutes: { ...stop.stopMinutes, standard: Number(e.target.value) } })} />}</Control>
          </div>
        </>
      )}
      {!stop && (
        <>
          <Control label={T.pickUpKind}>{(id) => (
            <select id={id} value={(place as PickUpLocation).kind} onChange={(e) => set({ kind: e.target.value as PickUpLocation['kind'] })}>
              {(['MARINA', 'DOCK', 'CRUISE_TERMINAL', 'BEACH'] as const).map((k) => <option key={k} value={k}>{T.pickUpKinds[k]}</option>)}
            </select>
          )}</Control>
          <Control label={T.instructions}>{(id) => <textarea id={id} rows={3} value={(place as PickUpLocation).instructions} onChange={(e) => set({ instructions: e.target.value })} />}</Control>
        </>
      )}
      <div className="operator-row">
        <Control label={T.price} error={errors.price}>{(id, d) => <input id={id} aria-describedby={d} type="number" min="0" step="0.01" value={dollars(place.price)} onChange={(e) => set({ price: cents(e.target.value) })} />}</Control>
      </div>
      <PhotoField label={T.mainImage} value={place.image} error={errors.image} onChange={(image) => set({ image })} />
      <fieldset className="catalogue-section catalogue-choices"><legend>{T.regions}</legend>
        {regions.map((r) => (
          <label key={r._id} className="operator-choice"><input type="checkbox" checked={place.regionIds.includes(r._id)} onChange={(e) => set({ regionIds: toggle(place.regionIds, r._id, e.target.checked) })} /> {r.name}</label>
        ))}
      </fieldset>
      {stop && (
        <fieldset className="catalogue-section catalogue-choices"><legend>{T.reachedFrom}</legend>
          {pickUps.map((p) => (
            <label key={p._id} className="operator-choice"><input type="checkbox" checked={stop.suitablePickUpIds.includes(p._id)} onChange={(e) => set({ suitablePickUpIds: toggle(stop.suitablePickUpIds, p._id, e.target.checked) })} /> {p.name}</label>
          ))}
        </fieldset>
      )}
      <fieldset className="catalogue-section"><legend>{T.position}</legend>
        <p className="operator-muted">{T.tapToPlace}</p>
        <LazyIslandMap points={[{ id: 'here', lat: point.lat, lng: point.lng, title: place.name || T.position, type: stop ? 'activity' : 'dock' }]} center={point} zoom={13} height={280} onPick={moveTo} />
        <div className="operator-row">
          <Control label={T.latitude} error={errors[pointPath] ?? errors[`${pointPath}.lat`]}>{(id, d) => <input id={id} aria-describedby={d} aria-invalid={errors[pointPath] ? true : undefined} type="number" step="0.000001" value={point.lat} onChange={(e) => moveTo({ lat: Number(e.target.value), lng: point.lng })} />}</Control>
          <Control label={T.longitude} error={errors[`${pointPath}.lng`]}>{(id, d) => <input id={id} aria-describedby={d} type="number" step="0.000001" value={point.lng} onChange={(e) => moveTo({ lat: point.lat, lng: Number(e.target.value) })} />}</Control>
        </div>
      </fieldset>
      {save.error && (
        <div className="operator-problem catalogue-refusal" role="alert" tabIndex={-1}>
          <p>{Object.keys(errors).length > 0 ? T.fixPlace : problemOf(save.error)}</p>
          {Object.entries(errors).filter(([k]) => k.includes('/')).map(([k, m]) => <p key={k}>{m}</p>)}
        </div>
      )}
      {done && <p role="status" className="operator-notice">{T.saved}</p>}
      <BusyButton type="submit" className="button button--primary" busy={save.isPending}>{T.save}</BusyButton>
    </form>
  );
}
