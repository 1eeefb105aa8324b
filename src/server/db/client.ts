// One database handle for both engines: PGlite in-process (default) or a PostgreSQL server (DATABASE_URL).
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { lockDataDir } from './dataDirLock';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction of Db, as `db.transaction(async (tx) => …)` hands it over. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Runs a script of several statements without parameters (migrations). */
  execScript(sql: string): Promise<void>;
  /** PostgreSQL only: the server's address (DATABASE_URL), for pg_dump and pg_restore (admin/backup.ts). */
  connectionString?: string;
  /** PGlite only: its own dump of the whole database (a gzipped tar of its files), taken while it runs. */
  dumpDataDir?(): Promise<Blob>;
  /** Connections of this process: open, idle, and requests waiting for one (PGlite: its one connection). */
  poolStats(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

/** PostgreSQL pool size per API process; PGlite is one connection and serialises transactions. */
const POOL_SIZE = 10;

export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
  onPoolError?: (err: Error) => void;
}): Promise<Database> {
  if (opts.databaseUrl) {
    // A connection that cannot be had within 10 s (the server down or unreachable) fails the request, answered 503 with
    // Retry-After (http/errors.ts), rather than holding it until TCP gives up.
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: POOL_SIZE, connectionTimeoutMillis: 10_000 });
    // An idle connection closed by the server must not crash the process; the pool reconnects.
    pool.on('error', (err) => opts.onPoolError?.(err));
    return {
      db: drizzlePg(pool, { schema }) as unknown as Db,
      engine: 'postgres',
      connectionString: opts.databaseUrl,
      execScript: async (sql) => {
        await pool.query(sql);
      },
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
  }
  // dataDir undefined = in-memory (tests); otherwise files on disk.
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const unlock = opts.dataDir ? lockDataDir(opts.dataDir) : () => {};
  const client = await PGlite.create({ dataDir: opts.dataDir, extensions: { btree_gist } }).catch((error: unknown) => {
    unlock();
    throw error;
  });
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    engine: 'pglite',
    execScript: async (sql) => {
      await client.exec(sql);
    },
    dumpDataDir: () => client.dumpDataDir('gzip'),
    poolStats: () => ({ total: 1, idle: 0, waiting: 0 }),
    close: () => client.close().finally(unlock),
  };
}
