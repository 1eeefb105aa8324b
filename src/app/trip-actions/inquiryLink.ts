// The stored inquiry an emailed or saved link names (GET inquiry-data/inquiryRef/{ref}): who to greet and the trip it
// describes. Loaded by useTripLinkWelcome only for a link that names one (it needs the server anyway), not with every
// builder: with it come the answer's schemas (the catalogue reads').
import { type Country, inquiryDataAnswer, type InquiryData } from '../../domain/catalogue';
import { parseTripQuery, type TripQuery, type TripState } from '../../domain/trip';
import { apiRequest } from '../http/client';
import { queryHasTrip } from '../state/tripUrl';
import { applyTripQuery, freshTrip } from '../state/tripEdits';

export const fetchInquiry = async (inquiryRef: string, token: string | null): Promise<InquiryData> =>
  (
    await apiRequest(`inquiry-data/inquiryRef/${encodeURIComponent(inquiryRef)}`, {
      query: { token },
      schema: inquiryDataAnswer,
    })
  ).data.inquiryData;

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
const count = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;

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
  const { query } = parseTripQuery(
    new URLSearchParams(
      Object.entries({
        start_date: text(data.startDate) ?? text(data.preferredDatesStart) ?? '',
        end_date: text(data.endDate) ?? text(data.preferredDatesEnd) ?? '',
        adults: String(count(data.adult) ?? count(data.adults) ?? ''),
        children: String(count(data.children) ?? count(data.kids) ?? ''),
      }).filter(([, v]) => v !== ''),
    ),
  );
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
  return inquiry.kind === 'shared-itinerary'
    ? text(p.userName)
    : (text(p.firstName) ?? text((p.emailData as Record<string, unknown> | undefined)?.firstName));
}
