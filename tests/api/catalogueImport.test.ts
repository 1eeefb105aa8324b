// Issue #58: the catalogue as data. `catalogue export` and `catalogue import [--dry-run]` through the admin command,
// the demo catalogue loaded through the same import into an empty database (and not with APP_ENV=PROD), an import that
// updates rows that exist, refuses a file with any problem whole, and keeps a version and an audit entry of its change.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogueFile, canonicalJson } from '../../src/domain/catalogue';
import { runAdminCommand } from '../../src/server/admin/commands';
import { testAuthSettings } from '../../src/server/auth/settings';
import { exportCatalogue } from '../../src/server/catalogue/catalogueImport';
import { readCatalogueRevision as catalogueRevisionOf } from '../../src/server/catalogue/revision';
import { openDatabase } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { auditLog } from '../../src/server/db/operationsSchema';
import { catalogueDocuments, catalogueVersions } from '../../src/server/db/schema';
import { calendarHours } from '../../src/server/db/bookingSchema';
import { caymanCatalogue } from '../../src/server/seed/cayman';
import { loadDemoCatalogue } from '../../src/server/seed/demoCatalogue';
import { buildTestApp, freshPostgresDatabase, type TestApp } from '../support/testApp';

let t: TestApp;
const dir = mkdtempSync(join(tmpdir(), 'catalogue-import-'));
const NOW = new Date('2026-11-02T14:00:00Z');

const admin = (...argv: string[]) =>
  runAdminCommand(argv, {
    db: t.database.db,
    now: NOW,
    publicUrl: 'http://localhost:8080',
    auth: testAuthSettings(),
    readStdin: async () => '',
  });
const exported = async (): Promise<CatalogueFile> => {
  const file = join(dir, `export-${Math.random().toString(36).slice(2)}.json`);
  const answer = await admin('catalogue', 'export', file);
  expect(answer).toMatchObject({ exitCode: 0, stderr: '' });
  return JSON.parse(readFileSync(file, 'utf8')) as CatalogueFile;
};
const writeJson = (name: string, value: unknown) => {
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify(value));
  return file;
};
const boatRow = async (id: string) =>
  (
    await t.database.db
      .select()
      .from(catalogueDocuments)
      .where(and(eq(catalogueDocuments.kind, 'boat'), eq(catalogueDocuments.id, id)))
  )[0];

beforeAll(async () => {
  t = await buildTestApp({ seed: caymanCatalogue });
});
afterAll(async () => {
  await t?.close();
});

describe('catalogue export and import', () => {
  it('exports what the demo file holds, and importing the export changes nothing', async () => {
    const file = await exported();
    const demo: Record<string, unknown> = { format: 'charter-catalogue', version: 1, ...caymanCatalogue };
    for (const [list, value] of Object.entries(demo))
      expect(canonicalJson((file as unknown as Record<string, unknown>)[list]), list).toBe(canonicalJson(value));
    expect(Object.keys(file).sort()).toEqual(Object.keys(demo).sort());
    const revision = await catalogueRevisionOf(t.database.db);
    const again = await admin('catalogue', 'import', writeJson('same.json', file));
    expect(again).toMatchObject({ exitCode: 0 });
    expect(again.stdout).toMatch(/^Nothing changed: the catalogue already matches the file\./);
    expect(await catalogueRevisionOf(t.database.db)).toBe(revision);
  });

  it('lists a price change in a dry run without writing it, then imports it with a version and an audit entry', async () => {
    const boat = caymanCatalogue.boats[0]!;
    const raised = {
      ...boat,
      pricing: boat.pricing.map((p) => (p.value === 'TWO_HOURS' ? { ...p, price: p.price + 10000 } : p)),
    };
    const file = writeJson('raise.json', { format: 'charter-catalogue', version: 1, boats: [raised] });
    const dry = await admin('catalogue', 'import', file, '--dry-run');
    expect(dry.exitCode).toBe(0);
    expect(dry.stdout).toContain('Would change 1 document(s) (nothing is written in a dry run):');
    expect(dry.stdout).toContain(`boats: 1 changed (${boat._id}: pricing)`);
    expect((await boatRow(boat._id))!.doc).toEqual(boat);

    const revision = await catalogueRevisionOf(t.database.db);
    const done = await admin('catalogue', 'import', file, '--json');
    expect(JSON.parse(done.stdout)).toMatchObject({
      dryRun: false,
      diff: { boats: { added: [], changed: [{ id: boat._id, fields: ['pricing'] }] } },
    });
    const row = await boatRow(boat._id);
    expect(row).toMatchObject({ doc: raised, version: 2, updatedBy: 'admin-command', position: 0 });
    expect(await catalogueRevisionOf(t.database.db)).toBeGreaterThan(revision);
    const versions = await t.database.db
      .select()
      .from(catalogueVersions)
      .where(and(eq(catalogueVersions.kind, 'boat'), eq(catalogueVersions.id, boat._id)));
    expect(versions.map((v) => [v.version, v.actor])).toEqual([
      [1, 'system'],
      [2, 'admin-command'],
    ]);
    expect(versions[0]!.doc).toEqual(boat);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'catalogue.import'))
      .orderBy(sql`id DESC`)
      .limit(1);
    expect(entry).toMatchObject({
      actor: 'admin-command',
      detail: { diff: { boats: { changed: [{ id: boat._id }] } } },
    });
    // Back as it was, for the tests below.
    await admin(
      'catalogue',
      'import',
      writeJson('back.json', { format: 'charter-catalogue', version: 1, boats: [boat] }),
    );
  });

  it('refuses a file with any problem whole, naming each one, and writes nothing', async () => {
    const [first, second] = caymanCatalogue.boats;
    const file = writeJson('bad.json', {
      format: 'charter-catalogue',
      version: 1,
      boats: [
        { ...first, name: 'Renamed' },
        { ...second, maxGuests: -3, activities: [...second!.activities, 'act-nowhere'] },
      ],
      regions: [{ ...caymanCatalogue.regions[0], colour: 'blue' }],
    });
    const refused = await admin('catalogue', 'import', file);
    expect(refused.exitCode).toBe(1);
    expect(refused.stderr).toMatch(/^Nothing was imported: 2 problem\(s\) in the file\./);
    expect(refused.stderr).toContain(`boats/${second!._id} maxGuests:`);
    expect(refused.stderr).toContain(`regions/${caymanCatalogue.regions[0]!._id} colour:`);
    expect((await boatRow(first!._id))!.doc).toEqual(first);

    // Well-formed, but pointing at a stop that does not exist and pricing without the two-hour rate.
    const broken = writeJson('broken.json', {
      format: 'charter-catalogue',
      version: 1,
      boats: [
        { ...first, name: 'Renamed' },
        { ...second, activities: ['act-nowhere'], pricing: second!.pricing.filter((p) => p.value !== 'TWO_HOURS') },
      ],
    });
    const refusedToo = await admin('catalogue', 'import', broken, '--dry-run');
    expect(refusedToo.exitCode).toBe(1);
    expect(refusedToo.stderr).toContain(`boats/${second!._id} activities.0: No stop act-nowhere in the catalogue`);
    expect(refusedToo.stderr).toContain(`boats/${second!._id} pricing: Give the two-hour rate (TWO_HOURS)`);
    expect((await boatRow(first!._id))!.doc).toEqual(first);

    const notOurs = await admin('catalogue', 'import', writeJson('other.json', { boats: [] }));
    expect(notOurs.stderr).toContain('This is not a catalogue file of this version');
    writeFileSync(join(dir, 'broken-json.json'), '{ "format": ');
    expect((await admin('catalogue', 'import', join(dir, 'broken-json.json'))).stderr).toMatch(/is not JSON/);
    expect((await admin('catalogue', 'import', join(dir, 'missing.json'))).stderr).toMatch(/cannot be read/);
  });

  it('adds a new boat with the default hours until the office sets its own', async () => {
    const base = caymanCatalogue.boats.find(
      (b) => b.access.includes('primary') && b.additionalBioBayBoats.length === 0,
    )!;
    const added = {
      ...base,
      _id: 'boat-new-58',
      calendarId: 'cal-new-58',
      urlTitle: 'new-boat-58',
      name: 'New Boat 58',
    };
    const answer = await admin(
      'catalogue',
      'import',
      writeJson('add.json', { format: 'charter-catalogue', version: 1, boats: [added] }),
      '--json',
    );
    expect(JSON.parse(answer.stdout).diff).toMatchObject({
      boats: { added: ['boat-new-58'] },
      calendars: { added: ['cal-new-58'] },
    });
    const hours = await t.database.db.select().from(calendarHours).where(eq(calendarHours.calendarId, 'cal-new-58'));
    expect(hours.map((h) => [h.weekday, h.opens, h.closes])).toEqual(
      [0, 1, 2, 3, 4, 5, 6].map((d) => [d, '07:00', '18:00']),
    );
    const duplicateTitle = await admin(
      'catalogue',
      'import',
      writeJson('dup.json', {
        format: 'charter-catalogue',
        version: 1,
        boats: [{ ...added, _id: 'boat-other-58', calendarId: 'cal-new-58' }],
      }),
    );
    expect(duplicateTitle.stderr).toContain('already has this url title');
    expect((await exportCatalogue(t.database.db)).boats!.map((b) => b._id)).toContain('boat-new-58');
  });

  it('says what the catalogue commands take', async () => {
    expect((await admin('--help')).stdout).toContain('catalogue import FILE [--dry-run]');
    expect((await admin('catalogue', 'import')).stderr).toMatch(/catalogue import takes one argument: FILE/);
  });
});

describe('the demo catalogue on first start', () => {
  it('goes into an empty database outside PROD, once; PROD gets nothing', async () => {
    for (const appEnv of ['PROD', 'TEST'] as const) {
      const pg = process.env.TEST_DATABASE_URL ? await freshPostgresDatabase(process.env.TEST_DATABASE_URL) : undefined;
      const database = await openDatabase({ databaseUrl: pg?.url });
      try {
        await migrate(database);
        expect(await loadDemoCatalogue(database.db, appEnv, NOW)).toBe(appEnv === 'TEST');
        const boats = (await exportCatalogue(database.db)).boats!;
        expect(boats.length).toBe(appEnv === 'TEST' ? caymanCatalogue.boats.length : 0);
        expect(await loadDemoCatalogue(database.db, appEnv, NOW)).toBe(false);
      } finally {
        await database.close();
        await pg?.drop();
      }
    }
  });
});
