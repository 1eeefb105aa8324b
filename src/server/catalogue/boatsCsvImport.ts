// Boats and rates from a spreadsheet's CSV (src/domain/catalogue/boatsCsv.ts reads the rows), through the catalogue
// import: the same checks, dry run and diff, all or nothing. Used by `catalogue import-boats` and the Catalogue tab.
import { parse } from 'csv-parse/sync';
import { boatsFromCsvRows, boatsToCsvRows } from '../../domain/catalogue';
import { CSV_BOM, toCsv } from '../../domain/schema';
import type { Db } from '../db/client';
import {
  CatalogueRefused,
  importCatalogue,
  readCatalogue,
  type ImportAnswer,
  type ImportOptions,
} from './catalogueImport';

/** A sheet this long is not a fleet: refused before it is read. */
const BOATS_CSV_MAX_ROWS = 500;

/** The CSV's rows, or why it cannot be read as one (a refusal with the line). */
function csvRows(text: string): string[][] {
  try {
    const rows = parse(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      max_record_size: 100_000,
    }) as string[][];
    if (rows.length > BOATS_CSV_MAX_ROWS + 1)
      throw new Error(`it has ${rows.length - 1} rows; at most ${BOATS_CSV_MAX_ROWS} boats are read at once`);
    return rows;
  } catch (error) {
    throw new CatalogueRefused([
      {
        list: 'boats',
        id: '(file)',
        path: '',
        message: `This is not a CSV file the import can read: ${(error as Error).message}`,
      },
    ]);
  }
}

export async function importBoatsCsv(db: Db, text: string, options: ImportOptions): Promise<ImportAnswer> {
  const rows = csvRows(text);
  return importCatalogue(
    db,
    (current) => {
      const read = boatsFromCsvRows(rows, current);
      if (!read.ok) throw new CatalogueRefused(read.problems);
      return read.file;
    },
    options,
  );
}

/** The fleet as the sheet an office fills in (UTF-8 with its mark, so that Excel keeps accents). */
export async function boatsCsv(db: Db): Promise<string> {
  return CSV_BOM + toCsv(boatsToCsvRows((await readCatalogue(db)).catalogue));
}
