// The trip summary every itinerary and inquiry email carries: boat, dates, guests, pace, stops and price.
import type { CalculatedTrip } from '../../domain/calculatedTrip';
import { formatMoney } from '../../domain/money';
import { paceLabel } from '../../domain/tripLabels';
import type { MailSection, Row } from './mailLayout';

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
  return end && end !== start ? `${start} to ${end}` : start;
}

export function guestsText(adults?: number, children?: number): string | undefined {
  if (adults === undefined && children === undefined) return undefined;
  const a = adults ?? 0;
  const c = children ?? 0;
  return `${a + c} (${a} ${a === 1 ? 'adult' : 'adults'}, ${c} ${c === 1 ? 'child' : 'children'})`;
}

export function tripSummarySection(trip: SummarisedTrip): MailSection {
  const summary = trip.calculateTrip?.tripSummary;
  const rows: Row[] = [
    ['Boat', summary?.boat.data.name],
    ['Dates', dateRange(trip.startDate, trip.endDate)],
    ['Guests', guestsText(trip.adults, trip.children)],
    ['Pace', trip.pace ? paceLabel(trip.pace) : undefined],
    ['Charter', trip.calculateTrip ? `${trip.calculateTrip.result.time} hours` : undefined],
    ['Pick-up', summary?.pull.data?.name ?? undefined],
    ['Activities', summary && summary.activities.length > 0 ? summary.activities.map((a) => a.data.name).join(', ') : undefined],
    ['Drop-off', summary?.doll.data?.name ?? undefined],
    // The price the guest was shown (an estimate: the server prices the trip again at checkout).
    ['Estimated price', trip.calculateTrip ? formatMoney(trip.calculateTrip.result.price, { currencyCode: true }) : undefined],
  ];
  return { title: 'Your trip', rows };
}
