import { countryInSentence } from '../../../domain/texts';
import { ratingsByBoat, type Boat } from '../../../domain/catalogue';
import { useState, type ReactNode } from 'react';
import { useResource } from '../../http/useResource';
import { activityNames, boats, reviews, type BoatFilters } from '../../http/resources';
import { useCountry, useCountryPath } from '../../country';
import { BoatCard, firstScreenCard, PageHero, QueryView, usePageMeta } from '../../content';
import { Pagination, pageCount, pageSlice } from '../../ui/Pagination';
import { Select } from '../../ui/Select';
import { Spinner } from '../../ui/Spinner';
import { useHydrated } from '../../ui/useHydrated';
import { BoatFilterPanel, FiltersToggle, SORT_OPTIONS } from './BoatFilterPanel';
import { CompareBar, CompareToggle, MAX_COMPARED } from './CompareBar';

/** Amenity names across the fleet, for the filter list. */
function amenityNames(fleet: Boat[]): string[] {
  const names = new Set<string>();
  fleet.forEach((b) => b.boatingCheckList.forEach((i) => i.type === 'AMENITIES' && names.add(i.name)));
  return [...names].sort();
}

/** How many boats the filters found, and the sort order. */
function ResultsBar({
  count,
  sort,
  disabled,
  onSort,
}: {
  count: number | undefined;
  sort: BoatFilters['sort'];
  disabled: boolean;
  onSort: (sort: BoatFilters['sort']) => void;
}) {
  return (
    <div className="results-bar">
      <h2 id="results-title" className="results-bar__count" aria-live="polite">
        {count !== undefined ? `${count} ${count === 1 ? 'boat' : 'boats'}` : 'Boats'}
      </h2>
      <Select
        label="Sort by"
        disabled={disabled}
        value={sort ?? 'price'}
        options={SORT_OPTIONS}
        onChange={(v) => onSort(v as BoatFilters['sort'])}
      />
    </div>
  );
}

/** One page of the boats found, each card with its compare tick (`action`). */
function BoatCardGrid({
  boats,
  ratings,
  action,
}: {
  boats: Boat[];
  ratings: ReturnType<typeof ratingsByBoat>;
  action: (boat: Boat) => ReactNode;
}) {
  const to = useCountryPath();
  return (
    <ul className="card-grid card-grid--boats">
      {boats.map((b, index) => (
        <li key={b._id}>
          <BoatCard
            boat={b}
            href={to('boat', b.urlTitle)}
            rating={ratings.get(b._id)}
            {...firstScreenCard(index)}
            action={action(b)}
          />
        </li>
      ))}
    </ul>
  );
}

export default function BoatsPage() {
  const country = useCountry();
  usePageMeta('boats-and-rates', {
    title: `Private Boat Charters & Rates in ${countryInSentence(country.name)}`,
    description: `Compare private charter boats in ${country.mainIsland} by size, guests, amenities and price.`,
  });
  const [filters, setFilters] = useState<BoatFilters>({ sort: 'price' });
  const [page, setPage] = useState(1);
  const [compared, setCompared] = useState<string[]>([]);
  // Hydration would undo a tick or a sort chosen on the server's HTML.
  const hydrated = useHydrated();

  const fleet = useResource(boats, [country.urlTitle, { sort: 'price' }]);
  const results = useResource(boats, [country.urlTitle, filters]);
  const stops = useResource(activityNames, [country.urlTitle]);
  const ratings = ratingsByBoat(useResource(reviews, [country.urlTitle]).data ?? []);
  const served = new Set(fleet.data?.flatMap((b) => b.activities) ?? []);

  const changeFilters = (next: BoatFilters) => {
    setFilters(next);
    setPage(1);
  };
  const toggleCompare = (id: string) =>
    setCompared((list) =>
      list.includes(id) ? list.filter((x) => x !== id) : list.length < MAX_COMPARED ? [...list, id] : list,
    );

  return (
    <>
      <PageHero
        eyebrow="Boats & rates"
        title="Private boat charters"
        lead="Every boat comes with its own captain and only your group on board. Prices are for the whole boat."
      />
      <div className="container boats-layout">
        <aside className="boats-layout__filters">
          <FiltersToggle disabled={!hydrated}>
            <BoatFilterPanel
              filters={filters}
              onChange={changeFilters}
              amenities={amenityNames(fleet.data ?? [])}
              activities={(stops.data ?? []).filter((a) => served.has(a._id))}
              disabled={!hydrated}
            />
          </FiltersToggle>
        </aside>
        <section className="boats-layout__results" aria-labelledby="results-title">
          <ResultsBar
            count={results.isSuccess ? results.data.length : undefined}
            sort={filters.sort}
            disabled={!hydrated}
            onSort={(sort) => changeFilters({ ...filters, sort })}
          />
          <QueryView query={results} loading={<Spinner label="Loading boats…" />}>
            {(list) =>
              list.length === 0 ? (
                <p className="empty">No boats match these filters. Try fewer amenities or a higher price.</p>
              ) : (
                <>
                  <BoatCardGrid
                    boats={pageSlice(list, page)}
                    ratings={ratings}
                    action={(b) => (
                      <CompareToggle
                        boat={b}
                        compared={compared}
                        disabled={!hydrated}
                        onToggle={() => toggleCompare(b._id)}
                      />
                    )}
                  />
                  <Pagination page={page} pages={pageCount(list.length)} onChange={setPage} label="Boat pages" />
                </>
              )
            }
          </QueryView>
        </section>
      </div>
      {compared.length > 0 && <CompareBar compared={compared} onClear={() => setCompared([])} />}
    </>
  );
}
