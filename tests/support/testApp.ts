// Builds the API in-process on a fresh, migrated and seeded database: PGlite in memory by default,
// or a database of its own on the PostgreSQL server at TEST_DATABASE_URL (dropped on close).
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/server/app';
import { loadConfig, type ServerConfig } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { seedCatalogue, type CatalogueSeed } from './seedCatalogue';
import { testBookingSettings, type BookingSettings } from '../../src/server/booking/settings';
import { testPaymentSettings, type PaymentSettings } from '../../src/server/payment/settings';
import { testAuthSettings, type AuthSettings } from '../../src/server/auth/settings';
import { catalogueFixture } from './catalogueFixture';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** The catalogue to load; the small test fixture unless given; null: none, as a fresh production install. */
  seed?: CatalogueSeed | null;
  /** Built PWA to serve; by default a folder that does not exist, so only the API answers. */
  staticDir?: string;
  /** Stop before migrating (to test what the app does on an empty database). */
  skipMigrations?: boolean;
  /** Where mail files and generated secrets go; the config's default unless given. */
  dataDir?: string;
  /** Hold limits and clock; test defaults (fixed cookie secret, no sweeper) unless given. */
  bookingSettings?: BookingSettings;
  /** Payment adapter settings; the local test checkout with a fixed secret unless given. */
  paymentSettings?: PaymentSettings;
  /** Sign-in settings; a fixed key and a cheap password hash unless given. */
  authSettings?: AuthSettings;
  /** Environment the server config is read from (loadConfig); empty unless given. */
  env?: NodeJS.ProcessEnv;
}

let databasesMade = 0;

/** A name no file running at the same time picks: vitest's worker, this process, a count, a random tail. */
function freshDatabaseName(): string {
  const worker = process.env.VITEST_POOL_ID ?? '0';
  return `api_test_w${worker}_${process.pid}_${++databasesMade}_${randomBytes(4).toString('hex')}`;
}

export async function freshPostgresDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = freshDatabaseName();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // pool.end() resolves before its sockets have closed: wait for them rather than killing them
    // (a killed idle connection raises an unhandled pool error).
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        for (let attempt = 0; attempt < 50; attempt++) {
          const open = await client.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
          if (open.rows[0].n === 0) break;
          await new Promise((done) => setTimeout(done, 100));
        }
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const postgres = adminUrl ? await freshPostgresDatabase(adminUrl) : undefined;
  const database = await openDatabase({ databaseUrl: postgres?.url });
  if (!options.skipMigrations) {
    await migrate(database);
    if (options.seed !== null) await seedCatalogue(database.db, options.seed ?? catalogueFixture);
  }
  const config: ServerConfig = {
    ...loadConfig(options.env ?? {}),
    databaseUrl: postgres?.url,
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    staticDir: options.staticDir ?? join(tmpdir(), `no-static-build-${randomBytes(4).toString('hex')}`),
    logLevel: 'silent',
  };
  let app: FastifyInstance;
  try {
    app = await buildApp(
      {
        config,
        database,
        bookingSettings: options.bookingSettings ?? testBookingSettings(),
        paymentSettings: options.paymentSettings ?? testPaymentSettings(),
        authSettings: options.authSettings ?? testAuthSettings(),
      },
      { logger: false },
    );
    await app.ready();
  } catch (error) {
    // An app the settings refuse (APP_ENV=PROD without payment keys ...): nothing of it may stay behind.
    await database.close();
    await postgres?.drop();
    throw error;
  }
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
      await postgres?.drop();
    },
  };
}
