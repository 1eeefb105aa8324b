// One boat of the catalogue: every field of a boat (docs/catalogue.md), its hours and days off, shown or hidden, and
// its earlier versions. A save sends the version it read: the API refuses it whole, field by field, or when someone
// else saved first (then Reload); what it refuses is shown next to the field.
import { useState } from 'react';
import {
  PRICING_VALUES,
  type Activity,
  type Boat,
  type ChecklistItem,
  type PickUpLocation,
  type PricingEntry,
  type Region,
  defaultCalendar,
  type BoatCalendar,
  newBoat,
  newBoatIds,
  urlTitleOf,
  type CatalogueEntry,
} from '../../domain/catalogue';
import { centsOfTypedDollars, typedDollarsOf } from '../../domain/texts';
import { useCountry } from '../country';
import { PhoneInput } from '../ui/PhoneInput';
import { saveCatalogueDoc } from './catalogueApi';
import { CATALOGUE_TEXT as T } from './catalogueMessages';
import { Check, Control, EditorForm, useCatalogueDoc } from './catalogueParts';
import { PhotoField, PhotoList } from './PhotoField';

export interface CatalogueChoices {
  activities: Activity[];
  regions: Region[];
  pickUps: PickUpLocation[];
  checklistItems: ChecklistItem[];
  boats: Boat[];
}

export function BoatEditor({
  entry,
  choices,
  zone,
  onSaved,
  onBack,
}: {
  entry: CatalogueEntry | null;
  choices: CatalogueChoices;
  zone: string;
  onSaved: (entry: CatalogueEntry) => void;
  onBack: () => void;
}) {
  const countryId = choices.regions[0]?.countryId ?? '';
  const countryCode = useCountry().code;
  const [calendar, setCalendar] = useState<BoatCalendar | null>(() => entry?.calendar ?? null);
  const editor = useCatalogueDoc<Boat>(
    'boats',
    entry,
    () => newBoat(countryId, choices.pickUps[0]?._id ?? ''),
    onSaved,
    (boat: Boat, version: number) => {
      const urlTitle = boat.urlTitle || urlTitleOf(boat.name);
      const doc = version === 0 ? { ...boat, urlTitle, ...newBoatIds(urlTitle) } : boat;
      return saveCatalogueDoc('boats', doc._id, doc, version, {
        ...(calendar ?? defaultCalendar(boat, zone)),
        calendarId: doc.calendarId,
      });
    },
    (saved: CatalogueEntry) => setCalendar(saved.calendar ?? null),
  );
  const { doc: boat, set, errors } = editor;
  const setInfo = (patch: Partial<Boat['boatInfo']>) => set({ boatInfo: { ...boat.boatInfo, ...patch } });
  const shownCalendar = calendar ?? defaultCalendar(boat, zone);

  const setRate = (i: number, patch: Partial<PricingEntry>) =>
    set({ pricing: boat.pricing.map((p, k) => (k === i ? { ...p, ...patch } : p)) });
  const toggle = <T,>(list: T[], item: T, on: boolean, same: (a: T) => boolean) =>
    on ? [...list.filter((x) => !same(x)), item] : list.filter((x) => !same(x));
  const pickUpName = (id: string) => choices.pickUps.find((p) => p._id === id)?.name ?? id;
  const bioBayBoats = choices.boats.filter((b) => b.access.includes('bioBayAccess') && b._id !== boat._id);
  const setDay = (weekday: number, patch: Partial<BoatCalendar['hours'][number]> | null) => {
    const others = shownCalendar.hours.filter((h) => h.weekday !== weekday);
    const current = shownCalendar.hours.find((h) => h.weekday === weekday) ?? {
      weekday,
      opens: '07:00',
      closes: '18:00',
      intervalMinutes: 60,
      bioBayStarts: [],
    };
    setCalendar({
      ...shownCalendar,
      hours: patch === null ? others : [...others, { ...current, ...patch }].sort((a, b) => a.weekday - b.weekday),
    });
  };

  return (
    <EditorForm editor={editor} title={boat.name || T.addBoat} back={onBack} zone={zone} fixFields={T.fixFields}>
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

      <fieldset className="catalogue-section">
        <legend>{T.rates}</legend>
        {errors.pricing && <p className="field__error">{errors.pricing}</p>}
        {boat.pricing.map((p, i) => (
          <div className="operator-row catalogue-rate" key={i}>
            <Control label={T.rate} error={errors[`pricing.${i}.value`]}>
              {(id) => (
                <select
                  id={id}
                  value={p.value}
                  onChange={(e) => setRate(i, { value: e.target.value as PricingEntry['value'] })}
                >
                  {PRICING_VALUES.map((v) => (
                    <option key={v} value={v}>
                      {T.pricingValues[v]}
                    </option>
                  ))}
                </select>
              )}
            </Control>
            <Control label={T.price} error={errors[`pricing.${i}.price`]}>
              {(id, d) => (
                <input
                  id={id}
                  aria-describedby={d}
                  type="number"
                  min="0"
                  step="0.01"
                  inputMode="decimal"
                  value={typedDollarsOf(p.price)}
                  onChange={(e) => setRate(i, { price: centsOfTypedDollars(e.target.value) })}
                />
              )}
            </Control>
            {p.value === 'EACH_ADDITIONAL_GUEST' &&
              (['from', 'to'] as const).map((k) => (
                <Control key={k} label={T[k]} error={errors[`pricing.${i}.${k}`]}>
                  {(id, d) => (
                    <input
                      id={id}
                      aria-describedby={d}
                      type="number"
                      min="1"
                      inputMode="numeric"
                      value={p[k] ?? ''}
                      onChange={(e) => setRate(i, { [k]: e.target.value === '' ? undefined : Number(e.target.value) })}
                    />
                  )}
                </Control>
              ))}
            <button
              type="button"
              className="button button--ghost"
              onClick={() => set({ pricing: boat.pricing.filter((_, k) => k !== i) })}
            >
              {T.removeRate(T.pricingValues[p.value] ?? p.value)}
            </button>
          </div>
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

      <fieldset className="catalogue-section">
        <legend>{T.info}</legend>
        <div className="operator-row">
          <Control label={T.size} error={errors['boatInfo.size']}>
            {(id, d) => (
              <input
                id={id}
                aria-describedby={d}
                type="number"
                min="1"
                value={boat.boatInfo.size}
                onChange={(e) => setInfo({ size: Number(e.target.value) })}
              />
            )}
          </Control>
          <Control label={T.madeBy} error={errors['boatInfo.madeBy']}>
            {(id) => (
              <input id={id} value={boat.boatInfo.madeBy} onChange={(e) => setInfo({ madeBy: e.target.value })} />
            )}
          </Control>
          <Control label={T.model} error={errors['boatInfo.boatModel']}>
            {(id) => (
              <input id={id} value={boat.boatInfo.boatModel} onChange={(e) => setInfo({ boatModel: e.target.value })} />
            )}
          </Control>
        </div>
        <div className="operator-row">
          <Control label={T.captain} error={errors['boatInfo.boatCaptain.name']}>
            {(id) => (
              <input
                id={id}
                value={boat.boatInfo.boatCaptain.name}
                onChange={(e) => setInfo({ boatCaptain: { ...boat.boatInfo.boatCaptain, name: e.target.value } })}
              />
            )}
          </Control>
          <div className="catalogue-field">
            <PhoneInput
              label={T.captainPhone}
              required={false}
              defaultCountry={countryCode}
              touched
              error={errors['boatInfo.boatCaptain.phone']}
              value={boat.boatInfo.boatCaptain.phone}
              onChange={(phone) => setInfo({ boatCaptain: { ...boat.boatInfo.boatCaptain, phone } })}
            />
          </div>
        </div>
      </fieldset>
      <BoatPhotos info={boat.boatInfo} errors={errors} onChange={setInfo} />

      {(['INCLUDED', 'WHAT_TO_BRING', 'AMENITIES'] as const).map((type) => (
        <fieldset className="catalogue-section catalogue-choices" key={type}>
          <legend>{T.checklist[type]}</legend>
          {choices.checklistItems
            .filter((c) => c.type === type)
            .map((item) => (
              <Check
                key={item._id}
                label={item.name}
                checked={boat.boatingCheckList.some((c) => c._id === item._id)}
                onChange={(on) =>
                  set({ boatingCheckList: toggle(boat.boatingCheckList, item, on, (c) => c._id === item._id) })
                }
              />
            ))}
        </fieldset>
      ))}

      <fieldset className="catalogue-section catalogue-choices">
        <legend>{T.regions}</legend>
        {choices.regions.map((r) => (
          <Check
            key={r._id}
            label={r.name}
            checked={boat.regions.some((x) => x._id === r._id)}
            onChange={(on) =>
              set({
                regions: toggle(
                  boat.regions,
                  { _id: r._id, name: r.name, email: r.email, phone: r.phone },
                  on,
                  (x) => x._id === r._id,
                ),
              })
            }
          />
        ))}
      </fieldset>
      <fieldset className="catalogue-section catalogue-choices">
        <legend>{T.stops}</legend>
        {Object.entries(errors)
          .filter(([k]) => k.startsWith('activities'))
          .map(([k, m]) => (
            <p key={k} className="field__error">
              {m}
            </p>
          ))}
        {choices.activities.map((a) => (
          <Check
            key={a._id}
            label={`${a.name} (${a.type})`}
            checked={boat.activities.includes(a._id)}
            onChange={(on) => set({ activities: toggle(boat.activities, a._id, on, (x) => x === a._id) })}
          />
        ))}
      </fieldset>

      <fieldset className="catalogue-section">
        <legend>{T.pickUps}</legend>
        <div className="operator-row">
          <Control label={T.mainPickUp} error={errors['pickUpLocations.main.location']}>
            {(id) => (
              <select
                id={id}
                value={boat.pickUpLocations.main.location}
                onChange={(e) =>
                  set({
                    pickUpLocations: {
                      ...boat.pickUpLocations,
                      main: { ...boat.pickUpLocations.main, location: e.target.value },
                    },
                  })
                }
              >
                {choices.pickUps.map((p) => (
                  <option key={p._id} value={p._id}>
                    {p.name}
                  </option>
                ))}
              </select>
            )}
          </Control>
          <Control label={T.dock}>
            {(id) => (
              <input
                id={id}
                value={boat.pickUpLocations.main.dock}
                onChange={(e) =>
                  set({
                    pickUpLocations: {
                      ...boat.pickUpLocations,
                      main: { ...boat.pickUpLocations.main, dock: e.target.value },
                    },
                  })
                }
              />
            )}
          </Control>
        </div>
        <div className="catalogue-choices">
          {choices.pickUps
            .filter((p) => p._id !== boat.pickUpLocations.main.location)
            .map((p) => (
              <Check
                key={p._id}
                label={T.alsoPicksUp(pickUpName(p._id))}
                checked={boat.pickUpLocations.alternatives.some((x) => x.location === p._id)}
                onChange={(on) =>
                  set({
                    pickUpLocations: {
                      ...boat.pickUpLocations,
                      alternatives: toggle(
                        boat.pickUpLocations.alternatives,
                        { location: p._id, dock: '' },
                        on,
                        (x) => x.location === p._id,
                      ),
                    },
                  })
                }
              />
            ))}
        </div>
      </fieldset>

      {bioBayBoats.length > 0 && (
        <fieldset className="catalogue-section catalogue-choices">
          <legend>{T.bioBayPairs}</legend>
          {bioBayBoats.map((b) => (
            <Check
              key={b._id}
              label={b.name}
              checked={boat.additionalBioBayBoats.some((x) => x._id === b._id)}
              onChange={(on) =>
                set({
                  additionalBioBayBoats: toggle(
                    boat.additionalBioBayBoats,
                    { _id: b._id, calendarId: b.calendarId },
                    on,
                    (x) => x._id === b._id,
                  ),
                })
              }
            />
          ))}
        </fieldset>
      )}

      <fieldset className="catalogue-section">
        <legend>{T.calendar}</legend>
        {T.weekdays.map((day, weekday) => {
          const hours = shownCalendar.hours.find((h) => h.weekday === weekday);
          const at = shownCalendar.hours.findIndex((h) => h.weekday === weekday);
          return (
            <div className="operator-row catalogue-day" key={day}>
              <Check label={T.sails(day)} checked={!!hours} onChange={(on) => setDay(weekday, on ? {} : null)} />
              {hours && (
                <>
                  <Control label={T.opens} error={errors[`calendars/${shownCalendar.calendarId}.hours.${at}.opens`]}>
                    {(id) => (
                      <input
                        id={id}
                        type="time"
                        value={hours.opens}
                        onChange={(e) => setDay(weekday, { opens: e.target.value })}
                      />
                    )}
                  </Control>
                  <Control label={T.closes} error={errors[`calendars/${shownCalendar.calendarId}.hours.${at}.closes`]}>
                    {(id) => (
                      <input
                        id={id}
                        type="time"
                        value={hours.closes}
                        onChange={(e) => setDay(weekday, { closes: e.target.value })}
                      />
                    )}
                  </Control>
                  <Control label={T.every}>
                    {(id) => (
                      <input
                        id={id}
                        type="number"
                        min="15"
                        max="240"
                        step="15"
                        value={hours.intervalMinutes}
                        onChange={(e) => setDay(weekday, { intervalMinutes: Number(e.target.value) })}
                      />
                    )}
                  </Control>
                </>
              )}
            </div>
          );
        })}
        <h3>{T.blackouts}</h3>
        {shownCalendar.blackouts.map((b, i) => (
          <div className="operator-row" key={i}>
            <Control label={T.blackoutDay}>
              {(id) => (
                <input
                  id={id}
                  type="date"
                  value={b.day}
                  onChange={(e) =>
                    setCalendar({
                      ...shownCalendar,
                      blackouts: shownCalendar.blackouts.map((x, k) => (k === i ? { ...x, day: e.target.value } : x)),
                    })
                  }
                />
              )}
            </Control>
            <Control label={T.blackoutNote}>
              {(id) => (
                <input
                  id={id}
                  value={b.note}
                  maxLength={200}
                  onChange={(e) =>
                    setCalendar({
                      ...shownCalendar,
                      blackouts: shownCalendar.blackouts.map((x, k) => (k === i ? { ...x, note: e.target.value } : x)),
                    })
                  }
                />
              )}
            </Control>
            <button
              type="button"
              className="button button--ghost"
              onClick={() =>
                setCalendar({ ...shownCalendar, blackouts: shownCalendar.blackouts.filter((_, k) => k !== i) })
              }
            >
              {T.removeBlackout(b.day)}
            </button>
          </div>
        ))}
        <button
          type="button"
          className="button button--ghost"
          onClick={() =>
            setCalendar({ ...shownCalendar, blackouts: [...shownCalendar.blackouts, { day: '', note: '' }] })
          }
        >
          {T.addBlackout}
        </button>
      </fieldset>
    </EditorForm>
  );
}

/** The boat's main photo and the others after it, in the order guests see them. */
function BoatPhotos({
  info,
  errors,
  onChange,
}: {
  info: Boat['boatInfo'];
  errors: Record<string, string>;
  onChange: (patch: Partial<Boat['boatInfo']>) => void;
}) {
  const makeMain = (i: number) =>
    onChange({
      mainImage: info.secondaryImages[i],
      secondaryImages: info.mainImage
        ? info.secondaryImages.map((a, k) => (k === i ? info.mainImage : a))
        : info.secondaryImages.filter((_, k) => k !== i),
    });
  return (
    <fieldset className="catalogue-section">
      <legend>{T.photos}</legend>
      <PhotoField
        label={T.mainImage}
        value={info.mainImage}
        error={errors['boatInfo.mainImage']}
        onChange={(mainImage) => onChange({ mainImage })}
        actions={
          info.mainImage ? (
            <button type="button" className="button button--ghost" onClick={() => onChange({ mainImage: '' })}>
              {T.photo.remove(T.mainImage)}
            </button>
          ) : null
        }
      />
      <PhotoList
        label={T.secondaryImages}
        values={info.secondaryImages}
        onChange={(secondaryImages) => onChange({ secondaryImages })}
        onMakeMain={makeMain}
      />
    </fieldset>
  );
}
