// More of the office's calls under /api/v1/web/operator (docs/operator-api.md, issue #58): change a booking's party,
// mark a party that did not come (the office, or the trip's captain), and one boat's week. Registered by
// operatorRoutes (its no-store header covers these too).
import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import { mayDo, attendanceRequest, boatWeekQuery, NO_ATTENDANCE, partyChangeRequest } from '../../domain/office';
import { bookingRef as bookingRefField } from '../../domain/booking';
import { ID_MAX_LENGTH, string } from '../../domain/schema';
import { userActor } from '../audit/auditLog';
import { signedInPrincipal } from '../auth/setup';
import { access } from '../http/routeAccess';
import { parse } from '../http/validate';
import { attendanceOf, markAttendance } from './attendance';
import { boatWeekOf } from './boatWeek';
import { changePartyByOffice } from '../guestChanges/partyChanges';

const refParams = object({ bookingRef: bookingRefField });
const boatParams = object({ boatId: string(ID_MAX_LENGTH) });

export function officeDeskRoutes(app: FastifyInstance): void {
  const db = app.deps.database.db;
  const now = () => app.bookingSettings.now();

  app.post('/bookings/:bookingRef/party', access.signedIn('bookings:manage'), async (request) => {
    const principal = await signedInPrincipal(request);
    const { bookingRef } = parse(refParams, request.params, 'path');
    return changePartyByOffice(
      app,
      bookingRef,
      parse(partyChangeRequest, request.body, 'request'),
      userActor(principal),
      now(),
    );
  });

  // Read by the manifest's own permission: who may mark which trip is the handler's (the office any, a captain theirs).
  app.post('/bookings/:bookingRef/attendance', access.signedIn('manifest'), async (request) => {
    const principal = await signedInPrincipal(request);
    const { bookingRef } = parse(refParams, request.params, 'path');
    const body = parse(attendanceRequest, request.body, 'request');
    await markAttendance(
      db,
      bookingRef,
      body,
      { actor: userActor(principal), userId: principal.userId, seesAll: mayDo(principal.role, 'manifest:all') },
      now(),
    );
    return { bookingRef, attendance: (await attendanceOf(db, [bookingRef])).get(bookingRef) ?? NO_ATTENDANCE };
  });

  app.get('/boats/:boatId/week', access.signedIn('bookings:manage'), async (request) => {
    const { boatId } = parse(boatParams, request.params, 'path');
    return boatWeekOf(db, boatId, parse(boatWeekQuery, request.query ?? {}, 'query'), now());
  });
}
