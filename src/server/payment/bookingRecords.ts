// A confirmed booking as the operator's page, the guest's cancel and change and the closures read it: the booking,
// its payment, its hold (the slot and owner) and whether an open closure covers its time now.
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { existingDeviceId } from '../limits/deviceCookie';
import { linkTokenMatches } from '../http/linkTokens';
import { HttpError } from '../http/errors';
import type { BOOKED_BY, SETTLED_BY } from '../../domain/office';
import type { Db, Tx } from '../db/client';
import { slotHolds } from '../db/bookingSchema';
import { bookings, payments, type BookingRow, type PaymentRow } from '../db/paymentSchema';

export interface BookingRecord {
  booking: BookingRow;
  payment: PaymentRow;
  hold: typeof slotHolds.$inferSelect;
}

export async function bookingRecord(db: Db | Tx, bookingRef: string): Promise<BookingRecord | undefined> {
  const [row] = await db
    .select({ booking: bookings, payment: payments, hold: slotHolds })
    .from(bookings)
    .innerJoin(payments, eq(payments.id, bookings.paymentId))
    .innerJoin(slotHolds, eq(slotHolds.bookingId, bookings.holdId))
    .where(eq(bookings.bookingRef, bookingRef));
  return row;
}

/**
 * SQL: an open closure covers a live reservation of the hold `holdColumn` (a closed trip changes and cancels for free).
 */
export const closedByOperatorSql = (holdColumn: unknown) => sql<boolean>`EXISTS (
  SELECT 1 FROM boat_reservations r JOIN calendar_closures c ON r.boat_id = ANY (c.boat_ids) AND c.during && r.during
  WHERE r.booking_id = ${holdColumn} AND r.status = 'BOOKED' AND c.reopened_at IS NULL)`;

export async function isClosedByOperator(db: Db | Tx, holdId: string): Promise<boolean> {
  const [row] = await db
    .select({ closed: closedByOperatorSql(sql`${holdId}`) })
    .from(slotHolds)
    .where(eq(slotHolds.bookingId, holdId));
  return row?.closed === true;
}

export const bookedByOf = (ownerKind: string): (typeof BOOKED_BY)[number] =>
  ownerKind === 'agent' ? 'agent' : ownerKind === 'partner' ? 'reseller' : 'guest';
export const settledByOf = (provider: string, ownerKind: string): (typeof SETTLED_BY)[number] =>
  ownerKind === 'partner' || provider === 'reseller' ? 'reseller' : provider === 'account' ? 'on account' : 'paid';

/** The booking's page by its reference, signed for any device with the token of the confirmation email's link. */
export function bookingPageUrl(
  publicUrl: string,
  payment: Pick<PaymentRow, 'successPath' | 'countryUrlTitle'>,
  bookingRef: string,
): string {
  const token = new URL(payment.successPath, 'http://x').searchParams.get('token') ?? '';
  return `${publicUrl}/${encodeURIComponent(payment.countryUrlTitle)}/booking-confirmed?${new URLSearchParams({ ref: bookingRef, token }).toString()}`;
}

/** Only the device that booked, or the signed link's token. Anyone else gets the same 404 as a wrong reference. */
export function bookerOnly<T extends { booking: BookingRow; payment: PaymentRow }>(
  cookieSecret: string,
  found: T | undefined,
  request: FastifyRequest,
  token?: unknown,
): T {
  const allowed =
    found &&
    (found.booking.deviceId === existingDeviceId(request) ||
      linkTokenMatches(cookieSecret, 'payment', found.payment.id, token));
  if (!allowed) throw new HttpError(404, 'Booking not found');
  return found;
}
