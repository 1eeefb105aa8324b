// A trip's crew (issue #58): its captain and deckhands, staff who sign in and whose role reads the manifest. The office
// sets the whole crew of a booked trip at once (in its history, before and after); a user whose role may not see every
// trip (no 'manifest:all') reads on the manifest only the trips they crew.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import {
  ROLE_PERMISSIONS,
  USER_ROLES,
  NO_CREW,
  OFFICE_EDIT_MESSAGES,
  type CrewMember,
  type CrewRequest,
  type TripCrew,
  OPERATOR_MESSAGES,
} from '../../domain/office';
import { SELF_SERVICE_ERRORS } from '../../domain/booking';
import { audit, type Actor } from '../audit/auditLog';
import { users } from '../db/authSchema';
import type { Db, Tx } from '../db/client';
import { tripCrew } from '../db/crewSchema';
import { bookings } from '../db/paymentSchema';
import { HttpError } from '../http/errors';

/** The roles whose people can sail: those that read the manifest. */
const SAILING_ROLES = USER_ROLES.filter((role) => ROLE_PERMISSIONS[role].includes('manifest'));

const memberOf = (u: { id: string; name: string; email: string }): CrewMember => ({
  id: u.id,
  name: u.name || u.email,
});

/** Everyone the office may put on a trip: active staff of a sailing role, by name. */
export async function crewMembers(db: Db | Tx): Promise<CrewMember[]> {
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(inArray(users.role, SAILING_ROLES), isNull(users.disabledAt)))
    .orderBy(asc(users.name), asc(users.email));
  return rows.map(memberOf);
}

/** The crews of bookings, by reference (none: no captain, no crew). */
export async function crewsOf(db: Db | Tx, refs: string[]): Promise<Map<string, TripCrew>> {
  if (refs.length === 0) return new Map();
  const rows = await db
    .select({
      bookingRef: tripCrew.bookingRef,
      role: tripCrew.role,
      id: users.id,
      name: users.name,
      email: users.email,
    })
    .from(tripCrew)
    .innerJoin(users, eq(users.id, tripCrew.userId))
    .where(inArray(tripCrew.bookingRef, refs))
    .orderBy(asc(tripCrew.assignedAt), asc(users.name));
  const crews = new Map<string, TripCrew>();
  for (const r of rows) {
    const crew = crews.get(r.bookingRef) ?? { captain: null, crew: [] };
    if (r.role === 'captain') crew.captain = memberOf(r);
    else crew.crew.push(memberOf(r));
    crews.set(r.bookingRef, crew);
  }
  return crews;
}

/** The references of the trips `userId` crews, among `refs`. */
export async function crewedBy(db: Db, userId: string, refs: string[]): Promise<Set<string>> {
  if (refs.length === 0) return new Set();
  const rows = await db
    .select({ bookingRef: tripCrew.bookingRef })
    .from(tripCrew)
    .where(and(eq(tripCrew.userId, userId), inArray(tripCrew.bookingRef, refs)));
  return new Set(rows.map((r) => r.bookingRef));
}

const namesOf = (crew: TripCrew) => ({ captain: crew.captain?.name ?? null, crew: crew.crew.map((m) => m.name) });
const idsOf = (crew: TripCrew) => [crew.captain?.id ?? '', ...crew.crew.map((m) => m.id).sort()].join();

/** Sets a booked trip's whole crew; answers it. The same crew again changes nothing and writes nothing. */
export async function assignCrew(
  db: Db,
  bookingRef: string,
  request: CrewRequest,
  actor: Actor,
  now: Date,
): Promise<TripCrew> {
  const crewIds = [...new Set(request.crewIds)];
  if (request.captainId && crewIds.includes(request.captainId))
    throw new HttpError(400, OFFICE_EDIT_MESSAGES.captainTwice, 'CAPTAIN_TWICE');
  return db.transaction(async (tx) => {
    const [booking] = await tx
      .select({ cancelledAt: bookings.cancelledAt })
      .from(bookings)
      .where(eq(bookings.bookingRef, bookingRef))
      .for('update');
    if (!booking) throw new HttpError(404, OPERATOR_MESSAGES.bookingNotFound);
    if (booking.cancelledAt) throw new HttpError(409, SELF_SERVICE_ERRORS.cancelled, 'CANCELLED');
    const sailing = new Map((await crewMembers(tx)).map((m) => [m.id, m]));
    const wanted = [...(request.captainId ? [request.captainId] : []), ...crewIds];
    const unknown = wanted.find((id) => !sailing.has(id));
    if (unknown) throw new HttpError(400, OFFICE_EDIT_MESSAGES.notStaff(unknown), 'NOT_CREW');
    const after: TripCrew = {
      captain: request.captainId ? sailing.get(request.captainId)! : null,
      crew: crewIds.map((id) => sailing.get(id)!),
    };
    const before = (await crewsOf(tx, [bookingRef])).get(bookingRef) ?? NO_CREW;
    if (idsOf(before) === idsOf(after)) return before;
    await tx.delete(tripCrew).where(eq(tripCrew.bookingRef, bookingRef));
    if (wanted.length) {
      await tx.insert(tripCrew).values(
        wanted.map((userId) => ({
          bookingRef,
          userId,
          role: userId === request.captainId ? ('captain' as const) : ('crew' as const),
          assignedBy: actor,
          assignedAt: now,
        })),
      );
    }
    await audit(tx, {
      actor,
      action: 'crew-assigned',
      bookingRef,
      detail: { before: namesOf(before), after: namesOf(after), userIds: wanted },
      at: now,
    });
    return after;
  });
}
