// The trip summary every itinerary and inquiry email carries: boat, dates, guests, pace, stops and price.
import type { CalculatedTrip } from '../../domain/pricing';
import { formatMoney, MAIL_TEXT, paceLabel, partyCounts } from '../../domain/texts';
import type { MailSection, Row } from './mailLayout';

const ROW = MAIL_TEXT.rows;

export interface SummarisedTrip {
  calculateTrip?: CalculatedTrip;
  startDate?: string | null;
  endDate?: string | null;
  adults?: number;
  children?: number;
  pace?: string;
}

export function dateRange(start?: string | null, end?: string | null): string | undefined {
  if (!start) return undefined;
  return end && end !== start ? MAIL_TEXT.dateRange(start, end) : start;
}

export function guestsText(adults?: number, children?: number): string | undefined {
  if (adults === undefined && children === undefined) return undefined;
  const a = adults ?? 0;
  const c = children ?? 0;
  return `${a + c} (${partyCounts(a, c)})`;
}

export function tripSummarySection(trip: SummarisedTrip): MailSection {
  const summary = trip.calculateTrip?.tripSummary;
  const rows: Row[] = [
    [ROW.boat, summary?.boat.data.name],
    [ROW.dates, dateRange(trip.startDate, trip.endDate)],
    [ROW.guests, guestsText(trip.adults, trip.children)],
    [ROW.pace, trip.pace ? paceLabel(trip.pace) : undefined],
    [ROW.charter, trip.calculateTrip ? MAIL_TEXT.charterHours(trip.calculateTrip.result.time) : undefined],
    [ROW.pickUp, summary?.pull.data?.name ?? undefined],
    [
      ROW.activities,
      summary && summary.activities.length > 0 ? summary.activities.map((a) => a.data.name).join(', ') : undefined,
    ],
    [ROW.dropOff, summary?.doll.data?.name ?? undefined],
    // The price the guest was shown (an estimate: the server prices the trip again at checkout).
    [
      ROW.estimatedPrice,
      trip.calculateTrip ? formatMoney(trip.calculateTrip.result.price, { currencyCode: true }) : undefined,
    ],
  ];
  return { title: MAIL_TEXT.yourTrip, rows };
}
