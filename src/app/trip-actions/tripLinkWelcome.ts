// Opening a saved or shared trip link: the saveItinerary / shareItinerary flags pick the greeting, and an
// `inquiryRef` (signed by `inquiryToken` in emailed links) reopens the stored inquiry (./inquiryLink.ts, loaded only
// for such a link) to name who sent it and, when the link itself carries no trip, to rebuild the trip from the inquiry.
import { INQUIRY_LINK_PARAMS } from '../../domain/protocol';
import { INQUIRY_REF_PATTERN } from '../../domain/schema';
import { parseTripQuery } from '../../domain/trip';
import { queryHasTrip } from '../state/tripUrl';

export interface TripLink {
  flag: 'saveItinerary' | 'shareItinerary' | null;
  inquiryRef: string | null;
  /** The emailed link's signature of inquiryRef; the device that sent the inquiry needs none. */
  inquiryToken: string | null;
  /** Whether the link's own query holds a trip (then the builder has already rebuilt it). */
  carriesTrip: boolean;
}

export function readTripLink(search: string): TripLink {
  const params = new URLSearchParams(search);
  const { query } = parseTripQuery(params);
  const ref = params.get(INQUIRY_LINK_PARAMS.ref)?.trim().toUpperCase() ?? '';
  const token = params.get(INQUIRY_LINK_PARAMS.token)?.trim() ?? '';
  return {
    flag: query.shareItinerary ? 'shareItinerary' : query.saveItinerary ? 'saveItinerary' : null,
    inquiryRef: INQUIRY_REF_PATTERN.test(ref) ? ref : null,
    inquiryToken: /^[A-Za-z0-9_-]{32}$/.test(token) ? token : null,
    carriesTrip: queryHasTrip(query),
  };
}
