// One boat of the catalogue: every field of a boat (docs/catalogue.md), its hours and days off, shown or hidden, and
// its earlier versions. A save sends the version it read: the API refuses it whole, field by field, or when someone
// else saved first (then Reload); what it refuses is shown next to the field.
import { useState } from 'react';
import {
  type Boat,
  defaultCalendar,
  type BoatCalendar,
  newBoat,
  newBoatIds,
  urlTitleOf,
  type CatalogueEntry,
} from '../../domain/catalogue';
import { BoatBasics } from './BoatBasics';
import { BoatCalendarFields } from './BoatCalendarFields';
import { BioBayPairs, BoatChecklists, BoatPickUps, BoatRegionsAndStops, type CatalogueChoices } from './BoatChoices';
import { BoatInfoFields, BoatPhotos } from './BoatInfoFields';
import { BoatRates } from './BoatRates';
import { saveCatalogueDoc } from './catalogueApi';
import { CATALOGUE_TEXT as T } from './catalogueMessages';
import { EditorForm, useCatalogueDoc } from './catalogueParts';

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

  const fields = { boat, set, errors };

  return (
    <EditorForm editor={editor} title={boat.name || T.addBoat} back={onBack} zone={zone} fixFields={T.fixFields}>
      <BoatBasics {...fields} />
      <BoatRates {...fields} />
      <BoatInfoFields boat={boat} errors={errors} setInfo={setInfo} />
      <BoatPhotos info={boat.boatInfo} errors={errors} onChange={setInfo} />
      <BoatChecklists {...fields} choices={choices} />
      <BoatRegionsAndStops {...fields} choices={choices} />
      <BoatPickUps {...fields} choices={choices} />
      <BioBayPairs {...fields} choices={choices} />
      <BoatCalendarFields calendar={shownCalendar} errors={errors} onChange={setCalendar} />
    </EditorForm>
  );
}
