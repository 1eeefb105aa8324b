// The office's reports under /api/v1/web/operator/reports (docs/admin.md 'Reports'): read-only, for a role with the
// `reports` permission. Days are the company's local days (its country's zone, as the manifest reads it).
import type { FastifyInstance } from 'fastify';
import { reportRangeQuery, statementQuery } from '../../domain/office';
import { access } from '../http/routeAccess';
import { parse } from '../http/validate';
import { officeZone } from './manifest';
import { agencyStatements, reportSummary } from './reports';

export async function reportRoutes(app: FastifyInstance): Promise<void> {
  const db = app.deps.database.db;

  app.addHook('onSend', async (_request, reply) => {
    // Revenue and agencies' accounts: never kept by a shared cache.
    void reply.header('Cache-Control', 'private, no-store');
  });

  app.get('/summary', access.signedIn('reports'), async (request) => {
    const { from, to } = parse(reportRangeQuery, request.query, 'query');
    return reportSummary(db, { from, to, zone: await officeZone(db) });
  });

  app.get('/statements', access.signedIn('reports'), async (request) => {
    const { month } = parse(statementQuery, request.query, 'query');
    return agencyStatements(db, { month, zone: await officeZone(db) });
  });
}
