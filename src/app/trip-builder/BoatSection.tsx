import { useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { type Boat, twoHourPrice, ratingsByBoat } from '../../domain/catalogue';
import { formatBoatPrice } from '../../domain/texts';
import type { TripState } from '../../domain/trip';
import { ImageWithFallback } from '../ui/ImageWithFallback';
import { Select } from '../ui/Select';
import { LazyBoatInfoModal, RatingBadge } from '../content';
import { useResource } from '../http/useResource';
import { reviews } from '../http/resources';
import {
  BOAT_SORTS,
  NO_BOAT_FILTERS,
  amenityNames,
  boatProblems,
  boatsForTrip,
  type BoatListFilters,
  type BoatSort,
} from './boatFit';
import { Section } from './Section';
import { selectBoat } from '../state/tripEdits';
import { SECTION_TITLES, TRIP_BUILDER_TEXT } from './tripBuilderMessages';
import type { TripCatalogue } from '../state/tripEstimate';
import { tripStore } from '../state/tripStore';
import { TutorialHint } from './TutorialHint';
import { BOAT_TEXT } from '../messages';

const PRICE_CAPS = [50_000, 100_000, 150_000, 250_000];
const LENGTHS = [25, 30, 40, 50];

function BoatFilters({
  boats,
  filters,
  onChange,
}: {
  boats: readonly Boat[];
  filters: BoatListFilters;
  onChange: (f: BoatListFilters) => void;
}) {
  const amenities = amenityNames(boats);
  const toggle = (name: string) =>
    onChange({
      ...filters,
      amenities: filters.amenities.includes(name)
        ? filters.amenities.filter((a) => a !== name)
        : [...filters.amenities, name],
    });
  return (
    <details className="tb-filters">
      <summary>Filter and sort</summary>
      <div className="tb-filters__grid">
        <Select
          label="Sort by"
          value={filters.sort}
          options={BOAT_SORTS.map((s) => ({ value: s.value, label: s.label }))}
          onChange={(v) => onChange({ ...filters, sort: v as BoatSort })}
        />
        <Select
          label="2-hour price up to"
          value={filters.price === null ? '' : String(filters.price)}
          placeholder="Any"
          options={PRICE_CAPS.map((p) => ({ value: String(p), label: formatBoatPrice(p) }))}
          onChange={(v) => onChange({ ...filters, price: v ? Number(v) : null })}
        />
        <Select
          label="Length at least"
          value={filters.length === null ? '' : String(filters.length)}
          placeholder="Any"
          options={LENGTHS.map((l) => ({ value: String(l), label: `${l} ft` }))}
          onChange={(v) => onChange({ ...filters, length: v ? Number(v) : null })}
        />
      </div>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={filters.servesMyActivities}
          onChange={(e) => onChange({ ...filters, servesMyActivities: e.target.checked })}
        />
        Only boats that offer all my activities
      </label>
      <fieldset className="tb-filters__amenities">
        <legend className="tb-subtitle">Amenities</legend>
        {amenities.map((name) => (
          <label key={name} className="checkbox">
            <input type="checkbox" checked={filters.amenities.includes(name)} onChange={() => toggle(name)} /> {name}
          </label>
        ))}
      </fieldset>
    </details>
  );
}

export function BoatSection({
  boats,
  catalogue,
  hint,
}: {
  boats: readonly Boat[];
  catalogue: TripCatalogue;
  hint?: string;
}) {
  const trip = useSnapshot(tripStore) as TripState;
  const [filters, setFilters] = useState<BoatListFilters>(NO_BOAT_FILTERS);
  const [info, setInfo] = useState<Boat | null>(null);
  const listed = useMemo(() => boatsForTrip(boats, trip, filters), [boats, trip, filters]);
  const reviewList = useResource(reviews, [catalogue.country.urlTitle]);
  const ratings = useMemo(() => ratingsByBoat(reviewList.data ?? []), [reviewList.data]);
  return (
    <Section id="boatSection" step={6} title={SECTION_TITLES.boatSection}>
      <TutorialHint text={hint} />
      <BoatFilters boats={boats} filters={filters} onChange={setFilters} />
      {listed.length === 0 && (
        <p className="tb-empty">{trip.regionId ? TRIP_BUILDER_TEXT.noBoatsMatch : TRIP_BUILDER_TEXT.noRegionYet}</p>
      )}
      <ul className="tb-boats">
        {listed.map((boat) => {
          const problems = boatProblems(boat, trip, catalogue);
          const chosen = trip.boatId === boat._id;
          const price = twoHourPrice(boat);
          return (
            <li
              key={boat._id}
              className={`tb-boat ${chosen ? 'is-selected' : ''} ${problems.length ? 'is-disabled' : ''}`}
            >
              <ImageWithFallback className="tb-boat__image" src={boat.boatInfo.mainImage} alt="" />
              <div className="tb-boat__body">
                <h3 className="tb-choice__title">{boat.name}</h3>
                <p className="tb-muted">
                  {boat.boatInfo.size} ft · {BOAT_TEXT.maxGuests(boat.maxGuests)}
                  {price !== undefined && ` · ${TRIP_BUILDER_TEXT.from(formatBoatPrice(price))}`}
                </p>
                {ratings.has(boat._id) && (
                  <p className="tb-boat__rating">
                    <RatingBadge summary={ratings.get(boat._id)} />
                  </p>
                )}
                {problems.map((p) => (
                  <p key={p} className="tb-note tb-note--warning">
                    {p}
                  </p>
                ))}
                <div className="button-row">
                  <button
                    type="button"
                    className={`button ${chosen ? 'button--accent' : 'button--primary'}`}
                    aria-pressed={chosen}
                    disabled={problems.length > 0 && !chosen}
                    onClick={() => selectBoat(tripStore, chosen ? null : boat)}
                  >
                    {chosen ? BOAT_TEXT.selected : BOAT_TEXT.select}
                    <span className="visually-hidden"> {boat.name}</span>
                  </button>
                  <button
                    type="button"
                    className="button button--ghost"
                    onClick={() => setInfo(boat)}
                    onPointerEnter={LazyBoatInfoModal.preload}
                    onFocus={LazyBoatInfoModal.preload}
                  >
                    {TRIP_BUILDER_TEXT.details}
                    <span className="visually-hidden"> of {boat.name}</span>
                  </button>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      <LazyBoatInfoModal
        when={info !== null}
        boat={info}
        activities={catalogue.activities}
        mainIsland={catalogue.country.mainIsland}
        onClose={() => setInfo(null)}
        select={
          info
            ? {
                chosen: trip.boatId === info._id,
                problems: boatProblems(info, trip, catalogue),
                onSelect: () => {
                  selectBoat(tripStore, trip.boatId === info._id ? null : info);
                  setInfo(null);
                },
              }
            : undefined
        }
      />
    </Section>
  );
}
