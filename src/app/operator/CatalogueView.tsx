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
import { Spinner } from '../ui/Spinner';
import { BoatEditor } from './BoatEditor';
import type { CatalogueChoices } from './BoatChoices';
import { CatalogueIndex, FirstCompany } from './CatalogueIndex';
import { CompanyEditor } from './CompanyEditor';
import { PageEditor } from './PageEditor';
import { PlaceEditor, type PlaceList } from './PlaceEditor';
import { fetchCatalogueList } from './catalogueApi';
import { useOfficeCountry } from '../country';
import { countries as allCountries, countryByUrlTitle } from '../http/resources';
import { MORE_LISTS, PAGE_LISTS, type PageListName } from './pageForms';
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

/** Where a new place's map opens when the catalogue has no pick-up point or region yet. */
const GRAND_CAYMAN = { lat: 19.3, lng: -81.38 };

const docs = <D,>(entries: CatalogueEntry[]) => entries.map((e) => e.doc as D);

/** What the boat editor picks from: the other lists' documents. */
function choicesOf(lists: Record<CatalogueListName, CatalogueEntry[]>): CatalogueChoices {
  return {
    activities: docs<Activity>(lists.activities),
    regions: docs<Region>(lists.regions),
    pickUps: docs<PickUpLocation>(lists.pickUpLocations),
    checklistItems: docs<ChecklistItem>(lists.checklistItems),
    boats: docs<Boat>(lists.boats),
  };
}

/** What the page editor picks from, with the company's country (or the regions') for a new page. */
function pageChoicesOf(lists: Record<CatalogueListName, CatalogueEntry[]>, choices: CatalogueChoices) {
  const country = lists.countries[0]?.doc as Country | undefined;
  return {
    countryId: country?._id ?? choices.regions[0]?.countryId ?? '',
    countryCode: country?.code ?? 'US',
    regions: choices.regions,
    activities: choices.activities,
    pickUps: choices.pickUps,
    adventures: docs<Adventure>(lists.adventures),
    boats: choices.boats,
    mapCategories: docs<MapCategory>(lists.mapCategories),
  };
}

/** Every list of the catalogue, read at once; `lists` once none failed and none is pending. */
function useCatalogueLists() {
  const results = useQueries({
    queries: LISTS.map((list) => ({
      queryKey: [...QUERY, list],
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchCatalogueList(list, signal),
      retry: false,
    })),
  });
  const failed = results.find((r) => r.isError);
  const pending = results.some((r) => r.isPending);
  const lists = Object.fromEntries(LISTS.map((list, i) => [list, results[i]?.data ?? []])) as Record<
    CatalogueListName,
    CatalogueEntry[]
  >;
  return { failed, pending, lists };
}

/** After a save, the lists are read again; after the site's first country, the page's own country too. */
function useRefresh() {
  const queryClient = useQueryClient();
  const { urlTitle } = useOfficeCountry();
  return (firstCountry: boolean) => {
    void queryClient.invalidateQueries({ queryKey: QUERY });
    // The site's first country: the page's own country (the header, the boat editor) is read again.
    if (firstCountry) {
      void queryClient.invalidateQueries({ queryKey: countryByUrlTitle.key(urlTitle) });
      void queryClient.invalidateQueries({ queryKey: allCountries.key() });
    }
  };
}

export function CatalogueView({ zone }: { zone: string }) {
  const { failed, pending, lists } = useCatalogueLists();
  const refresh = useRefresh();
  const [open, setOpen] = useState<CatalogueEntry | 'new' | null>(null);
  const [place, setPlace] = useState<{ list: PlaceList; entry: CatalogueEntry | null } | null>(null);
  const [page, setPage] = useState<{ list: PageListName; entry: CatalogueEntry | null } | null>(null);
  const [company, setCompany] = useState<CatalogueEntry | 'new' | null>(null);
  if (failed)
    return (
      <p className="operator-problem" role="alert">
        {problemOf(failed.error)}
      </p>
    );
  if (pending) return <Spinner inline />;
  const choices = choicesOf(lists);
  const saved = () => refresh(lists.countries.length === 0);

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
  if (lists.countries.length === 0) return <FirstCompany onAdd={() => setCompany('new')} />;
  if (page) {
    return (
      <PageEditor
        key={page.entry?.id ?? `new-${page.list}`}
        list={page.list}
        entry={page.entry}
        choices={pageChoicesOf(lists, choices)}
        zone={zone}
        onSaved={saved}
        onBack={() => setPage(null)}
      />
    );
  }
  if (place) {
    return (
      <PlaceEditor
        key={place.entry?.id ?? `new-${place.list}`}
        list={place.list}
        entry={place.entry}
        regions={choices.regions}
        pickUps={choices.pickUps}
        center={choices.pickUps[0]?.coordinates ?? choices.regions[0]?.coordinates ?? GRAND_CAYMAN}
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
    <CatalogueIndex
      lists={lists}
      choices={choices}
      zone={zone}
      onBoat={setOpen}
      onPlace={setPlace}
      onCompany={setCompany}
      onPage={setPage}
      onImported={saved}
    />
  );
}
