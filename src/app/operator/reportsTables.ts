// The Reports tab's tables, built once from the API's answers and read by the screen, the CSV and the PDF alike: what
// the office sees is what it downloads. Money is the database's cents in the project's money format.
import type { CsvValue } from '../../domain/schema';
import { formatDateAndTime } from '../../domain/time';
import { formatMoney } from '../../domain/texts';
import type { ReportSummary, RevenueLine, StatementsAnswer } from '../../domain/office';
import { REPORTS_TEXT as T } from './reportsMessages';

export interface ReportTable {
  title: string;
  head: string[];
  rows: CsvValue[][];
  /** A last, bold line. */
  total?: CsvValue[];
}

const H = T.head;
const LINE_HEAD = [H.bookings, H.guests, H.cancelled, H.gross, H.refunded, H.net];
const lineCsvValues = (l: RevenueLine): CsvValue[] => [
  l.bookings,
  l.guests,
  l.cancelled,
  formatMoney(l.grossCents),
  formatMoney(l.refundedCents),
  formatMoney(l.netCents),
];

export function summaryTables(r: ReportSummary): ReportTable[] {
  return [
    { title: T.totals, head: LINE_HEAD, rows: [lineCsvValues(r.totals)] },
    { title: T.byBoat, head: [T.boat, ...LINE_HEAD], rows: r.byBoat.map((b) => [b.boatName, ...lineCsvValues(b)]) },
    {
      title: T.byChannel,
      head: [T.channel, ...LINE_HEAD],
      rows: r.byChannel.map((c) => [T.channels[c.channel], ...lineCsvValues(c)]),
    },
    { title: T.byDay, head: [T.day, ...LINE_HEAD], rows: r.byDay.map((d) => [d.day, ...lineCsvValues(d)]) },
    { title: T.refunds, head: [T.count, T.amount], rows: [[r.refunds.count, formatMoney(r.refunds.amountCents)]] },
    {
      title: T.noShows,
      head: [H.bookings, H.guests, T.noShowRevenue],
      rows: [[r.noShows.bookings, r.noShows.guests, formatMoney(r.noShows.netCents)]],
    },
  ];
}

const S = T.statementHead;

export function statementTables(s: StatementsAnswer): ReportTable[] {
  return s.agencies.map((a) => ({
    title: a.agencyName,
    head: [S.ref, S.trip, S.guest, S.agent, S.status, S.list, S.discount, S.amount, S.credit, S.due],
    rows: a.lines.map((l) => [
      l.bookingRef,
      formatDateAndTime(l.startTime, s.timezone),
      l.guestName,
      l.agentName,
      l.cancelled ? T.cancelledStatus : T.booked,
      formatMoney(l.listCents),
      formatMoney(l.discountCents),
      formatMoney(l.amountCents),
      formatMoney(l.creditCents),
      formatMoney(l.dueCents),
    ]),
    total: [
      T.total,
      '',
      '',
      '',
      '',
      formatMoney(a.totals.listCents),
      formatMoney(a.totals.discountCents),
      formatMoney(a.totals.amountCents),
      formatMoney(a.totals.creditCents),
      formatMoney(a.totals.dueCents),
    ],
  }));
}

/** The tables as CSV rows: each under its title, a blank line between them. */
export const csvRowsOf = (name: string, tables: ReportTable[]): CsvValue[][] => [
  [name],
  ...tables.flatMap((t) => [[], [t.title], t.head, ...t.rows, ...(t.total ? [t.total] : [])]),
];
