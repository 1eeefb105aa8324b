// CSV as spreadsheets read it (RFC 4180): a field with a comma, a quote or a line break is quoted, its quotes doubled;
// lines end with CRLF. Formula-safe (OWASP 'CSV injection'): a text cell starting with = + - @, a tab or a carriage
// return gets a leading single quote, so a guest's name such as '=HYPERLINK(…)' never runs as a formula. Numbers are
// written as numbers (a negative amount stays a number).

const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvValue = string | number;

export function csvCell(value: CsvValue): string {
  const text = typeof value === 'number' ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const toCsv = (rows: readonly (readonly CsvValue[])[]): string =>
  rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';

/** UTF-8's byte-order mark: Excel reads a CSV that starts with it as UTF-8 (names with accents stay whole). */
export const CSV_BOM = '\uFEFF';

/**
 * A cell's text as written: the quote csvCell put before a formula-like text is taken off again (an export re-read).
 */
export const csvCellText = (cell: string): string => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);
