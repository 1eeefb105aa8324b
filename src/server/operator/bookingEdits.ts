// The office's corrections of a booking (issue #58): the guest's name, e-mail and phone, and the office's notes and
// tags for the captain. Each in one transaction with the booking's row locked, so that two desks editing at once are
// written one after the other and each history entry says truly what it was before; an edit that changes nothing
// writes nothing. The guest's contact lives where the confirmation page, the e-mails and the manifest read it
// (payments.booking, bookings.email), as a reseller's update writes it (octo/octoBookings.ts); a reseller's booking
// keeps the corrected contact in its OCTO record too, so that the reseller reads what the office wrote.
import { defined } from '../../domain/schema';
import { eq, inArray } from 'drizzle-orm';
import {
  OPERATOR_MESSAGES,
  NO_OFFICE_NOTES,
  orderedTags,
  type GuestCorrection,
  type OfficeNotes,
  type OfficeNotesRequest,
} from '../../domain/office';
import { audit, type Actor } from '../audit/auditLog';
import type { Db, Tx } from '../db/client';
import { bookingOfficeNotes } from '../db/crewSchema';
import { octoBookings } from '../db/partnerSchema';
import { bookings, payments } from '../db/paymentSchema';
import { HttpError } from '../http/errors';

/** The booking's row, locked for this transaction, with its payment's stored booking. */
async function lockedBooking(tx: Tx, bookingRef: string) {
  const [row] = await tx
    .select({ paymentId: bookings.paymentId })
    .from(bookings)
    .where(eq(bookings.bookingRef, bookingRef))
    .for('update');
  if (!row) throw new HttpError(404, OPERATOR_MESSAGES.bookingNotFound);
  const payment = defined(
    (
      await tx
        .select({ id: payments.id, booking: payments.booking })
        .from(payments)
        .where(eq(payments.id, row.paymentId))
    )[0],
    "the booking's payment",
  );
  return payment;
}

type ContactField = keyof GuestCorrection;
const CONTACT_FIELDS: ContactField[] = ['firstName', 'lastName', 'email', 'phone'];

/** Corrects the guest's contact; answers the fields that changed (none: nothing was written). */
export async function correctGuest(
  db: Db,
  bookingRef: string,
  guest: GuestCorrection,
  actor: Actor,
  now: Date,
): Promise<ContactField[]> {
  const wanted: GuestCorrection = {
    firstName: guest.firstName.trim(),
    lastName: guest.lastName.trim(),
    email: guest.email.trim(),
    phone: guest.phone,
  };
  return db.transaction(async (tx) => {
    const payment = await lockedBooking(tx, bookingRef);
    const changed = CONTACT_FIELDS.filter((f) => (payment.booking[f] ?? '') !== wanted[f]);
    if (changed.length === 0) return [];
    await tx
      .update(payments)
      .set({ booking: { ...payment.booking, ...wanted }, updatedAt: now })
      .where(eq(payments.id, payment.id));
    await tx.update(bookings).set({ email: wanted.email, updatedAt: now }).where(eq(bookings.bookingRef, bookingRef));
    const [octo] = await tx
      .select({ contact: octoBookings.contact })
      .from(octoBookings)
      .where(eq(octoBookings.bookingRef, bookingRef));
    if (octo) {
      const contact = {
        ...octo.contact,
        firstName: wanted.firstName,
        lastName: wanted.lastName,
        fullName: `${wanted.firstName} ${wanted.lastName}`.trim(),
        emailAddress: wanted.email || null,
        phoneNumber: wanted.phone || null,
      };
      await tx.update(octoBookings).set({ contact, updatedAt: now }).where(eq(octoBookings.bookingRef, bookingRef));
    }
    const pick = (from: Partial<GuestCorrection>) => Object.fromEntries(changed.map((f) => [f, from[f] ?? '']));
    await audit(tx, {
      actor,
      action: 'guest-corrected',
      bookingRef,
      detail: { before: pick(payment.booking), after: pick(wanted) },
      at: now,
    });
    return changed;
  });
}

/** The office's notes and tags of bookings, by reference (none kept: no tags, no note). */
export async function officeNotesOf(db: Db | Tx, refs: string[]): Promise<Map<string, OfficeNotes>> {
  if (refs.length === 0) return new Map();
  const rows = await db.select().from(bookingOfficeNotes).where(inArray(bookingOfficeNotes.bookingRef, refs));
  return new Map(rows.map((r) => [r.bookingRef, { tags: orderedTags(r.tags), note: r.note }]));
}

/** Sets the whole of a booking's tags and office note; answers whether anything changed. */
export async function setOfficeNotes(
  db: Db,
  bookingRef: string,
  request: OfficeNotesRequest,
  actor: Actor,
  now: Date,
): Promise<boolean> {
  const after: OfficeNotes = { tags: orderedTags(request.tags), note: request.note.trim() };
  return db.transaction(async (tx) => {
    await lockedBooking(tx, bookingRef);
    const before = (await officeNotesOf(tx, [bookingRef])).get(bookingRef) ?? NO_OFFICE_NOTES;
    if (before.note === after.note && before.tags.join() === after.tags.join()) return false;
    await tx
      .insert(bookingOfficeNotes)
      .values({ bookingRef, tags: after.tags, note: after.note, updatedBy: actor, updatedAt: now })
      .onConflictDoUpdate({
        target: bookingOfficeNotes.bookingRef,
        set: { tags: after.tags, note: after.note, updatedBy: actor, updatedAt: now },
      });
    await audit(tx, { actor, action: 'office-notes-changed', bookingRef, detail: { before, after }, at: now });
    return true;
  });
}
