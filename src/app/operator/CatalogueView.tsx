// The operator's Catalogue tab (issue #58): the fleet as guests will see it, each boat opened in the editor, and, on
// a catalogue with no boat yet, what adding the first one takes. Online only: it edits the shared catalogue.
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type {
  Activity,
  Adventure,
  Boat,
  ChecklistItem,
  Country,
  MapCategory,
  PickUpLocation,
  Region,
  CatalogueListName,
  CatalogueEntry,
} from '../../domain/catalogue';
import { formatDayWithYear } from '../../domain/time';
import { Spinner } from '../ui/Spinner';
import { BoatEditor } from './BoatEditor';
import type { CatalogueChoices } from './BoatChoices';
import { BoatsSpreadsheet } from './BoatsSpreadsheet';
import { CompanyEditor } from './CompanyEditor';
import { PageEditor } from './PageEditor';
import { PlaceEditor, type PlaceList } from './PlaceEditor';
import { fetchCatalogueList } from './catalogueApi';
import { useOfficeCountry } from '../country';
import { countries as allCountries, countryByUrlTitle } from '../http/resources';
import { CATALOGUE_TEXT as T } from './catalogueMessages';
import { PAGES_TEXT as P } from './cataloguePagesMessages';
import { MORE_LISTS, PAGE_LISTS, pageLabel, type PageListName } from './pageForms';
import { OPERATOR_QUERIES, problemOf } from './operatorApi';

const LISTS: CatalogueListName[] = [
  'boats',
  'activities',
  'regions',
  'pickUpLocations',
  'checklistItems',
  'countries',
  ...PAGE_LISTS.filter((l) => l !== 'regions'),
  ...MORE_LISTS.filter((l) => l !== 'checklistItems'),
];
const QUERY = [...OPERATOR_QUERIES, 'catalogue'] as const;

export function CatalogueView({ zone }: { zone: string }) {
  const queryClient = useQueryClient();
  const results = useQueries({
    queries: LISTS.map((list) => ({
      queryKey: [...QUERY, list],
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchCatalogueList(list, signal),
      retry: false,
    })),
  });
  const [open, setOpen] = useState<CatalogueEntry | 'new' | null>(null);
  const [place, setPlace] = useState<{ list: PlaceList; entry: CatalogueEntry | null } | null>(null);
  const [page, setPage] = useState<{ list: PageListName; entry: CatalogueEntry | null } | null>(null);
  const [company, setCompany] = useState<CatalogueEntry | 'new' | null>(null);
  const { urlTitle } = useOfficeCountry();
  const failed = results.find((r) => r.isError);
  if (failed)
    return (
      <p className="operator-problem" role="alert">
        {problemOf(failed.error)}
      </p>
    );
  if (results.some((r) => r.isPending)) return <Spinner inline />;
  // Every list has its data here: none failed and none is pending.
  const lists = Object.fromEntries(LISTS.map((list, i) => [list, results[i]?.data ?? []])) as Record<
    CatalogueListName,
    CatalogueEntry[]
  >;
  const { boats, activities, regions, pickUpLocations: pickUps, checklistItems, countries } = lists;
  const docs = <D,>(entries: CatalogueEntry[]) => entries.map((e) => e.doc as D);
  const choices: CatalogueChoices = {
    activities: docs<Activity>(activities),
    regions: docs<Region>(regions),
    pickUps: docs<PickUpLocation>(pickUps),
    checklistItems: docs<ChecklistItem>(checklistItems),
    boats: docs<Boat>(boats),
  };
  const saved = () => {
    void queryClient.invalidateQueries({ queryKey: QUERY });
    // The site's first country: the page's own country (the header, the boat editor) is read again.
    if (countries.length === 0) {
      void queryClient.invalidateQueries({ queryKey: countryByUrlTitle.key(urlTitle) });
      void queryClient.invalidateQueries({ queryKey: allCountries.key() });
    }
  };
  const pageChoices = {
    countryId: (countries[0]?.doc as Country | undefined)?._id ?? choices.regions[0]?.countryId ?? '',
    countryCode: (countries[0]?.doc as Country | undefined)?.code ?? 'US',
    regions: choices.regions,
    activities: choices.activities,
    pickUps: choices.pickUps,
    adventures: docs<Adventure>(lists.adventures),
    boats: choices.boats,
    mapCategories: docs<MapCategory>(lists.mapCategories),
  };

  if (company) {
    return (
      <CompanyEditor
        key={company === 'new' ? 'new' : company.id}
        entry={company === 'new' ? null : company}
        zone={zone}
        onSaved={saved}
        onBack={() => setCompany(null)}
      />
    );
  }
  // Boats, places and pages all belong to a country: a fresh install puts the company in first.
  if (countries.length === 0) {
    return (
      <section className="catalogue">
        <h2>{P.companyTitle}</h2>
        <p className="operator-notice">{P.firstCompany}</p>
        <button type="button" className="button button--primary" onClick={() => setCompany('new')}>
          {P.newCompany}
        </button>
      </section>
    );
  }
  if (page) {
    return (
      <PageEditor
        key={page.entry?.id ?? `new-${page.list}`}
        list={page.list}
        entry={page.entry}
        choices={pageChoices}
        zone={zone}
        onSaved={saved}
        onBack={() => setPage(null)}
      />
    );
  }

  if (place) {
    const center = choices.pickUps[0]?.coordinates ?? choices.regions[0]?.coordinates ?? { lat: 19.3, lng: -81.38 };
    return (
      <PlaceEditor
        key={place.entry?.id ?? `new-${place.list}`}
        list={place.list}
        entry={place.entry}
        regions={choices.regions}
        pickUps={choices.pickUps}
        center={center}
        zone={zone}
        onSaved={saved}
        onBack={() => setPlace(null)}
      />
    );
  }
  if (open) {
    return (
      <BoatEditor
        key={open === 'new' ? 'new' : open.id}
        entry={open === 'new' ? null : open}
        choices={choices}
        zone={zone}
        onSaved={saved}
        onBack={() => setOpen(null)}
      />
    );
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
                <strong>{boat.name}</strong>
                {entry.hidden && (
                  <>
                    {' '}
                    · <span className="catalogue-hidden">{T.hiddenBadge}</span>
                  </>
                )}
                <br />
                <span className="operator-muted">
                  {T.updated(entry.updatedBy, formatDayWithYear(entry.updatedAt, zone))}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <button type="button" className="button button--primary" onClick={() => setOpen('new')}>
        {T.addBoat}
      </button>
      {(
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
                <button type="button" className="operator-list__item" onClick={() => setPlace({ list, entry })}>
                  <strong>{(entry.doc as { name: string }).name}</strong>
                  {entry.hidden && (
                    <>
                      {' '}
                      · <span className="catalogue-hidden">{T.hiddenBadge}</span>
                    </>
                  )}
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className="button button--ghost" onClick={() => setPlace({ list, entry: null })}>
            {add}
          </button>
        </section>
      ))}
      <h2>{P.companyTitle}</h2>
      <ul className="operator-list">
        {countries.map((entry) => (
          <li key={entry.id}>
            <button type="button" className="operator-list__item" onClick={() => setCompany(entry)}>
              <strong>{P.companyOf((entry.doc as Country).name)}</strong>
            </button>
          </li>
        ))}
      </ul>
      {(
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
                    <button type="button" className="operator-list__item" onClick={() => setPage({ list, entry })}>
                      <strong>{pageLabel(entry.doc as Record<string, unknown>)}</strong>
                      {entry.hidden && (
                        <>
                          {' '}
                          · <span className="catalogue-hidden">{T.hiddenBadge}</span>
                        </>
                      )}
                    </button>
                  </li>
                ))}
              </ul>
              <button type="button" className="button button--ghost" onClick={() => setPage({ list, entry: null })}>
                {P.addTo(P.lists[list]!)}
              </button>
            </details>
          ))}
        </section>
      ))}
      <BoatsSpreadsheet
        fleet={{
          boats: choices.boats,
          activities: choices.activities,
          regions: choices.regions,
          pickUpLocations: choices.pickUps,
        }}
        onImported={saved}
      />
    </section>
  );
}
