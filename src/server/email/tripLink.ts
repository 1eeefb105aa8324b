// The link in an email that reopens the trip: always this site's `/{country}/trip-builder?…`. A same-origin
// trip-builder link from the payload keeps its (re-validated) query; anything else is rebuilt from the payload.
import type { CalculatedTrip } from '../../domain/calculatedTrip';
import { INQUIRY_LINK_PARAMS } from '../../domain/emailRequests';
import { parseTripQuery, toTripQueryEntries, type TripQuery } from '../../domain/tripQuery';

export interface LinkedTrip {
  countryUrl: string;
  linkToBT?: string;
  startDate?: string | null;
  endDate?: string | null;
  adults?: number;
  children?: number;
  calculateTrip?: CalculatedTrip;
}

const tripBuilderPath = (countryUrl: string) => `/${encodeURIComponent(countryUrl)}/trip-builder`;

/** The query of the payload's own link when it is this site's trip builder for that country. */
function sameOriginQuery(publicUrl: string, trip: LinkedTrip): TripQuery | undefined {
  if (!trip.linkToBT) return undefined;
  let url: URL;
  try {
    url = new URL(trip.linkToBT);
  } catch {
    return undefined;
  }
  if (url.origin !== publicUrl || url.pathname.replace(/\/+$/, '') !== tripBuilderPath(trip.countryUrl)) return undefined;
  return parseTripQuery(url.searchParams).query;
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
    query.boat = summary.boat.data.urlTitle;
    query.pickUpLocation = summary.pull.data?._id;
    query.dropOffLocation = summary.doll.data?._id;
    query.activities = summary.activities.map((a) => a.data._id);
  }
  return query;
}

/** The trip the link and the summary describe (pace is only known from the guest's own link). */
export function tripQueryOf(publicUrl: string, trip: LinkedTrip): TripQuery {
  return sameOriginQuery(publicUrl, trip) ?? rebuiltQuery(trip);
}

/** An inquiry's reference and its link token (payment/linkTokens.ts). */
export interface InquiryLink {
  inquiryRef?: string;
  inquiryToken?: string;
}

export function tripLink(publicUrl: string, trip: LinkedTrip, flag?: 'saveItinerary' | 'shareItinerary', inquiry: InquiryLink = {}): string {
  const query: TripQuery = { ...tripQueryOf(publicUrl, trip), country: trip.countryUrl, saveItinerary: undefined, shareItinerary: undefined, backFromStripe: undefined };
  if (flag) query[flag] = true;
  const params = new URLSearchParams(toTripQueryEntries(query));
  // The signed reference lets the trip builder reopen the stored inquiry (GET inquiry-data/inquiryRef/{ref}).
  if (inquiry.inquiryRef && inquiry.inquiryToken) {
    params.set(INQUIRY_LINK_PARAMS.ref, inquiry.inquiryRef);
    params.set(INQUIRY_LINK_PARAMS.token, inquiry.inquiryToken);
  }
  return `${publicUrl}${tripBuilderPath(trip.countryUrl)}?${params.toString()}`;
}
