// 'My bookings' for agents: the reservations and bookings they made (an admin: everyone's), newest first, each with
// whether the one asking may cancel it now and what the guest would get back.
import { desc, eq } from 'drizzle-orm';
import { mayDo } from '../../domain/auth';
import { agentMayCancelAt, refundCentsAt } from '../../domain/cancellationPolicy';
import type { AgentBooking, ReservationStatus } from '../../domain/reservation';
import type { Principal } from '../auth/accessTokens';
import type { Db } from '../db/client';
import { agencies, users } from '../db/authSchema';
import { reservations, type ReservationRow } from '../db/reservationSchema';

const LIST_LIMIT = 200;

/** A reservation past its end reads EXPIRED even before the sweep has marked it. */
export const statusAt = (row: Pick<ReservationRow, 'status' | 'expiresAt'>, now: Date): ReservationStatus =>
  row.status === 'RESERVED' && row.expiresAt !== null && row.expiresAt <= now ? 'EXPIRED' : row.status;

/** Whether `principal` may cancel it now: their own (an admin: any), while live, and for a booking within the policy. */
export function mayCancel(principal: Principal, row: ReservationRow, now: Date): boolean {
  const everyone = mayDo(principal.role, 'bookings:all');
  if (row.agentId !== principal.userId && !everyone) return false;
  const status = statusAt(row, now);
  if (status === 'RESERVED') return true;
  if (status !== 'PAID' && status !== 'ON_ACCOUNT') return false;
  return row.startTime.getTime() > now.getTime() && (everyone || agentMayCancelAt(row.startTime.getTime(), now.getTime()));
}

/** What cancelling now would give back: nothing for an unpaid reservation, the policy's share of a booking. */
export const refundIfCancelled = (row: ReservationRow, now: Date) =>
  row.status === 'PAID' || row.status === 'ON_ACCOUNT' ? refundCentsAt(row.amountCents, row.startTime.getTime(), now.getTime()) : 0;

export async function agentBookings(db: Db, principal: Principal, now: Date): Promise<AgentBooking[]> {
  const query = db.select({ r: reservations, agent: users, agency: agencies }).from(reservations)
    .innerJoin(users, eq(users.id, reservations.agentId)).leftJoin(agencies, eq(agencies.id, reservations.agencyId));
  const rows = await (mayDo(principal.role, 'bookings:all') ? query : query.where(eq(reservations.agentId, principal.userId)))
    .orderBy(desc(reservations.createdAt)).limit(LIST_LIMIT);
  return rows.map(({ r, agent, agency }) => {
    const b = r.booking;
    const s = b.tripSummary;
    const cancellable = mayCancel(principal, r, now);
    return {
      reservationId: r.id,
      status: statusAt(r, now),
      settlement: r.settlement,
      createdAt: r.createdAt.toISOString(),
      expiresAt: r.expiresAt?.toISOString() ?? null,
      startTime: b.timeSlot.startTime,
      endTime: b.timeSlot.endTime,
      timezone: b.timezone,
      guest: { firstName: b.firstName, lastName: b.lastName, email: b.email, phone: b.phone },
      adults: b.adults,
      kids: b.kids,
      trip: { boatName: s.boat.data.name, charterHours: s.boatPriceRateAndExtraHour.data.hours, meetAt: s.pull.data?.name ?? '', activities: s.activities.map((a) => a.data.name) },
      amountCents: r.amountCents,
      discount: r.discount,
      customStart: r.customStart,
      bookingRef: r.bookingRef,
      refundCents: r.refundCents,
      agent: { id: agent.id, name: agent.name, email: agent.email },
      agencyName: agency?.name ?? null,
      cancellable,
      cancelRefundCents: cancellable ? refundIfCancelled(r, now) : null,
    };
  });
}
