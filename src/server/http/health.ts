// GET /api/v1/health: 'ok' once every migration file is recorded as applied, 503 before.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { migrationFiles } from '../db/migrate';

// The files ship with the build: read once, not on every call (a load balancer polls this), and counted in the
// database in one row.
let files: string[] | undefined;
const knownFiles = () => (files ??= migrationFiles());

async function pendingMigrations(db: Db): Promise<number> {
  const names = knownFiles();
  try {
    const result = await db.execute(sql`SELECT count(*)::int AS n FROM schema_migrations WHERE name IN (${sql.join(names.map((n) => sql`${n}`), sql`, `)})`);
    return names.length - Number((result as unknown as { rows: { n: number }[] }).rows[0].n);
  } catch {
    return names.length; // no schema_migrations table yet
  }
}

export function registerHealth(app: FastifyInstance, db: Db): void {
  app.get('/api/v1/health', async (_request, reply) => {
    const pending = await pendingMigrations(db);
    if (pending > 0) return reply.status(503).send({ status: 'starting', message: `${pending} migration(s) not applied yet` });
    return { status: 'ok' };
  });
}
