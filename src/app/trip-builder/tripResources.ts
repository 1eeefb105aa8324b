// The catalogue reads only the builder makes, registered with the app's resources so that the persisted cache
// keeps them (the registry is the cache's allowlist): the builder then works with no connection.
import { array, type Struct } from 'superstruct';
import * as c from '../../domain/catalogue';
import { calculatedTrip, type CalculatedTrip } from '../../domain/calculatedTrip';
import { apiGet, type QueryValue } from '../http/client';
import { registry, type Resource } from '../http/resources';

function builderResource<A extends unknown[], T>(
  name: string,
  schema: Struct<T, any>,
  fetch: (signal: AbortSignal | undefined, ...args: A) => Promise<T>,
): Resource<A, T> {
  const r: Resource<A, T> = { name, schema, persist: true, key: (...args: A) => ['catalogue', name, ...args], fetch };
  registry.set(name, r as unknown as Resource<any[], unknown>);
  return r;
}

const enc = encodeURIComponent;

export const itinerariesOfRegion = builderResource('itineraries-region', array(c.itinerary), (s, regionId: string) =>
  apiGet(`itinerary/by-region/${enc(regionId)}`, array(c.itinerary), undefined, s));

export const tutorialOfRegion = builderResource('tutorial', c.tutorial, (s, regionId: string) =>
  apiGet(`tutorial/${enc(regionId)}`, c.tutorial, { totalPerson: 5 }, s));

/** The server's price of a trip. The last answer per trip is kept, so a reload offline still shows it. */
export const calculatedTripResource = builderResource(
  'calculate-time',
  calculatedTrip,
  (s, regionId: string, query: Record<string, QueryValue>): Promise<CalculatedTrip> =>
    apiGet(`calculate-time/${enc(regionId)}`, calculatedTrip, query, s),
);
