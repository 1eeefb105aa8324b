// A stop (activity) or a pick-up point of the catalogue: its words, price, time at the stop and where it is, placed
// by a tap on the offline map (or typed, by keyboard). The API checks that a boat can reach it: a stop on land, or a
// pick-up far from the water, is refused with why, next to the position.
import {
  type Activity,
  type LatLng,
  type PickUpLocation,
  type Region,
  urlTitleOf,
  type CatalogueEntry,
} from '../../domain/catalogue';
import { centsOfTypedDollars, typedDollarsOf } from '../../domain/texts';
import { saveCatalogueDoc } from './catalogueApi';
import { CATALOGUE_TEXT as T } from './catalogueMessages';
import { Control, EditorForm, useCatalogueDoc } from './catalogueParts';
import { PhotoField } from './PhotoField';
import { ChoiceList, PickUpFields, PlacePosition, StopFields } from './PlaceFields';

export type PlaceList = 'activities' | 'pickUpLocations';
type Place = Activity | PickUpLocation;

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

/** A new place's ids, from its name: `act-…` for a stop, `pul-…` for a pick-up point. */
function withNewIds(list: PlaceList, place: Place): Place {
  const id = `${list === 'activities' ? 'act' : 'pul'}-${urlTitleOf(place.name)}`;
  return { ...place, _id: id, ...(list === 'activities' ? { activityId: id } : { pickupId: id }) };
}

/** The place being edited, typed as a stop or a pick-up point by its list, and its save. */
function usePlace(
  list: PlaceList,
  entry: CatalogueEntry | null,
  regions: Region[],
  center: LatLng,
  onSaved: () => void,
) {
  const editor = useCatalogueDoc<Place>(
    list,
    entry,
    () => newPlace(list, regions[0]?.countryId ?? '', center),
    onSaved,
    (place, version) => {
      const doc = version === 0 ? withNewIds(list, place) : place;
      return saveCatalogueDoc(list, doc._id, doc, version);
    },
  );
  const place = editor.doc;
  const stop = list === 'activities' ? (place as Activity) : null;
  const set = (patch: Partial<Activity> | Partial<PickUpLocation>) =>
    editor.setDoc((p) => ({ ...p, ...patch }) as Place);
  return { editor, place, stop, set };
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
  const { editor, place, stop, set } = usePlace(list, entry, regions, center, onSaved);
  const { errors } = editor;

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
      {stop ? (
        <StopFields stop={stop} errors={errors} set={set} />
      ) : (
        <PickUpFields pickUp={place as PickUpLocation} set={set} />
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
      <ChoiceList
        legend={T.regions}
        options={regions}
        chosen={place.regionIds}
        onChange={(regionIds) => set({ regionIds })}
      />
      {stop && (
        <ChoiceList
          legend={T.reachedFrom}
          options={pickUps}
          chosen={stop.suitablePickUpIds}
          onChange={(suitablePickUpIds) => set({ suitablePickUpIds })}
        />
      )}
      <PlacePosition place={place} isStop={!!stop} errors={errors} set={set} />
    </EditorForm>
  );
}
