// The office's reports (docs/admin.md 'Reports'), read-only and summed by the database: the bookings of the trips that
// sail in a range of local days, with their money by boat, by channel and by day (one GROUPING SETS query); the card
// refunds given in the range; and each agency's on-account statement for a month. A booking's channel is its hold's
// owner (a guest's device, an agent, a reseller's key: bookedByOf), its money the payment's cents plus the differences
// paid for a dearer time, less what was refunded to a card, credited to an agency or settled back with a reseller.
import { defined } from '../../domain/schema';
import { sql, type SQL } from 'drizzle-orm';
import {
  type Channel,
  type ReportSummary,
  type RevenueLine,
  type StatementLine,
  type StatementsAnswer,
  monthDays,
  rangeProblem,
} from '../../domain/office';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';
import { bookedByOf } from '../payment/bookingRecords';
import { dayBounds } from './manifest';
import { rowsOf } from '../db/rows';

/** The instants from the start of `from` to the end of `to`, local days of `zone`; a bad range is a 400. */
function rangeInstants(from: string, to: string, zone: string): { fromIso: string; toIso: string } {
  const problem = rangeProblem(from, to);
  if (problem) throw new HttpError(400, problem, 'BAD_RANGE');
  return {
    fromIso: new Date(dayBounds(from, zone).fromMs).toISOString(),
    toIso: new Date(dayBounds(to, zone).toMs).toISOString(),
  };
}

const lineOf = (row: Record<string, unknown>): RevenueLine => ({
  bookings: Number(row.bookings),
  guests: Number(row.guests),
  cancelled: Number(row.cancelled),
  grossCents: Number(row.gross),
  refundedCents: Number(row.refunded),
  netCents: Number(row.gross) - Number(row.refunded),
});

/** Each confirmed booking whose trip starts in [fromIso, toIso): its boat, channel, local day, guests and money. */
const bookingsIn = (fromIso: string, toIso: string, zone: string): SQL => sql`
  SELECT p.booking->'tripSummary'->'boat'->'data'->>'_id' AS boat_id,
    p.booking->'tripSummary'->'boat'->'data'->>'name' AS boat_name,
    h.owner_kind,
    to_char(h.start_time AT TIME ZONE ${zone}, 'YYYY-MM-DD') AS day,
    (b.cancelled_at IS NOT NULL OR h.status <> 'BOOKED') AS cancelled,
    coalesce((p.booking->>'adults')::int, 0) + coalesce((p.booking->>'kids')::int, 0) AS guests,
    p.amount_cents + coalesce(d.paid, 0) AS gross,
    p.refunded_cents + coalesce(d.refunded, 0)
      + CASE WHEN p.provider = 'account' AND res.status = 'CANCELLED' THEN coalesce(res.refund_cents, 0) ELSE 0 END AS refunded,
    att.state IS NOT DISTINCT FROM 'no-show' AS no_show
  FROM bookings b
  JOIN payments p ON p.id = b.payment_id
  JOIN slot_holds h ON h.booking_id = b.hold_id
  LEFT JOIN reservations res ON res.hold_id = h.booking_id
  LEFT JOIN booking_attendance att ON att.booking_ref = b.booking_ref
  LEFT JOIN LATERAL (
    -- A difference whose move failed was refunded whole (REFUNDED, nothing in refunded_cents): not the booking's money.
    SELECT sum(x.amount_cents) AS paid, sum(x.refunded_cents) AS refunded FROM payments x
    WHERE x.changes_booking_ref = b.booking_ref AND (x.status = 'PAID' OR (x.status = 'REFUNDED' AND x.refunded_cents > 0))
  ) d ON true
  WHERE h.start_time >= ${fromIso}::timestamptz AND h.start_time < ${toIso}::timestamptz`;

export async function reportSummary(db: Db, query: { from: string; to: string; zone: string }): Promise<ReportSummary> {
  const { fromIso, toIso } = rangeInstants(query.from, query.to, query.zone);
  const grouped = rowsOf(
    await db.execute(sql`
    WITH booked AS (${bookingsIn(fromIso, toIso, query.zone)})
    SELECT grouping(boat_id) AS no_boat, grouping(owner_kind) AS no_channel, grouping(day) AS no_day,
      boat_id, max(boat_name) AS boat_name, owner_kind, day,
      count(*) FILTER (WHERE NOT cancelled)::int AS bookings,
      coalesce(sum(guests) FILTER (WHERE NOT cancelled), 0)::int AS guests,
      count(*) FILTER (WHERE cancelled)::int AS cancelled,
      coalesce(sum(gross), 0)::bigint AS gross, coalesce(sum(refunded), 0)::bigint AS refunded,
      count(*) FILTER (WHERE no_show AND NOT cancelled)::int AS no_shows,
      coalesce(sum(guests) FILTER (WHERE no_show AND NOT cancelled), 0)::int AS no_show_guests,
      coalesce(sum(gross - refunded) FILTER (WHERE no_show AND NOT cancelled), 0)::bigint AS no_show_net
    FROM booked
    GROUP BY GROUPING SETS ((), (boat_id), (owner_kind), (day))`),
  );
  const refunds = defined(
    rowsOf(
      await db.execute(sql`
    SELECT count(*)::int AS count, coalesce(sum(amount_cents), 0)::bigint AS amount FROM refunds
    WHERE created_at >= ${fromIso}::timestamptz AND created_at < ${toIso}::timestamptz`),
    )[0],
    'the refunds total',
  );

  const only = (dimension: 'boat' | 'channel' | 'day') =>
    grouped.filter(
      (r) =>
        Number(r.no_boat) === (dimension === 'boat' ? 0 : 1) &&
        Number(r.no_channel) === (dimension === 'channel' ? 0 : 1) &&
        Number(r.no_day) === (dimension === 'day' ? 0 : 1),
    );
  const total = grouped.find((r) => Number(r.no_boat) + Number(r.no_channel) + Number(r.no_day) === 3);
  // Two owner kinds could be one channel one day: add them up by the one rule that names a channel.
  const channels = new Map<Channel, RevenueLine>();
  for (const row of only('channel')) {
    const channel = bookedByOf(String(row.owner_kind));
    const line = lineOf(row);
    const before = channels.get(channel);
    channels.set(
      channel,
      before
        ? {
            bookings: before.bookings + line.bookings,
            guests: before.guests + line.guests,
            cancelled: before.cancelled + line.cancelled,
            grossCents: before.grossCents + line.grossCents,
            refundedCents: before.refundedCents + line.refundedCents,
            netCents: before.netCents + line.netCents,
          }
        : line,
    );
  }
  return {
    from: query.from,
    to: query.to,
    timezone: query.zone,
    totals: total ? lineOf(total) : lineOf({ bookings: 0, guests: 0, cancelled: 0, gross: 0, refunded: 0 }),
    byBoat: only('boat')
      .map((r) => ({ boatId: String(r.boat_id), boatName: String(r.boat_name ?? r.boat_id), ...lineOf(r) }))
      .sort((a, b) => b.grossCents - a.grossCents || a.boatName.localeCompare(b.boatName)),
    byChannel: [...channels]
      .map(([channel, line]) => ({ channel, ...line }))
      .sort((a, b) => b.grossCents - a.grossCents || a.channel.localeCompare(b.channel)),
    byDay: only('day')
      .map((r) => ({ day: String(r.day), ...lineOf(r) }))
      .sort((a, b) => a.day.localeCompare(b.day)),
    refunds: { count: Number(refunds.count), amountCents: Number(refunds.amount) },
    noShows: {
      bookings: Number(total?.no_shows ?? 0),
      guests: Number(total?.no_show_guests ?? 0),
      netCents: Number(total?.no_show_net ?? 0),
    },
  };
}

/**
 * Every agency's on-account statement for a month: its agents' bookings on account whose trip starts that month, each
 * with the price before the discount, the discount, what was booked, what a cancel credited and what is due.
 */
export async function agencyStatements(db: Db, query: { month: string; zone: string }): Promise<StatementsAnswer> {
  const { from, to } = monthDays(query.month);
  const { fromIso, toIso } = rangeInstants(from, to, query.zone);
  const lines = rowsOf(
    await db.execute(sql`
    SELECT r.agency_id, a.name AS agency_name, r.booking_ref, r.booking->'timeSlot'->>'startTime' AS start_time,
      concat_ws(' ', r.booking->>'firstName', r.booking->>'lastName') AS guest_name, coalesce(nullif(u.name, ''), u.email) AS agent_name,
      r.status = 'CANCELLED' AS cancelled, r.amount_cents, coalesce((r.discount->>'cents')::int, 0) AS discount_cents,
      CASE WHEN r.status = 'CANCELLED' THEN coalesce(r.refund_cents, 0) ELSE 0 END AS credit_cents
    FROM reservations r
    JOIN agencies a ON a.id = r.agency_id
    JOIN users u ON u.id = r.agent_id
    WHERE r.settlement = 'account' AND r.booking_ref IS NOT NULL
      AND r.start_time >= ${fromIso}::timestamptz AND r.start_time < ${toIso}::timestamptz
    ORDER BY lower(a.name), a.id, r.start_time, r.booking_ref`),
  );
  const totals = rowsOf(
    await db.execute(sql`
    SELECT r.agency_id, sum(r.amount_cents)::bigint AS amount, sum(coalesce((r.discount->>'cents')::int, 0))::bigint AS discount,
      sum(CASE WHEN r.status = 'CANCELLED' THEN coalesce(r.refund_cents, 0) ELSE 0 END)::bigint AS credit
    FROM reservations r
    WHERE r.settlement = 'account' AND r.booking_ref IS NOT NULL AND r.agency_id IS NOT NULL
      AND r.start_time >= ${fromIso}::timestamptz AND r.start_time < ${toIso}::timestamptz
    GROUP BY r.agency_id`),
  );

  const agencies = new Map<string, StatementsAnswer['agencies'][number]>();
  for (const row of lines) {
    const id = String(row.agency_id);
    let agency = agencies.get(id);
    if (!agency) {
      const sums = totals.find((t) => t.agency_id === id)!;
      const amount = Number(sums.amount);
      const discountCents = -Number(sums.discount);
      agencies.set(
        id,
        (agency = {
          agencyId: id,
          agencyName: String(row.agency_name),
          lines: [],
          totals: {
            listCents: amount + discountCents,
            discountCents,
            amountCents: amount,
            creditCents: Number(sums.credit),
            dueCents: amount - Number(sums.credit),
          },
        }),
      );
    }
    const amount = Number(row.amount_cents);
    // The stored discount's cents are what it changed (negative for money off): shown as what was taken off.
    const discountCents = -Number(row.discount_cents);
    const credit = Number(row.credit_cents);
    const line: StatementLine = {
      bookingRef: String(row.booking_ref),
      startTime: String(row.start_time),
      guestName: String(row.guest_name),
      agentName: String(row.agent_name),
      cancelled: row.cancelled === true,
      listCents: amount + discountCents,
      discountCents,
      amountCents: amount,
      creditCents: credit,
      dueCents: amount - credit,
    };
    agency.lines.push(line);
  }
  return { month: query.month, timezone: query.zone, agencies: [...agencies.values()] };
}
