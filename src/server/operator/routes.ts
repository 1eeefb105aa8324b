// The operator's API under /api/v1/web/operator (docs/operator-api.md): the day manifest (admins and captains), the
// bookings search, a booking with its history and its refund, and closures of boats' calendars (admins). Every route
// declares a permission (domain/office/auth.ts), never a role. Needs bookingSetup, authSetup and paymentSetup first.
import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import { bookingRef as bookingRefField, changeOptionsQuery } from '../../domain/booking';
import { ID_MAX_LENGTH, string } from '../../domain/schema';
import {
  bookingSearchQuery,
  closeCalendarRequest,
  manifestQuery,
  officeCancelRequest,
  officeMoveRequest,
  OPERATOR_MESSAGES,
  refundRequest,
  mayDo,
} from '../../domain/office';
import { userActor } from '../audit/auditLog';
import { signedInPrincipal } from '../auth/setup';
import { access } from '../http/routeAccess';
import { HttpError } from '../http/errors';
import { parse } from '../http/validate';
import { idempotencyKeyOf } from '../idempotency/idempotentRequest';
import { bookingDetail, refundBooking, searchBookings } from './bookingDesk';
import { closeCalendar, closureInstant } from './closures';
import { listClosures } from './closureSummaries';
import { reopenCalendar } from './reopenCalendar';
import { dayManifest, officeZone } from './manifest';
import { cancelByOffice, moveByOffice, moveOptionsOf } from './officeActions';
import { officeEditRoutes } from './officeRoutes';
import { officeDeskRoutes } from './officeDeskRoutes';

const refParams = object({ bookingRef: bookingRefField });
const idParams = object({ id: string(ID_MAX_LENGTH) });
const DAY_MS = 86_400_000;

export async function operatorRoutes(app: FastifyInstance): Promise<void> {
  const db = app.deps.database.db;
  const now = () => app.bookingSettings.now();

  app.addHook('onSend', async (_request, reply) => {
    // Guests' names and phones: never kept by a shared cache.
    void reply.header('Cache-Control', 'private, no-store');
  });

  app.get('/manifest', access.signedIn('manifest'), async (request) => {
    const principal = await signedInPrincipal(request);
    const query = parse(manifestQuery, request.query, 'query');
    // Not who may call it (the route's declaration) but how much they read: a captain, only the trips they crew.
    return dayManifest(db, {
      ...query,
      now: now(),
      reader: { userId: principal.userId, seesAll: mayDo(principal.role, 'manifest:all') },
    });
  });

  app.get('/bookings', access.signedIn('bookings:manage'), async (request) => {
    const query = parse(bookingSearchQuery, request.query, 'query');
    return searchBookings(db, await officeZone(db), query, now());
  });

  app.get('/bookings/:bookingRef', access.signedIn('bookings:manage'), async (request) => {
    return bookingDetail(db, parse(refParams, request.params, 'path').bookingRef);
  });

  app.post('/bookings/:bookingRef/refund', access.signedIn('bookings:manage'), async (request) => {
    const principal = await signedInPrincipal(request);
    const { bookingRef } = parse(refParams, request.params, 'path');
    const body = parse(refundRequest, request.body, 'request');
    const requestKey = idempotencyKeyOf(request);
    if (!requestKey) throw new HttpError(400, OPERATOR_MESSAGES.refundNeedsKey, 'IDEMPOTENCY_KEY_REQUIRED');
    return refundBooking(db, app.payments.provider, {
      ...body,
      bookingRef,
      requestKey,
      actor: userActor(principal),
      now: now(),
    });
  });

  // The office's cancel (a full refund unless told less) and free move; a repeat answers what the first did.
  app.post('/bookings/:bookingRef/cancel', access.signedIn('bookings:manage'), async (request) => {
    const principal = await signedInPrincipal(request);
    const { bookingRef } = parse(refParams, request.params, 'path');
    const body = parse(officeCancelRequest, request.body, 'request');
    return cancelByOffice(app, bookingRef, { ...body, actor: userActor(principal), now: now() });
  });

  // The starts the office may move a booking to on a day: the guest's change options, without the policy.
  app.get('/bookings/:bookingRef/move-options', access.signedIn('bookings:manage'), async (request) => {
    const { bookingRef } = parse(refParams, request.params, 'path');
    const { date } = parse(
      changeOptionsQuery,
      { date: (request.query as Record<string, unknown> | undefined)?.date },
      'query',
    );
    return moveOptionsOf(app, bookingRef, date, now());
  });

  app.post('/bookings/:bookingRef/move', access.signedIn('bookings:manage'), async (request) => {
    const principal = await signedInPrincipal(request);
    const { bookingRef } = parse(refParams, request.params, 'path');
    const body = parse(officeMoveRequest, request.body, 'request');
    return moveByOffice(app, bookingRef, { ...body, actor: userActor(principal), now: now() });
  });

  officeEditRoutes(app);
  officeDeskRoutes(app);

  app.get('/closures', access.signedIn('calendar'), async () => {
    return listClosures(db, now().getTime() - DAY_MS);
  });

  app.post('/closures', access.signedIn('calendar'), async (request) => {
    const principal = await signedInPrincipal(request);
    const body = parse(closeCalendarRequest, request.body, 'request');
    const zone = await officeZone(db);
    return closeCalendar(db, {
      boat: body.boat,
      fromMs: closureInstant(body.from, zone, 'from'),
      toMs: closureInstant(body.to, zone, 'to'),
      reason: body.reason,
      note: body.note?.trim() ?? '',
      confirm: body.confirm === true,
      actor: userActor(principal),
      now: now(),
      publicUrl: app.payments.settings.publicUrl,
    });
  });

  app.post('/closures/:id/reopen', access.signedIn('calendar'), async (request) => {
    const principal = await signedInPrincipal(request);
    return reopenCalendar(
      db,
      parse(idParams, request.params, 'path').id,
      userActor(principal),
      now(),
      app.payments.settings.publicUrl,
    );
  });
}
