// Opening a saved or shared trip link: the saveItinerary / shareItinerary flags pick the greeting, and an
// `inquiryRef` (signed by `inquiryToken` in emailed links) reopens the stored inquiry (GET inquiry-data/inquiryRef/{ref})
// to name who sent it and, when the link itself carries no trip, to rebuild the trip from the inquiry.
import type { Country } from '../../domain/catalogue';
import { inquiryDataAnswer, type InquiryData } from '../../domain/catalogueQueries';
import { INQUIRY_LINK_PARAMS } from '../../domain/emailRequests';
import { INQUIRY_REF_PATTERN } from '../../domain/references';
import { parseTripQuery, type TripQuery } from '../../domain/tripQuery';
import type { TripState } from '../../domain/tripState';
import { apiRequest } from '../http/client';
import { applyTripQuery, queryHasTrip } from '../state/tripUrl';
import { freshTrip } from '../state/tripEdits';

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

export const fetchInquiry = async (inquiryRef: string, token: string | null): Promise<InquiryData> =>
  (await apiRequest(`inquiry-data/inquiryRef/${encodeURIComponent(inquiryRef)}`, { query: { token }, schema: inquiryDataAnswer })).data.inquiryData;

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
const count = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined);

/** The trip an inquiry describes: its own trip-builder link when it has one, else its dates and party. */
export function inquiryTripQuery(payload: Record<string, unknown>): TripQuery {
  const link = text(payload.linkToBT);
  if (link) {
    try {
      const { query } = parseTripQuery(new URL(link).searchParams);
      if (queryHasTrip(query)) return query;
    } catch {
      // Not a URL: fall back to the fields below.
    }
  }
  const data = (payload.emailData ?? payload) as Record<string, unknown>;
  const { query } = parseTripQuery(new URLSearchParams(Object.entries({
    start_date: text(data.startDate) ?? text(data.preferredDatesStart) ?? '',
    end_date: text(data.endDate) ?? text(data.preferredDatesEnd) ?? '',
    adults: String(count(data.adult) ?? count(data.adults) ?? ''),
    children: String(count(data.children) ?? count(data.kids) ?? ''),
  }).filter(([, v]) => v !== '')));
  return query;
}

export function tripFromInquiry(country: Country, inquiry: InquiryData): TripState | null {
  const query = inquiryTripQuery(inquiry.payload);
  if (!queryHasTrip(query)) return null;
  const trip = freshTrip(country);
  applyTripQuery(trip, query);
  return trip;
}

/** Who to greet: the saver's first name, or the friend who shared the trip. */
export function greetingName(inquiry: InquiryData): string | null {
  const p = inquiry.payload;
  return inquiry.kind === 'shared-itinerary' ? text(p.userName) : text(p.firstName) ?? text((p.emailData as Record<string, unknown> | undefined)?.firstName);
}
