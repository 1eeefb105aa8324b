// The catalogue reads only the builder makes, registered with the app's resources so that the persisted cache
// keeps them (the registry is the cache's allowlist): the builder then works with no connection.
import { array, nullable } from 'superstruct';
import * as c from '../../domain/catalogue';
import { calculatedTrip, type CalculatedTrip } from '../../domain/pricing';
import { apiGet, type QueryValue } from '../http/client';
import { getOrNone, getRead, resource } from '../http/resources';
import { BUILDER_READS } from '../../domain/protocol';

const enc = encodeURIComponent;

export const itinerariesOfRegion = resource('itineraries-region', array(c.itinerary), (s, regionId: string) =>
  getRead(BUILDER_READS.itinerariesOfRegion(regionId), array(c.itinerary), s),
);

/** Null for a region whose hints the company has not written yet; a device's kept tutorial still reads. */
export const tutorialOfRegion = resource('tutorial', nullable(c.tutorial), (s, regionId: string) =>
  getOrNone(BUILDER_READS.tutorialOfRegion(regionId), c.tutorial, s),
);

/** The server's price of a trip. The last answer per trip is kept, so a reload offline still shows it. */
export const calculatedTripResource = resource(
  'calculate-time',
  calculatedTrip,
  (s, regionId: string, query: Record<string, QueryValue>): Promise<CalculatedTrip> =>
    apiGet(`calculate-time/${enc(regionId)}`, calculatedTrip, query, s),
);
