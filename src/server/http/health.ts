// GET /api/v1/health: 'ok' once every migration file is recorded as applied, 503 before.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { migrationFiles } from '../db/migrate';

async function pendingMigrations(db: Db): Promise<string[]> {
  try {
    const result = await db.execute(sql`SELECT name FROM schema_migrations`);
    const applied = new Set((result as unknown as { rows: { name: string }[] }).rows.map((r) => r.name));
    return migrationFiles().filter((name) => !applied.has(name));
  } catch {
    return migrationFiles(); // no schema_migrations table yet
  }
}

export function registerHealth(app: FastifyInstance, db: Db): void {
  app.get('/api/v1/health', async (_request, reply) => {
    const pending = await pendingMigrations(db);
    if (pending.length > 0) return reply.status(503).send({ status: 'starting', message: `${pending.length} migration(s) not applied yet` });
    return { status: 'ok' };
  });
}
