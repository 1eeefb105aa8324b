// Confirm, cancel, update and list a reseller's bookings. Confirming books the hold with bookHold, which re-checks a
// hold that expired (the exclusion constraint decides whether its boat is still free), and records the booking as
// settled with the reseller (no card): a KY- reference and the guest's usual confirmation email. Cancelling follows
// the cancellation policy (until 24 hours before the start; the policy's share is credited to the reseller).
import { defined } from '../../domain/schema';
import { and, desc, eq, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { joinNotes } from '../../domain/booking';
import { INVALID_PHONE } from '../../domain/texts';
import { DEFAULT_PACE, FISHING_HOURS } from '../../domain/trip';
import {
  OCTO_REQUIRED_CONTACT_FIELDS,
  octoPhone,
  octoPhoneOf,
  partyOfItems,
  type OctoBookingsQuery,
  type OctoConfirmBody,
  type OctoUpdateBody,
} from '../../domain/protocol';
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
import { audit } from '../audit/auditLog';
import {
  findOctoBooking,
  holdEnds,
  holdReservation,
  partnerOwner,
  planReservation,
  refuseTakenForTest,
  rowIs,
  storedContactOf,
  storedUnitItems,
  withSlotRetries,
} from './octoReserve';
import { octoBoat, octoOptionHours } from './octoProducts';
import { priceOctoTrip } from './octoPricing';

const DEADLOCK_ATTEMPTS = 3;
const LIST_LIMIT = 500;

/** Runs `work` on the booking with its hold locked first, then its row (the order checkout and the sweep lock in). */
async function withLockedBooking<T>(
  app: FastifyInstance,
  key: ApiKeyRow,
  uuid: string,
  work: (tx: Tx, row: OctoBookingRow, hold: LockedHold | undefined) => Promise<T>,
): Promise<T> {
  const db = app.deps.database.db;
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const found = await findOctoBooking(tx, key.id, uuid);
        const hold = found.holdId ? await lockHold(tx, found.holdId) : undefined;
        const row = defined(
          (await tx.select().from(octoBookings).where(rowIs(key.id, uuid)).for('update'))[0],
          'the OCTO booking',
        );
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
function guestOf(contact: OctoBookingRow['contact'], notes: string) {
  const [first, ...rest] = (contact.fullName ?? '').trim().split(/\s+/);
  // Stored in E.164 when it dials, else as the reseller wrote it (the manifest flags it); '' is none. A hold stored
  // before phones were read may hold another form: read again, or refused if it is no phone at all.
  const raw = contact.phoneNumber ?? '';
  if (!octoPhone().is(raw)) throw new OctoError('BAD_REQUEST', `contact.phoneNumber: ${INVALID_PHONE}`);
  const phone = octoPhoneOf(raw, contact.country);
  const guest = {
    firstName: contact.firstName?.trim() || first || '',
    lastName: contact.lastName?.trim() || rest.join(' '),
    email: contact.emailAddress?.trim() ?? '',
    phone,
    notes,
  };
  if (!guest.firstName || !guest.lastName || !guest.email) {
    throw new OctoError(
      'BAD_REQUEST',
      `contact: ${OCTO_REQUIRED_CONTACT_FIELDS.join(', ')} are required to confirm (fullName may give the first and last name).`,
    );
  }
  return guest;
}

/** Every note of the booking: its own and its contact's (joinNotes). */
const notesOf = (notes: string | null, contact: OctoBookingRow['contact']) => joinNotes(notes, contact.notes);

/** The booking's boat and time, as a test key's booking is checked against the calendar. */
const slotPlanOf = (row: OctoBookingRow) => ({ main: { _id: row.productId }, slot: slotOf(row) });

/** The reseller's settlement of a confirmed booking (the payment its bookings row points at). */
async function paidPaymentOf(tx: Tx, row: OctoBookingRow) {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.holdId, row.holdId ?? ''), eq(payments.status, 'PAID')))
    .for('update');
  return payment;
}

type ConfirmOutcome = { kind: 'confirmed' } | { kind: 'lost'; reason: string };

export async function octoConfirm(
  app: FastifyInstance,
  key: ApiKeyRow,
  uuid: string,
  body: OctoConfirmBody,
  catalogue: PricingCatalogue,
): Promise<void> {
  const now = app.bookingSettings.now();
  // Unit items sent at confirm are the party that goes (OCTO: more or fewer than reserved change the booking).
  if (body.unitItems) await changeTrip(app, key, uuid, { unitItems: body.unitItems }, catalogue, { confirming: true });
  const outcome = await withLockedBooking<ConfirmOutcome>(app, key, uuid, async (tx, row, hold) => {
    if (row.status === 'CONFIRMED') return { kind: 'confirmed' }; // a repeat changes nothing
    if (row.status === 'CANCELLED') throw unprocessable('This booking was cancelled and cannot be confirmed.');
    const contact = storedContactOf(body.contact, row.contact);
    const notes = body.notes === undefined ? row.notes : body.notes;
    const guest = guestOf(contact, notesOf(notes, contact));
    const confirmed = {
      status: 'CONFIRMED' as const,
      contact,
      notes,
      resellerReference: body.resellerReference ?? row.resellerReference,
      confirmedAt: now,
      expiresAt: null,
      updatedAt: now,
    };
    if (row.testMode) {
      // A test key's booking holds nothing: an expired one is confirmed only if the time is still free.
      if (octoStatusAt(row, now) === 'EXPIRED') await refuseTakenForTest(tx, slotPlanOf(row), now);
      await tx.update(octoBookings).set(confirmed).where(rowIs(key.id, uuid));
      return { kind: 'confirmed' };
    }
    if (!hold || !(await bookHold(tx, hold, now))) {
      await tx.update(octoBookings).set({ status: 'EXPIRED', updatedAt: now }).where(rowIs(key.id, uuid));
      return { kind: 'lost', reason: '' };
    }
    const { boat, country } = octoBoat(catalogue, row.productId);
    const hours = octoOptionHours(boat, row.optionId);
    const { start } = slotOf(row);
    const { adults, children: kids } = partyOfItems(row.unitItems);
    const trip = priceOctoTrip(catalogue, {
      boat,
      hours,
      adults,
      children: kids,
      pickupId: row.pickupId,
      startTime: start,
      zone: country.timezone,
    });
    const booking = storedBookingFor({
      country,
      boat,
      trip,
      start: hold.startTime,
      end: hold.endTime,
      contact: guest,
      adults,
      kids,
      regionId: defined(boat.regions[0], "the boat's region")._id,
      pulId: row.pickupId,
      activities: [],
      estTimePace: DEFAULT_PACE,
      fishingHours: FISHING_HOURS.default,
    });
    const { bookingRef } = await recordSettledBooking(
      app,
      tx,
      {
        provider: 'reseller',
        sessionId: `octo_${row.id}`,
        holdId: row.holdId!,
        ownerKey: ownerKey(partnerOwner(key.id)),
        amountCents: row.amountCents,
        country,
        booking,
        emailGuest: body.emailReceipt !== false,
      },
      now,
    );
    await tx
      .update(octoBookings)
      .set({ ...confirmed, bookingRef })
      .where(rowIs(key.id, uuid));
    return { kind: 'confirmed' };
  });
  if (outcome.kind === 'lost') {
    const row = await findOctoBooking(app.deps.database.db, key.id, uuid);
    const taken = await takenReason(app.deps.database.db, { main: { _id: row.productId }, slot: slotOf(row) });
    throw unprocessable(
      `The hold expired and its time slot was ${taken === 'BOOKED' ? 'booked' : 'taken'} by someone else meanwhile. Check availability and reserve again.`,
    );
  }
}

/** Gives a live hold more time: what was asked (at most 30 minutes from now), never past its lifetime or start. */
export async function octoExtend(
  app: FastifyInstance,
  key: ApiKeyRow,
  uuid: string,
  asked: number | undefined,
): Promise<void> {
  const now = app.bookingSettings.now();
  await withLockedBooking(app, key, uuid, async (tx, row, hold) => {
    const status = octoStatusAt(row, now);
    if (status !== 'ON_HOLD' || (!row.testMode && hold?.status !== 'HELD'))
      throw unprocessable(`Only a booking ON_HOLD can be extended; this one is ${status}.`);
    const until = holdEnds(asked, row.createdAt, slotOf(row).startMs, now);
    if (row.holdId) await moveHoldExpiry(tx, row.holdId, until);
    await tx.update(octoBookings).set({ expiresAt: until, updatedAt: now }).where(rowIs(key.id, uuid));
  });
}

/** Cancels a hold at any time and a booking within the policy; a repeat answers the first cancellation. */
export async function octoCancel(
  app: FastifyInstance,
  key: ApiKeyRow,
  uuid: string,
  reason: string | null,
): Promise<void> {
  const now = app.bookingSettings.now();
  await withLockedBooking(app, key, uuid, async (tx, row) => {
    if (row.status === 'CANCELLED') return;
    const status = octoStatusAt(row, now);
    if (status === 'EXPIRED') throw unprocessable('This hold has expired: its time slot is free already.');
    if (!octoCancellable(row, now)) {
      throw unprocessable(
        slotOf(row).startMs <= now.getTime()
          ? 'This trip has started and can no longer be cancelled.'
          : 'Within 24 hours of the start a booking can no longer be cancelled: please call the office.',
      );
    }
    const refundCents = octoRefundAt(row, now);
    if (status === 'CONFIRMED' && !row.testMode) {
      // Settled with the reseller: the policy's share is credited on their statement, nothing moves by card.
      const payment = await paidPaymentOf(tx, row);
      if (payment) {
        await tx.update(bookings).set({ cancelledAt: now, updatedAt: now }).where(eq(bookings.paymentId, payment.id));
        await tx
          .update(payments)
          .set({ refundedCents: refundCents, updatedAt: now })
          .where(eq(payments.id, payment.id));
      }
    }
    if (row.holdId) await releaseSlot(tx, row.holdId, now);
    await tx
      .update(octoBookings)
      .set({
        status: 'CANCELLED',
        refundCents,
        cancelReason: reason,
        cancelledAt: now,
        expiresAt: null,
        updatedAt: now,
      })
      .where(rowIs(key.id, uuid));
  });
}

/** The trip an update names: what it changes, the rest as booked. */
type TripChange = Pick<
  OctoUpdateBody,
  'productId' | 'optionId' | 'availabilityId' | 'unitItems' | 'pickupPointId' | 'expirationMinutes'
>;

const unitsOf = (items: Array<{ unitId: string }>) =>
  items
    .map((u) => u.unitId)
    .sort()
    .join(',');

/** Whether an update changes what is booked (product, option, start, party or pick-up), not only its details. */
function changesTrip(change: TripChange, row: OctoBookingRow): boolean {
  return (
    (change.productId !== undefined && change.productId !== row.productId) ||
    (change.optionId !== undefined && change.optionId !== row.optionId) ||
    (change.availabilityId !== undefined && change.availabilityId !== row.availabilityId) ||
    (change.unitItems !== undefined && unitsOf(change.unitItems) !== unitsOf(row.unitItems)) ||
    (change.pickupPointId != null && change.pickupPointId !== row.pickupId)
  );
}

/**
 * Changes what a hold books (OCTO's update of a reservation: another start, option, product, party or pick-up): the
 * new slot is planned and priced as a reserve is, and in one transaction the old hold is released and the new one
 * placed, so a new time that is taken leaves the reservation as it was (UNPROCESSABLE_ENTITY). A confirmed booking's
 * trip is the office's to change. Unit items of the same party only update the items (their uuids and references).
 */
async function changeTrip(
  app: FastifyInstance,
  key: ApiKeyRow,
  uuid: string,
  change: TripChange,
  catalogue: PricingCatalogue,
  opts: { confirming?: boolean } = {},
): Promise<void> {
  const db = app.deps.database.db;
  const now = app.bookingSettings.now();
  const current = await findOctoBooking(db, key.id, uuid);
  if (opts.confirming && current.status !== 'ON_HOLD') return; // a repeated confirm changes nothing
  if (!changesTrip(change, current)) {
    if (change.unitItems)
      await db
        .update(octoBookings)
        .set({ unitItems: storedUnitItems(change.unitItems, current.unitItems), updatedAt: now })
        .where(rowIs(key.id, uuid));
    return;
  }
  const productChanged = change.productId !== undefined && change.productId !== current.productId;
  const planned = await planReservation(
    app,
    catalogue,
    {
      productId: change.productId ?? current.productId,
      optionId: change.optionId ?? current.optionId,
      availabilityId: change.availabilityId ?? current.availabilityId,
      unitItems: change.unitItems ?? current.unitItems,
      pickupPointId: change.pickupPointId ?? (productChanged ? undefined : current.pickupId),
    },
    current.unitItems,
  );
  await withSlotRetries(db, planned.plan, () =>
    withLockedBooking(app, key, uuid, async (tx, row) => {
      const status = octoStatusAt(row, now);
      if (status !== 'ON_HOLD') {
        throw unprocessable(
          status === 'CONFIRMED'
            ? 'A confirmed booking keeps its product, option, time and party: call the office to change them, or cancel and reserve again.'
            : `This booking is ${status} and cannot be changed.`,
        );
      }
      const expiresAt = new Date(
        Math.min(
          change.expirationMinutes
            ? holdEnds(change.expirationMinutes, row.createdAt, planned.plan.slot.startMs, now).getTime()
            : row.expiresAt!.getTime(),
          planned.plan.slot.startMs,
        ),
      );
      if (row.holdId) await releaseSlot(tx, row.holdId, now);
      const holdId = await holdReservation(tx, key, planned, expiresAt, now);
      const slot = planned.plan.slot;
      await tx
        .update(octoBookings)
        .set({
          holdId,
          productId: planned.plan.main._id,
          optionId: change.optionId ?? row.optionId,
          availabilityId: change.availabilityId ?? row.availabilityId,
          pickupId: planned.pickupId,
          unitItems: planned.unitItems,
          amountCents: planned.amountCents,
          expiresAt: new Date(Math.min(expiresAt.getTime(), slot.startMs)),
          updatedAt: now,
        })
        .where(rowIs(key.id, uuid));
    }),
  );
}

/** Updates a booking: its reference, notes and contact, and while it is held what it books (changeTrip). */
export async function octoUpdate(
  app: FastifyInstance,
  key: ApiKeyRow,
  uuid: string,
  body: OctoUpdateBody,
  catalogue: PricingCatalogue,
): Promise<void> {
  const now = app.bookingSettings.now();
  await changeTrip(app, key, uuid, body, catalogue);
  await withLockedBooking(app, key, uuid, async (tx, row) => {
    const status = octoStatusAt(row, now);
    if (status === 'CANCELLED' || status === 'EXPIRED')
      throw unprocessable(`This booking is ${status} and cannot be changed.`);
    const contact = storedContactOf(body.contact, row.contact);
    const notes = body.notes === undefined ? row.notes : body.notes;
    if (status === 'CONFIRMED' && !row.testMode && (body.contact || body.notes !== undefined)) {
      await updateGuest(tx, row, guestOf(contact, notesOf(notes, contact)), now);
    }
    let expiresAt = row.expiresAt;
    if (status === 'ON_HOLD' && body.expirationMinutes !== undefined) {
      expiresAt = holdEnds(body.expirationMinutes, row.createdAt, slotOf(row).startMs, now);
      if (row.holdId) await moveHoldExpiry(tx, row.holdId, expiresAt);
    }
    await tx
      .update(octoBookings)
      .set({
        resellerReference: body.resellerReference ?? row.resellerReference,
        notes,
        contact,
        expiresAt,
        updatedAt: now,
      })
      .where(rowIs(key.id, uuid));
  });
}

/**
 * A confirmed booking's guest as the operator, the captain's manifest, the confirmation page and the emails read it
 * (payments.booking, bookings.email); a change of the notes is written to the booking's history.
 */
async function updateGuest(tx: Tx, row: OctoBookingRow, guest: ReturnType<typeof guestOf>, now: Date): Promise<void> {
  const payment = await paidPaymentOf(tx, row);
  if (!payment) return;
  const { firstName, lastName, email, phone, notes } = guest;
  const before = payment.booking.notes ?? '';
  await tx
    .update(payments)
    .set({
      booking: { ...payment.booking, firstName, lastName, email, phone, notes: notes || undefined },
      updatedAt: now,
    })
    .where(eq(payments.id, payment.id));
  await tx.update(bookings).set({ email, updatedAt: now }).where(eq(bookings.paymentId, payment.id));
  if ((notes ?? '') !== before && row.bookingRef)
    await audit(tx, {
      actor: 'reseller',
      action: 'notes-changed',
      bookingRef: row.bookingRef,
      detail: { notes: notes ?? '', before },
      at: now,
    });
}

/** This key's bookings by reseller reference, our reference (KY-… or the booking id), or local date of the start. */
export async function octoList(app: FastifyInstance, key: ApiKeyRow, q: OctoBookingsQuery): Promise<OctoBookingRow[]> {
  const where: SQL[] = [eq(octoBookings.keyId, key.id)];
  if (q.resellerReference) where.push(eq(octoBookings.resellerReference, q.resellerReference));
  if (q.supplierReference)
    where.push(or(eq(octoBookings.bookingRef, q.supplierReference), eq(octoBookings.id, q.supplierReference))!);
  const from = q.localDate ?? q.localDateStart;
  const to = q.localDate ?? q.localDateEnd;
  // An availability id starts with the local start: its first ten characters are the local date.
  if (from) where.push(gte(sql`substr(${octoBookings.availabilityId}, 1, 10)`, from));
  if (to) where.push(lte(sql`substr(${octoBookings.availabilityId}, 1, 10)`, to));
  if (q.productId) where.push(eq(octoBookings.productId, q.productId));
  if (q.optionId) where.push(eq(octoBookings.optionId, q.optionId));
  if (where.length === 1)
    throw new OctoError(
      'BAD_REQUEST',
      'Give resellerReference, supplierReference or localDate (or localDateStart and localDateEnd).',
    );
  return app.deps.database.db
    .select()
    .from(octoBookings)
    .where(and(...where))
    .orderBy(desc(octoBookings.createdAt))
    .limit(LIST_LIMIT);
}
