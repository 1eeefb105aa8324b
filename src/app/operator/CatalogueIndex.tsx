// The Catalogue tab's front page: every list of the catalogue, each entry a button that opens its editor, with the
// boats' spreadsheet at the end.
import type { Boat, CatalogueEntry, CatalogueListName, Country } from '../../domain/catalogue';
import { formatDayWithYear } from '../../domain/time';
import type { CatalogueChoices } from './BoatChoices';
import { BoatsSpreadsheet } from './BoatsSpreadsheet';
import { CATALOGUE_TEXT as T } from './catalogueMessages';
import { PAGES_TEXT as P } from './cataloguePagesMessages';
import type { PlaceList } from './PlaceEditor';
import { MORE_LISTS, PAGE_LISTS, pageLabel, type PageListName } from './pageForms';

/** What the operator opened from the index: an entry of a list, or (entry null, or 'new') one to add. */
export interface CatalogueOpeners {
  onBoat: (entry: CatalogueEntry | 'new') => void;
  onPlace: (open: { list: PlaceList; entry: CatalogueEntry | null }) => void;
  onCompany: (entry: CatalogueEntry) => void;
  onPage: (open: { list: PageListName; entry: CatalogueEntry | null }) => void;
}

/** " · Hidden" after an entry guests don't see. */
function HiddenBadge({ entry }: { entry: CatalogueEntry }) {
  return (
    entry.hidden && (
      <>
        {' '}
        · <span className="catalogue-hidden">{T.hiddenBadge}</span>
      </>
    )
  );
}

/** A fresh install: boats, places and pages all belong to a country, so the company goes in first. */
export function FirstCompany({ onAdd }: { onAdd: () => void }) {
  return (
    <section className="catalogue">
      <h2>{P.companyTitle}</h2>
      <p className="operator-notice">{P.firstCompany}</p>
      <button type="button" className="button button--primary" onClick={onAdd}>
        {P.newCompany}
      </button>
    </section>
  );
}

export function CatalogueIndex({
  lists,
  choices,
  zone,
  onImported,
  ...open
}: CatalogueOpeners & {
  lists: Record<CatalogueListName, CatalogueEntry[]>;
  choices: CatalogueChoices;
  zone: string;
  onImported: () => void;
}) {
  return (
    <section className="catalogue">
      <BoatList boats={lists.boats} zone={zone} onBoat={open.onBoat} />
      <PlaceLists activities={lists.activities} pickUps={lists.pickUpLocations} onPlace={open.onPlace} />
      <h2>{P.companyTitle}</h2>
      <ul className="operator-list">
        {lists.countries.map((entry) => (
          <li key={entry.id}>
            <button type="button" className="operator-list__item" onClick={() => open.onCompany(entry)}>
              <strong>{P.companyOf((entry.doc as Country).name)}</strong>
            </button>
          </li>
        ))}
      </ul>
      <PageLists lists={lists} onPage={open.onPage} />
      <BoatsSpreadsheet
        fleet={{
          boats: choices.boats,
          activities: choices.activities,
          regions: choices.regions,
          pickUpLocations: choices.pickUps,
        }}
        onImported={onImported}
      />
    </section>
  );
}

function BoatList({
  boats,
  zone,
  onBoat,
}: {
  boats: CatalogueEntry[];
  zone: string;
  onBoat: CatalogueOpeners['onBoat'];
}) {
  return (
    <>
      <h2>{T.boatsTitle}</h2>
      {boats.length === 0 && <p className="operator-notice">{T.firstBoat}</p>}
      <ul className="operator-list">
        {boats.map((entry) => {
          const boat = entry.doc as Boat;
          return (
            <li key={entry.id}>
              <button type="button" className="operator-list__item" onClick={() => onBoat(entry)}>
                <strong>{boat.name}</strong>
                <HiddenBadge entry={entry} />
                <br />
                <span className="operator-muted">
                  {T.updated(entry.updatedBy, formatDayWithYear(entry.updatedAt, zone))}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <button type="button" className="button button--primary" onClick={() => onBoat('new')}>
        {T.addBoat}
      </button>
    </>
  );
}

/** The stops and the pick-up points, each list in a section of its own. */
function PlaceLists({
  activities,
  pickUps,
  onPlace,
}: {
  activities: CatalogueEntry[];
  pickUps: CatalogueEntry[];
  onPlace: CatalogueOpeners['onPlace'];
}) {
  return (
    [
      ['activities', T.stopsTitle, T.addStop, activities],
      ['pickUpLocations', T.pickUpsTitle, T.addPickUp, pickUps],
    ] as const
  ).map(([list, title, add, entries]) => (
    <section key={list} className="catalogue">
      <h2>{title}</h2>
      <ul className="operator-list">
        {entries.map((entry) => (
          <li key={entry.id}>
            <button type="button" className="operator-list__item" onClick={() => onPlace({ list, entry })}>
              <strong>{(entry.doc as { name: string }).name}</strong>
              <HiddenBadge entry={entry} />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="button button--ghost" onClick={() => onPlace({ list, entry: null })}>
        {add}
      </button>
    </section>
  ));
}

/** The pages' lists, in three groups, each list folded under its name and count. */
function PageLists({
  lists,
  onPage,
}: {
  lists: Record<CatalogueListName, CatalogueEntry[]>;
  onPage: CatalogueOpeners['onPage'];
}) {
  return (
    [
      [P.placesTitle, PAGE_LISTS.slice(0, 2)],
      [P.pagesTitle, PAGE_LISTS.slice(2)],
      [P.moreTitle, MORE_LISTS],
    ] as const
  ).map(([heading, group]) => (
    <section key={heading} className="catalogue">
      <h2>{heading}</h2>
      {group.map((list) => (
        <details key={list} className="catalogue-list">
          <summary>
            {P.lists[list]} <span className="operator-muted">({lists[list].length})</span>
          </summary>
          <ul className="operator-list">
            {lists[list].map((entry) => (
              <li key={entry.id}>
                <button type="button" className="operator-list__item" onClick={() => onPage({ list, entry })}>
                  <strong>{pageLabel(entry.doc as Record<string, unknown>)}</strong>
                  <HiddenBadge entry={entry} />
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className="button button--ghost" onClick={() => onPage({ list, entry: null })}>
            {P.addTo(P.lists[list]!)}
          </button>
        </details>
      ))}
    </section>
  ));
}
