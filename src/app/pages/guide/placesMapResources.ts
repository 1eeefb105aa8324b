// The guide's places map reads, registered with the app's resources so the persisted cache keeps them for offline use.
import { array, type Struct } from 'superstruct';
import * as c from '../../../domain/catalogue';
import { apiGet } from '../../http/client';
import { registry, type Resource } from '../../http/resources';

function placesResource<A extends unknown[], T>(
  name: string,
  schema: Struct<T, any>,
  fetch: (signal: AbortSignal | undefined, ...args: A) => Promise<T>,
): Resource<A, T> {
  const r: Resource<A, T> = { name, schema, persist: true, key: (...args: A) => ['catalogue', name, ...args], fetch };
  registry.set(name, r as unknown as Resource<any[], unknown>);
  return r;
}

export const mapGroups = placesResource('map-groups', array(c.mapGroup), (s, country: string) =>
  apiGet(`custom-map/groups/${encodeURIComponent(country)}`, array(c.mapGroup), undefined, s));

/** `ids` as the API takes them: one comma list. */
export const mapCategories = placesResource('map-categories', array(c.mapCategory), (s, ids: string[]) =>
  apiGet('custom-map/categories', array(c.mapCategory), { ids: ids.join(',') }, s));
