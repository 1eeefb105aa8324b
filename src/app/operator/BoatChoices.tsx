// What the boat offers from the rest of the catalogue: checklist items, regions, stops, pick-ups, bio-bay partners.
import type { Activity, Boat, ChecklistItem, PickUpLocation, Region } from '../../domain/catalogue';
import { type BoatFieldsProps, toggle } from './boatFields';
import { CATALOGUE_TEXT as T } from './catalogueMessages';
import { Check, Control } from './catalogueParts';

export interface CatalogueChoices {
  activities: Activity[];
  regions: Region[];
  pickUps: PickUpLocation[];
  checklistItems: ChecklistItem[];
  boats: Boat[];
}

type ChoicesProps = BoatFieldsProps & { choices: CatalogueChoices };

export function BoatChecklists({ boat, set, choices }: ChoicesProps) {
  return (
    <>
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
    </>
  );
}

export function BoatRegionsAndStops({ boat, set, errors, choices }: ChoicesProps) {
  return (
    <>
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
    </>
  );
}

export function BoatPickUps({ boat, set, errors, choices }: ChoicesProps) {
  const pickUpName = (id: string) => choices.pickUps.find((p) => p._id === id)?.name ?? id;
  return (
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
  );
}

/** The bio-bay boats this one can hand its guests to, when there are any. */
export function BioBayPairs({ boat, set, choices }: ChoicesProps) {
  const bioBayBoats = choices.boats.filter((b) => b.access.includes('bioBayAccess') && b._id !== boat._id);
  return (
    <>
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
    </>
  );
}
