// Cancelling a reservation or the booking it became (POST booking/reservations/{id}/cancel): an agent cancels their
// own while the policy allows (an unpaid reservation at any time, a booking until 24 hours before its start), an admin
// any at any time. The slot is released; a card payment gets the policy's share back through the provider (in the
// transaction, with the provider's idempotency key, so a retry never refunds twice); on account, the agency's invoice
// is credited the same share. Repeating a cancel answers the first one's result.
import { defined } from '../../domain/schema';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mayDo } from '../../domain/office';
import { SELF_SERVICE_CUTOFF_HOURS, type ReservationCancelAnswer, AGENT_NOTICE_TEXT } from '../../domain/booking';
import type { Principal } from '../auth/accessTokens';
import { bookings, payments } from '../db/paymentSchema';
import { reservations, type ReservationRow } from '../db/reservationSchema';
import { audit, userActor } from '../audit/auditLog';
import { refundPayment } from '../payment/refunds';
import { enqueueMails } from '../email/outbox';
import { emailSettings } from '../email/settings';
import { HttpError } from '../http/errors';
import type { Tx } from '../db/client';
import { lockHold, releaseSlot } from '../booking/holdStore';
import { isDeadlock } from '../booking/holdStatements';
import { mayCancel, refundIfCancelled, statusAt } from './agentBookings';
import { cancelledMail } from './reservationMails';
import { endUnpaidSessions } from '../payment/checkoutSessions';
import { reservedTrip } from './reservationLifecycle';
import { tellAgent } from './agentNotices';

const RESERVATION_NOT_FOUND = 'Reservation not found';
const DEADLOCK_ATTEMPTS = 3;

/**
 * Gives the policy's share of a card payment back (payment/refunds.ts); on account nothing moves (the invoice is
 * credited).
 */
async function refundCancelled(
  app: FastifyInstance,
  tx: Tx,
  row: ReservationRow,
  refundCents: number,
  principal: Principal,
  now: Date,
): Promise<void> {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.holdId, row.holdId), eq(payments.status, 'PAID')))
    .for('update');
  if (!payment) return;
  await tx.update(bookings).set({ cancelledAt: now, updatedAt: now }).where(eq(bookings.paymentId, payment.id));
  await audit(tx, {
    actor: userActor(principal),
    action: 'cancelled',
    bookingRef: row.bookingRef,
    at: now,
    detail: { refundCents, by: 'agent' },
  });
  if (payment.provider === 'account' || refundCents === 0) return;
  await refundPayment(app.payments.provider, tx, {
    paymentId: payment.id,
    bookingRef: row.bookingRef,
    amountCents: refundCents,
    reason: 'Cancelled within the policy',
    requestKey: 'cancel',
    actor: userActor(principal),
    now,
  });
}

export async function cancelReservation(
  app: FastifyInstance,
  principal: Principal,
  id: string,
): Promise<ReservationCancelAnswer> {
  const db = app.deps.database.db;
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((tx) => cancelIn(app, tx, principal, id));
    } catch (error) {
      if (attempt >= DEADLOCK_ATTEMPTS || !isDeadlock(error)) throw error;
    }
  }
}

async function cancelIn(
  app: FastifyInstance,
  tx: Tx,
  principal: Principal,
  id: string,
): Promise<ReservationCancelAnswer> {
  const now = app.bookingSettings.now();
  const [found] = await tx.select().from(reservations).where(eq(reservations.id, id));
  // Another agent's reservation does not exist for this one.
  if (!found || (found.agentId !== principal.userId && !mayDo(principal.role, 'bookings:all')))
    throw new HttpError(404, RESERVATION_NOT_FOUND);
  // The webhook's order: the hold, then the reservation.
  await lockHold(tx, found.holdId);
  const row = defined(
    (await tx.select().from(reservations).where(eq(reservations.id, id)).for('update'))[0],
    'the reservation',
  );
  if (row.status === 'CANCELLED')
    return { status: 'success', reservationStatus: 'CANCELLED', refundCents: row.refundCents ?? 0 };
  const status = statusAt(row, now);
  if (status === 'EXPIRED')
    throw new HttpError(409, 'This reservation has expired: its time slot is free already.', 'RESERVATION_EXPIRED');
  if (!mayCancel(principal, row, now)) {
    throw new HttpError(
      409,
      row.startTime <= now
        ? 'This trip has started and can no longer be cancelled.'
        : `Within ${SELF_SERVICE_CUTOFF_HOURS} hours of the start the office cancels: please call us.`,
      'CANCELLATION_CLOSED',
    );
  }
  const refundCents = refundIfCancelled(row, now);
  if (status === 'RESERVED')
    await endUnpaidSessions(
      app,
      tx,
      row.holdId,
      () =>
        new HttpError(
          409,
          'The guest is paying for this reservation right now. Try again in a few minutes.',
          'PAYMENT_IN_PROGRESS',
        ),
    );
  else await refundCancelled(app, tx, row, refundCents, principal, now);
  await releaseSlot(tx, row.holdId, now);
  await tx
    .update(reservations)
    .set({ status: 'CANCELLED', refundCents, cancelledBy: principal.userId, cancelledAt: now, updatedAt: now })
    .where(eq(reservations.id, id));
  const guestRefund = row.settlement === 'account' ? 0 : refundCents;
  await enqueueMails(
    tx,
    [cancelledMail(await reservedTrip(tx, row), row.bookingRef, guestRefund)],
    emailSettings(process.env, { now: () => now }),
    {
      submissionId: `reservation-${id}-cancelled`,
      now,
    },
  );
  // An admin cancelling an agent's booking: the agent is told, as for the office's other cancels.
  if (row.bookingRef) {
    await tellAgent(tx, {
      holdId: row.holdId,
      bookingRef: row.bookingRef,
      notice: 'cancelled',
      actor: userActor(principal),
      now,
      submissionId: `reservation-${id}-agent-cancelled`,
      line: AGENT_NOTICE_TEXT.cancelled,
    });
  }
  return { status: 'success', reservationStatus: 'CANCELLED', refundCents };
}
