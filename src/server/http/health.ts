// Liveness and readiness, for the proxy and the orchestrator:
// - GET /api/v1/health: the process answers (liveness). It reads nothing else, so a database outage never gets the
//   process restarted: restarting cannot bring the database back.
// - GET /api/v1/ready: this process should be sent traffic (readiness): the database answers, every migration this
//   build knows is applied, and the process is not shutting down. 503 with Retry-After otherwise.
import { defined } from '../../domain/schema';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { migrationFiles } from '../db/migrate';
import { access } from './routeAccess';
import { rowsOf } from '../db/rows';

/** What the process is doing, read by readiness and set by the shutdown (http/shutdown.ts). */
export interface Lifecycle {
  draining: boolean;
}

// The files ship with the build: read once, not on every call (a load balancer polls this), and counted in the
// database in one row.
let files: string[] | undefined;
const knownFiles = () => (files ??= migrationFiles());

/** A database that does not answer within this long counts as down: a probe must answer before its own timeout. */
const DATABASE_PROBE_MS = 2000;
const RETRY_AFTER_SECONDS = 5;

class ProbeTimeout extends Error {}

/** Migrations of this build not yet recorded in the database; throws when the database does not answer. */
async function pendingMigrations(db: Db): Promise<number> {
  const names = knownFiles();
  const count = db
    .execute(
      sql`SELECT count(*)::int AS n FROM schema_migrations WHERE name IN (${sql.join(
        names.map((n) => sql`${n}`),
        sql`, `,
      )})`,
    )
    .then((result) => names.length - Number(defined(rowsOf<{ n: number }>(result)[0], 'the table count').n))
    .catch((error: unknown) => {
      // No schema_migrations table yet (SQLSTATE 42P01: undefined table): nothing is applied.
      const code =
        (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
      if (code === '42P01') return names.length;
      throw error;
    });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ProbeTimeout()), DATABASE_PROBE_MS);
  });
  try {
    return await Promise.race([count, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function registerHealth(app: FastifyInstance, db: Db, lifecycle: Lifecycle): void {
  app.get('/api/v1/health', access.public, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/api/v1/ready', access.public, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const notReady = (status: string, message: string) =>
      reply.status(503).header('Retry-After', String(RETRY_AFTER_SECONDS)).send({ status, message });
    if (lifecycle.draining)
      return notReady('stopping', 'This process is shutting down; another one takes the traffic.');
    let pending: number;
    try {
      pending = await pendingMigrations(db);
    } catch (error) {
      request.log.warn({ err: error }, 'readiness: the database did not answer');
      return notReady('database-unavailable', 'The database does not answer.');
    }
    if (pending > 0) return notReady('starting', `${pending} migration(s) not applied yet`);
    return { status: 'ready' };
  });
}
