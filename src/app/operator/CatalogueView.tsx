// The operator's Catalogue tab (issue #58): the fleet as guests will see it, each boat opened in the editor, and, on
// a catalogue with no boat yet, what adding the first one takes. Online only: it edits the shared catalogue.
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Activity, Boat, ChecklistItem, PickUpLocation, Region } from '../../domain/catalogue';
import type { CatalogueListName } from '../../domain/catalogueDocument';
import type { CatalogueEntry } from '../../domain/catalogueEdits';
import { formatDayWithYear } from '../../domain/dateFormat';
import { Spinner } from '../ui/Spinner';
import { BoatEditor, type CatalogueChoices } from './BoatEditor';
import { BoatsSpreadsheet } from './BoatsSpreadsheet';
import { PlaceEditor, type PlaceList } from './PlaceEditor';
import { fetchCatalogueList } from './catalogueApi';
import { CATALOGUE_TEXT as T } from './catalogueMessages';
import { OPERATOR_QUERIES, problemOf } from './operatorApi';

const LISTS: CatalogueListName[] = ['boats', 'activities', 'regions', 'pickUpLocations', 'checklistItems'];
const QUERY = [...OPERATOR_QUERIES, 'catalogue'] as const;

export function CatalogueView({ zone }: { zone: string }) {
  const queryClient = useQueryClient();
  const results = useQueries({
    queries: LISTS.map((list) => ({ queryKey: [...QUERY, list], queryFn: ({ signal }: { signal: AbortSignal }) => fetchCatalogueList(list, signal), retry: false })),
  });
  const [open, setOpen] = useState<CatalogueEntry | 'new' | null>(null);
  const [place, setPlace] = useState<{ list: PlaceList; entry: CatalogueEntry | null } | null>(null);
  const failed = results.find((r) => r.isError);
  if (failed) return <p className="operator-problem" role="alert">{problemOf(failed.error)}</p>;
  if (results.some((r) => r.isPending)) return <Spinner inline />;
  const [boats, activities, regions, pickUps, checklistItems] = results.map((r) => r.data!);
  const docs = <D,>(entries: CatalogueEntry[]) => entries.map((e) => e.doc as D);
  const choices: CatalogueChoices = {
    activities: docs<Activity>(activities), regions: docs<Region>(regions), pickUps: docs<PickUpLocation>(pickUps),
    checklistItems: docs<ChecklistItem>(checklistItems), boats: docs<Boat>(boats),
  };
  const saved = () => void queryClient.invalidateQueries({ queryKey: QUERY });

  if (place) {
    const center = choices.pickUps[0]?.coordinates ?? choices.regions[0]?.coordinates ?? { lat: 19.3, lng: -81.38 };
    return <PlaceEditor key={place.entry?.id ?? `new-${place.list}`} list={place.list} entry={place.entry} regions={choices.regions} pickUps={choices.pickUps} center={center} onSaved={saved} onBack={() => setPlace(null)} />;
  }
  if (open) {
    return <BoatEditor key={open === 'new' ? 'new' : open.id} entry={open === 'new' ? null : open} choices={choices} zone={zone} onSaved={saved} onBack={() => setOpen(null)} />;
  }
  return (
    <section className="catalogue">
      <h2>{T.boatsTitle}</h2>
      {boats.length === 0 && <p className="operator-notice">{T.firstBoat}</p>}
      <ul className="operator-list">
        {boats.map((entry) => {
          const boat = entry.doc as Boat;
          return (
            <li key={entry.id}>
              <button type="button" className="operator-list__item" onClick={() => setOpen(entry)}>
                <strong>{boat.name}</strong>{entry.hidden && <> · <span className="catalogue-hidden">{T.hiddenBadge}</span></>}<br />
                <span className="operator-muted">{T.updated(entry.updatedBy, formatDayWithYear(entry.updatedAt, zone))}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <button type="button" className="button button--primary" onClick={() => setOpen('new')}>{T.addBoat}</button>
      {([['activities', T.stopsTitle, T.addStop, activities], ['pickUpLocations', T.pickUpsTitle, T.addPickUp, pickUps]] as const).map(([list, title, add, entries]) => (
        <section key={list} className="catalogue">
          <h2>{title}</h2>
          <ul className="operator-list">
            {entries.map((entry) => (
              <li key={entry.id}>
                <button type="button" className="operator-list__item" onClick={() => setPlace({ list, entry })}>
                  <strong>{(entry.doc as { name: string }).name}</strong>{entry.hidden && <> · <span className="catalogue-hidden">{T.hiddenBadge}</span></>}
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className="button button--ghost" onClick={() => setPlace({ list, entry: null })}>{add}</button>
        </section>
      ))}
      <BoatsSpreadsheet fleet={{ boats: choices.boats, activities: choices.activities, regions: choices.regions, pickUpLocations: choices.pickUps }} onImported={saved} />
    </section>
  );
}
