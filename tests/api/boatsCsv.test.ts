// Issue #58: 'a company moving from a spreadsheet can import a CSV of boats and rates'. The Catalogue tab downloads the
// fleet as a sheet and reads one back through the catalogue import: a dry run says what would change and writes
// nothing, a bad cell or a broken rule refuses the whole sheet with its row and column, a good one is live at once.
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Boat } from '../../src/domain/catalogue';
import { toCsv } from '../../src/domain/schema';
import { API } from '../support/bookingTestApp';
import { rows } from '../support/paymentTestApp';
import { buildOperatorTestApp, getAs, OP, postAs, type OperatorTestApp } from '../support/operatorTestApp';

let t: OperatorTestApp;
const SHEET = `${OP}/catalogue/spreadsheet/boats`;

beforeAll(async () => {
  t = await buildOperatorTestApp();
}, 120_000);
afterAll(() => t?.close());

const download = async () => {
  const res = await getAs(t, SHEET, t.tokens.admin);
  expect(res.statusCode).toBe(200);
  return parse(res.body, { bom: true }) as string[][];
};
const upload = (sheet: string[][], dryRun: boolean) => postAs(t, SHEET, { csv: toCsv(sheet), dryRun }, t.tokens.admin);
const column = (sheet: string[][], name: string) => sheet[0]!.indexOf(name);
const rowOf = (sheet: string[][], urlTitle: string) => sheet.find((r) => r[0] === urlTitle)!;
const publicBoat = async (id: string) => (await getAs(t, `${API}/boat/${id}`)).json() as Boat;
const twoHours = (boat: Boat) => boat.pricing.find((p) => p.value === 'TWO_HOURS')!.price;

describe('the fleet as a spreadsheet', () => {
  it("is the office's: an admin downloads it; a captain, an agent or nobody cannot, nor send one", async () => {
    expect((await getAs(t, SHEET)).statusCode).toBe(401);
    for (const token of [t.tokens.captain, t.tokens.agent]) {
      expect((await getAs(t, SHEET, token)).statusCode).toBe(403);
      expect((await postAs(t, SHEET, { csv: 'name\n', dryRun: true }, token)).statusCode).toBe(403);
    }
    const res = await getAs(t, SHEET, t.tokens.admin);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const sheet = parse(res.body, { bom: true }) as string[][];
    expect(sheet[0]!.slice(0, 2)).toEqual(['url title', 'name']);
    expect(sheet.length).toBeGreaterThan(1);
  });

  it('read back unchanged changes nothing', async () => {
    const answer = await upload(await download(), true);
    expect(answer.statusCode).toBe(200);
    expect(answer.json(), answer.json().lines?.join('\n')).toMatchObject({ dryRun: true, changes: 0 });
  });

  it('a new price: the dry run names it and writes nothing; the import makes it live, versioned and audited', async () => {
    const sheet = await download();
    const row = sheet[1]!;
    const urlTitle = row[0]!;
    const before = await publicBoat(urlTitle);
    row[column(sheet, '2 hours')] = `$${(twoHours(before) + 12_345) / 100}`;
    const dry = await upload(sheet, true);
    expect(dry.statusCode).toBe(200);
    expect(dry.json()).toMatchObject({
      dryRun: true,
      changes: 1,
      diff: { boats: { changed: [{ fields: ['pricing'] }] } },
    });
    expect(dry.json().lines[0]).toMatch(/^boats: 1 changed \(.+: pricing\)/);
    expect(twoHours(await publicBoat(urlTitle))).toBe(twoHours(before));

    const done = await upload(sheet, false);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ dryRun: false, changes: 1 });
    expect(twoHours(await publicBoat(urlTitle))).toBe(twoHours(before) + 12_345);
    const [audit] = await rows(
      t,
      `SELECT actor, detail FROM audit_log WHERE action = 'catalogue.import' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit.actor).toMatch(/^user:/);
  });

  it('a row for a boat not in the catalogue adds it, with the default hours', async () => {
    const sheet = await download();
    const row = [...sheet[1]!];
    row[column(sheet, 'url title')] = 'sea-breeze';
    row[column(sheet, 'name')] = 'Sea Breeze';
    row[column(sheet, 'each additional guest')] = '';
    const answer = await upload([sheet[0]!, row], false);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().diff.boats.added).toEqual(['boat-sea-breeze']);
    expect(answer.json().diff.calendars.added).toEqual(['cal-sea-breeze']);
    expect((await publicBoat('sea-breeze')).name).toBe('Sea Breeze');
    // The boats the sheet did not name are still there, in their order.
    expect((await download()).map((r) => r[0]).slice(1, sheet.length)).toEqual(sheet.slice(1).map((r) => r[0]));
  });

  it('a cell it cannot read, or a rule the sheet breaks, refuses the whole sheet with where', async () => {
    const sheet = await download();
    const [first, second] = [rowOf(sheet, sheet[1]![0]!), sheet[2]];
    const price = first[column(sheet, '2 hours')];
    first[column(sheet, '2 hours')] = '45o';
    second![column(sheet, 'stops')] = 'The Moon';
    const bad = await upload(sheet, false);
    expect(bad.statusCode).toBe(400);
    const messages = (bad.json().errors as { message: string }[]).map((e) => e.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        "row 2, 2 hours: '45o' is not an amount in dollars",
        "row 3, stops: no stop is called 'The Moon'",
      ]),
    );

    first[column(sheet, '2 hours')] = price!;
    second![column(sheet, 'stops')] = '';
    second![column(sheet, 'each additional guest')] = '2-999: 10';
    const broken = await upload(sheet, true);
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: expect.stringMatching(/^boats\/.+\.pricing\.\d+\.to$/) }),
      ]),
    );
    expect((await upload(await download(), true)).json()).toMatchObject({ changes: 0 });
  });

  it('a file that is not a CSV, or a column it does not know, is refused and changes nothing', async () => {
    const unbalanced = await postAs(t, SHEET, { csv: 'url title,name\n"sea,breeze\n', dryRun: false }, t.tokens.admin);
    expect(unbalanced.statusCode).toBe(400);
    expect(unbalanced.json().errors[0].message).toMatch(/^This is not a CSV file the import can read/);
    const unknown = await postAs(
      t,
      SHEET,
      { csv: 'url title,colour\nsea-breeze,blue\n', dryRun: false },
      t.tokens.admin,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].message).toMatch(/^Column 2 'colour' is not one of: url title, name/);
    expect((await postAs(t, SHEET, { csv: 42, dryRun: false }, t.tokens.admin)).statusCode).toBe(400);
  });
});
