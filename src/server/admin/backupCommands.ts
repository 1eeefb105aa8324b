// `backup FILE` and `restore FILE`: the whole database in one file. PostgreSQL through pg_dump and pg_restore in their
// custom format (taken while the servers run: one consistent snapshot); PGlite through its own dump (a gzipped tar of
// its files, taken by the process that holds them: the server, through its admin socket, when it runs). Restore goes
// into an empty database only (PostgreSQL: a new one; PGlite: a DATA_DIR with no database), never over live data.
// Uploaded photos live in the database, so the file holds them too.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import pg from 'pg';
import { dataDirOf } from '../config';
import { DataDirInUse, lockDataDir } from '../db/dataDirLock';
import { AdminError, type AdminCommand, type AdminResult } from './adminCommand';

/** libpq's settings for a DATABASE_URL, passed as environment so that no password shows in a process list. */
function libpqEnvironment(databaseUrl: string): { env: Record<string, string>; database: string } {
  const url = new URL(databaseUrl);
  const env: Record<string, string> = {};
  if (url.hostname) env.PGHOST = decodeURIComponent(url.hostname.replace(/^\[|\]$/g, ''));
  if (url.port) env.PGPORT = url.port;
  if (url.username) env.PGUSER = decodeURIComponent(url.username);
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  const names: Record<string, string> = {
    sslmode: 'PGSSLMODE',
    sslrootcert: 'PGSSLROOTCERT',
    sslcert: 'PGSSLCERT',
    sslkey: 'PGSSLKEY',
    host: 'PGHOST',
    port: 'PGPORT',
    user: 'PGUSER',
    password: 'PGPASSWORD',
    application_name: 'PGAPPNAME',
    connect_timeout: 'PGCONNECT_TIMEOUT',
  };
  for (const [key, value] of url.searchParams) if (names[key]) env[names[key]] = value;
  const database = decodeURIComponent(url.pathname.replace(/^\//, '')) || env.PGUSER || 'postgres';
  env.PGDATABASE = database;
  return { env, database };
}

/** Runs a PostgreSQL client program; its standard error becomes the refusal's message. */
function runClient(program: string, args: string[], databaseUrl: string): Promise<void> {
  const { env } = libpqEnvironment(databaseUrl);
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, {
      env: { PATH: process.env.PATH, LANG: 'C', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        new AdminError(
          error.code === 'ENOENT'
            ? `${program} is not installed: install PostgreSQL's client programs (Debian: postgresql-client), of the server's major version or newer.`
            : `${program} could not start: ${error.message}`,
        ),
      );
    });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new AdminError(`${program} failed (exit ${code}):\n${stderr.trim()}`)),
    );
  });
}

const PG_DUMP_MAGIC = 'PGDMP';
const GZIP_MAGIC = [0x1f, 0x8b];

async function fileKind(file: string): Promise<'pg_dump' | 'pglite' | 'unknown'> {
  const handle = await open(file, 'r').catch(() => {
    throw new AdminError(`${file} cannot be read.`);
  });
  try {
    const head = Buffer.alloc(5);
    await handle.read(head, 0, 5, 0);
    if (head.toString('latin1') === PG_DUMP_MAGIC) return 'pg_dump';
    if (head[0] === GZIP_MAGIC[0] && head[1] === GZIP_MAGIC[1]) return 'pglite';
    return 'unknown';
  } finally {
    await handle.close();
  }
}

/** Written beside the target and renamed into place: a cut backup never looks like a whole one. */
async function writeWhole(file: string, write: (partial: string) => Promise<void>): Promise<void> {
  const partial = `${file}.partial`;
  try {
    await write(partial);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

const sizeOf = (file: string) => statSync(file).size;
const describeSize = (bytes: number) =>
  bytes > 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

const backupCommand: AdminCommand = {
  name: 'backup',
  usage: 'backup FILE',
  summary:
    "Writes the whole database to FILE while the servers run: pg_dump's custom format on PostgreSQL, PGlite's own dump on PGlite",
  options: {},
  positionals: ['file'],
  async run(ctx, values): Promise<AdminResult> {
    const file = String(values.file);
    const database = ctx.database;
    if (!database) throw new AdminError('backup needs the database itself; run it through `npm run admin`.');
    const startedAt = Date.now();
    if (database.engine === 'postgres') {
      await writeWhole(file, (partial) =>
        runClient('pg_dump', ['--format=custom', '--compress=6', `--file=${partial}`], database.connectionString!),
      );
    } else {
      await writeWhole(file, async (partial) =>
        writeFile(partial, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer())),
      );
    }
    const bytes = sizeOf(file);
    const format = database.engine === 'postgres' ? 'pg_dump custom format' : 'PGlite dump';
    return {
      text: `Backed up the database to ${file} (${format}, ${describeSize(bytes)}, ${Date.now() - startedAt} ms). Restore with: npm run admin -- restore ${file}`,
      json: { file, format, bytes, engine: database.engine },
    };
  },
};

async function restorePostgres(file: string, databaseUrl: string): Promise<AdminResult> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect().catch((error: Error) => {
    throw new AdminError(`The database at DATABASE_URL does not answer: ${error.message}`);
  });
  try {
    const tables = await client.query(
      `SELECT count(*)::int AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
    );
    if (tables.rows[0].n > 0) {
      throw new AdminError(
        'The database at DATABASE_URL is not empty: restore goes into a new database (createdb NAME, then DATABASE_URL=…/NAME), never over live data.',
      );
    }
  } finally {
    await client.end();
  }
  await runClient(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${libpqEnvironment(databaseUrl).database}`,
      file,
    ],
    databaseUrl,
  );
  return {
    text: `Restored ${file} into the database at DATABASE_URL. Start the servers on it: they apply any newer migrations.`,
    json: { file, engine: 'postgres' },
  };
}

async function restorePglite(file: string, dataDir: string): Promise<AdminResult> {
  const target = join(dataDir, 'pglite');
  mkdirSync(dataDir, { recursive: true });
  let unlock: () => void;
  try {
    unlock = lockDataDir(target);
  } catch (error) {
    if (error instanceof DataDirInUse)
      throw new AdminError(`${error.message} Restore goes into a DATA_DIR no server runs on.`);
    throw error;
  }
  try {
    if (existsSync(target) && readdirSync(target).length > 0) {
      throw new AdminError(
        `${target} already holds a database: restore into an empty DATA_DIR (DATA_DIR=new-folder), never over live data.`,
      );
    }
    const dump = new Blob([await readFile(file)]);
    const restored = await PGlite.create({ dataDir: target, loadDataDir: dump, extensions: { btree_gist } });
    await restored.query('SELECT 1');
    await restored.close();
  } finally {
    unlock();
  }
  return {
    text: `Restored ${file} into ${target}. Start the server with DATA_DIR=${dataDir}.`,
    json: { file, engine: 'pglite', dataDir: target },
  };
}

const restoreCommand: AdminCommand = {
  name: 'restore',
  usage: 'restore FILE',
  summary:
    'Restores a backup into an empty database: a new PostgreSQL database at DATABASE_URL, or an empty DATA_DIR for PGlite',
  options: {},
  positionals: ['file'],
  async run() {
    throw new AdminError(
      'restore fills an empty database, which no server may be running on: stop the server (or point DATA_DIR at a new folder) and run it again.',
    );
  },
  async runAlone(values, env) {
    const file = String(values.file);
    const kind = await fileKind(file);
    if (env.DATABASE_URL) {
      if (kind !== 'pg_dump')
        throw new AdminError(
          `${file} is not a pg_dump backup (custom format)${kind === 'pglite' ? ': it is a PGlite dump; restore it without DATABASE_URL' : ''}.`,
        );
      return restorePostgres(file, env.DATABASE_URL);
    }
    if (kind !== 'pglite')
      throw new AdminError(
        `${file} is not a PGlite dump${kind === 'pg_dump' ? ': it is a pg_dump backup; restore it with DATABASE_URL set to a new PostgreSQL database' : ''}.`,
      );
    return restorePglite(file, dataDirOf(env));
  },
};

export const BACKUP_COMMANDS: AdminCommand[] = [backupCommand, restoreCommand];
