// The link in an email that reopens the trip: always this site's `/{country}/trip-builder?…`. The payload's own
// trip-builder link keeps its (re-validated) query when it describes the priced trip; anything else is rebuilt.
import type { CalculatedTrip } from '../../domain/pricing';
import { INQUIRY_LINK_PARAMS } from '../../domain/protocol';
import { parseTripQuery, tripBuilderPath, tripBuilderUrl, type TripQuery } from '../../domain/trip';

export interface LinkedTrip {
  countryUrl: string;
  linkToBT?: string;
  startDate?: string | null;
  endDate?: string | null;
  adults?: number;
  children?: number;
  calculateTrip?: CalculatedTrip;
}

/**
 * The query of the payload's own link when it is a trip-builder link of that country. Its origin does not matter
 * (the page may be opened at another address than PUBLIC_URL; the mail links to PUBLIC_URL anyway): the app
 * wrote the query from the trip itself, and it is read again as untrusted input.
 */
function linkQuery(trip: LinkedTrip): TripQuery | undefined {
  if (!trip.linkToBT) return undefined;
  let url: URL;
  try {
    url = new URL(trip.linkToBT);
  } catch {
    return undefined;
  }
  if (url.pathname.replace(/\/+$/, '') !== tripBuilderPath(trip.countryUrl)) return undefined;
  return parseTripQuery(url.searchParams).query;
}

const sameSet = (a: readonly string[] = [], b: readonly string[] = []) =>
  a.length === b.length && a.every((id) => b.includes(id));

/**
 * Whether the link names the boat, meeting points and stops the priced trip has: then the mail's link and its summary
 * agree.
 */
function describesSummary(query: TripQuery, trip: LinkedTrip): boolean {
  const summary = trip.calculateTrip?.tripSummary;
  if (!summary) return true;
  return (
    query.boat === summary.boat.data.urlTitle &&
    query.pickUpLocation === summary.pull.data?._id &&
    (query.dropOffLocation ?? query.pickUpLocation) === (summary.doll.data?._id ?? summary.pull.data?._id) &&
    sameSet(
      query.activities,
      summary.activities.map((a) => a.data._id),
    )
  );
}

function rebuiltQuery(trip: LinkedTrip): TripQuery {
  const summary = trip.calculateTrip?.tripSummary;
  const query: TripQuery = {
    start_date: trip.startDate ?? undefined,
    end_date: trip.endDate ?? undefined,
    adults: trip.adults,
    children: trip.children,
  };
  if (summary) {
    const boatRegions = summary.boat.data.regions.map((r) => r._id);
    query.region = summary.pull.data?.regionIds.find((id) => boatRegions.includes(id)) ?? boatRegions[0];
    query.boat = summary.boat.data.urlTitle;
    query.pickUpLocation = summary.pull.data?._id;
    query.dropOffLocation = summary.doll.data?._id;
    query.activities = summary.activities.map((a) => a.data._id);
  }
  return query;
}

/**
 * The trip the link and the summary describe: the guest's own link when it describes the priced trip (it carries
 * region, dates, pace and fishing hours too), else one rebuilt from the priced trip.
 */
export function tripQueryOf(trip: LinkedTrip): TripQuery {
  const own = linkQuery(trip);
  return own && describesSummary(own, trip) ? own : rebuiltQuery(trip);
}

/** An inquiry's reference and its link token (http/linkTokens.ts). */
export interface InquiryLink {
  inquiryRef?: string;
  inquiryToken?: string;
}

export function tripLink(
  publicUrl: string,
  trip: LinkedTrip,
  flag?: 'saveItinerary' | 'shareItinerary',
  inquiry: InquiryLink = {},
): string {
  const query: TripQuery = {
    ...tripQueryOf(trip),
    country: trip.countryUrl,
    saveItinerary: undefined,
    shareItinerary: undefined,
    backFromStripe: undefined,
  };
  if (flag) query[flag] = true;
  // The signed reference lets the trip builder reopen the stored inquiry (GET inquiry-data/inquiryRef/{ref}).
  const signed: Record<string, string> =
    inquiry.inquiryRef && inquiry.inquiryToken
      ? { [INQUIRY_LINK_PARAMS.ref]: inquiry.inquiryRef, [INQUIRY_LINK_PARAMS.token]: inquiry.inquiryToken }
      : {};
  return tripBuilderUrl(publicUrl, trip.countryUrl, query, signed);
}
