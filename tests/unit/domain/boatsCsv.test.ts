// Issue #58's spreadsheet of boats and rates: the demo fleet written as CSV and read back is the same fleet; amounts
// are read as an office types them; a sheet's new price, new boat and bad cells land where they should.
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { boatsFromCsvRows, boatsToCsvRows } from '../../../src/domain/catalogue';
import { toCsv } from '../../../src/domain/schema';
import { centsOfDollars } from '../../../src/domain/texts';
import { caymanCatalogue } from '../../../src/server/seed/cayman';

const sheetOf = () => parse(toCsv(boatsToCsvRows(caymanCatalogue)), { bom: true }) as string[][];

describe('boats and rates as a spreadsheet', () => {
  it('the demo fleet written and read back is the same fleet, in the same order', () => {
    const read = boatsFromCsvRows(sheetOf(), caymanCatalogue);
    expect(read.ok && read.file.boats).toEqual(caymanCatalogue.boats);
  });

  it('reads amounts as typed in dollars, and nothing else', () => {
    expect(['450', '$450', '$1,250.50', ' 99.9 ', '0'].map(centsOfDollars)).toEqual([
      45_000, 45_000, 125_050, 9_990, 0,
    ]);
    expect(['', '-5', '4.555', '1,25', 'abc', '$'].map(centsOfDollars)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('a sheet with only some columns changes those fields of the boats it names; the rates columns say every rate', () => {
    const reef = caymanCatalogue.boats.find((b) => b.urlTitle === 'reef-hopper')!;
    const read = boatsFromCsvRows(
      [
        ['url title', 'name', '2 hours', 'each additional hour'],
        ['reef-hopper', '', '700', '260'],
        ['', 'Sea Breeze', '', ''],
      ],
      caymanCatalogue,
    );
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const boats = read.file.boats!;
    const changed = boats.find((b) => b.urlTitle === 'reef-hopper')!;
    expect(changed.pricing).toEqual([
      { value: 'TWO_HOURS', price: 70_000 },
      { value: 'EACH_ADDITIONAL_HOUR', price: 26_000 },
    ]);
    expect({ ...changed, pricing: reef.pricing }).toEqual(reef);
    expect(boats.at(-1)).toMatchObject({
      _id: 'boat-sea-breeze',
      calendarId: 'cal-sea-breeze',
      urlTitle: 'sea-breeze',
      name: 'Sea Breeze',
      pricing: [],
    });
  });

  it('names the row and column of each cell it cannot read, and a formula quote of its own export is taken off', () => {
    const read = boatsFromCsvRows(
      [
        ['url title', 'max guests', 'captain phone', 'late morning times', 'regions'],
        ['reef-hopper', 'ten', '12', '11am', 'Atlantis'],
        ['island-time', "'-3", '', '', ''],
      ],
      caymanCatalogue,
    );
    expect(read.ok ? [] : read.problems.map((p) => p.message)).toEqual([
      "row 2, max guests: 'ten' is not a whole number of at least 1",
      "row 2, captain phone: '12' is not a phone number",
      "row 2, regions: no region is called 'Atlantis'",
      "row 2, late morning times: '11am' is not a time as 11:00",
      "row 3, max guests: '-3' is not a whole number of at least 1",
    ]);
  });
});
