// The SQL migrations are the truth about the database; the Drizzle tables (src/server/db/*Schema.ts and the inquiries
// table) are what the code types its queries by. This builds a fresh database from the migrations and lists every
// place the two disagree: a table or column missing on either side, another type, another nullability.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { rowsOf } from '../../src/server/db/rows';
import { freshPostgresDatabase } from '../support/testApp';

const DB_DIR = fileURLToPath(new URL('../../src/server/db/', import.meta.url));
const SCHEMA_MODULES = [
  ...readdirSync(DB_DIR)
    .filter((f) => /^(schema|\w+Schema)\.ts$/.test(f))
    .map((f) => `../../src/server/db/${f}`),
  '../../src/server/catalogue/inquiries',
];
/** Tables the migrations make that only SQL reads and writes (no Drizzle query names them). */
const SQL_ONLY_TABLES = new Set([
  'schema_migrations', // the migrations' own record (migrate.ts)
  'rate_counters', // counted by the SQL function of migration 050 (limits/rateCounters.ts)
  'availability_versions', // raised by the triggers of migration 096 (availability/availabilityInputs.ts reads it)
  'api_key_buckets', // a partner key's token bucket, taken and refilled in one SQL statement (partners/keyBucket.ts)
]);

interface DbColumn {
  table: string;
  column: string;
  type: string;
  notNull: boolean;
}
type Columns = Map<string, { type: string; notNull: boolean }>;

/** Drizzle's names for a type PostgreSQL spells otherwise (format_type's spelling is kept). */
const SAME_TYPE: Record<string, string> = { serial: 'integer', bigserial: 'bigint', smallserial: 'smallint' };

async function drizzleTables(): Promise<Map<string, Columns>> {
  const tables = new Map<string, Columns>();
  for (const path of SCHEMA_MODULES) {
    const module: Record<string, unknown> = await import(path);
    for (const value of Object.values(module)) {
      if (!is(value, PgTable)) continue;
      const config = getTableConfig(value);
      const columns: Columns = new Map();
      for (const column of config.columns) {
        const type = column.getSQLType();
        columns.set(column.name, { type: SAME_TYPE[type] ?? type, notNull: column.notNull });
      }
      tables.set(config.name, columns);
    }
  }
  return tables;
}

async function migratedTables(database: Database): Promise<Map<string, Columns>> {
  // information_schema names the tables and columns; format_type spells each type as Drizzle does ('text[]', 'timestamp
  // with time zone').
  const rows = rowsOf(
    await database.db.execute(sql`
    SELECT c.table_name AS "table", c.column_name AS "column", format_type(a.atttypid, a.atttypmod) AS type, c.is_nullable = 'NO' AS "notNull"
    FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
    JOIN pg_attribute a ON a.attrelid = format('%I.%I', c.table_schema, c.table_name)::regclass AND a.attname = c.column_name
    WHERE c.table_schema = 'public'
    ORDER BY c.table_name, c.ordinal_position`),
  );
  const tables = new Map<string, Columns>();
  for (const row of rows as unknown as DbColumn[]) {
    if (!tables.has(row.table)) tables.set(row.table, new Map());
    tables.get(row.table)?.set(row.column, { type: row.type, notNull: row.notNull });
  }
  return tables;
}

function differences(migrated: Map<string, Columns>, drizzle: Map<string, Columns>): string[] {
  const found: string[] = [];
  for (const [table, columns] of drizzle) {
    const actual = migrated.get(table);
    if (!actual) {
      found.push(`${table}: a Drizzle table the migrations do not create`);
      continue;
    }
    for (const [column, typed] of columns) {
      const real = actual.get(column);
      if (!real) found.push(`${table}.${column}: a Drizzle column the migrations do not create`);
      else {
        if (real.type !== typed.type)
          found.push(`${table}.${column}: type ${real.type} in the migrations, ${typed.type} in Drizzle`);
        if (real.notNull !== typed.notNull) {
          found.push(
            `${table}.${column}: ${real.notNull ? 'NOT NULL' : 'nullable'} in the migrations, ${typed.notNull ? 'NOT NULL' : 'nullable'} in Drizzle`,
          );
        }
      }
    }
    for (const column of actual.keys())
      if (!columns.has(column)) found.push(`${table}.${column}: a column of the migrations Drizzle does not declare`);
  }
  for (const table of migrated.keys()) {
    if (!drizzle.has(table) && !SQL_ONLY_TABLES.has(table))
      found.push(`${table}: a table of the migrations with no Drizzle table`);
  }
  return found;
}

describe('the Drizzle schema and the SQL migrations', () => {
  let database: Database;
  let postgres: Awaited<ReturnType<typeof freshPostgresDatabase>> | undefined;
  beforeAll(async () => {
    // PGlite in memory, or a database of its own on the PostgreSQL server at TEST_DATABASE_URL (as testApp.ts does).
    const adminUrl = process.env.TEST_DATABASE_URL;
    postgres = adminUrl ? await freshPostgresDatabase(adminUrl) : undefined;
    database = await openDatabase({ databaseUrl: postgres?.url });
    await migrate(database);
  });
  afterAll(async () => {
    await database?.close();
    await postgres?.drop();
  });

  it('declare the same tables, columns, types and nullability', async () => {
    const found = differences(await migratedTables(database), await drizzleTables());
    expect(found, `The Drizzle schema and the migrations disagree:\n${found.join('\n')}`).toEqual([]);
  });
});
