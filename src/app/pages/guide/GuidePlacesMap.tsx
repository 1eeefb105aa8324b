// The guide's places map: the country's map groups as toggle buttons, their categories as checkboxes, the places as
// markers.
import './placesMap.css';
import { useMemo, useState } from 'react';
import type { MapCategory, MapGroup } from '../../../domain/catalogue';
import { OptionalQuery } from '../../content';
import { useResource } from '../../http/useResource';
import { LazyIslandMap } from '../../map';
import { categoryPoints } from './mapLocationPoints';
import { mapCategories, mapGroups } from './placesMapResources';
import { mapCategoryIds } from '../../../domain/protocol';

export function GuidePlacesMap({ country, mainIsland }: { country: string; mainIsland: string }) {
  const groups = useResource(mapGroups, [country]);
  const ids = useMemo(() => mapCategoryIds(groups.data ?? []), [groups.data]);
  const categories = useResource(mapCategories, [ids], ids.length > 0);
  return (
    <section className="section container places-map" aria-labelledby="guide-places-map">
      <h2 id="guide-places-map" className="section__title">{`${mainIsland} on the map`}</h2>
      <p className="places-map__lead">
        Beaches, reefs, restaurants and the practical places: pick what to show. The map works offline once it has
        loaded.
      </p>
      <OptionalQuery query={groups}>
        {(groupList) =>
          groupList.length > 0 && (
            <OptionalQuery query={categories}>
              {(categoryList) => <PlacesMapView groups={groupList} categories={categoryList} />}
            </OptionalQuery>
          )
        }
      </OptionalQuery>
    </section>
  );
}

function PlacesMapView({ groups, categories }: { groups: MapGroup[]; categories: MapCategory[] }) {
  const [groupId, setGroupId] = useState<string | null>(null);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const group = groups.find((g) => g._id === groupId);
  const choose = (id: string | null) => {
    setGroupId(id);
    setHidden(new Set());
  };
  const listed = useMemo(() => {
    const wanted = group ? group.categoryIds : groups.flatMap((g) => g.categoryIds);
    return categories.filter((c) => wanted.includes(c._id));
  }, [group, groups, categories]);
  const points = useMemo(() => categoryPoints(listed.filter((c) => !hidden.has(c._id))), [listed, hidden]);

  const toggle = (id: string) =>
    setHidden((now) => {
      const next = new Set(now);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <>
      <div className="places-map__groups" role="group" aria-label="Map groups">
        <button type="button" className="pill" aria-pressed={groupId === null} onClick={() => choose(null)}>
          All places
        </button>
        {groups.map((g) => (
          <button
            key={g._id}
            type="button"
            className="pill"
            aria-pressed={groupId === g._id}
            onClick={() => choose(g._id)}
          >
            {g.name}
          </button>
        ))}
      </div>
      {/* All places shows every category; a chosen group lets the guest narrow it down further. */}
      {group && listed.length > 1 && (
        <fieldset className="places-map__categories">
          <legend className="visually-hidden">{`${group.name}: categories shown on the map`}</legend>
          {listed.map((c) => (
            <label key={c._id} className="places-map__category">
              <input type="checkbox" checked={!hidden.has(c._id)} onChange={() => toggle(c._id)} />
              <span>{c.name}</span>
              <span className="places-map__count">{c.items.length}</span>
            </label>
          ))}
        </fieldset>
      )}
      <LazyIslandMap points={points} height="min(62vh, 520px)" className="places-map__map" />
      <p className="places-map__summary" aria-live="polite">
        {points.length === 1 ? '1 place shown' : `${points.length} places shown`}
      </p>
    </>
  );
}
