// The office's reports (issue #58): bookings and revenue of the trips sailing in a range of local days (by boat, by
// channel, by day), the refunds given in it, and each agency's on-account statement for a month. Money is integer
// cents as the database holds it; days are the company's local calendar days.
import { array, assign, boolean, define, enums, integer, min, object, pick, type Infer } from 'superstruct';
import { EMAIL_MAX_LENGTH, ID_MAX_LENGTH, NAME_MAX_LENGTH, string } from '../schema/boundedString';
import { daysBetween } from '../time/dateRange';
import { isCalendarDate } from '../time/localTime';
import { localDateTime, signedCents } from '../schema/fields';
import { BOOKED_BY } from './operator';
import { isoDate } from '../schema/validation';

/** A report covers at most this many days (a year, a leap one included): every query stays bounded. */
const REPORT_MAX_DAYS = 366;

export const REPORT_MESSAGES = {
  badDate: 'Give a date as YYYY-MM-DD.',
  badMonth: 'Give a month as YYYY-MM.',
  reversed: 'The range ends before it starts: choose an end on or after the start.',
  tooLong: `A report covers at most ${REPORT_MAX_DAYS} days: choose a shorter range.`,
} as const;

const reportDate = define<string>(
  'reportDate',
  (v) => (typeof v === 'string' && isCalendarDate(v)) || REPORT_MESSAGES.badDate,
);
const reportMonth = define<string>(
  'reportMonth',
  (v) => (typeof v === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(v)) || REPORT_MESSAGES.badMonth,
);

/** GET operator/reports/summary?from=YYYY-MM-DD&to=YYYY-MM-DD (both days included). */
export const reportRangeQuery = object({ from: reportDate, to: reportDate });

/** GET operator/reports/statements?month=YYYY-MM. */
export const statementQuery = object({ month: reportMonth });

/** Why a range is refused, or null: reversed, or longer than REPORT_MAX_DAYS. */
export function rangeProblem(from: string, to: string): string | null {
  const days = daysBetween(from, to) + 1;
  if (days < 1) return REPORT_MESSAGES.reversed;
  return days > REPORT_MAX_DAYS ? REPORT_MESSAGES.tooLong : null;
}

/** The first and last day of a month 'YYYY-MM'. */
export function monthDays(month: string): { from: string; to: string } {
  const [year = NaN, m = NaN] = month.split('-').map(Number);
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

export type Channel = (typeof BOOKED_BY)[number];

const count = min(integer(), 0);

/** One line of a revenue table: live bookings and their guests, and the money of every booking (cancelled too). */
const revenueLine = object({
  /** Bookings not cancelled, and their adults and children. */
  bookings: count,
  guests: count,
  cancelled: count,
  /** What was charged: the booking's price and any difference paid for a dearer time (on account and resellers too). */
  grossCents: signedCents,
  /** Given back to a card, or credited to an agency's invoice or a reseller. */
  refundedCents: signedCents,
  /** gross − refunded. */
  netCents: signedCents,
});
export type RevenueLine = Infer<typeof revenueLine>;

export const reportSummary = object({
  from: isoDate,
  to: isoDate,
  timezone: string(100),
  totals: revenueLine,
  byBoat: array(assign(revenueLine, object({ boatId: string(ID_MAX_LENGTH), boatName: string(NAME_MAX_LENGTH) }))),
  byChannel: array(assign(revenueLine, object({ channel: enums(BOOKED_BY) }))),
  /** Only days that have a trip. */
  byDay: array(assign(revenueLine, object({ day: isoDate }))),
  /** Card refunds given in the range (whatever day their trip is). */
  refunds: object({ count, amountCents: signedCents }),
  /** Live bookings in the range marked 'no-show' (domain/office/officeDesk.ts), their guests and money kept (net). */
  noShows: object({ bookings: count, guests: count, netCents: signedCents }),
});
export type ReportSummary = Infer<typeof reportSummary>;

const statementLine = object({
  bookingRef: string(40),
  /** The trip's start, local with its offset. */
  startTime: localDateTime,
  guestName: string(NAME_MAX_LENGTH * 2 + 1),
  agentName: string(EMAIL_MAX_LENGTH),
  cancelled: boolean(),
  /** The price before the agent's discount. */
  listCents: signedCents,
  /** Taken off (positive) or added as a fee (negative). */
  discountCents: signedCents,
  /** What was booked on the account. */
  amountCents: signedCents,
  /** Credited back by a cancel. */
  creditCents: signedCents,
  dueCents: signedCents,
});
export type StatementLine = Infer<typeof statementLine>;

const agencyStatement = object({
  agencyId: string(ID_MAX_LENGTH),
  agencyName: string(NAME_MAX_LENGTH),
  lines: array(statementLine),
  totals: pick(statementLine, ['listCents', 'discountCents', 'amountCents', 'creditCents', 'dueCents']),
});

export const statementsAnswer = object({ month: string(7), timezone: string(100), agencies: array(agencyStatement) });
export type StatementsAnswer = Infer<typeof statementsAnswer>;
