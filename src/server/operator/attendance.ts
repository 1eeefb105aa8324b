// Whether a party came (issue #58): the office, or the captain of the trip, marks a booked party 'no-show' once its
// trip has started, and can undo it. Kept in booking_attendance (migration 162) with who marked it; each mark and
// undo is in the booking's history. A mark that changes nothing writes nothing.
import { and, eq, inArray } from 'drizzle-orm';
import {
  mayMarkAttendance,
  OFFICE_DESK_MESSAGES,
  type Attendance,
  type AttendanceRequest,
  OPERATOR_MESSAGES,
} from '../../domain/office';
import { actorNames } from '../audit/actorNames';
import { audit, type Actor } from '../audit/auditLog';
import type { Db, Tx } from '../db/client';
import { bookingAttendance, tripCrew } from '../db/crewSchema';
import { bookings } from '../db/paymentSchema';
import { slotHolds } from '../db/bookingSchema';
import { HttpError } from '../http/errors';

/** Who marks: a user who runs every trip (the office), or else only a trip they captain. */
export interface Marker {
  actor: Actor;
  userId: string;
  seesAll: boolean;
}

/** The attendance marks of bookings, by reference (none: expected). */
export async function attendanceOf(db: Db | Tx, refs: string[]): Promise<Map<string, Attendance>> {
  if (refs.length === 0) return new Map();
  const rows = await db.select().from(bookingAttendance).where(inArray(bookingAttendance.bookingRef, refs));
  const nameOf = await actorNames(
    db,
    rows.map((r) => r.markedBy),
  );
  return new Map(
    rows.map((r) => [r.bookingRef, { state: r.state, by: nameOf(r.markedBy), at: r.markedAt.toISOString() }]),
  );
}

/** Sets (or with `state: null` clears) a booking's mark; answers whether anything changed. */
export async function markAttendance(
  db: Db,
  bookingRef: string,
  request: AttendanceRequest,
  marker: Marker,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ cancelledAt: bookings.cancelledAt, startTime: slotHolds.startTime, status: slotHolds.status })
      .from(bookings)
      .innerJoin(slotHolds, eq(slotHolds.bookingId, bookings.holdId))
      .where(eq(bookings.bookingRef, bookingRef))
      .for('update', { of: bookings });
    if (!row) throw new HttpError(404, OPERATOR_MESSAGES.bookingNotFound);
    if (!marker.seesAll) {
      const [captain] = await tx
        .select({ userId: tripCrew.userId })
        .from(tripCrew)
        .where(
          and(eq(tripCrew.bookingRef, bookingRef), eq(tripCrew.userId, marker.userId), eq(tripCrew.role, 'captain')),
        );
      // Not the trip's captain: as if it were not there, like the manifest that leaves it out.
      if (!captain) throw new HttpError(403, OFFICE_DESK_MESSAGES.notYourTrip, 'NOT_YOUR_TRIP');
    }
    if (row.cancelledAt || row.status !== 'BOOKED')
      throw new HttpError(409, OFFICE_DESK_MESSAGES.cancelled, 'CANCELLED');
    if (!mayMarkAttendance(row.startTime.getTime(), now.getTime()))
      throw new HttpError(409, OFFICE_DESK_MESSAGES.notStarted, 'NOT_STARTED');
    const [before] = await tx
      .select({ state: bookingAttendance.state })
      .from(bookingAttendance)
      .where(eq(bookingAttendance.bookingRef, bookingRef));
    const was = before?.state ?? null;
    if (was === request.state) return false;
    if (request.state === null) await tx.delete(bookingAttendance).where(eq(bookingAttendance.bookingRef, bookingRef));
    else {
      await tx
        .insert(bookingAttendance)
        .values({ bookingRef, state: request.state, markedBy: marker.actor, markedAt: now })
        .onConflictDoUpdate({
          target: bookingAttendance.bookingRef,
          set: { state: request.state, markedBy: marker.actor, markedAt: now },
        });
    }
    await audit(tx, {
      actor: marker.actor,
      action: 'attendance-marked',
      bookingRef,
      at: now,
      detail: { before: was, after: request.state },
    });
    return true;
  });
}
