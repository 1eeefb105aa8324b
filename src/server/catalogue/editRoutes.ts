// The office's catalogue editor under /api/v1/web/operator/catalogue (docs/catalogue.md): read, save, hide, remove,
// history and restore, for a signed-in user with the `catalogue` permission. Never kept by a cache: it is the office's
// working copy, versions and all.
import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import {
  boatsCsvRequest,
  catalogueDocParams,
  catalogueListParam,
  catalogueRestoreRequest,
  catalogueSaveRequest,
  catalogueVersionQuery,
  catalogueVisibilityRequest,
  changeCount,
  describeDiff,
} from '../../domain/catalogue';
import { userActor } from '../audit/auditLog';
import { signedInPrincipal } from '../auth/setup';
import { access } from '../http/routeAccess';
import { parse, parseQuery } from '../http/validate';
import { boatsCsv, importBoatsCsv } from './boatsCsvImport';
import {
  catalogueEntry,
  catalogueListEntries,
  catalogueOverview,
  documentHistory,
  refusal,
  removeDocument,
  restoreVersion,
  saveDocument,
  setHidden,
} from './catalogueEditor';
import { CatalogueRefused } from './catalogueImport';

const listParams = object({ list: catalogueListParam });

export async function catalogueEditRoutes(app: FastifyInstance): Promise<void> {
  const db = app.deps.database.db;
  const context = async (request: Parameters<typeof signedInPrincipal>[0]) => ({
    actor: userActor(await signedInPrincipal(request)),
    now: app.bookingSettings.now(),
  });
  const docParams = (params: unknown) => parse(catalogueDocParams, params, 'path');

  app.addHook('onSend', async (_request, reply) => {
    void reply.header('Cache-Control', 'private, no-store');
  });

  app.get('/', access.signedIn('catalogue'), async () => catalogueOverview(db));

  // The fleet as a spreadsheet, and one read back (static paths: they win over /:list/:id).
  app.get('/spreadsheet/boats', access.signedIn('catalogue'), async (_request, reply) => {
    void reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="boats-and-rates.csv"');
    return boatsCsv(db);
  });

  app.post('/spreadsheet/boats', access.signedIn('catalogue'), async (request) => {
    const { csv, dryRun } = parse(boatsCsvRequest, request.body);
    const answer = await importBoatsCsv(db, csv, { dryRun, ...(await context(request)) }).catch((error: unknown) => {
      throw error instanceof CatalogueRefused ? refusal(error.problems) : error;
    });
    return { ...answer, changes: changeCount(answer.diff), lines: describeDiff(answer.diff) };
  });

  app.get('/:list', access.signedIn('catalogue'), async (request) => {
    const { list } = parse(listParams, request.params, 'path');
    return catalogueListEntries(db, list);
  });

  app.get('/:list/:id', access.signedIn('catalogue'), async (request) => {
    const { list, id } = docParams(request.params);
    return catalogueEntry(db, list, id);
  });

  app.put('/:list/:id', access.signedIn('catalogue'), async (request) => {
    const { list, id } = docParams(request.params);
    return saveDocument(db, list, id, parse(catalogueSaveRequest, request.body), await context(request));
  });

  app.post('/:list/:id/visibility', access.signedIn('catalogue'), async (request) => {
    const { list, id } = docParams(request.params);
    const body = parse(catalogueVisibilityRequest, request.body);
    return setHidden(db, list, id, body.version, body.hidden, await context(request));
  });

  app.delete('/:list/:id', access.signedIn('catalogue'), async (request, reply) => {
    const { list, id } = docParams(request.params);
    const { version } = parseQuery(catalogueVersionQuery, request.query);
    await removeDocument(db, list, id, version, await context(request));
    return reply.code(204).send();
  });

  app.get('/:list/:id/versions', access.signedIn('catalogue'), async (request) => {
    const { list, id } = docParams(request.params);
    return documentHistory(db, list, id);
  });

  app.post('/:list/:id/restore', access.signedIn('catalogue'), async (request) => {
    const { list, id } = docParams(request.params);
    const body = parse(catalogueRestoreRequest, request.body);
    return restoreVersion(db, list, id, body.version, body.restore, await context(request));
  });
}
