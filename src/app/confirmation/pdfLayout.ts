// Where each line of the confirmation PDF goes: blocks (a heading and its rows) fill A4 pages from the top; a block
// that does not fit in what is left of a page starts the next one, and a block taller than a page breaks between
// rows, never inside one. Pure: the writer (pdfExport.ts) measures text with jspdf and draws what this decides.
// Written here: jspdf draws text where it is told and has no flow of its own (jspdf-autotable flows one table, not
// blocks kept whole).

export const PDF_PAGE_MM = { width: 210, height: 297 } as const; // A4
export const PDF_MARGIN_MM = 18;
/** Where a pair's value starts, from the left margin. */
export const PDF_LABEL_WIDTH_MM = 42;

export type PdfRowKind = 'title' | 'heading' | 'text' | 'small' | 'pair' | 'price' | 'total';

export interface PdfRow {
  kind: PdfRowKind;
  /** A pair's or a price line's label (left). */
  label?: string;
  /** The text, a pair's value or a price (right-aligned for prices). */
  value: string;
}

const isPrice = (kind: PdfRowKind) => kind === 'price' || kind === 'total';
/** The part of a row that wraps: a price line's label (its amount stays on the first line), else the value. */
const wrappedText = (row: PdfRow) => (isPrice(row.kind) ? (row.label ?? '') : row.value);

export interface PdfBlock {
  rows: PdfRow[];
}

/** Line height in mm and font size in points of each kind of row. */
export const ROW_STYLE: Record<PdfRowKind, { size: number; lineMm: number; bold: boolean; gapMm: number }> = {
  title: { size: 18, lineMm: 8, bold: true, gapMm: 1 },
  heading: { size: 13, lineMm: 6.5, bold: true, gapMm: 1 },
  text: { size: 10, lineMm: 5, bold: false, gapMm: 0.5 },
  small: { size: 8.5, lineMm: 4.2, bold: false, gapMm: 0.5 },
  pair: { size: 10, lineMm: 5, bold: false, gapMm: 0.8 },
  price: { size: 10, lineMm: 5, bold: false, gapMm: 0.8 },
  total: { size: 11, lineMm: 5.5, bold: true, gapMm: 0.8 },
};
export const BLOCK_GAP_MM = 6;

/** Splits `text` into lines that fit `widthMm` at the row's font size (jspdf's splitTextToSize in the writer). */
export type WrapText = (text: string, widthMm: number, kind: PdfRowKind) => string[];

export interface PlacedRow {
  row: PdfRow;
  /**
   * The row's lines: a pair's value (its label beside the first), a price line's label (its amount beside the first).
   */
  lines: string[];
  /** Top of the row's first line, mm from the top of the page. */
  topMm: number;
}

const contentWidth = PDF_PAGE_MM.width - 2 * PDF_MARGIN_MM;
const bottomMm = PDF_PAGE_MM.height - PDF_MARGIN_MM;

/** The width a row's text wraps to. */
function wrapWidth(kind: PdfRowKind): number {
  if (kind === 'pair') return contentWidth - PDF_LABEL_WIDTH_MM;
  if (isPrice(kind)) return contentWidth - 40; // the amount keeps the right 40 mm
  return contentWidth;
}

const rowHeight = (kind: PdfRowKind, lines: number) => lines * ROW_STYLE[kind].lineMm + ROW_STYLE[kind].gapMm;

/** The pages of `blocks`: each a list of rows with their lines and positions. */
export function layoutPages(blocks: readonly PdfBlock[], wrap: WrapText): PlacedRow[][] {
  const pages: PlacedRow[][] = [[]];
  let y = PDF_MARGIN_MM;
  const newPage = () => {
    pages.push([]);
    y = PDF_MARGIN_MM;
  };
  for (const block of blocks) {
    const measured = block.rows.map((row) => {
      const lines = wrap(wrappedText(row), wrapWidth(row.kind), row.kind);
      return { row, lines: lines.length > 0 ? lines : [''], height: rowHeight(row.kind, Math.max(1, lines.length)) };
    });
    const height = measured.reduce((sum, m) => sum + m.height, 0);
    const fresh = y === PDF_MARGIN_MM;
    // A block that fits on a page is never split: it moves to the next page whole.
    if (!fresh && y + height > bottomMm && height <= bottomMm - PDF_MARGIN_MM) newPage();
    measured.forEach((m, index) => {
      // A block taller than a page breaks between rows; a heading never ends a page on its own.
      const keepWithNext = m.row.kind === 'heading' && index + 1 < measured.length ? measured[index + 1]!.height : 0;
      if (y !== PDF_MARGIN_MM && y + m.height + keepWithNext > bottomMm) newPage();
      pages[pages.length - 1]!.push({ row: m.row, lines: m.lines, topMm: y });
      y += m.height;
    });
    y += BLOCK_GAP_MM;
  }
  return pages.filter((page) => page.length > 0);
}
