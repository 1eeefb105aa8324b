// The Reports tab's PDF: the same tables as the screen and the CSV, one block per table, one line per row. Loaded only
// when asked (ReportsView imports it on click), and jspdf only then (pdfExport.ts).
import { COMPANY_NAME } from '../../domain/catalogue';
import { savePdf, type PdfBlock, type PdfRow } from '../confirmation';
import type { ReportTable } from './reportsTables';

/** A row as one line: its first cell, then each other cell with its column's name ('Guests 11 · Net $1,250.00'). */
const rowText = (head: string[], cells: ReportTable['rows'][number], labelled: boolean): string => {
  const named = cells
    .map((cell, i) => ({ name: head[i], cell }))
    .filter((c, i) => (i > 0 || !labelled) && c.cell !== '');
  const rest = named.map((c) => `${c.name} ${c.cell}`).join(' · ');
  return labelled ? `${cells[0]}: ${rest}` : rest;
};

export function reportBlocks(name: string, tables: ReportTable[]): PdfBlock[] {
  return [
    { rows: [{ kind: 'title', value: `${COMPANY_NAME}: ${name}` }] },
    ...tables.map((t): PdfBlock => {
      const labelled = t.head.length > 2 && typeof t.rows[0]?.[0] === 'string';
      const rows: PdfRow[] = t.rows.map((r) => ({ kind: 'text', value: rowText(t.head, r, labelled) }));
      if (t.total) rows.push({ kind: 'total', label: String(t.total[0]), value: String(t.total[t.total.length - 1]) });
      return { rows: [{ kind: 'heading', value: t.title }, ...rows] };
    }),
  ];
}

export const saveReportPdf = (name: string, tables: ReportTable[], fileName: string) =>
  savePdf(
    reportBlocks(name, tables),
    { title: `${COMPANY_NAME}: ${name}`, subject: name, creator: COMPANY_NAME, footer: name },
    fileName,
  );
