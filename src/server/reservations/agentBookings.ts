// 'My bookings' for agents: the reservations and bookings they made (an admin: everyone's and resellers' OCTO
// bookings too), newest first, each with whether the one asking may cancel it now and what the guest would get back.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { mayDo } from '../../domain/office';
import { agentMayCancelAt, refundCentsAt, type AgentBooking, type ReservationStatus } from '../../domain/booking';
import type { Principal } from '../auth/accessTokens';
import type { Db } from '../db/client';
import { agencies, users } from '../db/authSchema';
import { reservations, type ReservationRow } from '../db/reservationSchema';
import { apiKeys, octoBookings } from '../db/partnerSchema';
import { bookings, payments, type PaymentRow } from '../db/paymentSchema';
import type { PaymentBooking } from '../db/paymentBooking';
import { auditLog } from '../db/operationsSchema';
import { agentNoticeLine } from './agentNotices';

const LIST_LIMIT = 200;

/** A reservation past its end reads EXPIRED even before the sweep has marked it. */
export const statusAt = (row: Pick<ReservationRow, 'status' | 'expiresAt'>, now: Date): ReservationStatus =>
  row.status === 'RESERVED' && row.expiresAt !== null && row.expiresAt <= now ? 'EXPIRED' : row.status;

/**
 * Whether `principal` may cancel it now: their own (an admin: any), while live, and for a booking within the policy.
 */
export function mayCancel(principal: Principal, row: ReservationRow, now: Date): boolean {
  const everyone = mayDo(principal.role, 'bookings:all');
  if (row.agentId !== principal.userId && !everyone) return false;
  const status = statusAt(row, now);
  if (status === 'RESERVED') return true;
  if (status !== 'PAID' && status !== 'ON_ACCOUNT') return false;
  return (
    row.startTime.getTime() > now.getTime() && (everyone || agentMayCancelAt(row.startTime.getTime(), now.getTime()))
  );
}

/** What cancelling now would give back: nothing for an unpaid reservation, the policy's share of a booking. */
export const refundIfCancelled = (row: ReservationRow, now: Date) =>
  row.status === 'PAID' || row.status === 'ON_ACCOUNT'
    ? refundCentsAt(row.amountCents, row.startTime.getTime(), now.getTime())
    : 0;

/**
 * What the guest got back: by card, every refund of the booking's payment (the office's too), as the operator's page
 * reads it; on account, the invoice's credit the cancel recorded (nothing moves by card).
 */
const refundedOf = (r: ReservationRow, paid: Pick<PaymentRow, 'provider' | 'refundedCents'> | null) =>
  paid && paid.provider !== 'account' ? paid.refundedCents || r.refundCents : r.refundCents;

/** The trip and guest of a booking as the list shows them, from what its payment or reservation keeps. */
function bookedTrip(
  b: PaymentBooking,
): Pick<AgentBooking, 'startTime' | 'endTime' | 'timezone' | 'guest' | 'adults' | 'kids' | 'trip'> {
  const s = b.tripSummary;
  return {
    startTime: b.timeSlot.startTime,
    endTime: b.timeSlot.endTime,
    timezone: b.timezone,
    guest: { firstName: b.firstName, lastName: b.lastName, email: b.email, phone: b.phone },
    adults: b.adults,
    kids: b.kids,
    trip: {
      boatName: s.boat.data.name,
      charterHours: s.boatPriceRateAndExtraHour.data.hours,
      meetAt: s.pull.data?.name ?? '',
      activities: s.activities.map((a) => a.data.name),
    },
  };
}

/**
 * Resellers' confirmed bookings (OCTO), for the operator: settled with the reseller, cancelled by the reseller through
 * OCTO.
 */
async function resellerBookings(db: Db): Promise<AgentBooking[]> {
  const rows = await db
    .select({ o: octoBookings, key: apiKeys, payment: payments })
    .from(octoBookings)
    .innerJoin(apiKeys, eq(apiKeys.id, octoBookings.keyId))
    .innerJoin(bookings, eq(bookings.bookingRef, octoBookings.bookingRef))
    .innerJoin(payments, eq(payments.id, bookings.paymentId))
    .orderBy(desc(octoBookings.createdAt))
    .limit(LIST_LIMIT);
  return rows.map(({ o, key, payment }) => ({
    reservationId: o.id,
    status: o.status === 'CANCELLED' ? 'CANCELLED' : 'ON_ACCOUNT',
    settlement: 'reseller',
    createdAt: o.createdAt.toISOString(),
    expiresAt: null,
    ...bookedTrip(payment.booking),
    amountCents: o.amountCents,
    discount: null,
    customStart: false,
    bookingRef: o.bookingRef,
    refundCents: o.refundCents,
    agent: { id: key.id, name: key.ownerName, email: '' },
    agencyName: null,
    reseller: { name: key.ownerName, reference: o.resellerReference },
    cancellable: false,
    cancelRefundCents: null,
  }));
}

/**
 * What the office or the guest did to these bookings since they were made, oldest first (AGENT_NOTICE_TEXT's lines).
 */
async function noticesOf(
  db: Db,
  refs: Array<{ ref: string; zone: string }>,
): Promise<Map<string, NonNullable<AgentBooking['notices']>>> {
  const out = new Map<string, NonNullable<AgentBooking['notices']>>();
  if (refs.length === 0) return out;
  const zoneOf = new Map(refs.map((r) => [r.ref, r.zone]));
  const entries = await db
    .select()
    .from(auditLog)
    .where(
      and(
        inArray(auditLog.bookingRef, [...zoneOf.keys()]),
        inArray(auditLog.action, ['closed-by-operator', 'reopened-for-booking', 'changed', 'cancelled']),
      ),
    )
    .orderBy(asc(auditLog.id));
  for (const e of entries) {
    const line = agentNoticeLine(e.action, e.detail, e.actor, zoneOf.get(e.bookingRef!) ?? 'UTC');
    if (line) out.set(e.bookingRef!, [...(out.get(e.bookingRef!) ?? []), { at: e.at.toISOString(), text: line }]);
  }
  return out;
}

export async function agentBookings(db: Db, principal: Principal, now: Date): Promise<AgentBooking[]> {
  const everyone = mayDo(principal.role, 'bookings:all');
  const query = db
    .select({
      r: reservations,
      agent: users,
      agency: agencies,
      paid: { provider: payments.provider, refundedCents: payments.refundedCents },
    })
    .from(reservations)
    .innerJoin(users, eq(users.id, reservations.agentId))
    .leftJoin(agencies, eq(agencies.id, reservations.agencyId))
    .leftJoin(bookings, eq(bookings.bookingRef, reservations.bookingRef))
    .leftJoin(payments, eq(payments.id, bookings.paymentId));
  const rows = await (everyone ? query : query.where(eq(reservations.agentId, principal.userId)))
    .orderBy(desc(reservations.createdAt))
    .limit(LIST_LIMIT);
  const notices = await noticesOf(
    db,
    rows.flatMap(({ r }) => (r.bookingRef ? [{ ref: r.bookingRef, zone: r.booking.timezone }] : [])),
  );
  const own: AgentBooking[] = rows.map(({ r, agent, agency, paid }) => {
    const cancellable = mayCancel(principal, r, now);
    return {
      reservationId: r.id,
      status: statusAt(r, now),
      settlement: r.settlement,
      createdAt: r.createdAt.toISOString(),
      expiresAt: r.expiresAt?.toISOString() ?? null,
      ...bookedTrip(r.booking),
      amountCents: r.amountCents,
      discount: r.discount,
      customStart: r.customStart,
      bookingRef: r.bookingRef,
      refundCents: refundedOf(r, paid),
      agent: { id: agent.id, name: agent.name, email: agent.email },
      agencyName: agency?.name ?? null,
      reseller: null,
      cancellable,
      cancelRefundCents: cancellable ? refundIfCancelled(r, now) : null,
      notices: r.bookingRef ? (notices.get(r.bookingRef) ?? []) : [],
    };
  });
  if (!everyone) return own;
  // The operator sees every booking, resellers' too, newest first.
  return [...own, ...(await resellerBookings(db))]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, LIST_LIMIT);
}
