// The office's edits of a booking under /api/v1/web/operator (docs/operator-api.md, issue #58): correct the guest's
// contact, set the office's notes and tags, and set the trip's crew, each answered with the booking as it is now; and
// the staff who can crew a trip. Registered by operatorRoutes (its no-store header covers these too).
import type { FastifyInstance } from 'fastify';
import { object, type Struct } from 'superstruct';
import { bookingRef as bookingRefField } from '../../domain/booking';
import { crewRequest, guestCorrection, officeNotesRequest } from '../../domain/office';
import { userActor, type Actor } from '../audit/auditLog';
import type { Db } from '../db/client';
import { signedInPrincipal } from '../auth/setup';
import { access } from '../http/routeAccess';
import { parse } from '../http/validate';
import { bookingDetail } from './bookingDesk';
import { correctGuest, setOfficeNotes } from './bookingEdits';
import { assignCrew, crewMembers } from './crew';

const refParams = object({ bookingRef: bookingRefField });

type Edit<T> = (db: Db, bookingRef: string, body: T, actor: Actor, now: Date) => Promise<unknown>;

export function officeEditRoutes(app: FastifyInstance): void {
  const db = app.deps.database.db;
  const now = () => app.bookingSettings.now();

  // Each edit: the booking's office, its body read by the shared schema, and the booking as it is now in answer.
  const edit = <T, S>(path: string, schema: Struct<T, S>, apply: Edit<T>) =>
    app.post(`/bookings/:bookingRef/${path}`, access.signedIn('bookings:manage'), async (request) => {
      const principal = await signedInPrincipal(request);
      const { bookingRef } = parse(refParams, request.params, 'path');
      await apply(db, bookingRef, parse(schema, request.body, 'request'), userActor(principal), now());
      return bookingDetail(db, bookingRef);
    });
  edit('guest', guestCorrection, correctGuest);
  edit('office-notes', officeNotesRequest, setOfficeNotes);
  edit('crew', crewRequest, assignCrew);

  app.get('/crew-members', access.signedIn('bookings:manage'), async () => crewMembers(db));
}
