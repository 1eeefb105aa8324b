// Applies the numbered SQL files in ./migrations once each, in order, on either engine.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { Database } from './client';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));
// Any fixed number: serialises concurrent starts of several API processes on one PostgreSQL.
const LOCK_ID = 727_001;

export function migrationFiles(): string[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d{3}_[a-z0-9_]+\.sql$/.test(f))
    .sort();
}

/** Each file runs in its own transaction under an advisory lock and is skipped once recorded. */
export async function migrate(database: Database): Promise<void> {
  await database.execScript(`BEGIN;
SELECT pg_advisory_xact_lock(${LOCK_ID});
CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());
COMMIT;`);
  for (const name of migrationFiles()) {
    const body = readFileSync(join(MIGRATIONS_DIR, name), 'utf8');
    if (body.includes('$migration_body$')) throw new Error(`${name} must not contain $migration_body$`);
    await database.execScript(`BEGIN;
SELECT pg_advisory_xact_lock(${LOCK_ID});
DO $migrate$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM schema_migrations WHERE name = '${name}') THEN
    EXECUTE $migration_body$${body}$migration_body$;
    INSERT INTO schema_migrations (name) VALUES ('${name}');
  END IF;
END
$migrate$;
COMMIT;`);
  }
}
