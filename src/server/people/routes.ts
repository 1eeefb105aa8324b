// The operator's People tab under /api/v1/web/operator (docs/operator-api.md): staff and agencies, for an admin (the
// `people` permission). The rules are people.ts's, shared with `npm run admin`; invitations and new sign-in links
// are emailed through the outbox. Needs authSetup and paymentSetup (the public address) first.
import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import { ID_MAX_LENGTH, string } from '../../domain/schema';
import { agencyRequest, disableRequest, inviteRequest, roleRequest, type InvitedAnswer } from '../../domain/office';
import { userActor } from '../audit/auditLog';
import { signedInPrincipal } from '../auth/setup';
import { HttpError } from '../http/errors';
import { access } from '../http/routeAccess';
import { parse } from '../http/validate';
import {
  agencyItemOf,
  changeRole,
  createAgency,
  invitePerson,
  listAgencyItems,
  listPeople,
  PeopleError,
  sendSignInLink,
  setPersonDisabled,
  updateAgency,
  type PeopleAct,
} from './people';

const idParams = object({ id: string(ID_MAX_LENGTH) });

/** A shared rule's refusal as the API's 4xx, with the field it is about. */
async function answered<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (!(error instanceof PeopleError)) throw error;
    throw new HttpError(
      error.status,
      error.message,
      undefined,
      error.field ? [{ path: error.field, message: error.message }] : undefined,
    );
  }
}

export async function peopleRoutes(app: FastifyInstance): Promise<void> {
  const db = app.deps.database.db;
  const act = async (request: Parameters<typeof signedInPrincipal>[0]): Promise<PeopleAct> => ({
    actor: userActor(await signedInPrincipal(request)),
    now: app.bookingSettings.now(),
  });
  const links = () => ({
    publicUrl: app.payments.settings.publicUrl,
    inviteHours: app.auth.settings.inviteHours,
    email: true,
  });

  app.addHook('onSend', async (_request, reply) => {
    // Staff's e-mails and sign-in times: never kept by a shared cache.
    void reply.header('Cache-Control', 'private, no-store');
  });

  app.get('/people', access.signedIn('people'), async () => listPeople(db));

  app.post('/people', access.signedIn('people'), async (request, reply): Promise<InvitedAnswer> => {
    const body = parse(inviteRequest, request.body, 'request');
    const made = await answered(invitePerson(db, { ...body, agency: body.agencyId }, await act(request), links()));
    void reply.status(201);
    return {
      person: made.person,
      linkExpiresAt: made.sent!.expiresAt.toISOString(),
      ...(made.warning ? { warning: made.warning } : {}),
    };
  });

  app.post('/people/:id/role', access.signedIn('people'), async (request) => {
    const { id } = parse(idParams, request.params, 'path');
    const body = parse(roleRequest, request.body, 'request');
    return answered(changeRole(db, id, body.role, body.agencyId, await act(request)));
  });

  app.post('/people/:id/disabled', access.signedIn('people'), async (request) => {
    const { id } = parse(idParams, request.params, 'path');
    const { disabled } = parse(disableRequest, request.body, 'request');
    return answered(setPersonDisabled(db, id, disabled, await act(request)));
  });

  app.post('/people/:id/sign-in-link', access.signedIn('people'), async (request): Promise<InvitedAnswer> => {
    const { id } = parse(idParams, request.params, 'path');
    const { person, sent } = await answered(sendSignInLink(db, id, await act(request), links()));
    return { person, linkExpiresAt: sent.expiresAt.toISOString() };
  });

  app.get('/agencies', access.signedIn('people'), async () => listAgencyItems(db));

  app.post('/agencies', access.signedIn('people'), async (request, reply) => {
    const body = parse(agencyRequest, request.body, 'request');
    const row = await answered(createAgency(db, body, await act(request)));
    void reply.status(201);
    return agencyItemOf(row, 0);
  });

  app.put('/agencies/:id', access.signedIn('people'), async (request) => {
    const { id } = parse(idParams, request.params, 'path');
    const body = parse(agencyRequest, request.body, 'request');
    const row = await answered(updateAgency(db, id, body, await act(request)));
    return (await listAgencyItems(db)).find((a) => a.id === row.id) ?? agencyItemOf(row, 0);
  });
}
