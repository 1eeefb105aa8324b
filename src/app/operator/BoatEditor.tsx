// One boat of the catalogue, every field of spec 01 §3, its hours and days off, shown or hidden, and its earlier
// versions. A save sends the version it read: the API refuses it whole, field by field, or when someone else saved
// first (then Reload); what it refuses is shown next to the field.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { PRICING_VALUES, type Activity, type Boat, type ChecklistItem, type PickUpLocation, type PricingEntry, type Region } from '../../domain/catalogue';
import { defaultCalendar, type BoatCalendar } from '../../domain/catalogueDocument';
import { newBoat, newBoatIds, urlTitleOf, type CatalogueEntry } from '../../domain/catalogueEdits';
import { formatDayWithYear, formatTime } from '../../domain/dateFormat';
import { useCountry } from '../country/CountryContext';
import { BusyButton } from '../ui/BusyButton';
import { PhoneInput } from '../ui/PhoneInput';
import { fetchCatalogueVersions, fieldErrorsOf, refusalList, restoreCatalogueVersion, saveCatalogueDoc, setCatalogueVisibility } from './catalogueApi';
import { CATALOGUE_TEXT as T } from './catalogueMessages';
import { problemOf } from './operatorApi';
import { PhotoField, PhotoList } from './PhotoField';

/** A refused save, once drawn: focus goes to the first field the API named (its message is under it), else to the refusal. */
export function focusRefusal(form: HTMLFormElement | null): void {
  if (!form) return;
  const field = form.querySelector('.catalogue-field .field__error')?.closest('.catalogue-field');
  (field?.querySelector<HTMLElement>('input, select, textarea') ?? form.querySelector<HTMLElement>('.catalogue-refusal'))?.focus();
}

export interface CatalogueChoices {
  activities: Activity[];
  regions: Region[];
  pickUps: PickUpLocation[];
  checklistItems: ChecklistItem[];
  boats: Boat[];
}

const when = (iso: string, zone: string) => `${formatTime(iso, zone)}, ${formatDayWithYear(iso, zone)}`;
const dollars = (cents: number) => (Number.isFinite(cents) ? String(cents / 100) : '');
const cents = (text: string) => (text.trim() === '' ? Number.NaN : Math.round(Number(text) * 100));
/** A labelled control with the API's message for its path under it. */
function Control({ label, error, hint, children }: { label: string; error?: string; hint?: string; children: (id: string, describedBy?: string) => ReactNode }) {
  const id = useId();
  const below = [error ? `${id}-e` : '', hint ? `${id}-h` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="operator-field catalogue-field">
      <label htmlFor={id}>{label}</label>
      {children(id, below)}
      {hint && <span id={`${id}-h`} className="operator-muted">{hint}</span>}
      {error && <p id={`${id}-e`} className="field__error">{error}</p>}
    </div>
  );
}

function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange: (on: boolean) => void }) {
  return <label className="operator-choice"><input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} /> {label}</label>;
}

export function BoatEditor({ entry, choices, zone, onSaved, onBack }: {
  entry: CatalogueEntry | null; choices: CatalogueChoices; zone: string; onSaved: (entry: CatalogueEntry) => void; onBack: () => void;
}) {
  const countryId = choices.regions[0]?.countryId ?? '';
  const countryCode = useCountry().code;
  const [boat, setBoat] = useState<Boat>(() => (entry?.doc as Boat | undefined) ?? newBoat(countryId, choices.pickUps[0]?._id ?? ''));
  const [calendar, setCalendar] = useState<BoatCalendar | null>(() => entry?.calendar ?? null);
  const [version, setVersion] = useState(entry?.version ?? 0);
  const [hidden, setHidden] = useState(entry?.hidden ?? false);
  const [done, setDone] = useState<string | null>(null);
  const isNew = version === 0;
  const set = (patch: Partial<Boat>) => setBoat((b) => ({ ...b, ...patch }));
  const setInfo = (patch: Partial<Boat['boatInfo']>) => setBoat((b) => ({ ...b, boatInfo: { ...b.boatInfo, ...patch } }));
  const shownCalendar = calendar ?? defaultCalendar(boat, zone);
  const form = useRef<HTMLFormElement>(null);

  const save = useMutation({
    mutationFn: () => {
      const urlTitle = boat.urlTitle || urlTitleOf(boat.name);
      const doc = isNew ? { ...boat, urlTitle, ...newBoatIds(urlTitle) } : boat;
      const cal = { ...shownCalendar, calendarId: doc.calendarId };
      return saveCatalogueDoc('boats', doc._id, doc, version, cal);
    },
    onMutate: () => setDone(null),
    onSuccess: (saved) => {
      setBoat(saved.doc as Boat);
      setCalendar(saved.calendar ?? null);
      setVersion(saved.version);
      setDone(T.saved);
      onSaved(saved);
    },
  });
  const visibility = useMutation({
    mutationFn: (hide: boolean) => setCatalogueVisibility('boats', boat._id, version, hide),
    onSuccess: (saved) => {
      setVersion(saved.version);
      setHidden(saved.hidden);
      onSaved(saved);
    },
  });
  const history = useQuery({
    queryKey: ['operator', 'catalogue', 'versions', boat._id, version],
    queryFn: ({ signal }) => fetchCatalogueVersions('boats', boat._id, signal),
    enabled: !isNew, retry: false,
  });
  const restore = useMutation({
    mutationFn: (v: number) => restoreCatalogueVersion('boats', boat._id, version, v),
    onSuccess: (saved) => {
      setBoat(saved.doc as Boat);
      setVersion(saved.version);
      onSaved(saved);
    },
  });
  const failed = save.error ?? visibility.error ?? restore.error;
  useEffect(() => focusRefusal(form.current), [failed]);
  const errors = fieldErrorsOf(save.error);
  const stranded = refusalList(failed);
  const changedElsewhere = (failed as { code?: string } | null)?.code === 'CHANGED';

  const setRate = (i: number, patch: Partial<PricingEntry>) => set({ pricing: boat.pricing.map((p, k) => (k === i ? { ...p, ...patch } : p)) });
  const toggle = <T,>(list: T[], item: T, on: boolean, same: (a: T) => boolean) => (on ? [...list.filter((x) => !same(x)), item] : list.filter((x) => !same(x)));
  const pickUpName = (id: string) => choices.pickUps.find((p) => p._id === id)?.name ?? id;
  const bioBayBoats = choices.boats.filter((b) => b.access.includes('bioBayAccess') && b._id !== boat._id);
  const setDay = (weekday: number, patch: Partial<BoatCalendar['hours'][number]> | null) => {
    const others = shownCalendar.hours.filter((h) => h.weekday !== weekday);
    const current = shownCalendar.hours.find((h) => h.weekday === weekday) ?? { weekday, opens: '07:00', closes: '18:00', intervalMinutes: 60, bioBayStarts: [] };
    setCalendar({ ...shownCalendar, hours: patch === null ? others : [...others, { ...current, ...patch }].sort((a, b) => a.weekday - b.weekday) });
  };

  return (
    <form ref={form} className="operator-form catalogue-editor" noValidate onSubmit={(e) => { e.preventDefault(); if (!save.isPending) save.mutate(); }}>
      <button type="button" className="button button--ghost catalogue-back" onClick={onBack}>{T.back}</button>
      <h2>{boat.name || T.addBoat}</h2>
      {!isNew && <p className="operator-muted">{hidden ? T.hiddenBadge : null}</p>}

      <fieldset className="catalogue-section"><legend>{T.basics}</legend>
        <Control label={T.name} error={errors.name}>{(id, d) => <input id={id} aria-describedby={d} aria-invalid={errors.name ? true : undefined} required value={boat.name} maxLength={200} onChange={(e) => set({ name: e.target.value })} />}</Control>
        <Control label={T.urlTitle} hint={T.urlTitleHint} error={errors.urlTitle}>{(id, d) => <input id={id} aria-describedby={d} aria-invalid={errors.urlTitle ? true : undefined} value={boat.urlTitle} placeholder={urlTitleOf(boat.name)} onChange={(e) => set({ urlTitle: e.target.value })} />}</Control>
        <Control label={T.description} error={errors.description}>{(id, d) => <textarea id={id} aria-describedby={d} rows={4} value={boat.description} onChange={(e) => set({ description: e.target.value })} />}</Control>
        <div className="operator-row">
          {([['maxGuests', T.maxGuests], ['overGuests', T.overGuests], ['maxHours', T.maxHours], ['cruisingSpeedKnots', T.speed], ['rating', T.rating]] as const).map(([key, label]) => (
            <Control key={key} label={label} error={errors[key]}>{(id, d) => (
              <input id={id} aria-describedby={d} aria-invalid={errors[key] ? true : undefined} type="number" inputMode="decimal" step="any" value={Number.isFinite(boat[key]) ? boat[key] : ''} onChange={(e) => set({ [key]: Number(e.target.value) } as Partial<Boat>)} />
            )}</Control>
          ))}
        </div>
        <fieldset className="operator-field"><legend>{T.sells}</legend>
          <Check label={T.dayCharters} checked={boat.access.includes('primary')} onChange={(on) => set({ access: toggle(boat.access, 'primary', on, (a) => a === 'primary') })} />
          <Check label={T.bioBayBoat} checked={boat.access.includes('bioBayAccess')} onChange={(on) => set({ access: toggle(boat.access, 'bioBayAccess', on, (a) => a === 'bioBayAccess') })} />
          {errors.access && <p className="field__error">{errors.access}</p>}
        </fieldset>
      </fieldset>

      <fieldset className="catalogue-section"><legend>{T.rates}</legend>
        {errors.pricing && <p className="field__error">{errors.pricing}</p>}
        {boat.pricing.map((p, i) => (
          <div className="operator-row catalogue-rate" key={i}>
            <Control label={T.rate} error={errors[`pricing.${i}.value`]}>{(id) => (
              <select id={id} value={p.value} onChange={(e) => setRate(i, { value: e.target.value as PricingEntry['value'] })}>
                {PRICING_VALUES.map((v) => <option key={v} value={v}>{T.pricingValues[v]}</option>)}
              </select>
            )}</Control>
            <Control label={T.price} error={errors[`pricing.${i}.price`]}>{(id, d) => <input id={id} aria-describedby={d} type="number" min="0" step="0.01" inputMode="decimal" value={dollars(p.price)} onChange={(e) => setRate(i, { price: cents(e.target.value) })} />}</Control>
            {p.value === 'EACH_ADDITIONAL_GUEST' && (['from', 'to'] as const).map((k) => (
              <Control key={k} label={T[k]} error={errors[`pricing.${i}.${k}`]}>{(id, d) => (
                <input id={id} aria-describedby={d} type="number" min="1" inputMode="numeric" value={p[k] ?? ''} onChange={(e) => setRate(i, { [k]: e.target.value === '' ? undefined : Number(e.target.value) })} />
              )}</Control>
            ))}
            <button type="button" className="button button--ghost" onClick={() => set({ pricing: boat.pricing.filter((_, k) => k !== i) })}>{T.removeRate(T.pricingValues[p.value])}</button>
          </div>
        ))}
        <button type="button" className="button button--ghost" onClick={() => set({ pricing: [...boat.pricing, { value: 'EACH_ADDITIONAL_GUEST', price: 0 }] })}>{T.addRate}</button>
        <div className="operator-row">
          <Control label={T.lateMorningTimes} error={errors.lateMorningTimes ?? Object.entries(errors).find(([k]) => k.startsWith('lateMorningTimes.'))?.[1]}>{(id, d) => (
            <input id={id} aria-describedby={d} value={boat.lateMorningTimes.join(', ')} onChange={(e) => set({ lateMorningTimes: e.target.value.split(',').map((s) => s.trim()).filter(Boolean) })} />
          )}</Control>
          <Control label={T.lateMorningFee} error={errors.lateMorningFee}>{(id, d) => <input id={id} aria-describedby={d} type="number" min="0" step="0.01" value={dollars(boat.lateMorningFee)} onChange={(e) => set({ lateMorningFee: cents(e.target.value) })} />}</Control>
        </div>
      </fieldset>

      <fieldset className="catalogue-section"><legend>{T.info}</legend>
        <div className="operator-row">
          <Control label={T.size} error={errors['boatInfo.size']}>{(id, d) => <input id={id} aria-describedby={d} type="number" min="1" value={boat.boatInfo.size} onChange={(e) => setInfo({ size: Number(e.target.value) })} />}</Control>
          <Control label={T.madeBy} error={errors['boatInfo.madeBy']}>{(id) => <input id={id} value={boat.boatInfo.madeBy} onChange={(e) => setInfo({ madeBy: e.target.value })} />}</Control>
          <Control label={T.model} error={errors['boatInfo.boatModel']}>{(id) => <input id={id} value={boat.boatInfo.boatModel} onChange={(e) => setInfo({ boatModel: e.target.value })} />}</Control>
        </div>
        <div className="operator-row">
          <Control label={T.captain} error={errors['boatInfo.boatCaptain.name']}>{(id) => <input id={id} value={boat.boatInfo.boatCaptain.name} onChange={(e) => setInfo({ boatCaptain: { ...boat.boatInfo.boatCaptain, name: e.target.value } })} />}</Control>
          <div className="catalogue-field">
            <PhoneInput label={T.captainPhone} required={false} defaultCountry={countryCode} touched error={errors['boatInfo.boatCaptain.phone']}
              value={boat.boatInfo.boatCaptain.phone} onChange={(phone) => setInfo({ boatCaptain: { ...boat.boatInfo.boatCaptain, phone } })} />
          </div>
        </div>
      </fieldset>
      <BoatPhotos info={boat.boatInfo} errors={errors} onChange={setInfo} />

      {(['INCLUDED', 'WHAT_TO_BRING', 'AMENITIES'] as const).map((type) => (
        <fieldset className="catalogue-section catalogue-choices" key={type}><legend>{T.checklist[type]}</legend>
          {choices.checklistItems.filter((c) => c.type === type).map((item) => (
            <Check key={item._id} label={item.name} checked={boat.boatingCheckList.some((c) => c._id === item._id)}
              onChange={(on) => set({ boatingCheckList: toggle(boat.boatingCheckList, item, on, (c) => c._id === item._id) })} />
          ))}
        </fieldset>
      ))}

      <fieldset className="catalogue-section catalogue-choices"><legend>{T.regions}</legend>
        {choices.regions.map((r) => (
          <Check key={r._id} label={r.name} checked={boat.regions.some((x) => x._id === r._id)}
            onChange={(on) => set({ regions: toggle(boat.regions, { _id: r._id, name: r.name, email: r.email, phone: r.phone }, on, (x) => x._id === r._id) })} />
        ))}
      </fieldset>
      <fieldset className="catalogue-section catalogue-choices"><legend>{T.stops}</legend>
        {Object.entries(errors).filter(([k]) => k.startsWith('activities')).map(([k, m]) => <p key={k} className="field__error">{m}</p>)}
        {choices.activities.map((a) => (
          <Check key={a._id} label={`${a.name} (${a.type})`} checked={boat.activities.includes(a._id)} onChange={(on) => set({ activities: toggle(boat.activities, a._id, on, (x) => x === a._id) })} />
        ))}
      </fieldset>

      <fieldset className="catalogue-section"><legend>{T.pickUps}</legend>
        <div className="operator-row">
          <Control label={T.mainPickUp} error={errors['pickUpLocations.main.location']}>{(id) => (
            <select id={id} value={boat.pickUpLocations.main.location} onChange={(e) => set({ pickUpLocations: { ...boat.pickUpLocations, main: { ...boat.pickUpLocations.main, location: e.target.value } } })}>
              {choices.pickUps.map((p) => <option key={p._id} value={p._id}>{p.name}</option>)}
            </select>
          )}</Control>
          <Control label={T.dock}>{(id) => <input id={id} value={boat.pickUpLocations.main.dock} onChange={(e) => set({ pickUpLocations: { ...boat.pickUpLocations, main: { ...boat.pickUpLocations.main, dock: e.target.value } } })} />}</Control>
        </div>
        <div className="catalogue-choices">
          {choices.pickUps.filter((p) => p._id !== boat.pickUpLocations.main.location).map((p) => (
            <Check key={p._id} label={T.alsoPicksUp(pickUpName(p._id))} checked={boat.pickUpLocations.alternatives.some((x) => x.location === p._id)}
              onChange={(on) => set({ pickUpLocations: { ...boat.pickUpLocations, alternatives: toggle(boat.pickUpLocations.alternatives, { location: p._id, dock: '' }, on, (x) => x.location === p._id) } })} />
          ))}
        </div>
      </fieldset>

      {bioBayBoats.length > 0 && (
        <fieldset className="catalogue-section catalogue-choices"><legend>{T.bioBayPairs}</legend>
          {bioBayBoats.map((b) => (
            <Check key={b._id} label={b.name} checked={boat.additionalBioBayBoats.some((x) => x._id === b._id)}
              onChange={(on) => set({ additionalBioBayBoats: toggle(boat.additionalBioBayBoats, { _id: b._id, calendarId: b.calendarId }, on, (x) => x._id === b._id) })} />
          ))}
        </fieldset>
      )}

      <fieldset className="catalogue-section"><legend>{T.calendar}</legend>
        {T.weekdays.map((day, weekday) => {
          const hours = shownCalendar.hours.find((h) => h.weekday === weekday);
          const at = shownCalendar.hours.findIndex((h) => h.weekday === weekday);
          return (
            <div className="operator-row catalogue-day" key={day}>
              <Check label={T.sails(day)} checked={!!hours} onChange={(on) => setDay(weekday, on ? {} : null)} />
              {hours && (
                <>
                  <Control label={T.opens} error={errors[`calendars/${shownCalendar.calendarId}.hours.${at}.opens`]}>{(id) => <input id={id} type="time" value={hours.opens} onChange={(e) => setDay(weekday, { opens: e.target.value })} />}</Control>
                  <Control label={T.closes} error={errors[`calendars/${shownCalendar.calendarId}.hours.${at}.closes`]}>{(id) => <input id={id} type="time" value={hours.closes} onChange={(e) => setDay(weekday, { closes: e.target.value })} />}</Control>
                  <Control label={T.every}>{(id) => <input id={id} type="number" min="15" max="240" step="15" value={hours.intervalMinutes} onChange={(e) => setDay(weekday, { intervalMinutes: Number(e.target.value) })} />}</Control>
                </>
              )}
            </div>
          );
        })}
        <h3>{T.blackouts}</h3>
        {shownCalendar.blackouts.map((b, i) => (
          <div className="operator-row" key={i}>
            <Control label={T.blackoutDay}>{(id) => <input id={id} type="date" value={b.day} onChange={(e) => setCalendar({ ...shownCalendar, blackouts: shownCalendar.blackouts.map((x, k) => (k === i ? { ...x, day: e.target.value } : x)) })} />}</Control>
            <Control label={T.blackoutNote}>{(id) => <input id={id} value={b.note} maxLength={200} onChange={(e) => setCalendar({ ...shownCalendar, blackouts: shownCalendar.blackouts.map((x, k) => (k === i ? { ...x, note: e.target.value } : x)) })} />}</Control>
            <button type="button" className="button button--ghost" onClick={() => setCalendar({ ...shownCalendar, blackouts: shownCalendar.blackouts.filter((_, k) => k !== i) })}>{T.removeBlackout(b.day)}</button>
          </div>
        ))}
        <button type="button" className="button button--ghost" onClick={() => setCalendar({ ...shownCalendar, blackouts: [...shownCalendar.blackouts, { day: '', note: '' }] })}>{T.addBlackout}</button>
      </fieldset>

      {failed && (
        <div className="operator-problem catalogue-refusal" role="alert" tabIndex={-1}>
          <p>{Object.keys(errors).length > 0 ? T.fixFields : problemOf(failed)}</p>
          {Object.entries(errors).filter(([k]) => k.includes('/')).map(([k, m]) => <p key={k}>{m}</p>)}
          {stranded.length > 0 && <ul>{stranded.map((s, i) => <li key={i}>{s.bookingRef ?? '—'} · {when(s.startTime, zone)} · {s.why}</li>)}</ul>}
          {changedElsewhere && <button type="button" className="button button--ghost" onClick={() => window.location.reload()}>{T.reload}</button>}
        </div>
      )}
      {done && <p role="status" className="operator-notice">{done}</p>}
      <div className="operator-row">
        <BusyButton type="submit" className="button button--primary" busy={save.isPending}>{T.save}</BusyButton>
        {!isNew && <BusyButton className="button button--ghost" busy={visibility.isPending} onClick={() => visibility.mutate(!hidden)}>{hidden ? T.show : T.hide}</BusyButton>}
      </div>

      {!isNew && history.data && history.data.length > 1 && (
        <section className="catalogue-section"><h3>{T.history}</h3>
          <ul className="operator-history">
            {history.data.slice(1).map((v) => (
              <li key={v.version}>{T.versionLine(v.version, v.by, when(v.at, zone))}{' '}
                {v.doc !== null && <BusyButton className="button button--ghost" busy={restore.isPending} onClick={() => restore.mutate(v.version)}>{T.restore(v.version)}</BusyButton>}
              </li>
            ))}
          </ul>
        </section>
      )}
    </form>
  );
}

/** The boat's main photo and the others after it, in the order guests see them. */
function BoatPhotos({ info, errors, onChange }: { info: Boat['boatInfo']; errors: Record<string, string>; onChange: (patch: Partial<Boat['boatInfo']>) => void }) {
  const makeMain = (i: number) => onChange({
    mainImage: info.secondaryImages[i],
    secondaryImages: info.mainImage ? info.secondaryImages.map((a, k) => (k === i ? info.mainImage : a)) : info.secondaryImages.filter((_, k) => k !== i),
  });
  return (
    <fieldset className="catalogue-section"><legend>{T.photos}</legend>
      <PhotoField label={T.mainImage} value={info.mainImage} error={errors['boatInfo.mainImage']} onChange={(mainImage) => onChange({ mainImage })}
        actions={info.mainImage ? <button type="button" className="button button--ghost" onClick={() => onChange({ mainImage: '' })}>{T.photo.remove(T.mainImage)}</button> : null} />
      <PhotoList label={T.secondaryImages} values={info.secondaryImages} onChange={(secondaryImages) => onChange({ secondaryImages })} onMakeMain={makeMain} />
    </fieldset>
  );
}
