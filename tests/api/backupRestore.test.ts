// Issue #54, 'Keep the data': `npm run admin -- backup FILE` while the server runs, `restore FILE` into an empty
// database, and the restored one gives the same answers: a paid booking, a live hold, the outbox and the audit log,
// every row of every table. PostgreSQL through pg_dump/pg_restore (custom format), PGlite through its own dump.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { runAdminCommand } from '../../src/server/admin/commands';
import { testAuthSettings } from '../../src/server/auth/settings';
import { openDatabase, type Database } from '../../src/server/db/client';
import { API } from '../support/bookingTestApp';
import { bookTrip, buildOperatorTestApp, getAs, OP, type OperatorTestApp } from '../support/operatorTestApp';
import { holdTrip, PAY, rows, slot } from '../support/paymentTestApp';
import { freshPostgresDatabase } from '../support/testApp';

const adminUrl = process.env.TEST_DATABASE_URL;
const repoRoot = join(import.meta.dirname, '../..');

let t: OperatorTestApp;
let dir: string;
let booked: Awaited<ReturnType<typeof bookTrip>>;
let held: Awaited<ReturnType<typeof holdTrip>>;
let restoredTarget: { url?: string; dataDir?: string; drop?: () => Promise<void> };
let restored: Database;
let restoredApp: FastifyInstance;

/** `npm run admin -- …` as a process of its own, from the sources (the production test runs the built one). */
function adminProcess(args: string[], env: Record<string, string>) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/admin/cli.ts', ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { PATH: process.env.PATH, LOG_LEVEL: 'silent', ...env },
    timeout: 120_000,
  });
  return { exitCode: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** Every table's rows, in a stable order, as JSON. */
async function everyRow(database: Database): Promise<Record<string, unknown[]>> {
  const tables: any = await database.db.execute(
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename` as any,
  );
  const out: Record<string, unknown[]> = {};
  for (const { tablename } of tables.rows as { tablename: string }[]) {
    const result: any = await database.db.execute(
      `SELECT to_jsonb(t)::text AS row FROM "${tablename}" t ORDER BY 1` as any,
    );
    out[tablename] = result.rows.map((r: { row: string }) => r.row);
  }
  return out;
}

describe('backup and restore', () => {
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'backup-test-'));
    t = await buildOperatorTestApp();
    booked = await bookTrip(t, slot(10));
    held = await holdTrip(t, slot(11));
    const closed = await t.admin([
      'close-calendar',
      '--boat',
      'boat-small',
      '--from',
      '2026-12-20',
      '--to',
      '2026-12-20',
      '--reason',
      'maintenance',
    ]);
    expect(closed.exitCode, closed.stderr).toBe(0);
  }, 120_000);

  afterAll(async () => {
    await restoredApp?.close();
    await restored?.close();
    await restoredTarget?.drop?.();
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('has a booking, a live hold, mails in the outbox and audit rows to keep', async () => {
    expect(await rows(t, `SELECT status FROM slot_holds ORDER BY created_at`)).toEqual([
      { status: 'BOOKED' },
      { status: 'HELD' },
    ]);
    expect((await rows(t, `SELECT count(*)::int AS n FROM email_outbox`))[0].n).toBeGreaterThan(0);
    expect((await rows(t, `SELECT count(*)::int AS n FROM audit_log`))[0].n).toBeGreaterThan(0);
  });

  it(
    'backs up while the app runs, restores into an empty database, and every row is there',
    { timeout: 180_000 },
    async () => {
      const file = join(dir, t.database.engine === 'postgres' ? 'charters.dump' : 'charters.tar.gz');
      const backup = await runAdminCommand(['backup', file], {
        db: t.database.db,
        database: t.database,
        now: new Date(),
        publicUrl: 'http://localhost:8080',
        auth: testAuthSettings(),
        readStdin: async () => '',
      });
      expect(backup.exitCode, backup.stderr).toBe(0);
      expect(backup.stdout).toContain(`Backed up the database to ${file}`);
      // The format the command names: pg_dump's custom format starts with PGDMP, PGlite's dump is gzip.
      const head = readFileSync(file).subarray(0, 5);
      if (t.database.engine === 'postgres') expect(head.toString('latin1')).toBe('PGDMP');
      else expect([...head.subarray(0, 2)]).toEqual([0x1f, 0x8b]);

      if (adminUrl) {
        const target = await freshPostgresDatabase(adminUrl);
        restoredTarget = { url: target.url, drop: target.drop };
        const run = adminProcess(['restore', file], { DATABASE_URL: target.url });
        expect(run.exitCode, run.stderr).toBe(0);
        // Never over live data: the same restore again is refused, and changes nothing.
        const again = adminProcess(['restore', file], { DATABASE_URL: target.url });
        expect(again.exitCode).toBe(1);
        expect(again.stderr).toContain('is not empty');
        restored = await openDatabase({ databaseUrl: target.url });
      } else {
        const dataDir = join(dir, 'restored');
        restoredTarget = { dataDir };
        const run = adminProcess(['restore', file], { DATA_DIR: dataDir });
        expect(run.exitCode, run.stderr).toBe(0);
        const again = adminProcess(['restore', file], { DATA_DIR: dataDir });
        expect(again.exitCode).toBe(1);
        expect(again.stderr).toContain('already holds a database');
        restored = await openDatabase({ dataDir: join(dataDir, 'pglite') });
      }
      const before = await everyRow(t.database);
      const after = await everyRow(restored);
      expect(Object.keys(after)).toEqual(Object.keys(before));
      for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table]);
    },
  );

  it(
    "answers as the original did: the confirmation, the payment, the office's booking list and the hold",
    { timeout: 60_000 },
    async () => {
      expect(restored).toBeDefined();
      restoredApp = await buildApp({ ...t.app.deps, database: restored }, { logger: false });
      await restoredApp.ready();
      const asked = [
        { url: `${API}/booking/confirmed/${booked.ref}?token=${booked.token}` },
        { url: `${PAY}/status/${booked.paymentId}`, headers: { cookie: booked.cookie } },
        { url: `${OP}/bookings`, token: t.tokens.admin },
        { url: `${OP}/bookings/${booked.ref}`, token: t.tokens.admin },
      ];
      for (const { url, headers, token } of asked) {
        const original = await getAs(t, url, token, headers);
        const again = await getAs({ ...t, app: restoredApp }, url, token, headers);
        expect(original.statusCode, url).toBe(200);
        expect(again.statusCode, url).toBe(200);
        expect(again.json(), url).toEqual(original.json());
      }
      // The live hold is still the device's: releasing it works on the restored database.
      const released = await restoredApp.inject({
        method: 'DELETE',
        url: `${API}/booking/hold/${held.holdId}`,
        headers: { cookie: held.cookie, 'content-type': 'application/json' },
      });
      expect(released.json()).toMatchObject({ released: true });
    },
  );

  it("says what is wrong: no file, the other engine's file", async () => {
    const usage = await runAdminCommand(['backup'], {
      db: t.database.db,
      database: t.database,
      now: new Date(),
      publicUrl: 'http://x',
      auth: testAuthSettings(),
      readStdin: async () => '',
    });
    expect(usage.exitCode).toBe(2);
    expect(usage.stderr).toContain('backup takes one argument: FILE');
    const missing = adminProcess(
      ['restore', join(dir, 'none.dump')],
      adminUrl ? { DATABASE_URL: `${adminUrl}_none` } : { DATA_DIR: join(dir, 'empty') },
    );
    expect(missing.exitCode).toBe(1);
    expect(missing.stderr).toContain('cannot be read');
  });
});
