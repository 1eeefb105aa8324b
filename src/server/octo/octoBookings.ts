// Confirm, cancel, update and list a reseller's bookings. Confirming books the hold with bookHold, which re-checks a
// hold that expired (the exclusion constraint decides whether its boat is still free), and records the booking as
// settled with the reseller (no card): a KY- reference and the guest's usual confirmation email. Cancelling follows
// the cancellation policy (until 24 hours before the start; the policy's share is credited to the reseller).
import { and, desc, eq, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { normalizePhone } from '../../domain/fields';
import { INVALID_PHONE } from '../../domain/messages';
import { OCTO_REQUIRED_CONTACT_FIELDS, type OctoBookingsQuery, type OctoConfirmBody, type OctoUpdateBody } from '../../domain/octo';
import { ownerKey } from '../db/bookingSchema';
import type { Tx } from '../db/client';
import { bookings, payments } from '../db/paymentSchema';
import { octoBookings, type ApiKeyRow, type OctoBookingRow } from '../db/partnerSchema';
import { bookHold, lockHold, moveHoldExpiry, releaseSlot, takenReason, type LockedHold } from '../booking/holdStore';
import { isDeadlock } from '../booking/holdStatements';
import { storedBookingFor } from '../payment/checkoutPlan';
import { recordSettledBooking } from '../payment/settledBooking';
import type { PricingCatalogue } from '../pricing/catalogueSnapshot';
import { OctoError, unprocessable } from './octoErrors';
import { octoCancellable, octoRefundAt, octoStatusAt, slotOf } from './octoBookingView';
import { findOctoBooking, holdEnds, partnerOwner, rowIs, storedContactOf } from './octoReserve';
import { octoBoat, octoOptionHours } from './octoProducts';
import { priceOctoTrip } from './octoPricing';

const DEADLOCK_ATTEMPTS = 3;
const LIST_LIMIT = 500;

/** Runs `work` on the booking with its hold locked first, then its row (the order checkout and the sweep lock in). */
async function withLockedBooking<T>(app: FastifyInstance, key: ApiKeyRow, uuid: string, work: (tx: Tx, row: OctoBookingRow, hold: LockedHold | undefined) => Promise<T>): Promise<T> {
  const db = app.deps.database.db;
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const found = await findOctoBooking(tx, key.id, uuid);
        const hold = await lockHold(tx, found.holdId);
        const [row] = await tx.select().from(octoBookings).where(rowIs(key.id, uuid)).for('update');
        return work(tx, row, hold);
      });
    } catch (error) {
      if (attempt >= DEADLOCK_ATTEMPTS || !isDeadlock(error)) throw error;
    }
  }
}

/**
 * The guest's name, email and phone the booking needs, from OCTO's contact (fullName split when the names are not
 * given): every field the options advertise as required (OCTO_REQUIRED_CONTACT_FIELDS).
 */
function guestOf(contact: OctoBookingRow['contact'], notes: string | null) {
  const [first, ...rest] = (contact.fullName ?? '').trim().split(/\s+/);
  // The schema stores the phone normalized; a hold reserved before it did may still hold another form.
  const phone = contact.phoneNumber ? normalizePhone(contact.phoneNumber) : '';
  if (phone === undefined) throw new OctoError('BAD_REQUEST', `contact.phoneNumber: ${INVALID_PHONE}`);
  const guest = {
    firstName: contact.firstName?.trim() || first || '', lastName: contact.lastName?.trim() || rest.join(' '),
    email: contact.emailAddress?.trim() ?? '', phone, notes,
  };
  if (!guest.firstName || !guest.lastName || !guest.email || !guest.phone) {
    throw new OctoError('BAD_REQUEST', `contact: ${OCTO_REQUIRED_CONTACT_FIELDS.join(', ')} are required to confirm (fullName may give the first and last name).`);
  }
  return guest;
}

/** The reseller's settlement of a confirmed booking (the payment its bookings row points at). */
async function paidPaymentOf(tx: Tx, row: OctoBookingRow) {
  const [payment] = await tx.select().from(payments).where(and(eq(payments.holdId, row.holdId), eq(payments.status, 'PAID'))).for('update');
  return payment;
}

type ConfirmOutcome = { kind: 'confirmed' } | { kind: 'lost'; reason: string };

export async function octoConfirm(app: FastifyInstance, key: ApiKeyRow, uuid: string, body: OctoConfirmBody, catalogue: PricingCatalogue): Promise<void> {
  const now = app.bookingSettings.now();
  const outcome = await withLockedBooking<ConfirmOutcome>(app, key, uuid, async (tx, row, hold) => {
    if (row.status === 'CONFIRMED') return { kind: 'confirmed' }; // a repeat changes nothing
    if (row.status === 'CANCELLED') throw unprocessable('This booking was cancelled and cannot be confirmed.');
    const contact = storedContactOf(body.contact, row.contact);
    const guest = guestOf(contact, row.notes);
    if (!hold || !(await bookHold(tx, hold, now))) {
      await tx.update(octoBookings).set({ status: 'EXPIRED', updatedAt: now }).where(rowIs(key.id, uuid));
      return { kind: 'lost', reason: '' };
    }
    const { boat, country } = octoBoat(catalogue, row.productId);
    const hours = octoOptionHours(boat, row.optionId);
    const { start } = slotOf(row);
    const adults = row.unitItems.filter((u) => u.unitId === 'adult').length;
    const kids = row.unitItems.length - adults;
    const trip = priceOctoTrip(catalogue, { boat, hours, adults, children: kids, pickupId: row.pickupId, startTime: start, zone: country.timezone });
    const booking = storedBookingFor({
      country, boat, trip, start: hold.startTime, end: hold.endTime, contact: guest, adults, kids, regionId: boat.regions[0]._id,
      pulId: row.pickupId, activities: [], estTimePace: 'standard', fishingHours: 3,
    });
    const { bookingRef } = await recordSettledBooking(app, tx, {
      provider: 'reseller', sessionId: `octo_${row.id}`, holdId: row.holdId, ownerKey: ownerKey(partnerOwner(key.id)), amountCents: row.amountCents,
      country, booking, emailGuest: body.emailReceipt !== false,
    }, now);
    await tx.update(octoBookings).set({
      status: 'CONFIRMED', bookingRef, contact, resellerReference: body.resellerReference ?? row.resellerReference, confirmedAt: now, expiresAt: null, updatedAt: now,
    }).where(rowIs(key.id, uuid));
    return { kind: 'confirmed' };
  });
  if (outcome.kind === 'lost') {
    const row = await findOctoBooking(app.deps.database.db, key.id, uuid);
    const taken = await takenReason(app.deps.database.db, { main: { _id: row.productId }, slot: slotOf(row) });
    throw unprocessable(`The hold expired and its time slot was ${taken === 'BOOKED' ? 'booked' : 'taken'} by someone else meanwhile. Check availability and reserve again.`);
  }
}

/** Gives a live hold more time: what was asked (at most 30 minutes from now), never past its lifetime or start. */
export async function octoExtend(app: FastifyInstance, key: ApiKeyRow, uuid: string, asked: number | undefined): Promise<void> {
  const now = app.bookingSettings.now();
  await withLockedBooking(app, key, uuid, async (tx, row, hold) => {
    const status = octoStatusAt(row, now);
    if (status !== 'ON_HOLD' || hold?.status !== 'HELD') throw unprocessable(`Only a booking ON_HOLD can be extended; this one is ${status}.`);
    const until = holdEnds(asked, row.createdAt, slotOf(row).startMs, now);
    await moveHoldExpiry(tx, row.holdId, until);
    await tx.update(octoBookings).set({ expiresAt: until, updatedAt: now }).where(rowIs(key.id, uuid));
  });
}

/** Cancels a hold at any time and a booking within the policy; a repeat answers the first cancellation. */
export async function octoCancel(app: FastifyInstance, key: ApiKeyRow, uuid: string, reason: string | null): Promise<void> {
  const now = app.bookingSettings.now();
  await withLockedBooking(app, key, uuid, async (tx, row) => {
    if (row.status === 'CANCELLED') return;
    const status = octoStatusAt(row, now);
    if (status === 'EXPIRED') throw unprocessable('This hold has expired: its time slot is free already.');
    if (!octoCancellable(row, now)) {
      throw unprocessable(slotOf(row).startMs <= now.getTime()
        ? 'This trip has started and can no longer be cancelled.'
        : 'Within 24 hours of the start a booking can no longer be cancelled: please call the office.');
    }
    const refundCents = octoRefundAt(row, now);
    if (status === 'CONFIRMED') {
      // Settled with the reseller: the policy's share is credited on their statement, nothing moves by card.
      const payment = await paidPaymentOf(tx, row);
      if (payment) {
        await tx.update(bookings).set({ cancelledAt: now, updatedAt: now }).where(eq(bookings.paymentId, payment.id));
        await tx.update(payments).set({ refundedCents: refundCents, updatedAt: now }).where(eq(payments.id, payment.id));
      }
    }
    await releaseSlot(tx, row.holdId, now);
    await tx.update(octoBookings).set({ status: 'CANCELLED', refundCents, cancelReason: reason, cancelledAt: now, expiresAt: null, updatedAt: now })
      .where(rowIs(key.id, uuid));
  });
}

/** Updates what a reseller may change: its reference, the notes and the contact. Another time or product is a new booking. */
export async function octoUpdate(app: FastifyInstance, key: ApiKeyRow, uuid: string, body: OctoUpdateBody & Record<string, unknown>): Promise<void> {
  const now = app.bookingSettings.now();
  await withLockedBooking(app, key, uuid, async (tx, row) => {
    for (const field of ['productId', 'optionId', 'availabilityId'] as const) {
      if (body[field] !== undefined && body[field] !== row[field]) throw unprocessable(`${field} cannot be changed: cancel this booking and reserve again.`);
    }
    if (body.unitItems !== undefined) throw unprocessable('unitItems cannot be changed: cancel this booking and reserve again.');
    const status = octoStatusAt(row, now);
    if (status === 'CANCELLED' || status === 'EXPIRED') throw unprocessable(`This booking is ${status} and cannot be changed.`);
    const contact = storedContactOf(body.contact, row.contact);
    if (status === 'CONFIRMED' && body.contact) await updateGuest(tx, row, guestOf(contact, row.notes), now);
    await tx.update(octoBookings).set({
      resellerReference: body.resellerReference ?? row.resellerReference, notes: body.notes === undefined ? row.notes : body.notes,
      contact, updatedAt: now,
    }).where(rowIs(key.id, uuid));
  });
}

/** A confirmed booking's guest as the operator, the confirmation page and the emails read it (payments.booking, bookings.email). */
async function updateGuest(tx: Tx, row: OctoBookingRow, guest: ReturnType<typeof guestOf>, now: Date): Promise<void> {
  const payment = await paidPaymentOf(tx, row);
  if (!payment) return;
  const { firstName, lastName, email, phone } = guest;
  await tx.update(payments).set({ booking: { ...payment.booking, firstName, lastName, email, phone }, updatedAt: now }).where(eq(payments.id, payment.id));
  await tx.update(bookings).set({ email, updatedAt: now }).where(eq(bookings.paymentId, payment.id));
}

/** This key's bookings by reseller reference, our reference (KY-… or the booking id), or local date of the start. */
export async function octoList(app: FastifyInstance, key: ApiKeyRow, q: OctoBookingsQuery): Promise<OctoBookingRow[]> {
  const where: SQL[] = [eq(octoBookings.keyId, key.id)];
  if (q.resellerReference) where.push(eq(octoBookings.resellerReference, q.resellerReference));
  if (q.supplierReference) where.push(or(eq(octoBookings.bookingRef, q.supplierReference), eq(octoBookings.id, q.supplierReference))!);
  const from = q.localDate ?? q.localDateStart;
  const to = q.localDate ?? q.localDateEnd;
  // An availability id starts with the local start: its first ten characters are the local date.
  if (from) where.push(gte(sql`substr(${octoBookings.availabilityId}, 1, 10)`, from));
  if (to) where.push(lte(sql`substr(${octoBookings.availabilityId}, 1, 10)`, to));
  if (q.productId) where.push(eq(octoBookings.productId, q.productId));
  if (q.optionId) where.push(eq(octoBookings.optionId, q.optionId));
  if (where.length === 1) throw new OctoError('BAD_REQUEST', 'Give resellerReference, supplierReference or localDate (or localDateStart and localDateEnd).');
  return app.deps.database.db.select().from(octoBookings).where(and(...where)).orderBy(desc(octoBookings.createdAt)).limit(LIST_LIMIT);
}
