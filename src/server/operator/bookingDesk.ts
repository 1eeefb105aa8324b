// The operator's bookings: a search by reference, name, email or day; one booking with its history (created, paid,
// changed, cancelled, refunded, emails sent); and the office's refund of it.
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  type BookingDetail,
  type BookingListItem,
  type HistoryEntry,
  type RefundAnswer,
  type RefundRequest,
  OPERATOR_MESSAGES,
  NO_CREW,
  NO_OFFICE_NOTES,
  OFFICE_TAG_LABELS,
  type OfficeNotes,
  type OfficeTag,
  NO_ATTENDANCE,
} from '../../domain/office';
import { formatDayAndTime, todayInZone } from '../../domain/time';
import { formatMoney } from '../../domain/texts';
import { actorNames } from '../audit/actorNames';
import { auditOfBooking, type Actor } from '../audit/auditLog';
import type { Db } from '../db/client';
import { slotHolds } from '../db/bookingSchema';
import { emailOutbox } from '../db/emailSchema';
import { bookings, payments } from '../db/paymentSchema';
import { enqueueMails } from '../email/outbox';
import { emailSettings } from '../email/settings';
import { HttpError } from '../http/errors';
import type { CheckoutProvider } from '../payment/checkoutProvider';
import { refundGivenMail } from '../payment/bookingChangeMails';
import {
  bookedByOf,
  bookingRecord,
  isClosedByOperator,
  settledByOf,
  type BookingRecord,
} from '../payment/bookingRecords';
import { refundableCents, refundPayment } from '../payment/refunds';
import { dayBounds } from './manifest';
import { formatPhoneNumber, phoneWarning } from '../../domain/phone';
import { officeNotesOf } from './bookingEdits';
import { crewsOf } from './crew';
import { attendanceOf } from './attendance';
import { listDocs } from '../catalogue/store';
import type { Boat } from '../../domain/catalogue';

const SEARCH_LIMIT = 50;

const listItemOf = ({ booking, payment, hold }: BookingRecord): BookingListItem => {
  const b = payment.booking;
  return {
    bookingRef: booking.bookingRef,
    state: booking.cancelledAt || hold.status !== 'BOOKED' ? 'CANCELLED' : 'BOOKED',
    startTime: b.timeSlot.startTime,
    boatName: b.tripSummary.boat.data.name,
    guestName: `${b.firstName} ${b.lastName}`,
    email: b.email,
    amountCents: payment.amountCents,
    refundedCents: payment.refundedCents,
  };
};

/**
 * Bookings by reference, e-mail, name or phone (`q`), or of a day; asked for neither, the bookings from today on, the
 * soonest first: what the office opens the list for.
 */
export async function searchBookings(
  db: Db,
  zone: string,
  query: { q?: string; date?: string },
  now = new Date(),
): Promise<BookingListItem[]> {
  const conditions = [];
  const upcoming = !query.q?.trim() && !query.date;
  if (upcoming) {
    const { fromMs } = dayBounds(todayInZone(zone, now), zone);
    conditions.push(
      sql`${slotHolds.startTime} >= ${new Date(fromMs).toISOString()}::timestamptz AND ${bookings.cancelledAt} IS NULL`,
    );
  }
  const q = query.q?.trim();
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`(${bookings.bookingRef} ILIKE ${like} OR ${bookings.email} ILIKE ${like}
      OR (${payments.booking}->>'firstName') || ' ' || (${payments.booking}->>'lastName') ILIKE ${like}
      OR ${payments.booking}->>'phone' ILIKE ${like})`);
  }
  if (query.date) {
    const { fromMs, toMs } = dayBounds(query.date, zone);
    conditions.push(
      sql`${slotHolds.startTime} >= ${new Date(fromMs).toISOString()}::timestamptz AND ${slotHolds.startTime} < ${new Date(toMs).toISOString()}::timestamptz`,
    );
  }
  const rows = await db
    .select({ booking: bookings, payment: payments, hold: slotHolds })
    .from(bookings)
    .innerJoin(payments, eq(payments.id, bookings.paymentId))
    .innerJoin(slotHolds, eq(slotHolds.bookingId, bookings.holdId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(query.date || upcoming ? slotHolds.startTime : desc(slotHolds.startTime))
    .limit(SEARCH_LIMIT);
  return rows.map(listItemOf);
}

// Slot times in the boat's zone, as every other screen shows them.
const AUDIT_TEXT: Record<string, (d: Record<string, unknown>, zone: string) => string> = {
  refunded: (d) => `Refunded ${money(d.amountCents)}: ${String(d.reason ?? '')}`,
  cancelled: (d) =>
    d.reason
      ? `Cancelled by the office (${String(d.reason)})${d.refundCents ? `, ${money(d.refundCents)} refunded` : ', no refund'}`
      : `Cancelled${d.refundCents ? `, ${money(d.refundCents)} refunded by the policy` : ''}`,
  changed: (d, zone) =>
    `Moved from ${formatDayAndTime(String(d.from), zone)} to ${formatDayAndTime(String(d.to), zone)}${d.paymentId ? `, the guest paid ${money(d.differenceCents)} more` : ''}${d.note ? `: ${String(d.note)}` : ''}`,
  'notes-changed': (d) => (d.notes ? `Notes for the captain: ${String(d.notes)}` : 'Notes for the captain removed'),
  'guest-corrected': (d) => `Guest's details corrected: ${contactChanges(d)}`,
  'office-notes-changed': (d) =>
    `Office notes: ${officeNotesText(d.after as OfficeNotes)} (were: ${officeNotesText(d.before as OfficeNotes)})`,
  'crew-assigned': (d) => `Crew: ${crewText(d.after as CrewNames)} (was: ${crewText(d.before as CrewNames)})`,
  'party-changed': (d) => `Party changed from ${partyText(d.from)} to ${partyText(d.to)}${partyMoney(d)}`,
  'party-change-asked': (d) =>
    `Party change to ${partyText(d.to)} asked: ${money(d.differenceCents)} more to pay through the payment link`,
  'attendance-marked': (d) => (d.after === 'no-show' ? 'Marked a no-show' : 'No-show mark undone'),
  'reopened-for-booking': () => 'Its time was reopened: the guest was emailed that the trip goes ahead',
  'closed-by-operator': (d) =>
    `Its time was closed (${String(d.reason)})${d.told ? ': the guest was emailed a free change or full refund' : ''}`,
};
const money = (cents: unknown) => formatMoney(Number(cents));
const partyText = (p: unknown) => {
  const { adults = 0, kids = 0 } = (p ?? {}) as { adults?: number; kids?: number };
  return `${adults} adult${adults === 1 ? '' : 's'}, ${kids} child${kids === 1 ? '' : 'ren'}`;
};
function partyMoney(d: Record<string, unknown>): string {
  const diff = Number(d.differenceCents);
  if (d.paymentId) return `, the guest paid ${money(diff)} more`;
  if (Number(d.refundCents) > 0) return `, ${money(d.refundCents)} refunded`;
  return diff < 0 ? `, ${money(-diff)} less (nothing refunded by card)` : ', same price';
}

const CONTACT_LABELS: Record<string, string> = {
  firstName: 'first name',
  lastName: 'last name',
  email: 'email',
  phone: 'phone',
};
const contactValue = (field: string, value: unknown) =>
  (field === 'phone' ? formatPhoneNumber(String(value ?? '')) : String(value ?? '')) || '(none)';
function contactChanges(d: Record<string, unknown>): string {
  const before = (d.before ?? {}) as Record<string, unknown>;
  const after = (d.after ?? {}) as Record<string, unknown>;
  // The fields in the form's order (jsonb keeps its keys in its own).
  return Object.keys(CONTACT_LABELS)
    .filter((f) => f in after)
    .map((f) => `${CONTACT_LABELS[f] ?? f} ${contactValue(f, before[f])} → ${contactValue(f, after[f])}`)
    .join('; ');
}
function officeNotesText(n: OfficeNotes | undefined): string {
  const tags = (n?.tags ?? []).map((t: OfficeTag) => OFFICE_TAG_LABELS[t] ?? t);
  const parts = [...(tags.length ? [tags.join(', ')] : []), ...(n?.note ? [`“${n.note}”`] : [])];
  return parts.length ? parts.join(' · ') : 'none';
}
type CrewNames = { captain: string | null; crew: string[] };
function crewText(c: CrewNames | undefined): string {
  const parts = [
    ...(c?.captain ? [`captain ${c.captain}`] : []),
    ...(c?.crew.length ? [`crew ${c.crew.join(', ')}`] : []),
  ];
  return parts.length ? parts.join(', ') : 'none';
}

/** The boat's most guests now (the form's limit; the pricing refuses more whatever the form says). */
async function maxGuestsOf(db: Db, boatId: string): Promise<number | null> {
  const boat = (await listDocs<Boat>(db, 'boat', { ids: [boatId], withHidden: true }))[0];
  return boat?.maxGuests ?? null;
}

export async function bookingDetail(db: Db, bookingRef: string): Promise<BookingDetail> {
  const record = await bookingRecord(db, bookingRef);
  if (!record) throw new HttpError(404, OPERATOR_MESSAGES.bookingNotFound);
  const { booking, payment, hold } = record;
  const b = payment.booking;
  const [entries, mails, closed, office, crews, marks] = await Promise.all([
    auditOfBooking(db, bookingRef),
    db
      .select({
        kind: emailOutbox.kind,
        createdAt: emailOutbox.createdAt,
        sentAt: emailOutbox.sentAt,
        subject: emailOutbox.subject,
      })
      .from(emailOutbox)
      .where(sql`${emailOutbox.dedupeKey} LIKE ${`booking-${bookingRef}%`}`),
    isClosedByOperator(db, hold.bookingId),
    officeNotesOf(db, [bookingRef]),
    crewsOf(db, [bookingRef]),
    attendanceOf(db, [bookingRef]),
  ]);
  // The notes it was booked with: those before the first change, or today's when none came later.
  const firstNotes = String(entries.find((e) => e.action === 'notes-changed')?.detail.before ?? b.notes ?? '');
  const acts: Omit<HistoryEntry, 'by'>[] = [
    {
      at: payment.createdAt.toISOString(),
      actor: bookedByOf(hold.ownerKind),
      action: 'created',
      text: 'Booking started',
    },
    ...(firstNotes
      ? [
          {
            at: booking.createdAt.toISOString(),
            actor: bookedByOf(hold.ownerKind),
            action: 'notes',
            text: `Notes for the captain: ${firstNotes}`,
          },
        ]
      : []),
    {
      at: booking.createdAt.toISOString(),
      actor: 'system',
      action: 'paid',
      text: payment.provider === 'account' ? 'Booked on account' : `Paid ${money(payment.amountCents)}`,
    },
    ...mails.map((m) => ({
      at: (m.sentAt ?? m.createdAt).toISOString(),
      actor: 'system',
      action: 'email',
      text: `${m.sentAt ? 'Email sent' : 'Email queued'}: ${m.subject}`,
    })),
    ...entries.map((e) => ({
      at: e.at.toISOString(),
      actor: e.actor,
      action: e.action,
      text: (AUDIT_TEXT[e.action] ?? (() => e.action))(e.detail, b.timezone),
    })),
  ].sort((x, y) => x.at.localeCompare(y.at));
  const nameOf = await actorNames(
    db,
    acts.map((h) => h.actor),
  );
  const history: HistoryEntry[] = acts.map((h) => ({ ...h, by: nameOf(h.actor) }));
  return {
    ...listItemOf(record),
    phone: b.phone,
    phoneWarning: phoneWarning(b.phone),
    notes: b.notes ?? '',
    endTime: b.timeSlot.endTime,
    adults: b.adults,
    kids: b.kids,
    bookedBy: bookedByOf(hold.ownerKind),
    settledBy: settledByOf(payment.provider, hold.ownerKind),
    refundableCents: refundableCents(payment),
    closed,
    firstName: b.firstName,
    lastName: b.lastName,
    office: office.get(bookingRef) ?? NO_OFFICE_NOTES,
    crew: crews.get(bookingRef) ?? NO_CREW,
    attendance: marks.get(bookingRef) ?? NO_ATTENDANCE,
    maxGuests: await maxGuestsOf(db, b.tripSummary.boat.data._id),
    history,
  };
}

/** The office's refund: through the provider once per request key, recorded, audited, and emailed to the guest. */
export async function refundBooking(
  db: Db,
  provider: CheckoutProvider,
  order: RefundRequest & { bookingRef: string; requestKey: string; actor: Actor; now: Date },
): Promise<RefundAnswer> {
  const record = await bookingRecord(db, order.bookingRef);
  if (!record) throw new HttpError(404, OPERATOR_MESSAGES.bookingNotFound);
  return db.transaction(async (tx) => {
    const { refund, payment, repeated } = await refundPayment(provider, tx, {
      paymentId: record.payment.id,
      bookingRef: order.bookingRef,
      amountCents: order.amountCents,
      reason: order.reason.trim(),
      requestKey: `office-${order.requestKey}`,
      actor: order.actor,
      now: order.now,
    });
    if (!repeated) {
      await enqueueMails(
        tx,
        [refundGivenMail(payment.booking, order.bookingRef, refund.amountCents)],
        emailSettings(process.env, { now: () => order.now }),
        {
          submissionId: `booking-${order.bookingRef}-refund-${refund.id}`,
          now: order.now,
        },
      );
    }
    return {
      refundId: refund.id,
      amountCents: refund.amountCents,
      refundedCents: payment.refundedCents,
      paidCents: payment.amountCents,
    };
  });
}
