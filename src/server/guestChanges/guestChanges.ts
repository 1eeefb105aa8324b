// A guest's own cancel and change of a confirmed booking (the booking device or the signed link of its emails), within
// the cancellation policy (domain/booking/cancellationPolicy.ts: before the cut-off, or always for a trip the operator
// closed). The move and the cancel themselves are bookingMoves.ts (the office's too); a dearer time is paid first
// (changePayments.ts).
import type { FastifyInstance } from 'fastify';
import {
  bookingRegion,
  selfServiceAt,
  SELF_SERVICE_ERRORS,
  SELF_SERVICE_TEXT,
  type CancelAnswer,
  type ChangeAnswer,
  type ChangeOptions,
  type SelfServiceAnswer,
} from '../../domain/booking';
import { formatPhone } from '../../domain/schema';
import type { Db, Tx } from '../db/client';
import { HttpError } from '../http/errors';
import { isClosedByOperator, type BookingRecord } from '../payment/bookingRecords';
import {
  cancelBookingIn,
  chargeable,
  isCancelled,
  lockedRecord,
  moveBookingIn,
  moveTargetOf,
  movableTo,
  paidCentsOf,
  priceAt,
  retrying,
  sameTripStarts,
} from './bookingMoves';

async function policyOf(tx: Tx | Db, r: BookingRecord, now: Date) {
  const closedByOperator = await isClosedByOperator(tx, r.hold.bookingId);
  const policy = selfServiceAt(
    { startMs: r.hold.startTime.getTime(), paidCents: await paidCentsOf(tx, r), closedByOperator },
    now.getTime(),
  );
  // A reseller's booking changes and cancels through the reseller (OCTO), who settles its money.
  const reseller = r.hold.ownerKind === 'partner';
  return { closedByOperator, reseller, ...policy, open: policy.open && !reseller };
}

export async function selfServiceOf(app: FastifyInstance, r: BookingRecord, now: Date): Promise<SelfServiceAnswer> {
  const db = app.deps.database.db;
  const policy = await policyOf(db, r, now);
  // Written as the page writes the office's number elsewhere, not as stored.
  const phone = formatPhone(
    bookingRegion({ regionId: r.payment.booking.tripQuery.region, tripSummary: r.payment.booking.tripSummary })
      ?.phone ?? '',
  );
  const cancelled = isCancelled(r);
  return {
    bookingRef: r.booking.bookingRef,
    cancelled,
    open: !cancelled && policy.open,
    refundCents: cancelled ? 0 : policy.refundCents,
    paidCents: await paidCentsOf(db, r),
    closedByOperator: policy.closedByOperator,
    closedReason: cancelled
      ? SELF_SERVICE_TEXT.cancelled
      : policy.open
        ? null
        : policy.reseller
          ? SELF_SERVICE_TEXT.throughReseller
          : policy.started
            ? SELF_SERVICE_TEXT.started(phone)
            : SELF_SERVICE_TEXT.afterCutOff(phone),
  };
}

/** The policy of the locked booking `r`, which must still be live and the guest's to change or cancel. */
export async function openPolicy(tx: Tx, r: BookingRecord, now: Date) {
  if (isCancelled(r)) throw new HttpError(409, SELF_SERVICE_ERRORS.cancelled, 'CANCELLED');
  const policy = await policyOf(tx, r, now);
  if (!policy.open) throw new HttpError(409, SELF_SERVICE_ERRORS.closed, 'SELF_SERVICE_CLOSED');
  return policy;
}

export async function cancelByGuest(app: FastifyInstance, first: BookingRecord, now: Date): Promise<CancelAnswer> {
  return retrying(app, async (tx) => {
    const r = await lockedRecord(tx, first.booking.bookingRef, first.hold.bookingId);
    // A repeat answers the first cancel.
    if (isCancelled(r)) return { bookingRef: r.booking.bookingRef, refundCents: r.payment.refundedCents };
    const policy = await openPolicy(tx, r, now);
    return cancelBookingIn(app, tx, r, {
      actor: 'guest',
      refundCents: policy.refundCents,
      now,
      detail: { closedByOperator: policy.closedByOperator },
      reason: policy.closedByOperator
        ? 'Cancelled: the operator closed the trip'
        : 'Cancelled by the guest within the policy',
    });
  });
}

export async function changeOptionsOf(
  app: FastifyInstance,
  r: BookingRecord,
  date: string,
  now: Date,
): Promise<ChangeOptions> {
  const starts = await sameTripStarts(app, r, date, now);
  const lengthMs = r.hold.endTime.getTime() - r.hold.startTime.getTime();
  const paid = (await priceAt(app, r, r.hold.startTime.getTime(), r.hold.endTime.getTime())).trip.result.price;
  const free = await isClosedByOperator(app.deps.database.db, r.hold.bookingId);
  const options = await Promise.all(
    starts.map(async (slot) => {
      const startMs = Date.parse(slot.startTime);
      const current = startMs === r.hold.startTime.getTime();
      const available = !current && movableTo(slot);
      const price = available ? (await priceAt(app, r, startMs, startMs + lengthMs)).trip.result.price : paid;
      return {
        startTime: slot.startTime,
        endTime: slot.endTime,
        available,
        ...(current ? { current } : {}),
        priceDifferenceCents: chargeable(price - paid, free),
      };
    }),
  );
  return { date, timezone: r.payment.booking.timezone, options };
}

/** A change that costs the same, less, or nothing (a closed trip); a dearer one is paid first (409 COSTS_MORE here). */
export async function changeByGuest(
  app: FastifyInstance,
  first: BookingRecord,
  startTime: string,
  now: Date,
): Promise<ChangeAnswer> {
  const target = await moveTargetOf(app, first, startTime, now);
  const differenceCents = chargeable(
    target.priceDifferenceCents,
    await isClosedByOperator(app.deps.database.db, first.hold.bookingId),
  );
  if (differenceCents > 0) throw new HttpError(409, SELF_SERVICE_ERRORS.costsMore, 'COSTS_MORE');
  return retrying(app, async (tx) => {
    const r = await lockedRecord(tx, first.booking.bookingRef, first.hold.bookingId);
    await openPolicy(tx, r, now);
    return moveBookingIn(app, tx, r, target, { actor: 'guest', differenceCents, now });
  });
}
