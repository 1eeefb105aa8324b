// The office's cancel and move of a booking (admins, from the operator's page): the guest's own cancel and move
// (guestChanges/bookingMoves.ts) without the policy's cut-off. A cancel refunds in full unless told less, never more
// than was paid; a move is free of charge. Both are idempotent: a repeat (a double click) answers what the first did.
import type { FastifyInstance } from 'fastify';
import { formatMoney } from '../../domain/texts';
import { OPERATOR_MESSAGES, type OfficeCancelRequest, type OfficeMoveRequest } from '../../domain/office';
import { SELF_SERVICE_ERRORS, type CancelAnswer, type ChangeAnswer, type ChangeOptions } from '../../domain/booking';
import { changeOptionsOf } from '../guestChanges/guestChanges';
import type { Actor } from '../audit/auditLog';
import { HttpError } from '../http/errors';
import { bookingRecord, type BookingRecord } from '../payment/bookingRecords';
import {
  cancelBookingIn,
  isCancelled,
  lockedRecord,
  moveBookingIn,
  moveTargetOf,
  paidCentsOf,
  retrying,
} from '../guestChanges/bookingMoves';

async function found(app: FastifyInstance, bookingRef: string): Promise<BookingRecord> {
  const record = await bookingRecord(app.deps.database.db, bookingRef);
  if (!record) throw new HttpError(404, OPERATOR_MESSAGES.bookingNotFound);
  return record;
}

export async function cancelByOffice(
  app: FastifyInstance,
  bookingRef: string,
  order: OfficeCancelRequest & { actor: Actor; now: Date },
): Promise<CancelAnswer> {
  const first = await found(app, bookingRef);
  return retrying(app, async (tx) => {
    const r = await lockedRecord(tx, bookingRef, first.hold.bookingId);
    if (isCancelled(r)) return { bookingRef, refundCents: r.payment.refundedCents };
    const paid = await paidCentsOf(tx, r);
    const refundCents = order.refundCents ?? paid;
    if (refundCents > paid)
      throw new HttpError(409, OPERATOR_MESSAGES.refundTooLarge(formatMoney(paid)), 'REFUND_TOO_LARGE');
    const reason = order.reason.trim();
    return cancelBookingIn(app, tx, r, {
      actor: order.actor,
      refundCents,
      reason: `Cancelled by the office: ${reason}`,
      detail: { reason },
      officeReason: reason,
      now: order.now,
    });
  });
}

const answerOf = (r: BookingRecord): ChangeAnswer => ({
  bookingRef: r.booking.bookingRef,
  startTime: r.payment.booking.timeSlot.startTime,
  endTime: r.payment.booking.timeSlot.endTime,
  priceDifferenceCents: 0,
  refundCents: 0,
});

export async function moveByOffice(
  app: FastifyInstance,
  bookingRef: string,
  order: OfficeMoveRequest & { actor: Actor; now: Date },
): Promise<ChangeAnswer> {
  const first = await found(app, bookingRef);
  if (isCancelled(first)) throw new HttpError(409, SELF_SERVICE_ERRORS.cancelled, 'CANCELLED');
  const newStart = Date.parse(order.startTime);
  if (first.hold.startTime.getTime() === newStart) return answerOf(first);
  const target = await moveTargetOf(app, first, order.startTime, order.now);
  return retrying(app, async (tx) => {
    const r = await lockedRecord(tx, bookingRef, first.hold.bookingId);
    if (isCancelled(r)) throw new HttpError(409, SELF_SERVICE_ERRORS.cancelled, 'CANCELLED');
    // A second click that waited for the first finds the booking moved already.
    if (r.hold.startTime.getTime() === newStart) return answerOf(r);
    if (r.hold.startTime.getTime() !== first.hold.startTime.getTime())
      throw new HttpError(409, OPERATOR_MESSAGES.bookingChanged, 'BOOKING_CHANGED');
    return moveBookingIn(app, tx, r, target, {
      actor: order.actor,
      differenceCents: 0,
      now: order.now,
      note: order.reason?.trim() || undefined,
    });
  });
}

export async function moveOptionsOf(
  app: FastifyInstance,
  bookingRef: string,
  date: string,
  now: Date,
): Promise<ChangeOptions> {
  return changeOptionsOf(app, await found(app, bookingRef), date, now);
}
