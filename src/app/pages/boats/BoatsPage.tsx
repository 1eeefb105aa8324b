import { countryInSentence } from '../../../domain/texts';
import { ratingsByBoat, type Boat } from '../../../domain/catalogue';
import { useState } from 'react';
import { Link } from 'wouter';
import { useResource } from '../../http/useResource';
import { activityNames, boats, reviews, type BoatFilters } from '../../http/resources';
import { useCountry, useCountryPath } from '../../country';
import { BoatCard, firstScreenCard, PageHero, QueryView, usePageMeta } from '../../content';
import { Pagination, pageCount, pageSlice } from '../../ui/Pagination';
import { Select } from '../../ui/Select';
import { Spinner } from '../../ui/Spinner';
import { useHydrated } from '../../ui/useHydrated';
import { BoatFilterPanel, SORT_OPTIONS } from './BoatFilterPanel';

export const MAX_COMPARED = 3;

/** Amenity names across the fleet, for the filter list. */
function amenityNames(fleet: Boat[]): string[] {
  const names = new Set<string>();
  fleet.forEach((b) => b.boatingCheckList.forEach((i) => i.type === 'AMENITIES' && names.add(i.name)));
  return [...names].sort();
}

export default function BoatsPage() {
  const country = useCountry();
  const to = useCountryPath();
  usePageMeta('boats-and-rates', {
    title: `Private Boat Charters & Rates in ${countryInSentence(country.name)}`,
    description: `Compare private charter boats in ${country.mainIsland} by size, guests, amenities and price.`,
  });
  const [filters, setFilters] = useState<BoatFilters>({ sort: 'price' });
  const [page, setPage] = useState(1);
  const [compared, setCompared] = useState<string[]>([]);
  const [showFilters, setShowFilters] = useState(false);
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
          <button
            type="button"
            className="button button--ghost filters-toggle"
            aria-expanded={showFilters}
            aria-controls="boat-filters"
            disabled={!hydrated}
            onClick={() => setShowFilters((s) => !s)}
          >
            {showFilters ? 'Hide filters' : 'Show filters'}
          </button>
          <div id="boat-filters" className={`filters-panel ${showFilters ? 'is-open' : ''}`}>
            <BoatFilterPanel
              filters={filters}
              onChange={changeFilters}
              amenities={amenityNames(fleet.data ?? [])}
              activities={(stops.data ?? []).filter((a) => served.has(a._id))}
              disabled={!hydrated}
            />
          </div>
        </aside>
        <section className="boats-layout__results" aria-labelledby="results-title">
          <div className="results-bar">
            <h2 id="results-title" className="results-bar__count" aria-live="polite">
              {results.isSuccess ? `${results.data.length} ${results.data.length === 1 ? 'boat' : 'boats'}` : 'Boats'}
            </h2>
            <Select
              label="Sort by"
              disabled={!hydrated}
              value={filters.sort ?? 'price'}
              options={SORT_OPTIONS}
              onChange={(v) => changeFilters({ ...filters, sort: v as BoatFilters['sort'] })}
            />
          </div>
          <QueryView query={results} loading={<Spinner label="Loading boats…" />}>
            {(list) =>
              list.length === 0 ? (
                <p className="empty">No boats match these filters. Try fewer amenities or a higher price.</p>
              ) : (
                <>
                  <ul className="card-grid card-grid--boats">
                    {pageSlice(list, page).map((b, index) => (
                      <li key={b._id}>
                        <BoatCard
                          boat={b}
                          href={to('boat', b.urlTitle)}
                          rating={ratings.get(b._id)}
                          {...firstScreenCard(index)}
                          action={
                            <label className="checkbox compare-toggle">
                              <input
                                type="checkbox"
                                checked={compared.includes(b._id)}
                                disabled={!hydrated || (!compared.includes(b._id) && compared.length >= MAX_COMPARED)}
                                onChange={() => toggleCompare(b._id)}
                              />
                              <span>
                                Compare<span className="visually-hidden"> {b.name}</span>
                              </span>
                            </label>
                          }
                        />
                      </li>
                    ))}
                  </ul>
                  <Pagination page={page} pages={pageCount(list.length)} onChange={setPage} label="Boat pages" />
                </>
              )
            }
          </QueryView>
        </section>
      </div>
      {compared.length > 0 && (
        <div className="compare-bar" role="region" aria-label="Boats to compare">
          <div className="container compare-bar__inner">
            <span>{`${compared.length} of ${MAX_COMPARED} boats selected`}</span>
            <div className="button-row">
              <button type="button" className="button button--ghost" onClick={() => setCompared([])}>
                Clear
              </button>
              <Link
                href={`${to('compare-boats')}?ids=${compared.map(encodeURIComponent).join(',')}`}
                className="button button--accent"
              >
                Compare boats
              </Link>
            </div>
          </div>
        </div>
      )}
    </>
  );
}
