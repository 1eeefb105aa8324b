// Reopening a closed calendar: its times are offered again, and the guests it told of a closed trip hear it goes ahead.
import { defined } from '../../domain/schema';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { OPERATOR_MESSAGES, type ClosureSummary } from '../../domain/office';
import { actorNames } from '../audit/actorNames';
import { audit, type Actor } from '../audit/auditLog';
import type { Db } from '../db/client';
import { calendarClosures } from '../db/operationsSchema';
import { enqueueMails } from '../email/outbox';
import { emailSettings } from '../email/settings';
import { HttpError } from '../http/errors';
import { reopenedMail } from '../payment/bookingChangeMails';
import { bookingPageUrl, closedByOperatorSql } from '../payment/bookingRecords';
import { agentNoticeLine, tellAgent } from '../reservations/agentNotices';
import type { PaymentBooking } from '../db/paymentBooking';
import { rowsOf } from '../db/rows';
import { summaryOf } from './closureSummaries';

/**
 * Reopens a closure: its times are offered again. Each guest it told of a closed trip who has not changed or cancelled
 * since (and whom no other open closure still covers) is told once that the trip goes ahead as booked. Reopening one
 * already reopened changes nothing.
 */
export async function reopenCalendar(
  db: Db,
  id: string,
  actor: Actor,
  now: Date,
  publicUrl: string,
): Promise<ClosureSummary> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(calendarClosures).where(eq(calendarClosures.id, id)).for('update');
    if (!row) throw new HttpError(404, OPERATOR_MESSAGES.closureNotFound, 'CLOSURE_NOT_FOUND');
    const nameOf = await actorNames(tx, [row.createdBy]);
    if (row.reopenedAt) return summaryOf(row, nameOf);
    const updated = defined(
      (
        await tx
          .update(calendarClosures)
          .set({ reopenedAt: now, reopenedBy: actor })
          .where(and(eq(calendarClosures.id, id), isNull(calendarClosures.reopenedAt)))
          .returning()
      )[0],
      'the updated closure',
    );
    await audit(tx, { actor, action: 'calendar-reopened', closureId: id, at: now, detail: { boatIds: row.boatIds } });
    const goAhead = rowsOf(
      await tx.execute(sql`
      SELECT n.booking_ref, b.hold_id, p.booking, p.success_path, p.country_url_title
      FROM closure_notices n JOIN bookings b ON b.booking_ref = n.booking_ref AND b.cancelled_at IS NULL
      JOIN payments p ON p.id = b.payment_id
      WHERE n.closure_id = ${id}
        AND NOT EXISTS (SELECT 1 FROM audit_log a WHERE a.booking_ref = n.booking_ref AND a.action = 'changed' AND a.at >= n.notified_at)
        AND NOT ${closedByOperatorSql(sql`b.hold_id`)}
      ORDER BY n.booking_ref`),
    );
    const mail = emailSettings(process.env, { now: () => now });
    for (const g of goAhead) {
      const bookingRef = String(g.booking_ref);
      const page = { successPath: String(g.success_path), countryUrlTitle: String(g.country_url_title) };
      await audit(tx, { actor, action: 'reopened-for-booking', bookingRef, closureId: id, at: now });
      await enqueueMails(
        tx,
        [reopenedMail(g.booking as PaymentBooking, bookingRef, bookingPageUrl(publicUrl, page, bookingRef))],
        mail,
        {
          submissionId: `booking-${bookingRef}-reopened-${id}`,
          now,
        },
      );
      await tellAgent(tx, {
        holdId: String(g.hold_id),
        bookingRef,
        notice: 'reopened',
        actor,
        now,
        submissionId: `booking-${bookingRef}-agent-reopened-${id}`,
        line: agentNoticeLine('reopened-for-booking', {}, actor, (g.booking as PaymentBooking).timezone)!,
      });
    }
    return { ...summaryOf(updated, nameOf), notified: goAhead.length };
  });
}
